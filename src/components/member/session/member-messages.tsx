import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

/**
 * The member area's messages (§8), given only where its client components render, so that no other
 * page loads the message formatter (docs/decisions/0002-member-data-cache-where-member-data-is-read.md).
 */
export async function MemberMessages({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  const { member } = await getMessages();
  return (
    <NextIntlClientProvider locale={locale} messages={{ member }}>
      {children}
    </NextIntlClientProvider>
  );
}
