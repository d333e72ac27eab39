import { ALLOW_EXPIRED_ACCOUNTS_LOGIN, type ApiVersion } from '../../lib/loyalty/loyalty-constants.ts';
import { statusOfMember } from '../../lib/loyalty/session/session.ts';
import { sessionCookieAttributes } from '../../lib/loyalty/session/session-cookie.ts';
import { loginByTokenFlow, type SessionApi } from '../../lib/loyalty/session/session-flows.ts';
import {
  planTicketingRedirect,
  withMemberToken,
  type TicketingRedirectRequest,
  type TicketingRedirectSite,
} from '../../lib/links/ticketing-redirect.ts';
import { readSelectedTheaterId } from '../../lib/theaters/selected-theater.ts';
import { apiErrorResponse } from '../http/api-errors.ts';
import { isRequestFromPageCode } from '../http/fetch-metadata.ts';
import type { AttemptLimiter } from '../rate-limit/attempt-limiter.ts';
import { tooManyAttempts } from '../rate-limit/limited-answer.ts';
import { sessionOfCookieHeader } from '../session/session-codec.ts';

// The §2.1 redirect endpoints and the §6 link endpoint: the token goes from the sealed cookie straight
// into the Location, so page JavaScript never holds it; a guest or an expired member (§4.4) goes without.

export interface TicketingRedirectDeps {
  readonly site: TicketingRedirectSite;
  /** The loyalty programme's API generation, null without a programme (no session can exist). */
  readonly loyaltyVersion: ApiVersion | null;
  /** The query name the ticketing site reads the token from, per the current theater's provider (§3.6, §7.10). */
  readonly tokenParamFor: (currentTheaterId: string | null) => string;
  /** The provider calls of the session flows for the current theater's cinema (§4.11). */
  readonly apiFor: (currentTheaterId: string | null) => SessionApi;
  readonly embedded: boolean;
  readonly attempts?: AttemptLimiter;
  readonly now?: () => Date;
}

/** The token is in the Location: no cache anywhere, no referrer to the next site. */
const REDIRECT_HEADERS = {
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
} as const;

function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { ...REDIRECT_HEADERS, Location: location } });
}

function cookieIsSecure(request: Request, embedded: boolean): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  const secure = (forwarded ?? new URL(request.url).protocol.replace(':', '')) === 'https';
  return sessionCookieAttributes({ secure, embedded }, null).secure;
}

export async function handleTicketingRedirect(
  request: Request,
  deps: TicketingRedirectDeps,
  which:
    | { readonly kind: 'endpoint'; readonly name: Extract<TicketingRedirectRequest, { kind: 'endpoint' }>['name'] }
    | { readonly kind: 'link' },
): Promise<Response> {
  const url = new URL(request.url);
  const cookieHeader = request.headers.get('cookie');
  const plan = planTicketingRedirect(
    { ...which, search: url.search },
    deps.site,
    readSelectedTheaterId(cookieHeader, deps.site.theaterIds),
  );
  if (!plan.ok) return apiErrorResponse(plan.error, { 'Referrer-Policy': 'no-referrer' });

  // The token goes only into a navigation's Location: page code (fetch) gets the plain target.
  const session =
    plan.tokenEligible && deps.loyaltyVersion !== null && !isRequestFromPageCode((name) => request.headers.get(name))
      ? sessionOfCookieHeader(cookieHeader, cookieIsSecure(request, deps.embedded))
      : null;
  if (!session || session.cypherVersion !== deps.loyaltyVersion) return redirect(plan.target.toString());

  // A member's redirect costs provider calls: limited per client (429 with Retry-After).
  const limited = await tooManyAttempts(deps.attempts, 'ticketing-redirect', request, null, {
    'Referrer-Policy': 'no-referrer',
  });
  if (limited) return limited;
  // §2.1 "signed in and valid": §5 a token is valid only when the provider says so; the member's
  // details tell whether the account has expired (§4.4).
  const signedIn = await loginByTokenFlow(deps.apiFor(plan.currentTheaterId), session);
  if (!signedIn) return redirect(plan.target.toString());
  const status = statusOfMember(signedIn.member, {
    allowExpiredAccountsLogin: ALLOW_EXPIRED_ACCOUNTS_LOGIN,
    now: deps.now?.() ?? new Date(),
  });
  if (status === 'expired') return redirect(plan.target.toString());
  return redirect(withMemberToken(plan.target, deps.tokenParamFor(plan.currentTheaterId), signedIn.session.token));
}
