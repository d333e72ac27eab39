'use client';

import { NextIntlClientProvider, type AbstractIntlMessages, type Locale } from 'next-intl';
import type { ComponentType, ReactNode } from 'react';
import type { MemberFeatures } from '@/lib/loyalty/member/member-features.ts';
import { MemberGate } from '../session/member-gate.tsx';
import { MemberQueryProvider } from '../session/member-query-provider.tsx';

/**
 * What every member screen draws inside, loaded with it: the member messages (§8), the member data
 * cache, and the gate (loading, guests, a feature the provider lacks) unless the screen is its own.
 */
export function MemberScreenFrame({
  Screen,
  props,
  locale,
  messages,
  feature,
  gate,
}: {
  Screen: ComponentType<Record<string, unknown>>;
  props: Record<string, unknown>;
  locale: Locale;
  messages: AbstractIntlMessages;
  feature?: keyof MemberFeatures;
  gate: boolean;
}): ReactNode {
  const screen = <Screen {...props} />;
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      <MemberQueryProvider>{gate ? <MemberGate feature={feature}>{screen}</MemberGate> : screen}</MemberQueryProvider>
    </NextIntlClientProvider>
  );
}
