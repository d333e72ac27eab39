import { parseSessionAnswer, type SessionAnswer } from '@/lib/loyalty/session/session-answer.ts';
import type { SessionEvent } from '@/lib/loyalty/session/session.ts';
import type { SignInResult } from './member-session-provider.tsx';

// The session's calls to /api/member/* (§4.1–§4.3), loaded by MemberSessionProvider on its first
// call rather than with every page: a guest's page makes none. Answers are validated with zod.

async function postSession(path: string, body: unknown = {}) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    cache: 'no-store',
  });
  const json: unknown = await response.json().catch(() => null);
  const error = (json as { error?: unknown } | null)?.error;
  const retryAfter = response.headers.get('Retry-After')?.trim() ?? '';
  return {
    httpStatus: response.status,
    retryAfterSeconds: /^\d{1,9}$/.test(retryAfter) ? Number(retryAfter) : null,
    answer: parseSessionAnswer(json),
    error: typeof error === 'string' ? error : null,
  };
}

function eventOf(answer: SessionAnswer | null): SessionEvent {
  return answer && answer.status !== 'guest'
    ? { type: 'signed-in', member: answer.member }
    : { type: 'refresh-failed' };
}

/** §4.1 a refresh: the member it found, or "refresh failed" (any failure logs the member out). */
export async function refreshSession(): Promise<SessionEvent> {
  try {
    return eventOf((await postSession('/api/member/refresh')).answer);
  } catch {
    return { type: 'refresh-failed' };
  }
}

/** §4.2 a sign-in: what the form is told, and the event for the session when it succeeded. */
export async function signInRequest(
  email: string,
  password: string,
  captchaResponse?: string,
): Promise<{ result: SignInResult; event?: Extract<SessionEvent, { type: 'signed-in' }> }> {
  try {
    const { answer, httpStatus, retryAfterSeconds, error } = await postSession('/api/member/login', {
      email,
      password,
      ...(captchaResponse ? { captchaResponse } : {}),
    });
    if (httpStatus === 429) return { result: { ok: false, rejection: null, tooManyAttempts: { retryAfterSeconds } } };
    if (error === 'captcha_required' || error === 'captcha_failed') {
      return { result: { ok: false, rejection: null, captchaRefused: true } };
    }
    if (!answer) return { result: { ok: false, rejection: null } };
    if (answer.status === 'guest') return { result: { ok: false, rejection: answer.rejection ?? null } };
    return { result: { ok: true }, event: { type: 'signed-in', member: answer.member } };
  } catch {
    return { result: { ok: false, rejection: null } };
  }
}

/** §4.3 a sign-out; the session is signed out on the page whatever the answer. */
export async function signOutRequest(): Promise<void> {
  await postSession('/api/member/logout');
}
