import type { Showtime, Theater } from '@/lib/catalog/types.ts';
import { showtimeDays, toShowtimeView } from '@/lib/showtimes/showtime-view.ts';
import { ShowtimeBrowser, type ShowtimeBrowserLabels, type ShowtimeMovieRef } from './showtime-browser.tsx';

export interface TheaterShowtimesProps {
  theater: Theater;
  /** Upcoming showtimes of this theater, in start order. */
  showtimes: Showtime[];
  locale: string;
  labels: ShowtimeBrowserLabels;
  idPrefix: string;
  /** Given on a theater page: showtimes of several films, grouped by film. */
  movies?: Record<number, ShowtimeMovieRef>;
}

/** One theater's showtimes: views and day labels computed here, browsing done in the client. */
export function TheaterShowtimes({ theater, showtimes, locale, labels, idPrefix, movies }: TheaterShowtimesProps) {
  const views = showtimes.map((s) =>
    movies ? { ...toShowtimeView(s, theater, locale), movieId: s.movieId } : toShowtimeView(s, theater, locale),
  );
  return (
    <ShowtimeBrowser
      idPrefix={idPrefix}
      locale={locale}
      showtimes={views}
      days={showtimeDays(views, locale)}
      labels={labels}
      movies={movies}
    />
  );
}
