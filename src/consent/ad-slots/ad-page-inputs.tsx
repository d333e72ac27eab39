import { scheduledMovieIds } from '@/lib/catalog/queries.ts';
import { moviePath } from '@/lib/catalog/slug.ts';
import type { Movie, Theater } from '@/lib/catalog/types.ts';
import { getCatalog, getSiteFile, programmeRules, siteTheaters, siteToday } from '@/server/site/site.ts';
import { ADS_PAGE_ELEMENT_ID, jsonForScriptElement, type AdPageInputs as Inputs } from './ads-elements.ts';
import { siteAdsPlan } from './ads-setup.tsx';

// §3.14: the ad component's inputs and targeting data as JSON, for the pages that show ads (§4.15).

export async function AdPageInputs({
  pageType,
  pageTitle,
  movie,
  theater,
}: {
  pageType: string;
  pageTitle: string;
  movie?: Pick<Movie, 'id' | 'slug' | 'title' | 'releaseDate'>;
  theater?: Pick<Theater, 'id' | 'name' | 'slug'>;
}) {
  if (!siteAdsPlan()) return null;
  const site = getSiteFile();
  const catalog = await getCatalog();
  // §4.14: a single venue's current theater is always its first theater.
  const theaters = siteTheaters(catalog, site);
  const current = theater ?? (site.configuration.isSingleLocation ? theaters[0] : undefined);
  const origin = `https://${site.settings.domain}`;
  const inputs: Inputs = {
    pageTitle,
    scheduledMovieIds: scheduledMovieIds(catalog, siteToday(catalog), programmeRules(site)),
    theaterSlug: current?.slug ?? null,
    // Otherwise the theater the visitor selected is current: the browser knows which (src/consent/rules/ads/page-data.ts).
    ...(current
      ? {}
      : { theaters: theaters.map(({ id, name, slug }) => ({ id, name, slug })), permalinkOrigin: origin }),
    data: {
      domain: site.settings.domain,
      pageType,
      ...(current
        ? {
            theaterId: current.id,
            theaterName: current.name,
            theaterPermalinkOrigin: origin,
            theaterPermalinkPath: `/theaters/${current.slug}/`,
          }
        : {}),
      ...(movie
        ? {
            movieId: String(movie.id),
            movieTitle: movie.title,
            movieReleaseDate: movie.releaseDate ?? '',
            moviePermalinkOrigin: origin,
            moviePermalinkPath: moviePath(movie),
          }
        : {}),
    },
  };
  return (
    <script
      id={ADS_PAGE_ELEMENT_ID}
      type="application/json"
      dangerouslySetInnerHTML={{ __html: jsonForScriptElement(inputs) }}
    />
  );
}
