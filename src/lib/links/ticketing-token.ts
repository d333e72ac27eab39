// §2.3 ticketing links, §6: when the member has a token, a link to the ticketing site gets it as a
// query parameter (?{tokenParam}={token}), if the link lacks that parameter and its path is the
// ticketing URL followed by one of the fixed account or booking sub-paths.
//
// Seam only. The token must never be readable by page JavaScript (ARCHITECTURE.md, boundaries:
// third-party tags run on every page), so the link cannot be given the token in the browser.

/** What the decision may know: no token field, on purpose. */
export interface TicketingLinkContext {
  /** Base URL of the ticketing site (settings.ticketingSiteUrl). */
  ticketingUrl: string;
  /** Whether a member session exists (a non-secret flag the page may know). */
  memberSignedIn: boolean;
}

/**
 * Not decided yet: whether `href` is an eligible ticketing link (prefix + sub-path list + parameter
 * not present) and, for a signed-in member, the address of a server redirect endpoint (e.g.
 * /api/startticketing/redirect/?return={sub-path and query}) that reads the HttpOnly session cookie
 * and redirects to the ticketing URL with ?{tokenParam}={token}. Until then every link is returned
 * unchanged: resolveLink already calls this, so that the rule lands in one place.
 */
export function routeTicketingLinkForMember(href: string, context: TicketingLinkContext | null): string {
  void context;
  return href;
}
