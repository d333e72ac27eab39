import { loginRedirectPath, safeReturnPath } from '../../../lib/loyalty/handoff/handoff-return.ts';
import { buildTicketingHandoff } from '../../../lib/loyalty/handoff/ticketing-handoff.ts';
import { hasLoyaltyProgramme } from '../../../lib/loyalty/member/programme.ts';
import { logoutFlow } from '../../../lib/loyalty/session/session-flows.ts';
import { scriptHashSource } from '../../../lib/security/inline-scripts.ts';
import { apiErrorResponse } from '../../http/api-errors.ts';
import { isRequestFromPageCode } from '../../http/fetch-metadata.ts';
import { tooManyAttempts } from '../../rate-limit/limited-answer.ts';
import { escapeHtml } from './escape-html.ts';
import { isHandoffAllowed } from './handoff-allowed.ts';
import type { MemberHandlerDeps } from './handler-deps.ts';
import { json, NO_STORE, removalCookies, sessionOfRequest } from './session-answers.ts';

/** The one script of the v3 hand-off page, allowed by its hash and nothing else (CSP). */
const HANDOFF_SUBMIT_SCRIPT = "document.getElementById('handoff').submit()";

// The hand-off page's policy: its one script, a form to the ticketing site only, framed only by the
// sites that embed this one (a kiosk, TAPOS), never by the site itself, whose scripts could read the form.
function handoffPolicy(action: string, embeddingOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    `script-src ${scriptHashSource(HANDOFF_SUBMIT_SCRIPT)}`,
    `form-action ${new URL(action).origin}`,
    "base-uri 'none'",
    `frame-ancestors ${embeddingOrigins.length > 0 ? embeddingOrigins.join(' ') : "'none'"}`,
  ].join('; ');
}

/**
 * GET /api/member/handoff?return=…: the token goes from the cookie straight into a redirect (v1) or a
 * server-written form (v3), never through page JavaScript (§4.5, §7.10).
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
