import { getTranslations } from 'next-intl/server';
import { formatShowtimeTime } from '@/lib/catalog/format.ts';
import type { Catalog, MovieSummary } from '@/lib/catalog/types.ts';
import type { SiteFile } from '@/lib/config/site-schema.ts';
import { todaysShowtimes } from '@/lib/showtimes/todays-times.ts';
import { siteTheaters } from '@/server/site/site.ts';
import type { MovieToday } from './movie-card.tsx';

/**
 * For each film of the home page, the line "Today: …" per theater that still shows it today, in the
 * theater's own zone. The page is revalidated every ten minutes, so a time just started may linger.
 */
export async function todaysTimesOf(
  catalog: Catalog,
  site: SiteFile,
  movies: readonly MovieSummary[],
  now = new Date(),
): Promise<(movie: MovieSummary) => MovieToday[]> {
  const t = await getTranslations('home');
  const theaters = siteTheaters(catalog, site);
  const single = site.configuration.isSingleLocation;
  const locale = site.configuration.locale;
  const zones = new Map(theaters.map((theater) => [theater.id, theater.timeZone]));
  const byMovie = new Map<number, MovieToday[]>();
  for (const movie of movies) {
    if (!movie.isScheduled) continue;
    const lines: MovieToday[] = [];
    for (const [theaterId, today] of todaysShowtimes(catalog.showtimes, movie.id, theaters, now)) {
      const times = today.showtimes
        .map((showtime) => formatShowtimeTime(showtime.startsAt, locale, zones.get(theaterId)!))
        .join(' · ');
      lines.push({ theaterId: single ? null : theaterId, label: t('todayTimes', { times, more: today.more }) });
    }
    byMovie.set(movie.id, lines);
  }
  return (movie) => byMovie.get(movie.id) ?? [];
}
