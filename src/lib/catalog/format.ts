// Always in the theater's time zone (§2.2, §9.4), whatever the server's or the browser's.

/** "20:30" in fr-FR, "8:30 PM" in en-US, for an instant shown in `timeZone`. */
export function formatShowtimeTime(startsAt: string, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(startsAt));
}

/** A calendar day (YYYY-MM-DD) as "lundi 23 novembre" / "Monday, November 23". */
export function formatDay(
  date: string,
  locale: string,
  options: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' },
): string {
  // Noon UTC keeps the calendar day the same in every time zone.
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

/** A calendar day with its year: "12 juin 1998" / "June 12, 1998". */
export function formatLongDate(date: string, locale: string): string {
  return formatDay(date, locale, { day: 'numeric', month: 'long', year: 'numeric' });
}
