import { getTranslations } from 'next-intl/server';
import { MovieCard } from '@/components/movies/movie-card.tsx';
import { StaticMovieGrid } from '@/components/movies/static-movie-grid.tsx';
import { moviePlaysAt } from '@/components/movies/movie-plays-at.ts';
import { todaysTimesOf } from '@/components/movies/movie-today.ts';
import { textLinkClass } from '@/components/ui/button.tsx';
import { StaticLink } from '@/components/ui/link/static-link.tsx';
import { programmeMovies } from '@/lib/catalog/queries.ts';
import { PROGRAMME_TAG } from '@/lib/catalog/cache-tags.ts';
import { frenchAtPlace } from '@/lib/content/french-place.ts';
import { getCatalog, getSiteFile, programmeRules, siteTheaters, siteToday, tagPage } from '@/server/site/site.ts';
import { AdPageInputs } from '@/consent/ad-slots/ad-page-inputs.tsx';

export const revalidate = 600;

export default async function HomePage() {
  const site = getSiteFile();
  const catalog = await getCatalog();
  await tagPage(PROGRAMME_TAG);
  const t = await getTranslations('home');
  const movies = programmeMovies(catalog, siteToday(catalog), programmeRules(site));
  const onShow = movies.filter((movie) => movie.isScheduled);
  const coming = movies.filter((movie) => !movie.isScheduled);
  const playsAt = await moviePlaysAt(catalog, onShow);
  const today = await todaysTimesOf(catalog, site, onShow);
  // §4.14: on a circuit the title names the current theater (CSS keyed on <html data-theater>,
  // set before first paint), the circuit while none is chosen.
  const theaters = site.configuration.isSingleLocation ? [] : siteTheaters(catalog, site);
  // atName: the French title contracts the name's article ("au Grand Écran", not "au Le Grand Écran").
  const title = (name: string) => t('title', { name, atName: frenchAtPlace(name) });
  const circuitTitle = title(site.settings.relatedEntity.name);
  return (
    <div className="flex flex-col gap-10">
      <AdPageInputs pageType="home" pageTitle={circuitTitle} />
      <h1 className="text-3xl">
        {theaters.length === 0 ? (
          circuitTitle
        ) : (
          <>
            <span data-theater-none="">{circuitTitle}</span>
            {theaters.map((theater) => (
              <span key={theater.id} data-theater-label={theater.id}>
                {title(theater.name)}
              </span>
            ))}
          </>
        )}
      </h1>
      <section aria-labelledby="on-show" className="flex flex-col gap-4">
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="on-show" className="text-2xl">
            {t('onShowToday')}
          </h2>
          <StaticLink href="/movies/" className={textLinkClass()}>
            {t('allMovies')}
          </StaticLink>
        </div>
        <StaticMovieGrid>
          {onShow.map((movie, index) => (
            <MovieCard
              key={movie.id}
              movie={movie}
              priority={index < 2}
              playsAt={playsAt(movie)}
              today={today(movie)}
            />
          ))}
        </StaticMovieGrid>
      </section>
      {coming.length > 0 ? (
        <section aria-labelledby="coming-soon" className="flex flex-col gap-4">
          <h2 id="coming-soon" className="text-2xl">
            {t('comingSoon')}
          </h2>
          <StaticMovieGrid>
            {coming.map((movie) => (
              <MovieCard key={movie.id} movie={movie} />
            ))}
          </StaticMovieGrid>
        </section>
      ) : null}
    </div>
  );
}
