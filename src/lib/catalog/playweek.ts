import type { MovieTag, Playweek } from '../config/constants.ts';
import { addDays, dayOfWeek, daysBetween } from './zoned-time.ts';

// §9.3 playweeks and movie tags. A cinema week starts on a fixed weekday (Wednesday in France,
// Friday in the US); a film's playweek is the week in which it opens, counted from the current one.

/** First day (YYYY-MM-DD) of the playweek that contains `today`. */
export function playweekStart(today: string, weekStartsOn: number): string {
  return addDays(today, -((dayOfWeek(today) - weekStartsOn + 7) % 7));
}

export function playweekOf(openingDate: string | null, today: string, weekStartsOn: number): Playweek {
  if (!openingDate) return 'NEXT_PLAYWEEK_UNDETERMINED';
  const weeksAhead = Math.floor(daysBetween(playweekStart(today, weekStartsOn), openingDate) / 7);
  if (weeksAhead <= 0) return 'CURRENT_PLAYWEEK';
  if (weeksAhead === 1) return 'NEXT_PLAYWEEK_1';
  if (weeksAhead === 2) return 'NEXT_PLAYWEEK_2';
  if (weeksAhead === 3) return 'NEXT_PLAYWEEK_3';
  return 'BEYOND_NEXT_PLAYWEEK_3';
}

/** NEW: opens in the current playweek. PREVIEW: not open yet but already screened (avant-première). */
export function movieTags(
  openingDate: string | null,
  firstShowtimeDate: string | null,
  today: string,
  weekStartsOn: number,
): MovieTag[] {
  const tags: MovieTag[] = [];
  if (openingDate) {
    const start = playweekStart(today, weekStartsOn);
    const offset = daysBetween(start, openingDate);
    if (offset >= 0 && offset < 7 && openingDate <= today) tags.push('NEW');
    if (openingDate > today && firstShowtimeDate !== null && firstShowtimeDate < openingDate) tags.push('PREVIEW');
  }
  return tags;
}
