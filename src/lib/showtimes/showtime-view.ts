import { formatDay, formatShowtimeTime } from '../catalog/format.ts';
import { SHOWTIME_GRACE_MINUTES } from '../catalog/queries.ts';
import type { AccessibilityFeature, Availability, Showtime, ShowtimeFormat, Theater } from '../catalog/types.ts';
import { ATTRIBUTE_DUBBED, ATTRIBUTE_ORIGINAL_VERSION } from '../config/constants.ts';
import { addDays, localDateIn, localDateOf } from '../catalog/zoned-time.ts';
import type { PreparedLink } from '../links/static-link.ts';

// What a showtime chip needs, computed on the server (times in the theater's zone, so that the
// browser's own zone and ICU data never change what is shown) and small enough to ship to the
// client component that filters and switches days.

/**
 * §9.3 version of a showtime from its attribute keys. An original version is shown subtitled in
 * the site's language (the "VOST" convention of cinemas); a showtime with neither key is the
 * film in the audience's language and carries no version label.
 */
export type ShowtimeVersion = 'ORIGINAL_SUBTITLED' | 'DUBBED' | 'NONE';

export function showtimeVersion(attributes: readonly string[]): ShowtimeVersion {
  if (attributes.includes(ATTRIBUTE_ORIGINAL_VERSION)) return 'ORIGINAL_SUBTITLED';
  if (attributes.includes(ATTRIBUTE_DUBBED)) return 'DUBBED';
  return 'NONE';
}

export interface ShowtimeView {
  id: string;
  /** Epoch milliseconds of the start, for the client-side "already started" check. */
  startsAtMs: number;
  /** Local day (YYYY-MM-DD) in the theater's zone. */
  date: string;
  /** "20:30" / "8:30 PM" in the theater's zone. */
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

/**
 * A showtime is still offered until SHOWTIME_GRACE_MINUTES after its start. Pages are cached for
 * up to 10 minutes, so the browser applies this again with its own clock.
 */
export function isStillOffered(startsAtMs: number, nowMs: number): boolean {
  return startsAtMs >= nowMs - SHOWTIME_GRACE_MINUTES * 60_000;
}

export interface ShowtimeDay {
  date: string;
  /** "lun. 23 nov." / "Mon, Nov 23" */
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

/** §2.2 what a moviegoer calls a day of the day strip: "today", "tomorrow", or its date (null). */
export type RelativeDay = 'today' | 'tomorrow';

/** Whether `date` is `today` or the day after, both plain dates in the theater's own zone. */
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
