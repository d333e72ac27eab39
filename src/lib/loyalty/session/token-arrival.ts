import type { ProviderCode } from '../../config/constants.ts';
import { afterSignInPath, safeSitePath } from '../../links/after-sign-in.ts';
import { tokenParamName } from '../loyalty-config.ts';
import { RESET_PASSWORD_PAGE_PATH } from '../member/password-reset.ts';

// §4.2 login by token: a member who comes back from the ticketing site arrives on one of our pages
// with their session token in the address (?{tokenParam}={token}, the provider's name for it, §3.6).
// The server validates the token and fetches the member (§4.2), sets the session cookie, and sends
// the browser to the same address without the token: the token never reaches page JavaScript, the
// history or a Referer. The reset page is left alone: its ?token= is the provider's reset code.

/** The session route that signs a member in by token (reached through the proxy only). */
export const TOKEN_LOGIN_ROUTE = '/api/member/token-login';
/** Its parameters: the page to go to afterwards, and the token. */
export const TOKEN_LOGIN_TARGET_PARAM = 'to';
export const TOKEN_LOGIN_TOKEN_PARAM = 'token';

/** A token as the session cookie accepts one (session-cookie.ts); anything else is not tried. */
const TOKEN_SHAPE = /^[A-Za-z0-9._~+/=-]{1,2048}$/;

export interface TokenArrival {
  /** The token to try, or null when the address carried something that cannot be one. */
  readonly token: string | null;
  /** The same address without the token parameter (other parameters kept, in order). */
  readonly path: string;
}

/** A page address carrying the provider's token parameter; null for any other address. */
export function tokenArrivalOf(pathname: string, search: string, provider: ProviderCode): TokenArrival | null {
  if (provider === 'NONE' || pathname === RESET_PASSWORD_PAGE_PATH) return null;
  const params = new URLSearchParams(search);
  const name = tokenParamName(provider);
  const values = params.getAll(name);
  if (values.length === 0) return null;
  params.delete(name);
  const rest = params.toString();
  const token = values[values.length - 1]!;
  return { token: TOKEN_SHAPE.test(token) ? token : null, path: rest ? `${pathname}?${rest}` : pathname };
}

/**
 * Whether an arrival may sign the visitor in at once: not when another page sent them (login CSRF:
 * a link carrying the attacker's own token would sign a guest into the attacker's account, whose
 * bookings and details the attacker then sees). By the browser's fetch metadata (Sec-Fetch-Site):
 * - from this site's own pages, or typed / bookmarked (no page sent them): yes;
 * - from another site, a sibling subdomain included: only one of `trustedOrigins` (the ticketing
 *   site a member comes back from, the sites configured to embed this one), by the Referer's
 *   origin. Browsers send it across sites under the default Referrer-Policy; a ticketing site that
 *   sends none (no-referrer, rel="noreferrer") has its members asked, and the server logs each;
 * - no fetch metadata at all (a browser without it, or plain http): yes, as before, the only way
 *   to keep §4.2 there.
 * What this cannot tell: a link opened from a mail or chat program arrives like a typed address.
 * Any other arrival is asked first: a page of ours names the account and signs in only if the
 * visitor says it is theirs (member-handlers.ts).
 */
export function isTrustedTokenArrival(request: {
  readonly fetchSite: string | null;
  readonly referer: string | null;
  readonly trustedOrigins: readonly string[];
}): boolean {
  const { fetchSite } = request;
  if (fetchSite === null || fetchSite === 'same-origin' || fetchSite === 'none') return true;
  if ((fetchSite !== 'cross-site' && fetchSite !== 'same-site') || request.referer === null) return false;
  return request.trustedOrigins.includes(refererOrigin(request.referer) ?? '');
}

/** The origin of a Referer, null for one that is not an http(s) URL. */
export function refererOrigin(referer: string | null): string | null {
  return referer === null ? null : (originsOf([referer])[0] ?? null);
}

/** The origins of these URLs, leaving out empty and unparsable ones. */
export function originsOf(urls: readonly string[]): string[] {
  const origins = urls.flatMap((url) => {
    if (!/^https?:\/\//i.test(url)) return [];
    try {
      return [new URL(url).origin];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

/**
 * §4.2 the origins a member arrives from with their token: the ticketing site's (the loyalty
 * ticketingUrl, the site's ticketingSiteUrl) and the sites allowed to embed this one (their frame
 * navigates to it), `embeddingOrigins` as the frame policy lists them.
 */
export function tokenArrivalOriginsOf(
  ticketingUrls: { readonly loyalty: string; readonly site: string },
  embeddingOrigins: readonly string[],
): string[] {
  return [...new Set([...originsOf([ticketingUrls.loyalty, ticketingUrls.site]), ...embeddingOrigins])];
}

/** Where the proxy sends an arrival: the session route, told the token and the page to go back to. */
export function tokenLoginPath(arrival: TokenArrival): string {
  const params = new URLSearchParams({ [TOKEN_LOGIN_TARGET_PARAM]: arrival.path });
  if (arrival.token !== null) params.set(TOKEN_LOGIN_TOKEN_PARAM, arrival.token);
  return `${TOKEN_LOGIN_ROUTE}?${params.toString()}`;
}

/**
 * Where the browser goes once the token was tried: the page it arrived on (a path of this site
 * only); from the sign-in page, once signed in, where that page would have sent the member (its
 * ?from=, else the member area), else back to it; the home page for anything else.
 */
export function tokenLoginTarget(to: string | null, loginSlug: string, signedIn: boolean): string {
  const path = safeSitePath(to, loginSlug);
  if (path !== null) return path;
  const loginPage = `/${loginSlug}/`;
  if (to !== null && (to === loginPage || to.startsWith(`${loginPage}?`))) {
    const query = new URLSearchParams(to.slice(loginPage.length)).toString();
    if (signedIn) return afterSignInPath(query, loginSlug);
    return query ? `${loginPage}?${query}` : loginPage;
  }
  return '/';
}
