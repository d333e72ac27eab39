'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { Button, buttonClass, textLinkClass } from '@/components/ui/button.tsx';
import { useCurrentSearch } from '@/components/browser/current-search.ts';
import { FactList } from '@/components/ui/fact-list.tsx';
import { Link } from '@/components/ui/link/link.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { useHydrated } from '@/components/browser/use-hydrated.ts';
import {
  BOOKING_SHOWTIME_API_PATH,
  bookingCodesFromQuery,
  bookingShowtimeSchema,
  type BookingShowtime,
} from '@/lib/booking/booking-showtime.ts';
import { formatDay, formatShowtimeTime } from '@/lib/catalog/format.ts';
import { buildWebsalesBookingUrl, type BookingCodes } from '@/lib/links/embedded-booking.ts';
import { decodeQueryString } from '@/lib/links/query.ts';

export interface BookingHandoffMessages {
  loading: string;
  invalid: string;
  backToMovies: string;
  continue: string;
  notFound: string;
  film: string;
  theater: string;
  when: string;
  screen: string;
  soldOut: string;
  helpOpen: string;
  helpTitle: string;
  helpBody: string;
  close: string;
}

type Lookup = { state: 'loading' } | { state: 'found'; showtime: BookingShowtime } | { state: 'unknown' };

/**
 * The booking route's content (§2.1, §2.3 embedded booking links). The page is pre-rendered
 * without its query, so the codes are read here in the browser (through the §2.2 query decoder);
 * the hand-off link works at once, and the showtime details follow from the catalogue lookup.
 */
export function BookingHandoff({
  ticketingSiteUrl,
  locale,
  messages,
}: {
  ticketingSiteUrl: string;
  locale: string;
  messages: BookingHandoffMessages;
}) {
  const search = useCurrentSearch();
  // The server and the hydration pass do not know the query: "loading" until the browser reads it.
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <p role="status" className="text-text-alt">
        {messages.loading}
      </p>
    );
  }
  const codes = bookingCodesFromQuery(decodeQueryString(search));
  if (!codes) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p role="alert">{messages.invalid}</p>
        <Link href="/movies/" className={textLinkClass()}>
          {messages.backToMovies}
        </Link>
      </div>
    );
  }
  return (
    <BookingDetails
      key={`${codes.theaterCode}/${codes.perfCode}`}
      codes={codes}
      ticketingSiteUrl={ticketingSiteUrl}
      locale={locale}
      messages={messages}
    />
  );
}

function BookingDetails({
  codes,
  ticketingSiteUrl,
  locale,
  messages,
}: {
  codes: BookingCodes;
  ticketingSiteUrl: string;
  locale: string;
  messages: BookingHandoffMessages;
}) {
  const [lookup, setLookup] = useState<Lookup>({ state: 'loading' });
  const [helpOpen, setHelpOpen] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const query = new URLSearchParams({ theaterCode: codes.theaterCode, perfCode: codes.perfCode });
    fetch(`${BOOKING_SHOWTIME_API_PATH}?${query}`, { signal: controller.signal })
      .then(async (response) => {
        // Not in the catalogue or not reachable: the visitor can still continue to the booking.
        const parsed = response.ok ? bookingShowtimeSchema.safeParse(await response.json()) : null;
        setLookup(parsed?.success ? { state: 'found', showtime: parsed.data } : { state: 'unknown' });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLookup({ state: 'unknown' });
      });
    return () => controller.abort();
  }, [codes.theaterCode, codes.perfCode]);

  return (
    <div className="flex flex-col items-start gap-6">
      <div aria-live="polite" className="w-full">
        {lookup.state === 'loading' ? <p className="text-text-alt">{messages.loading}</p> : null}
        {lookup.state === 'unknown' ? <p>{messages.notFound}</p> : null}
        {lookup.state === 'found' ? (
          <ShowtimeFacts showtime={lookup.showtime} locale={locale} messages={messages} />
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        {/* The hand-off itself: must reach the web-sales page even in embedding mode (no rewrite back here). */}
        <Link
          href={buildWebsalesBookingUrl(ticketingSiteUrl, codes)}
          embeddedBookingRewrite={false}
          className={buttonClass({ size: 'lg' })}
        >
          {messages.continue}
        </Link>
        <Button variant="link" aria-haspopup="dialog" onClick={() => setHelpOpen(true)}>
          {messages.helpOpen}
        </Button>
      </div>
      <Modal
        open={helpOpen}
        onClose={() => setHelpOpen(false)}
        title={messages.helpTitle}
        className="flex max-w-md flex-col gap-4 rounded-2 bg-page-bg p-6 text-on-page-bg"
      >
        <p>{messages.helpBody}</p>
        <Button className="self-end" onClick={() => setHelpOpen(false)}>
          {messages.close}
        </Button>
      </Modal>
    </div>
  );
}

function ShowtimeFacts({
  showtime,
  locale,
  messages,
}: {
  showtime: BookingShowtime;
  locale: string;
  messages: BookingHandoffMessages;
}) {
  const when = `${formatDay(showtime.localDate, locale)} · ${formatShowtimeTime(showtime.startsAt, locale, showtime.theater.timeZone)}`;
  const facts: [string, ReactNode][] = [
    [
      messages.film,
      <Link key="film" href={showtime.movie.path} className={textLinkClass()}>
        {showtime.movie.title}
      </Link>,
    ],
    [messages.theater, showtime.theater.name],
    [
      messages.when,
      <span key="when" className="capitalize">
        {when}
      </span>,
    ],
    [messages.screen, showtime.format === '2D' ? showtime.screen : `${showtime.screen} · ${showtime.format}`],
  ];
  return (
    <div className="flex flex-col gap-3">
      <FactList facts={facts} testId="booking-showtime" />
      {showtime.soldOut ? <p className="font-bold">{messages.soldOut}</p> : null}
    </div>
  );
}
