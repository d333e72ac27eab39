import type { Showtime, Theater } from '@/lib/catalog/types.ts';
import { localDateIn } from '@/lib/catalog/zoned-time.ts';
import { showtimeDays, toShowtimeView } from '@/lib/showtimes/showtime-view.ts';
import { asStaticHtml } from '@/components/ui/static-html.tsx';
import { linkPreparer } from '@/server/site/link-settings.ts';
import { ShowtimeBrowser, type ShowtimeBrowserLabels } from './showtime-browser.tsx';

export interface MoviePageShowtimesProps {
  theater: Theater;
  /** Upcoming showtimes of this theater, in start order. */
  showtimes: Showtime[];
  locale: string;
  labels: ShowtimeBrowserLabels;
  idPrefix: string;
  /** The film: named, with the theater, in each booking link's accessible name. */
  movieTitle: string;
}

/** A movie page's showtimes at one theater: one film, no grouping. */
export async function MoviePageShowtimes({
  theater,
  showtimes,
  locale,
  labels,
  idPrefix,
  movieTitle,
}: MoviePageShowtimesProps) {
  // A movie page is no theater's page (§3.4): the ticketing endpoint gets no page theater.
  const prepareBooking = await linkPreparer(null);
  const views = showtimes.map((s) => toShowtimeView(s, theater, locale, prepareBooking));
  return (
    <ShowtimeBrowser
      idPrefix={idPrefix}
      locale={locale}
      showtimes={views}
      days={showtimeDays(views, locale)}
      labels={labels}
      context={`${movieTitle}, ${theater.name}`}
      calendar={{ today: localDateIn(new Date(), theater.timeZone), timeZone: theater.timeZone }}
      drawStatic={asStaticHtml}
    />
  );
}
