import type { Showtime, Theater } from '@/lib/catalog/types.ts';
import { showtimeDays, toShowtimeView } from '@/lib/showtimes/showtime-view.ts';
import { ShowtimeBrowser, type ShowtimeBrowserLabels } from './showtime-browser.tsx';

export interface TheaterShowtimesProps {
  theater: Theater;
  /** Upcoming showtimes of this theater, in start order. */
  showtimes: Showtime[];
  locale: string;
  labels: ShowtimeBrowserLabels;
  idPrefix: string;
  /** The film: named, with the theater, in each booking link's accessible name. */
  movieTitle: string;
}

/** One theater's showtimes of one film: views and day labels computed here, browsing done in the client. */
export function TheaterShowtimes({ theater, showtimes, locale, labels, idPrefix, movieTitle }: TheaterShowtimesProps) {
  const views = showtimes.map((s) => toShowtimeView(s, theater, locale));
  return (
    <ShowtimeBrowser
      idPrefix={idPrefix}
      locale={locale}
      showtimes={views}
      days={showtimeDays(views, locale)}
      labels={labels}
      context={`${movieTitle}, ${theater.name}`}
    />
  );
}
