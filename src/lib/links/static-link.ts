import { EMBEDDING_MODE_TAPOS } from '../config/constants.ts';
import { rewriteEmbeddedBookingLink } from './embedded-booking.ts';
import { OUTBOUND_REL } from './link-constants.ts';
import { outboundClickEvent } from './outbound.ts';
import { resolveLink, type LinkContext, type LinkInput, type ResolvedLink } from './resolve-link.ts';
import { routeTicketingLinkForMember, type TicketingLinkContext } from './ticketing-token.ts';

// §2.3 links a server component renders: most of them (a film, a theater, the header's and the
// footer's pages, a map) lead to the same place for every visitor, so the server decides them once
// and the page ships them as plain anchors, without the link code. A link whose destination
// depends on the visit stays with the browser's Link: a ticketing link (the member's token, §6),
// a web-sales booking link (embedding can be switched on for a visit, §2.3), a host the public
// suffix answers are missing for, and every kind that is not a plain anchor (actions, hash links,
// fragments, forms, disabled links). What still needs the browser for a plain anchor (the client
// router, carried utm parameters, the preview frame's suppressed clicks, aria-current) is done
// for all of them at once by one listener (src/components/ui/link/static-link-behaviours.tsx).

export type StaticAnchor = Extract<ResolvedLink, { kind: 'anchor' }>;

/** What the server knows of the visit: nothing (no path, no query, the configured embedding only). */
export type StaticLinkContext = Omit<LinkContext, 'currentPath' | 'currentSearch' | 'ticketing'> & {
  ticketing: Omit<TicketingLinkContext, 'pageTheaterId'> | null;
};

/** The anchor every visitor gets for `input`, or null when the browser must decide (see above). */
export function staticAnchorOf(input: LinkInput, context: StaticLinkContext): StaticAnchor | null {
  const resolved = resolveLink(input, { ...context, currentPath: '', currentSearch: '', ticketing: null });
  if (resolved.kind !== 'anchor' || resolved.awaitingHostCheck) return null;
  const ticketing = context.ticketing ? { ...context.ticketing, pageTheaterId: null } : null;
  if (routeTicketingLinkForMember(resolved.href, ticketing) !== resolved.href) return null;
  if (
    input.embeddedBookingRewrite !== false &&
    rewriteEmbeddedBookingLink(resolved.href, EMBEDDING_MODE_TAPOS) !== resolved.href
  ) {
    return null;
  }
  return resolved;
}

/**
 * A link the server prepares for a list the browser redraws (a day of showtimes), in as few bytes
 * as the page's data allows (a busy theater lists hundreds): decided for every visit as far as it
 * can be, with the one thing a visit may change ready beside it. The browser rebuilds the anchor
 * with anchorOfPrepared.
 */
export interface PreparedLink {
  /** Null: no destination (§2.3, rendered disabled). */
  readonly href: string | null;
  /** §2.3 outbound: a new window, no referrer, the suffix and the click event. */
  readonly external?: true;
  /** A page of this app: the client router takes it. */
  readonly route?: true;
  /** §2.3 embedding switched on for the visit (?embeddingMode=): the booking route instead. */
  readonly embeddedHref?: string;
  /** The outbound destination when the link goes there through our endpoint (§6): its click event names it. */
  readonly destination?: string;
}

/** What prepareLink also knows: the page's own theater, handed to the §6 ticketing endpoint (§4.14). */
export type PreparedLinkContext = StaticLinkContext & { pageTheaterId: string | null };

export function prepareLink(href: string, context: PreparedLinkContext): PreparedLink {
  const { pageTheaterId, ticketing, ...rest } = context;
  const resolveFor = (embeddingMode: LinkContext['embeddingMode']): StaticAnchor | null => {
    const resolved = resolveLink(
      { href },
      {
        ...rest,
        currentPath: '',
        currentSearch: '',
        embeddingMode: embeddingMode ?? null,
        ticketing: ticketing ? { ...ticketing, pageTheaterId } : null,
      },
    );
    return resolved.kind === 'anchor' ? resolved : null;
  };
  const anchor = resolveFor(context.embeddingMode);
  if (!anchor) return { href: null };
  const embedded = resolveFor(EMBEDDING_MODE_TAPOS);
  const destination = context.ticketing && anchor.external ? ticketingDestination(href, anchor.href) : null;
  return {
    href: anchor.href,
    ...(destination ? { destination } : {}),
    ...(anchor.external ? { external: true as const } : {}),
    ...(anchor.clientNavigation ? { route: true as const } : {}),
    ...(embedded && embedded.href !== anchor.href ? { embeddedHref: embedded.href } : {}),
  };
}

/**
 * The anchor of a prepared link for a visit (embedding on or off), with the site's translated
 * "(Opens in a new window)"; null when the link has no destination.
 */
export function anchorOfPrepared(
  link: PreparedLink,
  visit: { embedding: boolean; newWindowSuffix: string },
): StaticAnchor | null {
  if (visit.embedding && link.embeddedHref) {
    return { ...INTERNAL_ANCHOR, href: link.embeddedHref, clientNavigation: true };
  }
  if (link.href === null) return null;
  if (!link.external) return { ...INTERNAL_ANCHOR, href: link.href, clientNavigation: link.route === true };
  return {
    kind: 'anchor',
    href: link.href,
    clientNavigation: false,
    suppressClicks: false,
    external: true,
    newWindow: true,
    rel: OUTBOUND_REL,
    titleSuffix: visit.newWindowSuffix,
    analyticsEvent: outboundClickEvent(link.destination ?? link.href),
  };
}

/** The written destination of a link our §6 endpoint stands in for, else null. */
function ticketingDestination(written: string, resolvedHref: string): string | null {
  return resolvedHref !== written && !/^https?:/i.test(resolvedHref) ? written : null;
}

const INTERNAL_ANCHOR = {
  kind: 'anchor',
  suppressClicks: false,
  external: false,
  newWindow: false,
  rel: undefined,
  titleSuffix: null,
  analyticsEvent: null,
} as const;
