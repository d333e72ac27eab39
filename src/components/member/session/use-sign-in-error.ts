'use client';

import { useLocale } from 'next-intl';
import { memberErrorOf, type MemberError } from '@/lib/loyalty/member/member-error.ts';
import type { LoginRejection } from '@/lib/loyalty/session/session-answer.ts';
import { useMemberSession } from './member-session-provider.tsx';

/**
 * §4.2 step 4, §8.2: the MemberError of a refused sign-in (null: the provider was not reached),
 * with `fallback` where the catalogue has no message. Apart from the member layer so that the
 * sign-in page does not load it (and zod with it) just for this message.
 */
export function useSignInError(): (rejection: LoginRejection | null, fallback: string) => MemberError {
  const { config } = useMemberSession();
  const locale = useLocale() === 'fr' ? 'fr' : 'en';
  return (rejection, fallback) => memberErrorOf(rejection, { provider: config.provider, locale, fallback });
}
