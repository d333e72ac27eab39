import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { StaticMovieCard } from '@/components/movies/static-movie-grid.tsx';
import { MovieListSearch } from '@/components/movies/movie-list-search.tsx';
import { moviePlaysAt } from '@/components/movies/movie-plays-at.ts';
import { toSearchEntry } from '@/lib/catalog/movie-search.ts';
import { frenchAtPlace } from '@/lib/content/french-place.ts';
import { groupByPlayweek, programmeMovies } from '@/lib/catalog/queries.ts';
import { PROGRAMME_TAG } from '@/lib/catalog/cache-tags.ts';
import { getCatalog, getSiteFile, programmeRules, siteToday, tagPage } from '@/server/site/site.ts';
import { AdPageInputs } from '@/consent/ad-slots/ad-page-inputs.tsx';

export const revalidate = 600;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('movies');
  const name = getSiteFile().settings.relatedEntity.name;
  return { title: t('title'), description: t('description', { name, atName: frenchAtPlace(name) }) };
}

export default async function MoviesPage() {
  const catalog = await getCatalog();
  await tagPage(PROGRAMME_TAG);
  const t = await getTranslations('movies');
  const locale = await getLocale();
  const movies = programmeMovies(catalog, siteToday(catalog), programmeRules());
  const groups = groupByPlayweek(movies);
  // Posters of the first row load eagerly; the rest lazily.
  const eager = new Set(groups[0]?.movies.slice(0, 2).map((movie) => movie.id));
  const playsAt = await moviePlaysAt(catalog, movies);
  const cards = Object.fromEntries(
    movies.map((movie) => [
      movie.id,
      <StaticMovieCard key={movie.id} movie={movie} priority={eager.has(movie.id)} playsAt={playsAt(movie)} />,
    ]),
  );
  return (
    <div className="flex flex-col gap-6">
      <AdPageInputs pageType="movies" pageTitle={t('title')} />
      <h1 className="text-3xl">{t('title')}</h1>
      <MovieListSearch
        locale={locale}
        entries={movies.map(toSearchEntry)}
        cards={cards}
        groups={groups.map((group) => ({
          key: group.playweek,
          heading: t(`playweek.${group.playweek}`),
          movieIds: group.movies.map((movie) => movie.id),
        }))}
        labels={{
          label: t('search.label'),
          placeholder: t('search.placeholder'),
          results: t('search.results'),
          resultCount: {
            one: t('search.resultCount.one', { count: '{count}' }),
            other: t('search.resultCount.other', { count: '{count}' }),
          },
          noResult: t('search.noResult', { query: '{query}' }),
          empty: t('empty'),
        }}
      />
    </div>
  );
}
