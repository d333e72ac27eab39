import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { WatchlistSlot } from '@/components/member/watchlist/watchlist-slot.tsx';
import { JsonLd } from '@/components/seo/json-ld.tsx';
import { textLinkClass } from '@/components/ui/button.tsx';
import { FactList } from '@/components/ui/fact-list.tsx';
import { StaticLink } from '@/components/ui/link/static-link.tsx';
import { ShowtimeIcons } from '@/components/showtimes/showtime-icons.tsx';
import { showtimeBrowserLabels } from '@/components/showtimes/showtime-labels.ts';
import { MoviePageShowtimes } from '@/components/showtimes/movie-page-showtimes.tsx';
import { OpenTheaterPickerButton } from '@/components/theaters/open-theater-picker-button.tsx';
import { formatLongDate } from '@/lib/catalog/format.ts';
import { castLine } from '@/lib/catalog/cast.ts';
import { frenchAtPlace } from '@/lib/content/french-place.ts';
import { findMovie, scheduledMovieIds, upcomingShowtimes } from '@/lib/catalog/queries.ts';
import { movieSegment, moviePath, parseMovieSegment } from '@/lib/catalog/slug.ts';
import { memberFeatures } from '@/lib/loyalty/member/member-features.ts';
import { fillPlaceholders, flattenCatalogList } from '@/lib/showtimes/placeholders.ts';
import { moviePageJsonLd } from '@/lib/structured-data/schema-org.ts';
import { siteLoyaltyConfig } from '@/server/member/member-context.ts';
import { paramsToPrerender } from '@/lib/routing/deferred-pages.ts';
import { siteNamesOf } from '@/lib/config/site-identity.ts';
import { movieTag } from '@/lib/catalog/cache-tags.ts';
import { getCatalog, getSiteFile, programmeRules, siteTheaters, siteToday, tagPage } from '@/server/site/site.ts';
import { AdPageInputs } from '@/consent/ad-slots/ad-page-inputs.tsx';

// §2.1: scheduled movies are pre-rendered at build (unless §3.1 deferMoviePages); any other catalogue movie is rendered on its
// first request and then served from cache; an unknown id is a 404; a wrong slug redirects.
export const dynamicParams = true;
export const revalidate = 600;

export function generateStaticParams(): Promise<{ movie: string }[]> {
  return paramsToPrerender(getSiteFile().configuration, 'deferMoviePages', scheduledMovieParams);
}

async function scheduledMovieParams(): Promise<{ movie: string }[]> {
  const catalog = await getCatalog();
  const rules = programmeRules();
  const ids =
    process.env.PRERENDER_ALL_MOVIES === '1'
      ? catalog.movies.map((movie) => movie.id).filter((id) => !rules.globalExcludedMovieIds.includes(id))
      : scheduledMovieIds(catalog, siteToday(catalog), rules);
  const byId = new Map(catalog.movies.map((movie) => [movie.id, movie]));
  return ids.flatMap((id) => {
    const movie = byId.get(id);
    return movie ? [{ movie: movieSegment(movie) }] : [];
  });
}

type Props = { params: Promise<{ movie: string }> };

async function loadMovie(segment: string) {
  const parsed = parseMovieSegment(decodeURIComponent(segment));
  if (!parsed) notFound();
  const catalog = await getCatalog();
  const movie = findMovie(catalog, parsed.id, programmeRules());
  if (!movie) notFound();
  await tagPage(movieTag(movie.id));
  return { catalog, movie, slugMatches: parsed.slug === movie.slug };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { movie } = await loadMovie((await params).movie);
  const site = getSiteFile();
  const poster = { url: movie.poster.src, width: movie.poster.width, height: movie.poster.height, alt: movie.title };
  return {
    title: movie.title,
    description: movie.synopsis,
    alternates: { canonical: moviePath(movie) },
    // Sharing a movie: the poster is the picture.
    openGraph: {
      type: 'video.movie',
      title: movie.title,
      description: movie.synopsis,
      url: moviePath(movie),
      siteName: siteNamesOf(site).venue,
      locale: site.configuration.locale.replace('-', '_'),
      images: [poster],
      ...(movie.releaseDate ? { releaseDate: movie.releaseDate } : {}),
      ...(movie.directors.length ? { directors: flattenCatalogList(movie.directors) } : {}),
    },
    twitter: { card: 'summary_large_image', title: movie.title, description: movie.synopsis, images: [poster.url] },
  };
}

export default async function MoviePage({ params }: Props) {
  const { catalog, movie, slugMatches } = await loadMovie((await params).movie);
  if (!slugMatches) permanentRedirect(moviePath(movie));
  const site = getSiteFile();
  const t = await getTranslations('movie');
  const locale = site.configuration.locale;
  const intlLocale = await getLocale();
  const { member: memberMessages } = await getMessages();
  const theaters = siteTheaters(catalog, site);
  const isSingleLocation = site.configuration.isSingleLocation;
  // §4.14: a single venue shows its first theater; a circuit renders every theater and the head
  // script + CSS of SelectedTheaterHead show the selected one before first paint.
  const shown = isSingleLocation ? theaters.slice(0, 1) : theaters;
  const blocks = shown.map((theater) => ({
    theater,
    showtimes: upcomingShowtimes(catalog, movie.id, theater.id),
  }));
  const labels = await showtimeBrowserLabels();
  const st = await getTranslations('showtimes');
  const links = await getTranslations('links');
  const path = moviePath(movie);
  const jsonLdSite = { origin: `https://${site.settings.domain}`, language: locale.slice(0, 2) };
  const structuredData = moviePageJsonLd(jsonLdSite, { movie, path }, blocks);
  const synopsis = fillPlaceholders(movie.synopsis, {
    theaterName: isSingleLocation ? (theaters[0]?.name ?? null) : null,
  });
  const facts: [string, string][] = [];
  if (movie.runtimeMinutes) facts.push([t('runtimeLabel'), t('runtime', { minutes: movie.runtimeMinutes })]);
  if (movie.releaseDate) facts.push([t('releaseDate'), formatLongDate(movie.releaseDate, locale)]);
  if (movie.directors.length) facts.push([t('directors'), flattenCatalogList(movie.directors).join(', ')]);
  const cast = castLine(movie.cast);
  if (cast) facts.push([t('cast'), t('castLine', { names: cast.names.join(', '), more: cast.more })]);
  if (movie.genres.length) facts.push([t('genres'), flattenCatalogList(movie.genres).join(', ')]);
  if (movie.certificate) facts.push([t('certificate'), movie.certificate]);
  return (
    <article className="flex flex-col gap-8">
      <AdPageInputs pageType="movie" pageTitle={movie.title} movie={movie} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
        <img
          src={movie.poster.src}
          width={movie.poster.width}
          height={movie.poster.height}
          alt={t('poster', { title: movie.title })}
          fetchPriority="high"
          className="h-auto w-40 rounded-2 bg-initial-background sm:w-full"
        />
        <div className="flex flex-col gap-4">
          <h1 className="text-3xl">{movie.title}</h1>
          {/* §4.7: only where the watchlist exists; the member part is decided in the browser. */}
          {/* FINCHER_WATCHLIST is inlined at build (next.config.ts): without a watchlist, the slot's code is left out. */}
          {process.env.FINCHER_WATCHLIST === 'true' && memberFeatures(siteLoyaltyConfig(site)).watchlist ? (
            <WatchlistSlot
              movieId={String(movie.id)}
              movieTitle={movie.title}
              signInLabel={memberMessages.watchlistControl.signIn}
              returnPath={moviePath(movie)}
              locale={intlLocale}
              messages={{
                member: {
                  watchlist: memberMessages.watchlist,
                  watchlistControl: memberMessages.watchlistControl,
                  form: memberMessages.form,
                },
              }}
            />
          ) : null}
          <FactList facts={facts} />
          <section aria-labelledby="synopsis" className="flex flex-col gap-2">
            <h2 id="synopsis" className="text-xl">
              {t('synopsis')}
            </h2>
            <p className="max-w-prose">{synopsis}</p>
          </section>
          {movie.trailer ? (
            // A poster frame and a link to the trailer's own site: no player is embedded, so no third
            // party runs on this page before consent.
            <section aria-labelledby="trailer" className="flex flex-col gap-2">
              <h2 id="trailer" className="text-xl">
                {t('trailer')}
              </h2>
              <a
                href={movie.trailer.url}
                target="_blank"
                rel="noopener noreferrer"
                className={textLinkClass('group relative flex w-fit flex-col gap-2')}
              >
                <span className="relative block">
                  <img
                    src={movie.poster.src}
                    width={movie.poster.width}
                    height={movie.poster.height}
                    alt=""
                    loading="lazy"
                    className="aspect-video h-auto w-64 rounded-2 bg-initial-background object-cover"
                  />
                  <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
                    <span className="flex size-12 items-center justify-center rounded-full bg-visible-primary text-on-visible-primary">
                      ▶
                    </span>
                  </span>
                </span>
                <span>
                  {t('watchTrailer', { title: movie.title })}{' '}
                  <span className="sr-only">{links('opensInNewWindow')}</span>
                </span>
              </a>
            </section>
          ) : null}
        </div>
      </div>
      <section aria-labelledby="showtimes" className="flex flex-col gap-4">
        <ShowtimeIcons />
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="showtimes" className="text-2xl">
            {t('showtimes')}
          </h2>
          {isSingleLocation ? null : (
            <span data-theater-some="">
              <OpenTheaterPickerButton label={st('changeTheater')} />
            </span>
          )}
        </div>
        {isSingleLocation ? null : (
          <p data-theater-none="" className="rounded-content border border-border p-3">
            {st('chooseTheaterPrompt')} <OpenTheaterPickerButton label={st('chooseTheater')} />
          </p>
        )}
        {blocks.map(({ theater, showtimes }) => (
          <section
            key={theater.id}
            data-theater-block={isSingleLocation ? undefined : theater.id}
            data-theater-empty={!isSingleLocation && showtimes.length === 0 ? '' : undefined}
            aria-labelledby={`theater-${theater.id}`}
            className="flex flex-col gap-3"
          >
            <h3 id={`theater-${theater.id}`} className="text-xl">
              {t('showtimesAt', { theater: theater.name, atTheater: frenchAtPlace(theater.name) })}
            </h3>
            <StaticLink href={`/theaters/${theater.slug}/`} className={textLinkClass('self-start')}>
              {st('theaterInfo', { theater: theater.name })}
            </StaticLink>
            {showtimes.length > 0 ? (
              <MoviePageShowtimes
                theater={theater}
                showtimes={showtimes}
                locale={locale}
                labels={labels}
                idPrefix={`st-${theater.id}`}
                movieTitle={movie.title}
              />
            ) : (
              <p>{st('noShowtimesAt', { theater: theater.name, atTheater: frenchAtPlace(theater.name) })}</p>
            )}
          </section>
        ))}
      </section>
      {/* Last: two days of screenings in every theater weigh more than the page above them, which
          the browser would otherwise download and parse first. Search engines read it anywhere. */}
      <JsonLd data={structuredData} />
    </article>
  );
}
