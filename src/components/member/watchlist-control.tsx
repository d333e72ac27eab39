'use client';

import { NextIntlClientProvider, type AbstractIntlMessages, type Locale } from 'next-intl';
import { MemberQueries } from './member-queries.tsx';
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
      <MemberQueries>
        <WatchlistToggle {...props} />
      </MemberQueries>
    </NextIntlClientProvider>
  );
}
