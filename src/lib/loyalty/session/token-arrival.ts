import type { ProviderCode } from '../../config/constants.ts';
import { afterSignInPath, safeSitePath } from '../../links/after-sign-in.ts';
import { tokenParamName } from '../loyalty-config.ts';
import { RESET_PASSWORD_PAGE_PATH } from '../member/password-reset.ts';

// §4.2 login by token: the server validates the token in the address, sets the session cookie and sends the browser
// to the same address without it, so the token never reaches page JavaScript, the history or a Referer. The reset
// page is left alone: its ?token= is the provider's reset code.

/** The session route that signs a member in by token (reached through the proxy only). */
export const TOKEN_LOGIN_ROUTE = '/api/member/token-login';
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
 * Against login CSRF (a link carrying an attacker's token would sign a guest into the attacker's account), by
 * Sec-Fetch-Site: trusted from our own pages or a typed address, from another site only when the Referer's origin is
 * one of `trustedOrigins`, and without fetch metadata (else §4.2 could not work there). Any other arrival is asked
 * first (member-handlers.ts); a link opened from a mail program cannot be told from a typed one.
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

export function refererOrigin(referer: string | null): string | null {
  return referer === null ? null : (originsOf([referer])[0] ?? null);
}

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

/** §4.2: the ticketing site's origins and those allowed to embed this site, whose frames navigate to it. */
export function tokenArrivalOriginsOf(
  ticketingUrls: { readonly loyalty: string; readonly site: string },
  embeddingOrigins: readonly string[],
): string[] {
  return [...new Set([...originsOf([ticketingUrls.loyalty, ticketingUrls.site]), ...embeddingOrigins])];
}

export function tokenLoginPath(arrival: TokenArrival): string {
  const params = new URLSearchParams({ [TOKEN_LOGIN_TARGET_PARAM]: arrival.path });
  if (arrival.token !== null) params.set(TOKEN_LOGIN_TOKEN_PARAM, arrival.token);
  return `${TOKEN_LOGIN_ROUTE}?${params.toString()}`;
}

/** The arrival page (a path of this site), or from the sign-in page where it would have sent the member; else home. */
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
