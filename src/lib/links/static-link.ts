import { EMBEDDING_MODE_TAPOS } from '../config/constants.ts';
import { rewriteEmbeddedBookingLink } from './embedded-booking.ts';
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
// for all of them at once by one listener (src/components/ui/static-link-behaviours.tsx).

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
