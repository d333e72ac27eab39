'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { chooseErrorMessage, type MessageLocale } from '@/lib/loyalty/member/error-catalogue.ts';
import { useMemberSession } from './member-session-provider.tsx';

/** §8.2 in the page's language: the catalogue message with "(Code: N)", else the given fallback. */
export function useLoyaltyErrorMessage() {
  const locale: MessageLocale = useLocale() === 'fr' ? 'fr' : 'en';
  const { config } = useMemberSession();
  const t = useTranslations('member.form');
  return useCallback(
    (response: { peachCode?: number | null; clientErrorMessage?: string | null } | null, fallback?: string) =>
      chooseErrorMessage({ response, provider: config.provider, locale, fallback: fallback ?? t('genericError') }),
    [config.provider, locale, t],
  );
}
