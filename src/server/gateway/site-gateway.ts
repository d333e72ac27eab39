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

// Opened session cookies by value: a member's page sends one cookie with several calls, and opening
// it (AES-GCM, zod) is a measurable share of a call's CPU. A value never changes, so a hit is right.
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
/** Routes needing a member session: without one they act on, or reveal, whoever the caller names (§7.5, §4.8). */
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

/** The site this process serves: FINCHER_SITE (inlined by Next), else SITE (the site server), else the default. */
export function servedSiteName(): string {
  return process.env.FINCHER_SITE || process.env.SITE?.trim() || DEFAULT_SITE;
}

/** This process's gateway options, pinned to the loyalty scope of the site it serves (§3.6). */
export function siteGatewayOptions(): GatewayOptions {
  baseOptions ??= gatewayOptionsFromEnv(process.env, inFlight, loadSiteFile(servedSiteName()));
  return baseOptions;
}

/**
 * The browser's POST /api/cypher: tokens from the HttpOnly cookie only, never the refresh token (only
 * /api/member/refresh rotates it, so the cookie stays in step), answers without credentials.
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
    // Sign-in and refresh answer with tokens, the §4.10 search with a member record: /api/member/* runs them.
    refusedRoutes: BROWSER_REFUSED_ROUTES,
    guestRefusedRoutes: BROWSER_GUEST_REFUSED_ROUTES,
    ownMemberRoutes: BROWSER_OWN_MEMBER_ROUTES,
    attempts: { limiter: siteAttemptLimiter(), clientOf: (call) => clientAddressFromHeaders(call.header) },
  };
}
