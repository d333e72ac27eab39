import { z } from 'zod';
import { readCookie } from '../../../lib/loyalty/session/session-cookie.ts';
import { TOKEN_LOGIN_ROUTE } from '../../../lib/loyalty/session/token-arrival.ts';
import { sealCookieValue, unsealCookieValue } from '../../session/sealed-cookie.ts';
import { siteSessionKeys } from '../../session/session-codec.ts';
import type { MemberHandlerDeps } from './handler-deps.ts';
import { cookieIsSecure, NO_STORE } from './session-answers.ts';

// §4.2 an arrival another site sent (login CSRF: a link with someone else's token) signs no one in by
// itself: the token waits, sealed, in a cookie of this route for five minutes, while a page of ours
// asks whether the named account is the visitor's; only a same-origin post from it signs in.

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
export type PendingArrival = z.infer<typeof pendingArrivalSchema>;

export function pendingArrivalCookie(request: Request, deps: MemberHandlerDeps, value: string, maxAge: number): string {
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

export function pendingArrivalOf(request: Request, deps: MemberHandlerDeps): PendingArrival | null {
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

export function askBeforeSignIn(request: Request, deps: MemberHandlerDeps, pending: PendingArrival): Response {
  const name = pendingArrivalCookieName(cookieIsSecure(request, deps));
  const sealed = sealCookieValue(JSON.stringify(pending), name, siteSessionKeys());
  const headers = new Headers({ ...NO_STORE, 'Referrer-Policy': 'no-referrer', Location: TOKEN_ARRIVAL_QUESTION_PATH });
  headers.append('Set-Cookie', pendingArrivalCookie(request, deps, sealed, PENDING_ARRIVAL_SECONDS));
  return new Response(null, { status: 303, headers });
}
