import type { MetadataRoute } from 'next';
import { programmeMovies } from '@/lib/catalog/queries.ts';
import { moviePath } from '@/lib/catalog/slug.ts';
import { EVENTS_PATH, eventPath } from '@/lib/catalog/events.ts';
import { PROGRAMME_TAG } from '@/lib/catalog/cache-tags.ts';
import { getCatalog, getSiteFile, programmeRules, siteEventsOf, siteToday, tagPage } from '@/server/site/site.ts';

export const revalidate = 3600;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = getSiteFile();
  const catalog = await getCatalog();
  await tagPage(PROGRAMME_TAG);
  const origin = `https://${site.settings.domain}`;
  const programme = programmeMovies(catalog, siteToday(catalog), programmeRules(site));
  const events = siteEventsOf(catalog, site);
  const paths = [
    '/',
    '/movies/',
    ...(site.configuration.isSingleLocation
      ? []
      : ['/theaters/', ...catalog.theaters.map((t) => `/theaters/${t.slug}/`)]),
    ...programme.map(moviePath),
    ...(events.length > 0 ? [EVENTS_PATH, ...events.map(eventPath)] : []),
    ...site.pages.filter((p) => p.slug !== site.settings.loginPage.slug).map((p) => `/${p.slug}/`),
  ];
  return paths.map((path) => ({ url: `${origin}${path}` }));
}
