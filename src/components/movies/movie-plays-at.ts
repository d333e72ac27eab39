import { getTranslations } from 'next-intl/server';
import type { Catalog, MovieSummary } from '@/lib/catalog/types.ts';
import { theatersPlayingEachMovie } from '@/lib/theaters/where-it-plays.ts';
import { getSiteFile, siteTheaters } from '@/server/site/site.ts';
import type { MoviePlaysAt } from './movie-card.tsx';

/**
 * §4.14 on a circuit's film lists: for each scheduled film, the theaters where it plays and the
 * note "showing at …" that CSS reveals when the current theater does not show it. A single venue
 * has nothing to say (its one theater is always current).
 */
export async function moviePlaysAt(
  catalog: Catalog,
  movies: readonly MovieSummary[],
): Promise<(movie: MovieSummary) => MoviePlaysAt | undefined> {
  const site = getSiteFile();
  if (site.configuration.isSingleLocation) return () => undefined;
  const t = await getTranslations('movies');
  const theaters = siteTheaters(catalog, site);
  const names = new Map(theaters.map((theater) => [theater.id, theater.name]));
  const playing = theatersPlayingEachMovie(catalog.showtimes, theaters);
  const list = new Intl.ListFormat(site.configuration.locale, { type: 'conjunction' });
  const byMovie = new Map<number, MoviePlaysAt>();
  for (const movie of movies) {
    const ids = playing.get(movie.id);
    if (!movie.isScheduled || !ids) continue;
    byMovie.set(movie.id, {
      theaterIds: ids,
      note: t('playsElsewhere', { theaters: list.format(ids.map((id) => names.get(id) ?? id)) }),
    });
  }
  return (movie) => byMovie.get(movie.id);
}
