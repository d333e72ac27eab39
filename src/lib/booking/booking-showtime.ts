import * as z from 'zod/mini';
import { moviePath } from '../catalog/slug.ts';
import type { Catalog } from '../catalog/types.ts';
import { parseBookingRouteQuery, type BookingCodes } from '../links/embedded-booking.ts';
import type { DecodedQuery } from '../links/query.ts';
import { BOOKING_PERF_CODE_KEY, BOOKING_THEATER_CODE_KEY } from '../links/link-constants.ts';

// The booking route (§2.1, §2.3 embedded booking): the showtime its two codes point to, shown before the hand-off.

/** Where the static booking page looks its showtime up (src/app/api/booking/showtime). */
export const BOOKING_SHOWTIME_API_PATH = '/api/booking/showtime';

/** Also the showtime lookup's JSON, parsed in the browser (hence zod/mini). */
export const bookingShowtimeSchema = z.object({
  movie: z.object({ id: z.int(), title: z.string(), path: z.string().check(z.startsWith('/')) }),
  theater: z.object({ name: z.string(), timeZone: z.string() }),
  /** ISO 8601 with the theater's UTC offset. */
  startsAt: z.string(),
  /** YYYY-MM-DD in the theater's time zone. */
  localDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  screen: z.string(),
  format: z.string(),
  soldOut: z.boolean(),
});
export type BookingShowtime = z.infer<typeof bookingShowtimeSchema>;

/** §2.2: a perfCode decoded as a number prints back identically ("007" stays text); anything else gives null. */
export function bookingCodesFromQuery(query: DecodedQuery): BookingCodes | null {
  const asText = (value: DecodedQuery[string] | undefined) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  const theaterCode = asText(query[BOOKING_THEATER_CODE_KEY]);
  const perfCode = asText(query[BOOKING_PERF_CODE_KEY]);
  if (theaterCode === null || perfCode === null) return null;
  return parseBookingRouteQuery(
    new URLSearchParams({ [BOOKING_THEATER_CODE_KEY]: theaterCode, [BOOKING_PERF_CODE_KEY]: perfCode }),
  );
}

/** The showtime with these codes at one of the site's theaters, or null when the catalogue has none. */
export function findBookingShowtime(
  catalog: Catalog,
  siteTheaterIds: readonly string[],
  codes: BookingCodes,
): BookingShowtime | null {
  const theater = catalog.theaters.find((t) => t.theaterCode === codes.theaterCode && siteTheaterIds.includes(t.id));
  if (!theater) return null;
  const showtime = catalog.showtimes.find((s) => s.theaterId === theater.id && s.perfCode === codes.perfCode);
  if (!showtime) return null;
  const movie = catalog.movies.find((m) => m.id === showtime.movieId);
  if (!movie) return null;
  return {
    movie: { id: movie.id, title: movie.title, path: moviePath(movie) },
    theater: { name: theater.name, timeZone: theater.timeZone },
    startsAt: showtime.startsAt,
    localDate: showtime.startsAt.slice(0, 10),
    screen: showtime.screen,
    format: showtime.format,
    soldOut: showtime.availability === 'SOLD_OUT',
  };
}
