import { readCookie, type MemberSession } from '../../lib/loyalty/session/session-cookie.ts';
import { EMBEDDING_MODE_TAPOS } from '../../lib/config/constants.ts';
import { sessionCookieNameFor, sessionOfCookieHeader } from '../session/session-codec.ts';
import { credentialRedaction } from '../../lib/loyalty/provider/token-redaction.ts';
import { DEFAULT_SITE, loadSiteFile } from '../../lib/config/load-site.ts';
import { SESSION_ROUTES } from '../../lib/loyalty/provider/attempt-limits.ts';
import type { RouteId } from '../../lib/loyalty/provider/route-table.ts';
import { clientAddressFromHeaders } from '../http/client-address.ts';
import { siteAttemptLimiter } from '../rate-limit/site-limiter.ts';
import { gatewayOptionsFromEnv } from './gateway-env.ts';
import type { GatewayCall, GatewayOptions, SessionTokens } from './handle-cypher-request.ts';

// The site's gateway settings, from the server environment once per process. Plain Node (no Next
// imports): the site server's fast path loads this as well as Next's route handler.

const inFlight = { active: 0 };

/**
 * Opened session cookies by name and value: a member's page makes several gateway calls with the
 * same cookie, and opening it (AES-GCM, JSON, zod) is a measurable share of a call's CPU. Values
 * are immutable, so a hit is always right; the map is emptied when full rather than tracked.
 */
const MAX_DECODED_COOKIES = 512;
const decodedCookies = new Map<string, MemberSession | null>();
function sessionOfCall(call: GatewayCall, embedded: boolean): MemberSession | null {
  // The cookie is Secure (named __Host-) under https and in an embedding mode; only that name counts.
  const secure = embedded || (call.header('x-forwarded-proto') ?? '').split(',')[0]?.trim() === 'https';
  const header = call.header('cookie');
  const value = readCookie(header, sessionCookieNameFor(secure));
  if (value === undefined) return null;
  const key = `${secure ? 's' : 'p'}${value}`;
  const known = decodedCookies.get(key);
  if (known !== undefined) return known;
  const session = sessionOfCookieHeader(header, secure);
  if (decodedCookies.size >= MAX_DECODED_COOKIES) decodedCookies.clear();
  decodedCookies.set(key, session);
  return session;
}
let baseOptions: GatewayOptions | undefined;

/** Routes the page's gateway never forwards: the session routes' and the §4.10 member search. */
export const BROWSER_REFUSED_ROUTES: readonly RouteId[] = [...SESSION_ROUTES, 'memberSearchV1'];
/**
 * Routes the page's gateway forwards with a member session only: §7.5 Edit (version 1), which
 * without a session acts on any memberId; the §4.8 activation chain, which without a session
 * acts on the member its e-mail names (and says whether there is one); GetMember, which a guest
 * could only call with someone's activation id (userSessionId).
 */
export const BROWSER_GUEST_REFUSED_ROUTES: readonly RouteId[] = [
  'editV1',
  'setMemberToActivateOnComplete',
  'addMembership',
  'completePayment',
  'getMemberV1',
  'getMemberV3',
];

/** Routes whose payload may name only the session's own member (§7.5 Edit, version 1). */
export const BROWSER_OWN_MEMBER_ROUTES: readonly RouteId[] = ['editV1'];

/**
 * The site this process serves: FINCHER_SITE where Next inlined it, else SITE (the site server,
 * scripts/serve-site.mjs), else the default site.
 */
export function servedSiteName(): string {
  return process.env.FINCHER_SITE || process.env.SITE?.trim() || DEFAULT_SITE;
}

/**
 * PROVIDER_API_URL, timeout, in-flight cap and captcha secret of this process, and the loyalty
 * scope of the site it serves (§3.6: its circuit, club, generation and cinemas only).
 */
export function siteGatewayOptions(): GatewayOptions {
  baseOptions ??= gatewayOptionsFromEnv(process.env, inFlight, loadSiteFile(servedSiteName()));
  return baseOptions;
}

/**
 * The browser's POST /api/cypher: token headers come from the HttpOnly cookie only (whatever the
 * request's own headers say), never a refresh token (only /api/member/refresh rotates it, so the
 * cookie stays in step), JSON answers lose their tokens, a call another site's page makes is
 * refused before anything is read, and so are the routes the server keeps to itself.
 */
export function browserGatewayOptions(): GatewayOptions {
  const embedded = loadSiteFile(servedSiteName()).configuration.embeddingMode === EMBEDDING_MODE_TAPOS;
  return {
    ...siteGatewayOptions(),
    sameOriginOnly: true,
    readSessionTokens: (call: GatewayCall): SessionTokens => {
      const session = sessionOfCall(call, embedded);
      return { sessionToken: session?.token, refreshToken: undefined, memberId: session?.memberId };
    },
    redaction: credentialRedaction,
    // Sign-in and refresh answer with tokens: only /api/member/* calls them, and keeps them in the cookie.
    // The §4.10 member search answers a member's whole record to whoever names their e-mail, and a
    // version 1 edit without a session acts on any memberId: /api/member/online-access runs the
    // two on the server; the page keeps the edit of its own signed-in member's profile.
    refusedRoutes: BROWSER_REFUSED_ROUTES,
    guestRefusedRoutes: BROWSER_GUEST_REFUSED_ROUTES,
    ownMemberRoutes: BROWSER_OWN_MEMBER_ROUTES,
    attempts: { limiter: siteAttemptLimiter(), clientOf: (call) => clientAddressFromHeaders(call.header) },
  };
}
