import { localDateIn } from '../catalog/zoned-time.ts';
import type { Showtime, Theater } from '../catalog/types.ts';

// §4.14: a film card on the home page says when the film still plays today at the
// current theater, so that a moviegoer deciding for tonight need not open every film. "Today" is
// each theater's own date (a theater in another time zone keeps its late shows), and a showtime
// that has started is no longer listed.

/** At most this many times per card; the film's page has the rest. */
export const TODAYS_TIMES_SHOWN = 4;

export interface TodaysShowtimes {
  /** The first showtimes still to come today, in order (at most TODAYS_TIMES_SHOWN). */
  readonly showtimes: readonly Showtime[];
  /** How many more there are today. */
  readonly more: number;
}

/** For each of `theaters`, the film's showtimes still to come on that theater's today; theaters with none are left out. */
export function todaysShowtimes(
  showtimes: readonly Showtime[],
  movieId: number,
  theaters: readonly Pick<Theater, 'id' | 'timeZone'>[],
  now: Date,
): Map<string, TodaysShowtimes> {
  const found = new Map<string, TodaysShowtimes>();
  for (const theater of theaters) {
    const today = localDateIn(now, theater.timeZone);
    const left = showtimes
      .filter(
        (showtime) =>
          showtime.movieId === movieId &&
          showtime.theaterId === theater.id &&
          showtime.startsAt.slice(0, 10) === today &&
          Date.parse(showtime.startsAt) > now.getTime(),
      )
      .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
    if (left.length > 0)
      found.set(theater.id, {
        showtimes: left.slice(0, TODAYS_TIMES_SHOWN),
        more: Math.max(0, left.length - TODAYS_TIMES_SHOWN),
      });
  }
  return found;
}
