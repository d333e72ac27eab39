// Plain local dates (YYYY-MM-DD) and theater wall-clock times; Intl is the only time-zone database.

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    dateFormatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallClockParts(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    dateFormatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The local calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function localDateIn(instant: Date, timeZone: string): string {
  return wallClockParts(instant, timeZone).date;
}

/**
 * "Today" for theaters in several time zones: the earliest of their local dates, so that no theater
 * loses the rest of its own day. UTC without a theater.
 */
export function earliestLocalDate(instant: Date, timeZones: readonly string[]): string {
  const dates = timeZones.map((zone) => localDateIn(instant, zone)).sort();
  return dates[0] ?? localDateIn(instant, 'UTC');
}

const DAY_MS = 86_400_000;

/**
 * The first instant (epoch ms) of each of `count` local dates from `first`: worked out on the server
 * so that a browser tells the local date without building a DateTimeFormat, which is slow on phones.
 */
export function localDayStarts(first: string, count: number, timeZone: string): number[] {
  return Array.from({ length: count }, (_, index) =>
    Date.parse(zonedWallTimeToIso(addDays(first, index), '00:00', timeZone)),
  );
}

/** The day starts that tell every local date from `from` to `to` (both included) apart. */
export function dayStartsBetween(from: string, to: string, timeZone: string): { first: string; starts: number[] } {
  // One start more than there are days: the last only ends the day before it.
  return { first: from, starts: localDayStarts(from, Math.max(0, daysBetween(from, to)) + 2, timeZone) };
}

/**
 * The local date of an instant from the day starts of localDayStarts(first, …): null outside the
 * days they close (before the first, or on the last, which only ends the day before it).
 */
export function localDateFromStarts(instant: number, first: string, starts: readonly number[]): string | null {
  let index = -1;
  while (index + 1 < starts.length && starts[index + 1]! <= instant) index += 1;
  return index >= 0 && index < starts.length - 1 ? addDays(first, index) : null;
}

/** Minutes east of UTC of a time zone at an instant (e.g. 60 for Paris in winter). */
export function utcOffsetMinutes(instant: Date, timeZone: string): number {
  const wall = wallClockParts(instant, timeZone);
  const asUtc = Date.parse(`${wall.date}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}Z`);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * When the wall clock of `timeZone` shows `date` `time`, as ISO 8601 with the zone's offset; a time
 * shown twice is the first, a skipped time moves forward by the gap (Temporal's "compatible" rule).
 */
export function zonedWallTimeToIso(date: string, time: string, timeZone: string): string {
  const wall = Date.parse(`${date}T${time}:00Z`);
  // The zone's offsets a day either side: a change of offset near this wall time lies between them.
  const offsets = [...new Set([DAY_MS, -DAY_MS].map((shift) => utcOffsetMinutes(new Date(wall + shift), timeZone)))];
  const shows = (instant: number) => {
    const parts = wallClockParts(new Date(instant), timeZone);
    return `${parts.date}T${pad(parts.hour)}:${pad(parts.minute)}` === `${date}T${time}`;
  };
  const instant =
    offsets
      .map((offset) => wall - offset * 60_000)
      .filter(shows)
      .sort((a, b) => a - b)[0] ?? wall - Math.min(...offsets) * 60_000;
  const shown = wallClockParts(new Date(instant), timeZone);
  return `${shown.date}T${pad(shown.hour)}:${pad(shown.minute)}:00${formatOffset(utcOffsetMinutes(new Date(instant), timeZone))}`;
}

export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** Adds whole days to a plain date. */
export function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (plain dates). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** 0 = Sunday … 6 = Saturday */
export function dayOfWeek(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The local date part of an ISO local datetime such as 2026-11-23T20:30:00+01:00. */
export function localDateOf(isoLocal: string): string {
  return isoLocal.slice(0, 10);
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
