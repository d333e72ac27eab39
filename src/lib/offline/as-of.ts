// "Programme as of 18:42": when the copy a page was answered with was fetched, in the visitor's
// time; the day is named too once it is not today's, so that yesterday's 18:42 is not read as today's.

export function asOfTime(asOf: number, now: number, locale: string, timeZone?: string): string {
  const zone = timeZone ? { timeZone } : {};
  const day = new Intl.DateTimeFormat('en-CA', { ...zone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const sameDay = day.format(asOf) === day.format(now);
  return new Intl.DateTimeFormat(locale, {
    ...zone,
    ...(sameDay ? {} : { weekday: 'short', day: 'numeric', month: 'short' }),
    hour: '2-digit',
    minute: '2-digit',
  }).format(asOf);
}
