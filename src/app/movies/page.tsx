import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MovieCard, MovieGrid } from '@/components/movies/movie-card.tsx';
import { groupByPlayweek, programmeMovies } from '@/lib/catalog/queries.ts';
import { getCatalog, getSiteFile, programmeRules, siteToday } from '@/server/site/site.ts';

export const revalidate = 600;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('movies');
  return { title: t('title'), description: t('description', { name: getSiteFile().settings.relatedEntity.name }) };
}

export default async function MoviesPage() {
  const catalog = await getCatalog();
  const t = await getTranslations('movies');
  const groups = groupByPlayweek(programmeMovies(catalog, siteToday(catalog), programmeRules()));
  return (
    <div className="flex flex-col gap-10">
      <h1 className="text-3xl">{t('title')}</h1>
      {groups.length === 0 ? <p>{t('empty')}</p> : null}
      {groups.map((group, groupIndex) => (
        <section key={group.playweek} aria-labelledby={`week-${group.playweek}`} className="flex flex-col gap-4">
          <h2 id={`week-${group.playweek}`} className="text-2xl">
            {t(`playweek.${group.playweek}`)}
          </h2>
          <MovieGrid>
            {group.movies.map((movie, index) => (
              <MovieCard key={movie.id} movie={movie} priority={groupIndex === 0 && index < 2} />
            ))}
          </MovieGrid>
        </section>
      ))}
    </div>
  );
}
