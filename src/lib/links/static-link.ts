import { EMBEDDING_MODE_TAPOS } from '../config/constants.ts';
import { rewriteEmbeddedBookingLink } from './embedded-booking.ts';
import { OUTBOUND_REL } from './link-constants.ts';
import { outboundClickEvent } from './outbound.ts';
import { resolveLink, type LinkContext, type LinkInput, type ResolvedLink } from './resolve-link.ts';
import { routeTicketingLinkForMember, type TicketingLinkContext } from './ticketing-token.ts';

// §2.3 links that lead to the same place for every visitor are decided once on the server and shipped as plain
// anchors; one listener (static-link-behaviours.tsx) adds what the browser must.
// Why: docs/decisions/0009-links-decided-on-the-server.md

export type StaticAnchor = Extract<ResolvedLink, { kind: 'anchor' }>;

/** The server knows nothing of the visit: no path, no query, the configured embedding only. */
export type StaticLinkContext = Omit<LinkContext, 'currentPath' | 'currentSearch' | 'ticketing'> & {
  ticketing: Omit<TicketingLinkContext, 'pageTheaterId'> | null;
};

/** Null when the visit decides: a §6 token link, a booking link, an unanswered host, anything not an anchor. */
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

/** A link for a list the browser redraws (a day of showtimes) in few bytes; anchorOfPrepared rebuilds it. */
export interface PreparedLink {
  /** Null: no destination (§2.3, rendered disabled). */
  readonly href: string | null;
  readonly external?: true;
  readonly route?: true;
  /** §2.3 embedding switched on for the visit (?embeddingMode=): the booking route instead. */
  readonly embeddedHref?: string;
  /** The outbound destination behind our §6 endpoint, named by the click event. */
  readonly destination?: string;
}

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
