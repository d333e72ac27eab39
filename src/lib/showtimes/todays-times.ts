import { localDateIn } from '../catalog/zoned-time.ts';
import type { Showtime, Theater } from '../catalog/types.ts';

export const TODAYS_TIMES_SHOWN = 4;

export interface TodaysShowtimes {
  /** The first showtimes still to come today, in order (at most TODAYS_TIMES_SHOWN). */
  readonly showtimes: readonly Showtime[];
  readonly more: number;
}

/** §4.14 per theater, the film's showtimes still to come on its own today; theaters with none are left out. */
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
