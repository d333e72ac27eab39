import { formatDay, formatShowtimeTime } from '../catalog/format.ts';
import { SHOWTIME_GRACE_MINUTES } from '../catalog/queries.ts';
import type { AccessibilityFeature, Availability, Showtime, ShowtimeFormat, Theater } from '../catalog/types.ts';
import { ATTRIBUTE_DUBBED, ATTRIBUTE_ORIGINAL_VERSION } from '../config/constants.ts';
import { addDays, localDateIn, localDateOf } from '../catalog/zoned-time.ts';
import type { PreparedLink } from '../links/static-link.ts';

/** §9.3 an original version is shown subtitled (cinemas' "VOST"); neither key: the audience's language, no label. */
export type ShowtimeVersion = 'ORIGINAL_SUBTITLED' | 'DUBBED' | 'NONE';

export function showtimeVersion(attributes: readonly string[]): ShowtimeVersion {
  if (attributes.includes(ATTRIBUTE_ORIGINAL_VERSION)) return 'ORIGINAL_SUBTITLED';
  if (attributes.includes(ATTRIBUTE_DUBBED)) return 'DUBBED';
  return 'NONE';
}

/** A chip's facts, computed on the server in the theater's zone, whatever the browser's zone and ICU data. */
export interface ShowtimeView {
  id: string;
  /** Epoch milliseconds of the start, for the client-side "already started" check. */
  startsAtMs: number;
  /** Local day (YYYY-MM-DD) in the theater's zone. */
  date: string;
  time: string;
  version: ShowtimeVersion;
  format: ShowtimeFormat;
  accessibility: AccessibilityFeature[];
  /** §2.3, §6 the booking link, decided on the server (prepareLink): the browser ships no link rules. */
  booking: PreparedLink;
  availability: Availability;
}

export function toShowtimeView(
  showtime: Showtime,
  theater: Pick<Theater, 'timeZone'>,
  locale: string,
  prepareBooking: (bookingUrl: string) => PreparedLink,
): ShowtimeView {
  return {
    id: showtime.id,
    startsAtMs: Date.parse(showtime.startsAt),
    date: localDateOf(showtime.startsAt),
    time: formatShowtimeTime(showtime.startsAt, locale, theater.timeZone),
    version: showtimeVersion(showtime.attributes),
    format: showtime.format,
    accessibility: [...showtime.accessibility],
    booking: prepareBooking(showtime.bookingUrl),
    availability: showtime.availability,
  };
}

/** Offered until SHOWTIME_GRACE_MINUTES after the start; cached pages re-check it with the browser's clock. */
export function isStillOffered(startsAtMs: number, nowMs: number): boolean {
  return startsAtMs >= nowMs - SHOWTIME_GRACE_MINUTES * 60_000;
}

export interface ShowtimeDay {
  date: string;
  label: string;
}

/** The distinct days of a list of showtimes, in order, with their short labels. */
export function showtimeDays(showtimes: readonly Pick<ShowtimeView, 'date'>[], locale: string): ShowtimeDay[] {
  const dates = [...new Set(showtimes.map((s) => s.date))].sort();
  return dates.map((date) => ({
    date,
    label: formatDay(date, locale, { weekday: 'short', day: 'numeric', month: 'short' }),
  }));
}

export type RelativeDay = 'today' | 'tomorrow';

/** §2.2 `date` as the day strip names it (null: by its date), both plain dates in the theater's own zone. */
export function relativeDay(date: string, today: string): RelativeDay | null {
  if (date === today) return 'today';
  return date === addDays(today, 1) ? 'tomorrow' : null;
}

/** The showtimes of the first `days` local days from `now` in the theater's zone (today included). */
export function withinDays<T extends Pick<Showtime, 'startsAt'>>(
  showtimes: readonly T[],
  theater: Pick<Theater, 'timeZone'>,
  days: number,
  now: Date = new Date(),
): T[] {
  const lastDay = addDays(localDateIn(now, theater.timeZone), days - 1);
  return showtimes.filter((s) => localDateOf(s.startsAt) <= lastDay);
}
