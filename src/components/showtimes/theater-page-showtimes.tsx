import type { Showtime, Theater } from '@/lib/catalog/types.ts';
import { localDateIn } from '@/lib/catalog/zoned-time.ts';
import { showtimeDays, toShowtimeView } from '@/lib/showtimes/showtime-view.ts';
import { asStaticHtml } from '@/components/ui/static-html.tsx';
import { linkPreparer } from '@/server/site/link-settings.ts';
import { ShowtimeBrowser, type ShowtimeBrowserLabels, type ShowtimeMovieRef } from './showtime-browser.tsx';

export interface TheaterPageShowtimesProps {
  theater: Theater;
  /** The theater's showtimes of every film, in start order. */
  showtimes: Showtime[];
  /** The films of those showtimes: each day's showtimes are grouped under their titles. */
  movies: Record<number, ShowtimeMovieRef>;
  locale: string;
  labels: ShowtimeBrowserLabels;
  idPrefix: string;
}

/** §3.5 a theater page's showtimes: every film at the page's theater, each day grouped by film. */
export async function TheaterPageShowtimes({
  theater,
  showtimes,
  movies,
  locale,
  labels,
  idPrefix,
}: TheaterPageShowtimesProps) {
  // §3.4, §4.14: the theater page's own theater goes to the ticketing endpoint.
  const prepareBooking = await linkPreparer(theater.id);
  const views = showtimes.map((s) => ({ ...toShowtimeView(s, theater, locale, prepareBooking), movieId: s.movieId }));
  return (
    <ShowtimeBrowser
      idPrefix={idPrefix}
      locale={locale}
      showtimes={views}
      days={showtimeDays(views, locale)}
      labels={labels}
      movies={movies}
      context={theater.name}
      calendar={{ today: localDateIn(new Date(), theater.timeZone), timeZone: theater.timeZone }}
      drawStatic={asStaticHtml}
    />
  );
}
