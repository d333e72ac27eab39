import { hasLoyaltyProgramme } from '../../../lib/loyalty/member/programme.ts';
import { loginByTokenFlow } from '../../../lib/loyalty/session/session-flows.ts';
import {
  TOKEN_LOGIN_ROUTE,
  TOKEN_LOGIN_TARGET_PARAM,
  TOKEN_LOGIN_TOKEN_PARAM,
  isTrustedTokenArrival,
  refererOrigin,
  tokenArrivalOf,
  tokenLoginTarget,
} from '../../../lib/loyalty/session/token-arrival.ts';
import { apiErrorResponse } from '../../http/api-errors.ts';
import { clientAddressFromHeaders } from '../../http/client-address.ts';
import { siteLog } from '../../log/logger.ts';
import type { MemberHandlerDeps } from './handler-deps.ts';
import { askBeforeSignIn } from './pending-arrival.ts';
import { NO_STORE, sessionOfRequest, signedInCookies } from './session-answers.ts';

/**
 * §4.2 login by token: a member back from the ticketing site with ?{tokenParam}={token}. Either way
 * the browser goes on to the page without the token (303, no Referer), so it is in no page, history
 * entry or later request; a signed-in visitor keeps their session, so a link cannot switch accounts.
 */
export async function handleTokenLogin(request: Request, deps: MemberHandlerDeps): Promise<Response> {
  if (!hasLoyaltyProgramme(deps.loyalty)) return apiErrorResponse('not_found');
  if (request.method !== 'GET') return apiErrorResponse('method_not_allowed');
  // A request the proxy rewrote may still show the page's address: the arrival is read from it then.
  const url = new URL(request.url);
  const arrival =
    url.pathname === TOKEN_LOGIN_ROUTE
      ? { path: url.searchParams.get(TOKEN_LOGIN_TARGET_PARAM), token: url.searchParams.get(TOKEN_LOGIN_TOKEN_PARAM) }
      : tokenArrivalOf(url.pathname, url.search, deps.loyalty.provider);
  const to = arrival?.path ?? null;
  const token = arrival?.token ?? null;
  const go = (signedIn: boolean, cookies: readonly string[] = []) => {
    const headers = new Headers({
      ...NO_STORE,
      'Referrer-Policy': 'no-referrer',
      Location: tokenLoginTarget(to, deps.loginSlug, signedIn),
    });
    for (const cookie of cookies) headers.append('Set-Cookie', cookie);
    return new Response(null, { status: 303, headers });
  };
  if (sessionOfRequest(request, deps) !== null) return go(true);
  if (token === null || token.length === 0) return go(false);
  // The limit first: a refused arrival is logged, and a stranger repeating them cannot flood the log.
  if (deps.attempts) {
    const client = clientAddressFromHeaders((name) => request.headers.get(name));
    if (!(await deps.attempts.take('token-login', client, null)).ok) return go(false);
  }
  const trusted = isTrustedTokenArrival({
    fetchSite: request.headers.get('sec-fetch-site'),
    referer: request.headers.get('referer'),
    trustedOrigins: deps.tokenArrivalOrigins ?? [],
  });
  // "When the response lacks tokens, the existing tokens are kept": the one we were given.
  const result = await loginByTokenFlow(deps.api, {
    token,
    refreshToken: token,
    cypherVersion: deps.loyalty.version,
  });
  if (!result) return go(false);
  if (!trusted) {
    // Never the token: its origin, so a ticketing site that sends no Referer shows in the logs.
    siteLog().info('member.token_login_asked', 'token login asked first: sender not trusted', {
      fetch_site: (request.headers.get('sec-fetch-site') ?? '').slice(0, 16) || null,
      referer_origin: refererOrigin(request.headers.get('referer')) ?? null,
    });
    return askBeforeSignIn(request, deps, {
      // The session the provider answered with (it may have renewed the tokens), not the link's token.
      token: result.session.token,
      refreshToken: result.session.refreshToken,
      to: to ?? '/',
      name: `${result.member.firstName} ${result.member.lastName.slice(0, 1)}.`.trim(),
    });
  }
  return go(true, signedInCookies(request, deps, result.session, result.member).cookies);
}
