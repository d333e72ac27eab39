import type { LimitedAction } from '../../lib/loyalty/provider/attempt-limits.ts';
import { apiErrorResponse } from '../http/api-errors.ts';
import { clientAddressFromHeaders } from '../http/client-address.ts';
import type { AttemptLimiter, AttemptVerdict } from './attempt-limiter.ts';

/** The 429 (with Retry-After) when this attempt of `action` is past a limit; null to go on. */
export async function tooManyAttempts(
  attempts: AttemptLimiter | undefined,
  action: LimitedAction,
  request: Request,
  account: string | null,
  extraHeaders: Record<string, string> = {},
): Promise<Response | null> {
  if (!attempts) return null;
  const verdict = await attempts.take(
    action,
    clientAddressFromHeaders((name) => request.headers.get(name)),
    account,
  );
  return refusedAttempt(verdict, extraHeaders);
}

/** The 429 of a refused attempt (Retry-After: the seconds left in its window); null for one let through. */
export function refusedAttempt(verdict: AttemptVerdict, extraHeaders: Record<string, string> = {}): Response | null {
  if (verdict.ok) return null;
  return apiErrorResponse('too_many_requests', { ...extraHeaders, 'Retry-After': String(verdict.retryAfterSeconds) });
}
