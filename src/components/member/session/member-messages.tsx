import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

/**
 * The member area's messages for its client components (forms, lists, errors of §8), given only
 * where they render: the account pages and the sign-in form. The rest of the site passes its
 * client components translated labels instead, so that no page outside the member area loads the
 * message formatter or carries the member messages in its HTML (every page's first-load JavaScript
 * stays within its budget of 140 KB gzipped).
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
