// Calendar arithmetic on plain local dates (YYYY-MM-DD) and conversions between instants and the
// wall-clock time of a theater's time zone. Intl is the only time-zone database we rely on.

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
 * "Today" for a site whose theaters sit in several time zones: the earliest of their local dates,
 * so that no theater loses the rest of its own day (a theater in Kolkata keeps tonight's late
 * shows while a theater further east has already moved on). UTC without a theater.
 */
export function earliestLocalDate(instant: Date, timeZones: readonly string[]): string {
  const dates = timeZones.map((zone) => localDateIn(instant, zone)).sort();
  return dates[0] ?? localDateIn(instant, 'UTC');
}

/** Minutes east of UTC of a time zone at an instant (e.g. 60 for Paris in winter). */
export function utcOffsetMinutes(instant: Date, timeZone: string): number {
  const wall = wallClockParts(instant, timeZone);
  const asUtc = Date.parse(`${wall.date}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}Z`);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant at which the wall clock of `timeZone` shows `date` `time`, as ISO 8601 with the zone's
 * offset. Across a DST gap the next valid time is used.
 */
export function zonedWallTimeToIso(date: string, time: string, timeZone: string): string {
  const guess = Date.parse(`${date}T${time}:00Z`);
  let offset = utcOffsetMinutes(new Date(guess), timeZone);
  const secondOffset = utcOffsetMinutes(new Date(guess - offset * 60_000), timeZone);
  if (secondOffset !== offset) offset = secondOffset;
  const instant = new Date(guess - offset * 60_000);
  const wall = wallClockParts(instant, timeZone);
  return `${wall.date}T${pad(wall.hour)}:${pad(wall.minute)}:00${formatOffset(utcOffsetMinutes(instant, timeZone))}`;
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
