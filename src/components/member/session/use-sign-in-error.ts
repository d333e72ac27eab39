'use client';

import { useLocale } from 'next-intl';
import { memberErrorOf, MemberError } from '@/lib/loyalty/member/member-error.ts';
import { useMemberSession, type SignInResult } from './member-session-provider.tsx';

/**
 * §4.2 step 4, §8.2: the MemberError of a refused sign-in, with `fallback` where the catalogue has
 * none. Apart from the member layer so the sign-in page does not load it (and zod) for this.
 */
export function useSignInError(): (refused: Extract<SignInResult, { ok: false }>, fallback: string) => MemberError {
  const { config } = useMemberSession();
  const locale = useLocale() === 'fr' ? 'fr' : 'en';
  return (refused, fallback) =>
    refused.tooManyAttempts
      ? MemberError.rateLimited(refused.tooManyAttempts.retryAfterSeconds, locale)
      : memberErrorOf(refused.rejection, { provider: config.provider, locale, fallback });
}
