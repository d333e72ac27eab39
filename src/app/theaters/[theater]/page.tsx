import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageContextProvider } from '@/components/layout/page-context.tsx';
import { JsonLd } from '@/components/seo/json-ld.tsx';
import { ShowtimeIcons } from '@/components/showtimes/showtime-icons.tsx';
import { showtimeBrowserLabels } from '@/components/showtimes/showtime-labels.ts';
import { TheaterPageShowtimes } from '@/components/showtimes/theater-page-showtimes.tsx';
import { SelectTheaterButton } from '@/components/theaters/theater-picker-buttons.tsx';
import { buttonClass, textLinkClass } from '@/components/ui/button.tsx';
import { StaticLink } from '@/components/ui/link/static-link.tsx';
import { moviePath } from '@/lib/catalog/slug.ts';
import { frenchOfPlace } from '@/lib/content/french-place.ts';
import { buildPageContext } from '@/lib/config/page-context.ts';
import { theaterProgramme } from '@/lib/catalog/queries.ts';
import { theaterPageJsonLd } from '@/lib/structured-data/schema-org.ts';
import { formatAddressLines, openStreetMapUrl } from '@/lib/theaters/map-link.ts';
import { paramsToPrerender } from '@/lib/routing/deferred-pages.ts';
import { theaterTag } from '@/lib/catalog/cache-tags.ts';
import { getCatalog, getSiteFile, programmeRules, siteTheaters, tagPage } from '@/server/site/site.ts';
import { AdPageInputs } from '@/consent/ad-slots/ad-page-inputs.tsx';

// Theater pages (§3.5): address, map link and what plays there, a week at a time. All are
// pre-rendered; a theater added later is rendered on first request and cached.
export const dynamicParams = true;
export const revalidate = 600;

/** A theater page shows this many days of programme. */
const PROGRAMME_DAYS = 7;

// §3.1 deferTheaterPages: rendered on first request instead of at build.
export function generateStaticParams(): Promise<{ theater: string }[]> {
  return paramsToPrerender(getSiteFile().configuration, 'deferTheaterPages', async () =>
    siteTheaters(await getCatalog()).map((theater) => ({ theater: theater.slug })),
  );
}

type Props = { params: Promise<{ theater: string }> };

async function loadTheater(slug: string) {
  const catalog = await getCatalog();
  const theater = siteTheaters(catalog).find((t) => t.slug === decodeURIComponent(slug));
  if (!theater) notFound();
  await tagPage(theaterTag(theater.id));
  return { catalog, theater };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { theater } = await loadTheater((await params).theater);
  const t = await getTranslations('theaters');
  return {
    title: theater.name,
    description: `${formatAddressLines(theater.address).join(', ')} · ${t('whatsOn')}`,
    alternates: { canonical: `/theaters/${theater.slug}/` },
  };
}

export default async function TheaterPage({ params }: Props) {
  const { catalog, theater } = await loadTheater((await params).theater);
  const site = getSiteFile();
  const rules = programmeRules(site);
  const locale = site.configuration.locale;
  const t = await getTranslations('theaters');
  const showtimes = theaterProgramme(catalog, theater, rules, PROGRAMME_DAYS);
  const movieIds = [...new Set(showtimes.map((s) => s.movieId))];
  const movies = catalog.movies
    .filter((m) => movieIds.includes(m.id))
    .map((movie) => ({ movie, path: moviePath(movie) }));
  const movieRefs = Object.fromEntries(movies.map(({ movie, path }) => [movie.id, { title: movie.title, path }]));
  const jsonLdSite = { origin: `https://${site.settings.domain}`, language: locale.slice(0, 2) };
  const structuredData = theaterPageJsonLd(jsonLdSite, theater, movies, showtimes);
  const mapUrl = openStreetMapUrl(theater);
  // §3.4: this page's context carries its own theater, which §4.14 prefers to the selected one.
  return (
    <PageContextProvider value={buildPageContext(site, `/theaters/${theater.slug}/`, theater.id)}>
      <article className="flex flex-col gap-8">
        <AdPageInputs pageType="theater" pageTitle={theater.name} theater={theater} />
        <header className="flex flex-col gap-3">
          <h1 className="text-3xl">{theater.name}</h1>
          <div className="flex flex-col gap-1">
            <h2 className="sr-only">{t('address')}</h2>
            <address className="not-italic">
              {formatAddressLines(theater.address).map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
            <p className="text-sm text-text-alt">{t('screens', { count: theater.screens })}</p>
            <p>
              <StaticLink href={mapUrl} className={textLinkClass()}>
                {t('map', { theater: theater.name, ofTheater: frenchOfPlace(theater.name) })}
              </StaticLink>
            </p>
          </div>
          {site.configuration.isSingleLocation ? null : (
            <SelectTheaterButton
              theaterId={theater.id}
              label={t('makeMine')}
              selectedLabel={t('isMine')}
              className={buttonClass({ className: 'self-start' })}
            />
          )}
        </header>
        <section aria-labelledby="whats-on" className="flex flex-col gap-4">
          <ShowtimeIcons />
          <h2 id="whats-on" className="text-2xl">
            {t('whatsOn')}
          </h2>
          {showtimes.length > 0 ? (
            <TheaterPageShowtimes
              theater={theater}
              showtimes={showtimes}
              locale={locale}
              labels={await showtimeBrowserLabels()}
              idPrefix="programme"
              movies={movieRefs}
            />
          ) : (
            <p>{t('noShowtimes')}</p>
          )}
        </section>
        {/* Last: the browser reaches it after the content (a busy day's screenings still weigh tens
            of KB). Search engines read it anywhere. */}
        <JsonLd data={structuredData} />
      </article>
    </PageContextProvider>
  );
}
