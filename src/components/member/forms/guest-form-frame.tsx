'use client';

import { NextIntlClientProvider, type AbstractIntlMessages, type Locale } from 'next-intl';
import type { ComponentType, ReactNode } from 'react';

/** What a guest form draws inside, loaded with it: the member messages (§8) it formats. */
export function GuestFormFrame({
  Form,
  locale,
  messages,
}: {
  Form: ComponentType;
  locale: Locale;
  messages: AbstractIntlMessages;
}): ReactNode {
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      <Form />
    </NextIntlClientProvider>
  );
}
