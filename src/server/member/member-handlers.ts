import { z } from 'zod';
import { ALLOW_EXPIRED_ACCOUNTS_LOGIN } from '../../lib/loyalty/loyalty-constants.ts';
import type { LoyaltyConfig } from '../../lib/loyalty/loyalty-config.ts';
import { hasLoyaltyProgramme } from '../../lib/loyalty/member/programme.ts';
import { loginRedirectPath, safeReturnPath } from '../../lib/loyalty/handoff/handoff-return.ts';
import type { HandoffCheckAnswer, LoginRejection, SessionAnswer } from '../../lib/loyalty/session/session-answer.ts';
import { sessionCookieMaxAgeSeconds, statusOfMember, toPublicMember } from '../../lib/loyalty/session/session.ts';
import {
  readCookie,
  serializeCookie,
  serializeCookieRemoval,
  serializeSessionHint,
  serializeSessionHintRemoval,
  sessionCookieAttributes,
  type MemberSession,
  type SessionCookieContext,
} from '../../lib/loyalty/session/session-cookie.ts';
import { scriptHashSource } from '../../lib/security/inline-scripts.ts';
import { apiErrorResponse } from '../http/api-errors.ts';
import { clientAddressFromHeaders } from '../http/client-address.ts';
import { isJsonPost, readFormBody, readJsonBody } from '../http/read-body.ts';
import { isCrossOriginCall } from '../gateway/same-origin.ts';
import { MESSAGES } from '../../i18n/messages.ts';
import { fillPlaceholder } from '../../lib/text/fill.ts';
import { sealCookieValue, unsealCookieValue } from '../session/sealed-cookie.ts';
import { isRequestFromPageCode } from '../http/fetch-metadata.ts';
import { CAPTCHA_FORM_FIELD } from '../../lib/loyalty/member/captcha.ts';
import {
  returnPathOfFormPost,
  signInErrorPath,
  type SignInFormError,
} from '../../lib/loyalty/session/sign-in-form-post.ts';
import { DEFAULT_AFTER_SIGN_IN } from '../../lib/links/after-sign-in.ts';
import {
  TOKEN_LOGIN_ROUTE,
  TOKEN_LOGIN_TARGET_PARAM,
  TOKEN_LOGIN_TOKEN_PARAM,
  isTrustedTokenArrival,
  refererOrigin,
  tokenArrivalOf,
  tokenLoginTarget,
} from '../../lib/loyalty/session/token-arrival.ts';
import type { AttemptLimiter } from '../rate-limit/attempt-limiter.ts';
import { refusedAttempt, tooManyAttempts } from '../rate-limit/limited-answer.ts';
import {
  hasSessionCookie,
  sealSession,
  sessionCookieNameFor,
  sessionOfCookieHeader,
  siteSessionKeys,
} from '../session/session-codec.ts';
import type { SessionRefreshSharing } from '../session/session-refresh.ts';
import {
  loginByTokenFlow,
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
  /** Sign-in attempts per client and per account (429 with Retry-After past them). */
  readonly attempts?: AttemptLimiter;
  /**
   * §5 the sign-in's captcha, checked here between the client's limit and the account's, so that
   * an attempt without a valid captcha spends nothing of the member's (the session calls' gateway
   * then leaves it to this check): why a response is refused, null when it passes. None: no
   * captcha configured.
   */
  readonly captcha?: (response: string | undefined) => Promise<'captcha_required' | 'captcha_failed' | null>;
  /** Concurrent refreshes of one session share one provider call (tabs, instances). */
  readonly refreshes?: SessionRefreshSharing;
  /** The site's public origins beside its Host (a proxy that rewrites Host): a posted sign-in form must come from one. */
  readonly trustedOrigins?: readonly string[];
  /** The origins that may frame the site (configuration.allowedEmbeddingDomains): the hand-off runs in their frame. */
  readonly embeddingOrigins?: readonly string[];
  /**
   * §4.2 the other sites a member arrives from with their token (the ticketing site's origins, the
   * embedding sites'): an arrival another site sent signs no one in (isTrustedTokenArrival).
   */
  readonly tokenArrivalOrigins?: readonly string[];
  /**
   * The texts of the page that asks a visitor whether a token arrival another site sent is theirs,
   * for the account's `name`, in the site's language (English without it).
   */
  readonly tokenArrivalTexts?: (name: string) => Promise<TokenArrivalTexts>;
}

/** The question asked before an arrival another site sent signs anyone in, the account's name in it. */
export interface TokenArrivalTexts {
  readonly lang: string;
  readonly title: string;
  readonly body: string;
  readonly continue: string;
  readonly notMe: string;
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

/** The cookie is Secure (hence __Host-) under https and in an embedding mode (SameSite=None). */
function cookieIsSecure(request: Request, deps: MemberHandlerDeps): boolean {
  return sessionCookieAttributes(cookieContext(request, deps), null).secure;
}

export function sessionOfRequest(request: Request, deps: MemberHandlerDeps): MemberSession | null {
  return sessionOfCookieHeader(request.headers.get('cookie'), cookieIsSecure(request, deps));
}

function expiryRule(deps: MemberHandlerDeps) {
  return { allowExpiredAccountsLogin: ALLOW_EXPIRED_ACCOUNTS_LOGIN, now: deps.now?.() ?? new Date() };
}

/** §4.4: the cookie lasts sessionTimeout, or the browser session for an expired, not-allowed member. */
function signedInCookies(
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
 * §4.2 step 1 "a secondary cookie is removed": a session cookie left under the other name (the
 * plain name, from before the site was served over https, or the __Host- one) would stand beside
 * the new session and be read by a server that runs the other way; a sign-in leaves one session.
 */
function secondaryCookieRemoval(request: Request, deps: MemberHandlerDeps): string[] {
  const secure = cookieIsSecure(request, deps);
  const other = sessionCookieNameFor(!secure);
  if (readCookie(request.headers.get('cookie'), other) === undefined) return [];
  return [serializeCookieRemoval(other, { ...cookieContext(request, deps), secure: !secure })];
}

function signedInAnswer(
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
function removalCookies(request: Request, deps: MemberHandlerDeps): string[] {
  const context = cookieContext(request, deps);
  return [
    serializeCookieRemoval(sessionCookieNameFor(cookieIsSecure(request, deps)), context),
    serializeSessionHintRemoval(context),
  ];
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
  return json(answer, refused ? 401 : 200, removalCookies(request, deps));
}

const loginBodySchema = z.strictObject({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(256),
  captchaResponse: z.string().max(8192).optional(),
});

/** A sign-in form posted by the browser itself (no page JavaScript): urlencoded, never JSON. */
function isFormPost(request: Request): boolean {
  return (
    request.method === 'POST' &&
    (request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')
  );
}

type LoginOutcome =
  | { readonly ok: true; readonly response: Response }
  | { readonly ok: false; readonly response: Response; readonly formError: SignInFormError };

/**
 * §4.2 login. A rejection answers 401 with the provider's peachCode for the §8 message. Attempts
 * are limited per client and per account, under the provider's lockout (429 with Retry-After); a
 * provider that cannot be reached is a 503, not a rejection (§8.3: monitoring sees it).
 *
 * The sign-in page's form also posts here without page JavaScript (before its code has loaded):
 * urlencoded, from the site's own origin only (a form on another site must not sign a visitor in
 * to an account of its choosing), answered by a 303 to the member area, or back to the sign-in page
 * with the reason (sign-in-form-post.ts), the same checks and limits applying.
 */
export async function handleLogin(request: Request, deps: MemberHandlerDeps): Promise<Response> {
  if (!hasLoyaltyProgramme(deps.loyalty)) return apiErrorResponse('not_found');
  if (isFormPost(request)) {
    if (isCrossOriginCall({ header: (name) => request.headers.get(name) }, deps.trustedOrigins ?? []))
      return apiErrorResponse('forbidden_origin');
    const form = await readFormBody(request);
    const fields = form.ok
      ? loginBodySchema.safeParse({
          email: form.value.get('email') ?? '',
          password: form.value.get('password') ?? '',
          ...(form.value.get(CAPTCHA_FORM_FIELD) ? { captchaResponse: form.value.get(CAPTCHA_FORM_FIELD) } : {}),
        })
      : null;
    const outcome = fields?.success ? await login(request, deps, fields.data) : null;
    // Back to the page that asked for the sign-in (a movie page's watchlist, a member screen):
    // the sign-in page's address says which; it counts only from the origin the post came from
    // (checked above), behind a proxy the site's public origin rather than the server's own.
    const postOrigin = request.headers.get('origin') ?? new URL(request.url).origin;
    const returnPath = returnPathOfFormPost(request.headers.get('referer'), postOrigin, deps.loginSlug);
    const location = outcome?.ok
      ? (returnPath ?? DEFAULT_AFTER_SIGN_IN)
      : signInErrorPath(deps.loginSlug, outcome?.formError ?? 'invalid', returnPath);
    const headers = new Headers({ ...NO_STORE, Location: location });
    for (const cookie of outcome?.response.headers.getSetCookie() ?? []) headers.append('Set-Cookie', cookie);
    return new Response(null, { status: 303, headers });
  }
  if (!isJsonPost(request)) return json({ error: 'unsupported_media_type' }, 415);
  const body = await readJsonBody(request);
  if (!body.ok) return apiErrorResponse(body.error);
  const parsed = loginBodySchema.safeParse(body.value);
  if (!parsed.success) return json({ error: 'invalid_body' }, 400);
  return (await login(request, deps, parsed.data)).response;
}

async function login(
  request: Request,
  deps: MemberHandlerDeps,
  { email, password, captchaResponse }: z.infer<typeof loginBodySchema>,
): Promise<LoginOutcome> {
  const account = email.toLowerCase();
  // The client's limit, the captcha, then the account's limit (kept under the provider's lockout).
  const client = clientAddressFromHeaders((name) => request.headers.get(name));
  const byClient = deps.attempts && refusedAttempt(await deps.attempts.takeClient('sign-in', client));
  if (byClient) return { ok: false, formError: 'rate-limited', response: byClient };
  const captchaRefused = await deps.captcha?.(captchaResponse);
  if (captchaRefused) return { ok: false, formError: 'captcha', response: apiErrorResponse(captchaRefused) };
  const byAccount = deps.attempts && refusedAttempt(await deps.attempts.takeAccount('sign-in', account));
  if (byAccount) return { ok: false, formError: 'rate-limited', response: byAccount };
  const result = await loginFlow(deps.api, { email, password }, captchaResponse);
  if (!result.ok) {
    // §5: a missing or refused captcha is the visitor's to fix (400/403), not a provider failure.
    if (result.captcha) return { ok: false, formError: 'captcha', response: apiErrorResponse(result.captcha) };
    if (result.response === null)
      return {
        ok: false,
        formError: 'unavailable',
        response: apiErrorResponse('provider_unavailable', { 'Retry-After': '30' }),
      };
    return { ok: false, formError: 'refused', response: guestAnswer(request, deps, { rejection: result.response }) };
  }
  await deps.attempts?.succeeded('sign-in', account);
  return { ok: true, response: signedInAnswer(request, deps, result.session, result.member) };
}

/**
 * §4.1 refresh from the cookie; any failure removes the cookie: guest. A request that came without
 * the cookie answers guest and leaves cookies alone: it may have been sent just before a sign-in
 * whose answer set the cookie, and removing it then would sign the member out again.
 */
export async function handleRefresh(request: Request, deps: MemberHandlerDeps): Promise<Response> {
  if (!hasLoyaltyProgramme(deps.loyalty)) return apiErrorResponse('not_found');
  if (!isJsonPost(request)) return json({ error: 'unsupported_media_type' }, 415);
  const secure = cookieIsSecure(request, deps);
  if (!hasSessionCookie(request.headers.get('cookie'), secure)) return json({ status: 'guest', member: null }, 200);
  const session = sessionOfRequest(request, deps);
  if (!session || session.cypherVersion !== deps.loyalty.version) return guestAnswer(request, deps);
  // Tabs refreshing one session at once share one provider call and its new session (§4.1).
  const outcome = deps.refreshes
    ? await deps.refreshes.refresh(session, () => refreshFlow(deps.api, session))
    : { result: await refreshFlow(deps.api, session), replaced: false };
  if (outcome.result) return signedInAnswer(request, deps, outcome.result.session, outcome.result.member);
  // A cookie that a newer refresh replaced is never cleared: the browser already holds the newer one.
  if (outcome.replaced) return json({ status: 'guest', member: null }, 200);
  return guestAnswer(request, deps);
}

/** §4.3 logout: provider call, then the cookie is removed whatever it answered. */
export async function handleLogout(request: Request, deps: MemberHandlerDeps): Promise<Response> {
  if (!hasLoyaltyProgramme(deps.loyalty)) return apiErrorResponse('not_found');
  if (!isJsonPost(request)) return json({ error: 'unsupported_media_type' }, 415);
  const session = sessionOfRequest(request, deps);
  if (session) await logoutFlow(deps.api, session);
  return guestAnswer(request, deps);
}

/**
 * §4.2 login by token: a member back from the ticketing site with ?{tokenParam}={token} on a page
 * address (the proxy rewrites such a request here, src/lib/loyalty/session/token-arrival.ts). The
 * token is validated and the member's details fetched; on success the session cookie is set. Either
 * way the browser goes to the same page without the token (303, no-store, no Referer), so that the
 * token is in no page, script, history entry or later request. A visitor already signed in keeps
 * their session: a link cannot switch them to another account, and an arrival another site sent
 * (not the ticketing site) signs no guest in. Attempts are limited per client.
 */
export async function handleTokenLogin(request: Request, deps: MemberHandlerDeps): Promise<Response> {
  if (!hasLoyaltyProgramme(deps.loyalty)) return apiErrorResponse('not_found');
  if (request.method !== 'GET') return apiErrorResponse('method_not_allowed');
  // Rewritten by the proxy, the request may still show the page's own address: read the arrival
  // from it then, else from this route's parameters.
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
    // Never the token: where the arrival came from, so that a ticketing site whose members are
    // asked each time (it sends no Referer) shows in the logs.
    console.warn(
      `token login asked first: sent by ${(request.headers.get('sec-fetch-site') ?? '').slice(0, 16)} page ${refererOrigin(request.headers.get('referer')) ?? '(no referer)'}`,
    );
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

// §4.2 an arrival another site sent (login CSRF: a link carrying someone else's token) signs no one
// in by itself: the token waits, sealed, in a cookie of this route only, for five minutes, while a
// page of ours asks whether the account (its name shown) is the visitor's. Only a post from that
// page (same origin) signs in; "not mine" goes on signed out. A member whose ticketing site sends
// no Referer is asked once per return instead of being left signed out.

const PENDING_ARRIVAL_COOKIE = 'fincher_token_arrival';
const PENDING_ARRIVAL_SECONDS = 300;
/**
 * The question page's address (the token is never in it), which its form posts to: a route of its
 * own, beside token-login, whose no-referrer policy would make the browser post with Origin: null.
 */
export const TOKEN_ARRIVAL_QUESTION_PATH = `${TOKEN_LOGIN_ROUTE}/ask`;
const pendingArrivalSchema = z.object({
  token: z.string().min(1).max(2048),
  refreshToken: z.string().min(1).max(2048),
  to: z.string().max(2048),
  name: z.string().max(256),
});
type PendingArrival = z.infer<typeof pendingArrivalSchema>;

function pendingArrivalCookie(request: Request, deps: MemberHandlerDeps, value: string, maxAge: number): string {
  const secure = cookieIsSecure(request, deps);
  const parts = [
    `${pendingArrivalCookieName(secure)}=${value}`,
    `Path=${TOKEN_LOGIN_ROUTE}`,
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAge}`,
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

function pendingArrivalCookieName(secure: boolean): string {
  return secure ? `__Secure-${PENDING_ARRIVAL_COOKIE}` : PENDING_ARRIVAL_COOKIE;
}

function pendingArrivalOf(request: Request, deps: MemberHandlerDeps): PendingArrival | null {
  const name = pendingArrivalCookieName(cookieIsSecure(request, deps));
  const plain = unsealCookieValue(readCookie(request.headers.get('cookie'), name), name, siteSessionKeys());
  if (plain === null) return null;
  try {
    const parsed = pendingArrivalSchema.safeParse(JSON.parse(plain));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function askBeforeSignIn(request: Request, deps: MemberHandlerDeps, pending: PendingArrival): Response {
  const name = pendingArrivalCookieName(cookieIsSecure(request, deps));
  const sealed = sealCookieValue(JSON.stringify(pending), name, siteSessionKeys());
  const headers = new Headers({ ...NO_STORE, 'Referrer-Policy': 'no-referrer', Location: TOKEN_ARRIVAL_QUESTION_PATH });
  headers.append('Set-Cookie', pendingArrivalCookie(request, deps, sealed, PENDING_ARRIVAL_SECONDS));
  return new Response(null, { status: 303, headers });
}

/** The question page: plain HTML of ours, no script, posting only to this route. */
async function tokenArrivalQuestion(deps: MemberHandlerDeps, pending: PendingArrival): Promise<Response> {
  const texts = await (deps.tokenArrivalTexts ?? englishArrivalTexts)(pending.name);
  const notMe = escapeHtml(tokenLoginTarget(pending.to, deps.loginSlug, false));
  const action =
    'display:inline-flex;align-items:center;min-height:44px;padding:0 1rem;border:2px solid #1f2937;border-radius:6px;font:inherit;color:#1f2937;background:#fff;text-decoration:none;cursor:pointer';
  const html =
    `<!doctype html><html lang="${escapeHtml(texts.lang)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(texts.title)}</title></head>` +
    `<body style="margin:0;font-family:system-ui,sans-serif;line-height:1.5;color:#111827;background:#fff">` +
    `<main style="max-width:36rem;margin:0 auto;padding:3rem 1rem"><h1 style="font-size:1.75rem;line-height:1.25;margin:0 0 1rem;overflow-wrap:anywhere">${escapeHtml(texts.title)}</h1>` +
    `<p style="overflow-wrap:anywhere">${escapeHtml(texts.body)}</p>` +
    `<div style="display:flex;flex-wrap:wrap;gap:0.75rem"><form method="post" action="${TOKEN_ARRIVAL_QUESTION_PATH}" style="margin:0">` +
    `<button type="submit" style="${action}">${escapeHtml(texts.continue)}</button></form>` +
    `<a href="${notMe}" style="${action}">${escapeHtml(texts.notMe)}</a></div></main></body></html>`;
  return new Response(html, {
    status: 200,
    headers: {
      ...NO_STORE,
      // Not no-referrer: with it, the browser would send its post with Origin: null, refused as cross-origin.
      'Referrer-Policy': 'same-origin',
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    },
  });
}

/** The English texts, straight from the catalogue (tests, a handler without the site's translations). */
async function englishArrivalTexts(name: string): Promise<TokenArrivalTexts> {
  const texts = MESSAGES.en.member.tokenArrival;
  return {
    lang: 'en',
    title: texts.title,
    body: fillPlaceholder(texts.body, 'name', name),
    continue: fillPlaceholder(texts.continue, 'name', name),
    notMe: texts.notMe,
  };
}

/**
 * GET /api/member/token-login/ask: the question, while an arrival waits; POST: the visitor said the
 * account is theirs, from our own page (any other origin is refused): signed in, then on to the
 * page they arrived on. Without a waiting arrival, both go to the home page.
 */
export async function handleTokenArrivalQuestion(request: Request, deps: MemberHandlerDeps): Promise<Response> {
  if (!hasLoyaltyProgramme(deps.loyalty)) return apiErrorResponse('not_found');
  if (request.method !== 'GET' && request.method !== 'POST') return apiErrorResponse('method_not_allowed');
  const pending = pendingArrivalOf(request, deps);
  const home = () => new Response(null, { status: 303, headers: { ...NO_STORE, Location: '/' } });
  if (request.method === 'GET') return pending ? tokenArrivalQuestion(deps, pending) : home();
  if (isCrossOriginCall({ header: (name) => request.headers.get(name) }, deps.trustedOrigins ?? []))
    return apiErrorResponse('forbidden_origin');
  if (!pending) return home();
  // Each answer costs a provider call, and a client can post its own waiting arrival again and again.
  if (deps.attempts) {
    const client = clientAddressFromHeaders((name) => request.headers.get(name));
    if (!(await deps.attempts.take('token-login', client, null)).ok) return home();
  }
  const cleared = pendingArrivalCookie(request, deps, '', 0);
  const headers = new Headers({ ...NO_STORE, 'Referrer-Policy': 'no-referrer' });
  headers.append('Set-Cookie', cleared);
  const result = await loginByTokenFlow(deps.api, {
    token: pending.token,
    refreshToken: pending.refreshToken,
    cypherVersion: deps.loyalty.version,
  });
  headers.set('Location', tokenLoginTarget(pending.to, deps.loginSlug, result !== null));
  if (result)
    for (const cookie of signedInCookies(request, deps, result.session, result.member).cookies)
      headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
}

/**
 * §4.5 steps 1–2 before the overlay: is the member's token still valid? An invalid token logs the
 * member out (cookie removed) and tells the page where to go: /{loginSlug} with the query kept.
 */
export async function handleHandoffCheck(request: Request, deps: MemberHandlerDeps): Promise<Response> {
  if (!hasLoyaltyProgramme(deps.loyalty)) return apiErrorResponse('not_found');
  if (!isJsonPost(request)) return json({ error: 'unsupported_media_type' }, 415);
  const search = new URL(request.url).search;
  const session = sessionOfRequest(request, deps);
  if (session && (await isHandoffAllowed(deps, session))) return json({ valid: true }, 200);
  if (session) await logoutFlow(deps.api, session);
  return json(
    { valid: false, location: loginRedirectPath(deps.loginSlug, search) },
    200,
    removalCookies(request, deps),
  );
}

/**
 * §4.5: the hand-off runs for a member whose token is valid (§5) and who is not expired, unless
 * allowExpiredAccountsLogin (§4.4): the server decides, not only the page.
 */
async function isHandoffAllowed(deps: MemberHandlerDeps, session: MemberSession): Promise<boolean> {
  const signedIn = await loginByTokenFlow(deps.api, session);
  return signedIn !== null && statusOfMember(signedIn.member, expiryRule(deps)) === 'member';
}

/** The one script of the v3 hand-off page, allowed by its hash and nothing else (CSP). */
const HANDOFF_SUBMIT_SCRIPT = "document.getElementById('handoff').submit()";

/**
 * The hand-off page's own policy: its one script, a form to the ticketing site only, and framed
 * only by the sites that embed this one (a kiosk, TAPOS), never by the site itself, whose scripts
 * could then read the form.
 */
function handoffPolicy(action: string, embeddingOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    `script-src ${scriptHashSource(HANDOFF_SUBMIT_SCRIPT)}`,
    `form-action ${new URL(action).origin}`,
    "base-uri 'none'",
    `frame-ancestors ${embeddingOrigins.length > 0 ? embeddingOrigins.join(' ') : "'none'"}`,
  ].join('; ');
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
  if (!hasLoyaltyProgramme(deps.loyalty)) return apiErrorResponse('not_found');
  // The answer carries the token: page code (a script on the site calling fetch) must not read it.
  if (isRequestFromPageCode((name) => request.headers.get(name))) return apiErrorResponse('navigation_only');
  const url = new URL(request.url);
  const toLogin = () => {
    const headers = new Headers({ ...NO_STORE, Location: loginRedirectPath(deps.loginSlug, url.search) });
    for (const cookie of removalCookies(request, deps)) headers.append('Set-Cookie', cookie);
    return new Response(null, { status: 303, headers });
  };
  const returnPath = safeReturnPath(url.searchParams.get('return'));
  if (!returnPath || !deps.loyalty.ticketingUrl) return json({ error: 'invalid_return' }, 400);
  const session = sessionOfRequest(request, deps);
  if (!session) return toLogin();
  // Each hand-off costs provider calls: limited per client, as the ticketing redirects are.
  const limited = await tooManyAttempts(deps.attempts, 'ticketing-redirect', request, null);
  if (limited) return limited;
  if (!(await isHandoffAllowed(deps, session))) {
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
  const html = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>…</title></head><body><form id="handoff" method="post" action="${escapeHtml(handoff.action)}">${inputs}<noscript><button type="submit">Continue</button></noscript></form><script>${HANDOFF_SUBMIT_SCRIPT}</script></body></html>`;
  return new Response(html, {
    status: 200,
    headers: {
      ...privateHeaders,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': handoffPolicy(handoff.action, deps.embeddingOrigins ?? []),
      // A page of the site that opened this one in a window keeps no hold on it (nor on the token).
      'Cross-Origin-Opener-Policy': 'noopener-allow-popups',
    },
  });
}
