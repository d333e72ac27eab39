'use client';

import { NextIntlClientProvider, type AbstractIntlMessages, type Locale } from 'next-intl';
import { MemberQueryProvider } from '../session/member-query-provider.tsx';
import { WatchlistToggle } from './watchlist.tsx';

/** The movie page's watchlist control with its messages and the member data cache around it. */
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
