import {
  TICKETING_BETA_TOKEN_SUBPATHS,
  TICKETING_LINK_ENDPOINT,
  TICKETING_LINK_TARGET_KEY,
  TICKETING_THEATER_KEY,
  TICKETING_TOKEN_SUBPATHS,
} from './ticketing-paths.ts';

// §2.3 ticketing links, §6: when the member has a token, a link to the ticketing site gets it as a
// query parameter (?{tokenParam}={token}), if the link lacks that parameter and its path is the
// ticketing URL followed by one of the fixed account or booking sub-paths (ticketing-paths.ts).
//
// The token must never be readable by page JavaScript (third-party tags run on every page), so the
// page never adds it: an eligible link goes to our same-origin endpoint, which reads the HttpOnly
// session cookie and redirects with the token. Every eligible link goes there, a guest's too: the
// page then needs no knowledge of the session (no flash, no hydration mismatch), and the endpoint
// sends a guest on without a token.

/** What the decision may know: no token field, on purpose. */
export interface TicketingLinkContext {
  /** Base URL of the ticketing site (loyalty.ticketingUrl, else settings.ticketingSiteUrl). */
  ticketingUrl: string;
  /** §3.6, §7.10: the query name the provider reads the token from. */
  tokenParam: string;
  /** §3.4 betaFeaturesEnabled: the flag that adds two sub-paths (§6). */
  betaFeaturesEnabled: boolean;
  /** §3.4: the page's own theater, handed to the endpoint for §4.14 (null on a page of no theater). */
  pageTheaterId?: string | null;
}

function parseAbsolute(href: string): URL | null {
  if (!/^https?:\/\//i.test(href)) return null;
  try {
    return new URL(href);
  } catch {
    return null;
  }
}

/** The ticketing base's path without its trailing slash ("/ticketing", or "" for a root). */
function basePathOf(base: URL): string {
  return base.pathname.replace(/\/+$/, '');
}

/**
 * The path of `url` below the ticketing URL ("/account/orders"), or null when `url` is not on the
 * ticketing site's origin under its path. Segment-exact: "/ticketingx" is not under "/ticketing".
 */
export function pathBelowTicketingUrl(url: URL, ticketingUrl: string): string | null {
  const base = parseAbsolute(ticketingUrl);
  if (!base || url.origin !== base.origin || url.username !== '' || url.password !== '') return null;
  const basePath = basePathOf(base);
  if (url.pathname === basePath) return '/';
  if (!url.pathname.startsWith(`${basePath}/`)) return null;
  return url.pathname.slice(basePath.length);
}

/** §6: the sub-paths in force: the fixed list, plus two when the feature flag is on. */
export function tokenSubPaths(betaFeaturesEnabled: boolean): readonly string[] {
  return betaFeaturesEnabled
    ? [...TICKETING_TOKEN_SUBPATHS, ...TICKETING_BETA_TOKEN_SUBPATHS]
    : TICKETING_TOKEN_SUBPATHS;
}

/**
 * An encoded dot, slash or backslash: a server that decodes it before routing would take
 * "account/..%2F..%2Fother" for another path than the sub-path it was checked as.
 */
const ENCODED_PATH_SEPARATOR = /%(2e|2f|5c)/i;

/**
 * §6: the path below the ticketing URL starts with one of the sub-paths (a whole segment), and
 * has no encoded separator that could take it elsewhere once decoded.
 */
export function isTokenSubPath(pathBelow: string, betaFeaturesEnabled: boolean): boolean {
  if (ENCODED_PATH_SEPARATOR.test(pathBelow)) return false;
  const firstSegment = pathBelow.split('/')[1] ?? '';
  return tokenSubPaths(betaFeaturesEnabled).includes(firstSegment);
}

/**
 * §6: the link gets the member's token: it is the ticketing URL followed by one of the sub-paths,
 * and it does not carry the token parameter already.
 */
export function isTokenEligibleTicketingLink(
  href: string,
  context: Pick<TicketingLinkContext, 'ticketingUrl' | 'tokenParam' | 'betaFeaturesEnabled'>,
): boolean {
  const url = parseAbsolute(href);
  if (!url || context.ticketingUrl === '') return false;
  const below = pathBelowTicketingUrl(url, context.ticketingUrl);
  if (below === null || !isTokenSubPath(below, context.betaFeaturesEnabled)) return false;
  return !url.searchParams.has(context.tokenParam);
}

/** The same-origin endpoint address that adds the token on the server and redirects to `href`. */
export function ticketingEndpointHref(href: string, pageTheaterId: string | null | undefined): string {
  const query = new URLSearchParams({ [TICKETING_LINK_TARGET_KEY]: href });
  if (pageTheaterId) query.set(TICKETING_THEATER_KEY, pageTheaterId);
  return `${TICKETING_LINK_ENDPOINT}?${query.toString()}`;
}

/**
 * §6: an eligible ticketing link becomes the address of the endpoint that adds the token; any
 * other link is returned unchanged (as is every link of a site without a ticketing context).
 */
export function routeTicketingLinkForMember(href: string, context: TicketingLinkContext | null): string {
  if (!context || !isTokenEligibleTicketingLink(href, context)) return href;
  return ticketingEndpointHref(href, context.pageTheaterId);
}

/**
 * The ticketing site's base URL for the §6 rule and the §2.1 endpoints: the loyalty programme's
 * ticketingUrl (§3.6), else the site's ticketing web-sales URL (§3.3).
 */
export function ticketingBaseUrl(loyaltyTicketingUrl: string, ticketingSiteUrl: string): string {
  return (loyaltyTicketingUrl !== '' ? loyaltyTicketingUrl : ticketingSiteUrl).replace(/\/+$/, '');
}
