import { MESSAGES } from '../../../i18n/messages.ts';
import { hasLoyaltyProgramme } from '../../../lib/loyalty/member/programme.ts';
import { loginByTokenFlow } from '../../../lib/loyalty/session/session-flows.ts';
import { tokenLoginTarget } from '../../../lib/loyalty/session/token-arrival.ts';
import { fillPlaceholder } from '../../../lib/text/fill.ts';
import { isCrossOriginCall } from '../../gateway/same-origin.ts';
import { apiErrorResponse } from '../../http/api-errors.ts';
import { clientAddressFromHeaders } from '../../http/client-address.ts';
import { escapeHtml } from './escape-html.ts';
import type { MemberHandlerDeps, TokenArrivalTexts } from './handler-deps.ts';
import {
  pendingArrivalCookie,
  pendingArrivalOf,
  TOKEN_ARRIVAL_QUESTION_PATH,
  type PendingArrival,
} from './pending-arrival.ts';
import { NO_STORE, signedInCookies } from './session-answers.ts';

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
 * GET /api/member/token-login/ask: the question while an arrival waits; POST from our own page: signed
 * in, then on to the page they arrived on. Without a waiting arrival, both go home.
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
