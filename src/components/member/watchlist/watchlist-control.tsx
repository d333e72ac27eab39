'use client';

import { NextIntlClientProvider, type AbstractIntlMessages, type Locale } from 'next-intl';
import { MemberQueryProvider } from '../session/member-query-provider.tsx';
import { WatchlistToggle } from './watchlist.tsx';

/**
 * The movie page's watchlist control with what it needs around it: its messages and the member
 * data cache. Loaded by WatchlistSlot only for a signed-in member.
 */
export function WatchlistControl({
  locale,
  messages,
  ...props
}: {
  movieId: string;
  movieTitle: string;
  locale: Locale;
  messages: AbstractIntlMessages;
}) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      <MemberQueryProvider>
        <WatchlistToggle {...props} />
      </MemberQueryProvider>
    </NextIntlClientProvider>
  );
}
