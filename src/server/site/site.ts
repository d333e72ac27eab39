import 'server-only';
import { createFileCatalogSource, catalogFilePath } from '@/lib/catalog/file-source.ts';
import type { ProgrammeRules } from '@/lib/catalog/queries.ts';
import type { Catalog, Theater } from '@/lib/catalog/types.ts';
import { localDateIn } from '@/lib/catalog/zoned-time.ts';
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

const catalogSource = createFileCatalogSource(catalogFilePath(SITE_NAME));
export function getCatalog(): Promise<Catalog> {
  return catalogSource.load();
}

export function programmeRules(site: SiteFile = getSiteFile()): ProgrammeRules {
  const { globalExcludedMovieIds, movieOrderIndex, playweekStartsOn } = site.configuration;
  return { globalExcludedMovieIds, movieOrderIndex, playweekStartsOn };
}

/** The theaters of the site, in the order of configuration.theaterIds (§3.5). */
export function siteTheaters(catalog: Catalog, site: SiteFile = getSiteFile()): Theater[] {
  return site.configuration.theaterIds.flatMap((id) => catalog.theaters.find((t) => t.id === id) ?? []);
}

/** Today in the site's first theater's time zone: playweeks and tags are counted from it. */
export function siteToday(catalog: Catalog, now = new Date()): string {
  return localDateIn(now, catalog.theaters[0]?.timeZone ?? 'UTC');
}
