import { z } from 'zod';
import { ALLOW_EXPIRED_ACCOUNTS_LOGIN } from '../../lib/loyalty/loyalty-constants.ts';
import type { LoyaltyConfig } from '../../lib/loyalty/loyalty-config.ts';
import { loginRedirectPath, safeReturnPath } from '../../lib/loyalty/handoff/handoff-return.ts';
import type { HandoffCheckAnswer, LoginRejection, SessionAnswer } from '../../lib/loyalty/session/session-answer.ts';
import { sessionCookieMaxAgeSeconds, statusOfMember, toPublicMember } from '../../lib/loyalty/session/session.ts';
import {
  decodeSessionCookie,
  encodeSessionCookie,
  readCookie,
  serializeCookie,
  serializeCookieRemoval,
  SESSION_COOKIE_NAME,
  sessionCookieAttributes,
  type MemberSession,
  type SessionCookieContext,
} from '../../lib/loyalty/session/session-cookie.ts';
import {
  isTokenValid,
  loginFlow,
  logoutFlow,
  refreshFlow,
  type LoyaltyMember,
  type SessionApi,
} from '../../lib/loyalty/session/session-flows.ts';
import { buildTicketingHandoff } from '../../lib/loyalty/handoff/ticketing-handoff.ts';

// The member session routes (§4.1–§4.5): the only code that reads or writes the HttpOnly session
// cookie. Free of Next so that tests call them directly; src/app/api/member/* are one-liners.
// Answers to the page carry the member without tokens (§3.8 minus §3.7), typed by the schema the
// page parses them with (session-answer.ts), so the two sides cannot drift apart.

export interface MemberHandlerDeps {
  readonly api: SessionApi;
  readonly loyalty: LoyaltyConfig;
  readonly loginSlug: string;
  readonly embedded: boolean;
  readonly now?: () => Date;
}

/** The handlers' own refusals of a malformed request (4xx, never a 5xx). */
interface RequestRefusal {
  readonly error: 'unsupported_media_type' | 'invalid_body' | 'invalid_return';
}

const NO_STORE = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } as const;

function cookieContext(request: Request, deps: MemberHandlerDeps): SessionCookieContext {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  const secure = (forwarded ?? new URL(request.url).protocol.replace(':', '')) === 'https';
  return { secure, embedded: deps.embedded };
}

function json(
  body: SessionAnswer | HandoffCheckAnswer | RequestRefusal,
  status: number,
  cookies: readonly string[] = [],
): Response {
  const headers = new Headers({ ...NO_STORE, 'Content-Type': 'application/json; charset=utf-8' });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(JSON.stringify(body), { status, headers });
}

export function sessionOfRequest(request: Request): MemberSession | null {
  return decodeSessionCookie(readCookie(request.headers.get('cookie'), SESSION_COOKIE_NAME));
}

function expiryRule(deps: MemberHandlerDeps) {
  return { allowExpiredAccountsLogin: ALLOW_EXPIRED_ACCOUNTS_LOGIN, now: deps.now?.() ?? new Date() };
}

/** §4.4: the cookie lasts sessionTimeout, or the browser session for an expired, not-allowed member. */
function signedInAnswer(
  request: Request,
  deps: MemberHandlerDeps,
  session: MemberSession,
  member: LoyaltyMember,
): Response {
  const status = statusOfMember(member, expiryRule(deps));
  const maxAge = sessionCookieMaxAgeSeconds(status === 'expired');
  const cookie = serializeCookie(
    SESSION_COOKIE_NAME,
    encodeSessionCookie(session),
    sessionCookieAttributes(cookieContext(request, deps), maxAge),
  );
  const answer: SessionAnswer = { status, member: toPublicMember(member) };
  return json(answer, 200, [cookie]);
}

function removalCookie(request: Request, deps: MemberHandlerDeps): string {
  return serializeCookieRemoval(SESSION_COOKIE_NAME, cookieContext(request, deps));
}

/** Guest, cookie removed; a refused login says why (§4.2 step 4: the response, or null). */
function guestAnswer(
  request: Request,
  deps: MemberHandlerDeps,
  refused?: { readonly rejection: LoginRejection | null },
): Response {
  const answer: SessionAnswer = refused
    ? { status: 'guest', member: null, rejection: refused.rejection }
    : { status: 'guest', member: null };
  return json(answer, refused ? 401 : 200, [removalCookie(request, deps)]);
}

/** Same-origin JSON posts only: a cross-site form cannot send application/json without CORS. */
function isJsonPost(request: Request): boolean {
  return (
    request.method === 'POST' &&
    (request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')
  );
}

const loginBodySchema = z.strictObject({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(256),
  captchaResponse: z.string().max(8192).optional(),
});

/** §4.2 login. A rejection answers 401 with the provider's peachCode for the §8 message. */
export async function handleLogin(request: Request, deps: MemberHandlerDeps): Promise<Response> {
  if (!isJsonPost(request)) return json({ error: 'unsupported_media_type' }, 415);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return json({ error: 'invalid_body' }, 400);
  }
  const parsed = loginBodySchema.safeParse(body);
  if (!parsed.success) return json({ error: 'invalid_body' }, 400);
  const { email, password, captchaResponse } = parsed.data;
  const result = await loginFlow(deps.api, { email, password }, captchaResponse);
  if (!result.ok) return guestAnswer(request, deps, { rejection: result.response });
  return signedInAnswer(request, deps, result.session, result.member);
}

/**
 * §4.1 refresh from the cookie; any failure removes the cookie: guest. A request that came without
 * the cookie answers guest and leaves cookies alone: it may have been sent just before a sign-in
 * whose answer set the cookie, and removing it then would sign the member out again.
 */
export async function handleRefresh(request: Request, deps: MemberHandlerDeps): Promise<Response> {
  if (!isJsonPost(request)) return json({ error: 'unsupported_media_type' }, 415);
  if (readCookie(request.headers.get('cookie'), SESSION_COOKIE_NAME) === undefined)
    return json({ status: 'guest', member: null }, 200);
  const session = sessionOfRequest(request);
  if (!session || session.cypherVersion !== deps.loyalty.version) return guestAnswer(request, deps);
  const result = await refreshFlow(deps.api, session);
  if (!result) return guestAnswer(request, deps);
  return signedInAnswer(request, deps, result.session, result.member);
}

/** §4.3 logout: provider call, then the cookie is removed whatever it answered. */
export async function handleLogout(request: Request, deps: MemberHandlerDeps): Promise<Response> {
  if (!isJsonPost(request)) return json({ error: 'unsupported_media_type' }, 415);
  const session = sessionOfRequest(request);
  if (session) await logoutFlow(deps.api, session);
  return guestAnswer(request, deps);
}

/**
 * §4.5 steps 1–2 before the overlay: is the member's token still valid? An invalid token logs the
 * member out (cookie removed) and tells the page where to go: /{loginSlug} with the query kept.
 */
export async function handleHandoffCheck(request: Request, deps: MemberHandlerDeps): Promise<Response> {
  if (!isJsonPost(request)) return json({ error: 'unsupported_media_type' }, 415);
  const search = new URL(request.url).search;
  const session = sessionOfRequest(request);
  if (session && (await isTokenValid(deps.api, session.token))) return json({ valid: true }, 200);
  if (session) await logoutFlow(deps.api, session);
  return json({ valid: false, location: loginRedirectPath(deps.loginSlug, search) }, 200, [
    removalCookie(request, deps),
  ]);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * GET /api/member/handoff?return=…: the browser's last stop before the ticketing site. The token
 * goes from the cookie straight into a redirect (v1) or a server-written form (v3); page
 * JavaScript never holds it (§4.5, §7.10). Invalid token: logout, then /{loginSlug}?{query}.
 */
export async function handleHandoffRedirect(request: Request, deps: MemberHandlerDeps): Promise<Response> {
  const url = new URL(request.url);
  const toLogin = () => {
    const headers = new Headers({ ...NO_STORE, Location: loginRedirectPath(deps.loginSlug, url.search) });
    headers.append('Set-Cookie', removalCookie(request, deps));
    return new Response(null, { status: 303, headers });
  };
  const returnPath = safeReturnPath(url.searchParams.get('return'));
  if (!returnPath || !deps.loyalty.ticketingUrl) return json({ error: 'invalid_return' }, 400);
  const session = sessionOfRequest(request);
  if (!session) return toLogin();
  if (!(await isTokenValid(deps.api, session.token))) {
    await logoutFlow(deps.api, session);
    return toLogin();
  }
  const handoff = buildTicketingHandoff({
    ticketingUrl: deps.loyalty.ticketingUrl,
    returnPath,
    token: session.token,
    provider: deps.loyalty.provider,
    version: deps.loyalty.version,
  });
  // The token is in the next URL or form: no referrer, no cache.
  const privateHeaders = { ...NO_STORE, 'Referrer-Policy': 'no-referrer' };
  if (handoff.kind === 'navigate')
    return new Response(null, { status: 303, headers: { ...privateHeaders, Location: handoff.url } });
  const inputs = Object.entries(handoff.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const html = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>…</title></head><body><form id="handoff" method="post" action="${escapeHtml(handoff.action)}">${inputs}<noscript><button type="submit">Continue</button></noscript></form><script>document.getElementById('handoff').submit()</script></body></html>`;
  return new Response(html, {
    status: 200,
    headers: { ...privateHeaders, 'Content-Type': 'text/html; charset=utf-8' },
  });
}
