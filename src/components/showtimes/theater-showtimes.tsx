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
}

/** One theater's showtimes of one film: views and day labels computed here, browsing done in the client. */
export function TheaterShowtimes({ theater, showtimes, locale, labels, idPrefix }: TheaterShowtimesProps) {
  const views = showtimes.map((s) => toShowtimeView(s, theater, locale));
  return (
    <ShowtimeBrowser
      idPrefix={idPrefix}
      locale={locale}
      showtimes={views}
      days={showtimeDays(views, locale)}
      labels={labels}
    />
  );
}
