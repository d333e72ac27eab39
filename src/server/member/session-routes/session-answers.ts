import { ALLOW_EXPIRED_ACCOUNTS_LOGIN } from '../../../lib/loyalty/loyalty-constants.ts';
import type { HandoffCheckAnswer, LoginRejection, SessionAnswer } from '../../../lib/loyalty/session/session-answer.ts';
import { sessionCookieMaxAgeSeconds, statusOfMember, toPublicMember } from '../../../lib/loyalty/session/session.ts';
import {
  readCookie,
  serializeCookie,
  serializeCookieRemoval,
  serializeSessionHint,
  serializeSessionHintRemoval,
  sessionCookieAttributes,
  type MemberSession,
  type SessionCookieContext,
} from '../../../lib/loyalty/session/session-cookie.ts';
import type { LoyaltyMember } from '../../../lib/loyalty/session/session-flows.ts';
import { sealSession, sessionCookieNameFor, sessionOfCookieHeader } from '../../session/session-codec.ts';
import type { MemberHandlerDeps } from './handler-deps.ts';

// What the session routes share: the session cookie read and written, and their answers to the page.

/** The handlers' own refusals of a malformed request (4xx, never a 5xx). */
interface RequestRefusal {
  readonly error: 'unsupported_media_type' | 'invalid_body' | 'invalid_return';
}

export const NO_STORE = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } as const;

function cookieContext(request: Request, deps: MemberHandlerDeps): SessionCookieContext {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  const secure = (forwarded ?? new URL(request.url).protocol.replace(':', '')) === 'https';
  return { secure, embedded: deps.embedded };
}

export function json(
  body: SessionAnswer | HandoffCheckAnswer | RequestRefusal,
  status: number,
  cookies: readonly string[] = [],
): Response {
  const headers = new Headers({ ...NO_STORE, 'Content-Type': 'application/json; charset=utf-8' });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(JSON.stringify(body), { status, headers });
}

/** The cookie is Secure (hence __Host-) under https and in an embedding mode (SameSite=None). */
export function cookieIsSecure(request: Request, deps: MemberHandlerDeps): boolean {
  return sessionCookieAttributes(cookieContext(request, deps), null).secure;
}

export function sessionOfRequest(request: Request, deps: MemberHandlerDeps): MemberSession | null {
  return sessionOfCookieHeader(request.headers.get('cookie'), cookieIsSecure(request, deps));
}

export function expiryRule(deps: MemberHandlerDeps) {
  return { allowExpiredAccountsLogin: ALLOW_EXPIRED_ACCOUNTS_LOGIN, now: deps.now?.() ?? new Date() };
}

/** §4.4: the cookie lasts sessionTimeout, or the browser session for an expired, not-allowed member. */
export function signedInCookies(
  request: Request,
  deps: MemberHandlerDeps,
  session: MemberSession,
  member: LoyaltyMember,
): { readonly status: ReturnType<typeof statusOfMember>; readonly cookies: readonly string[] } {
  const status = statusOfMember(member, expiryRule(deps));
  const maxAge = sessionCookieMaxAgeSeconds(status === 'expired');
  const attributes = sessionCookieAttributes(cookieContext(request, deps), maxAge);
  const cookie = serializeCookie(
    sessionCookieNameFor(attributes.secure),
    sealSession(session, attributes.secure),
    attributes,
  );
  return { status, cookies: [cookie, serializeSessionHint(attributes), ...secondaryCookieRemoval(request, deps)] };
}

/**
 * §4.2 step 1 "a secondary cookie is removed": a session cookie under the other name (plain or
 * __Host-) would stand beside the new one for a server that runs the other way.
 */
function secondaryCookieRemoval(request: Request, deps: MemberHandlerDeps): string[] {
  const secure = cookieIsSecure(request, deps);
  const other = sessionCookieNameFor(!secure);
  if (readCookie(request.headers.get('cookie'), other) === undefined) return [];
  return [serializeCookieRemoval(other, { ...cookieContext(request, deps), secure: !secure })];
}

export function signedInAnswer(
  request: Request,
  deps: MemberHandlerDeps,
  session: MemberSession,
  member: LoyaltyMember,
): Response {
  const { status, cookies } = signedInCookies(request, deps, session, member);
  const answer: SessionAnswer = { status, member: toPublicMember(member) };
  return json(answer, 200, cookies);
}

/** Removes the session cookie and its hint. */
export function removalCookies(request: Request, deps: MemberHandlerDeps): string[] {
  const context = cookieContext(request, deps);
  return [
    serializeCookieRemoval(sessionCookieNameFor(cookieIsSecure(request, deps)), context),
    serializeSessionHintRemoval(context),
  ];
}

/** Guest, cookie removed; a refused login says why (§4.2 step 4: the response, or null). */
export function guestAnswer(
  request: Request,
  deps: MemberHandlerDeps,
  refused?: { readonly rejection: LoginRejection | null },
): Response {
  const answer: SessionAnswer = refused
    ? { status: 'guest', member: null, rejection: refused.rejection }
    : { status: 'guest', member: null };
  return json(answer, refused ? 401 : 200, removalCookies(request, deps));
}
