import 'server-only';
import { unstable_cache } from 'next/cache';
import { CATALOG_TAG } from '@/lib/catalog/cache-tags.ts';
import { siteEvents, type SiteEvent } from '@/lib/catalog/events.ts';
import { programmeMovies, type ProgrammeRules } from '@/lib/catalog/queries.ts';
import { siteCatalogSource, type LiveCatalogSource } from '@/lib/catalog/site-source.ts';
import type { Catalog, Theater } from '@/lib/catalog/types.ts';
import { earliestLocalDate } from '@/lib/catalog/zoned-time.ts';
import { DEFAULT_SITE, loadSiteFile } from '@/lib/config/load-site.ts';
import type { SiteFile } from '@/lib/config/site-schema.ts';

// Server-only access to the one site this build serves (SITE at build time, inlined by
// next.config.ts as FINCHER_SITE) and to its catalogue.

export const SITE_NAME = process.env.FINCHER_SITE || DEFAULT_SITE;

let siteFile: SiteFile | undefined;
export function getSiteFile(): SiteFile {
  siteFile ??= loadSiteFile(SITE_NAME);
  return siteFile;
}

/** The catalogue source of this process (the file, or the live feed: src/lib/catalog/site-source.ts). */
export function catalogSource(): LiveCatalogSource {
  return siteCatalogSource(SITE_NAME, getSiteFile().pages);
}

/** The catalogue for a render: a live feed is asked first, so a revalidated page never caches the old one. */
export function getCatalog(): Promise<Catalog> {
  return catalogSource().fresh();
}

/** The catalogue now, never waiting on the feed once it has answered: API routes and dynamic pages. */
export function getCurrentCatalog(): Promise<Catalog> {
  return catalogSource().load();
}

/** Tags the page being rendered for revalidateTag: unstable_cache's tags become the page's own. */
export async function tagPage(...tags: string[]): Promise<void> {
  const all = [CATALOG_TAG, ...tags];
  await unstable_cache(async () => true, ['fincher-page-tags', ...all], { tags: all })();
}

export function programmeRules(site: SiteFile = getSiteFile()): ProgrammeRules {
  const { globalExcludedMovieIds, movieOrderIndex, playweekStartsOn } = site.configuration;
  return { globalExcludedMovieIds, movieOrderIndex, playweekStartsOn };
}

/** The theaters of the site, in the order of configuration.theaterIds (§3.5). */
export function siteTheaters(catalog: Catalog, site: SiteFile = getSiteFile()): Theater[] {
  return site.configuration.theaterIds.flatMap((id) => catalog.theaters.find((t) => t.id === id) ?? []);
}

/** The site's "today": the earliest of its theaters' local dates, so none loses the rest of its day. */
export function siteToday(catalog: Catalog, now = new Date()): string {
  return earliestLocalDate(
    now,
    siteTheaters(catalog).map((theater) => theater.timeZone),
  );
}

// §1 events, once per catalogue and day: the root layout asks on every page.
let eventsMemo: { catalog: Catalog; today: string; events: SiteEvent[] } | undefined;

/** The events a visitor can browse today (src/lib/catalog/events.ts). */
export function siteEventsOf(catalog: Catalog, site: SiteFile = getSiteFile()): SiteEvent[] {
  const today = siteToday(catalog);
  if (eventsMemo?.catalog !== catalog || eventsMemo.today !== today)
    eventsMemo = {
      catalog,
      today,
      events: siteEvents(catalog.events, programmeMovies(catalog, today, programmeRules(site))),
    };
  return eventsMemo.events;
}
