import {
  TICKETING_BETA_TOKEN_SUBPATHS,
  TICKETING_LINK_ENDPOINT,
  TICKETING_LINK_TARGET_KEY,
  TICKETING_THEATER_KEY,
  TICKETING_TOKEN_SUBPATHS,
} from './ticketing-paths.ts';

// §6: page JavaScript must never read the token (third-party tags run everywhere), so an eligible link goes to
// our endpoint, which adds it from the HttpOnly session; a guest's too, so the page never needs the session.

/** What the decision may know: no token field, on purpose. */
export interface TicketingLinkContext {
  ticketingUrl: string;
  /** §3.6, §7.10: the query name the provider reads the token from. */
  tokenParam: string;
  betaFeaturesEnabled: boolean;
  /** §3.4: the page's own theater, handed to the endpoint for §4.14. */
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

function basePathOf(base: URL): string {
  return base.pathname.replace(/\/+$/, '');
}

/** The path below the ticketing URL ("/account/orders"), or null; segment-exact ("/ticketingx" is not below). */
export function pathBelowTicketingUrl(url: URL, ticketingUrl: string): string | null {
  const base = parseAbsolute(ticketingUrl);
  if (!base || url.origin !== base.origin || url.username !== '' || url.password !== '') return null;
  const basePath = basePathOf(base);
  if (url.pathname === basePath) return '/';
  if (!url.pathname.startsWith(`${basePath}/`)) return null;
  return url.pathname.slice(basePath.length);
}

export function tokenSubPaths(betaFeaturesEnabled: boolean): readonly string[] {
  return betaFeaturesEnabled
    ? [...TICKETING_TOKEN_SUBPATHS, ...TICKETING_BETA_TOKEN_SUBPATHS]
    : TICKETING_TOKEN_SUBPATHS;
}

// An encoded dot, slash or backslash: a server decoding it before routing could send the link to another path.
const ENCODED_PATH_SEPARATOR = /%(2e|2f|5c)/i;

/** §6: the first segment below the ticketing URL is a token sub-path. */
export function isTokenSubPath(pathBelow: string, betaFeaturesEnabled: boolean): boolean {
  if (ENCODED_PATH_SEPARATOR.test(pathBelow)) return false;
  const firstSegment = pathBelow.split('/')[1] ?? '';
  return tokenSubPaths(betaFeaturesEnabled).includes(firstSegment);
}

/** §6: a sub-path link of the ticketing site that does not carry the token parameter already. */
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

export function ticketingEndpointHref(href: string, pageTheaterId: string | null | undefined): string {
  const query = new URLSearchParams({ [TICKETING_LINK_TARGET_KEY]: href });
  if (pageTheaterId) query.set(TICKETING_THEATER_KEY, pageTheaterId);
  return `${TICKETING_LINK_ENDPOINT}?${query.toString()}`;
}

/** §6: an eligible link becomes the token endpoint's address; any other is returned unchanged. */
export function routeTicketingLinkForMember(href: string, context: TicketingLinkContext | null): string {
  if (!context || !isTokenEligibleTicketingLink(href, context)) return href;
  return ticketingEndpointHref(href, context.pageTheaterId);
}

/** The loyalty programme's ticketingUrl (§3.6), else the site's ticketing web-sales URL (§3.3). */
export function ticketingBaseUrl(loyaltyTicketingUrl: string, ticketingSiteUrl: string): string {
  return (loyaltyTicketingUrl !== '' ? loyaltyTicketingUrl : ticketingSiteUrl).replace(/\/+$/, '');
}
