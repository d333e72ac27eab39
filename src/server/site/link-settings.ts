import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Catalog } from '@/lib/catalog/types.ts';
import type { SiteFile } from '@/lib/config/site-schema.ts';
import type { LinkSettings } from '@/lib/links/link-settings.ts';
import { listedHostVerdicts, webHrefsIn } from '@/lib/links/public-suffix-check.ts';
import { siteDomainOf } from '@/lib/links/site-domain.ts';
import { prepareLink, type PreparedLink, type StaticLinkContext } from '@/lib/links/static-link.ts';
import { openStreetMapUrl } from '@/lib/theaters/map-link.ts';
import { ticketingLinkSettings } from '@/server/ticketing/ticketing-redirect-context.ts';
import { getCatalog, getSiteFile, siteTheaters } from './site.ts';

// §2.3 what every link needs to know, worked out on the server for the browser's Link and StaticLink.

// §5: the public suffix answers for every host in the site's own data, once per catalogue; pages load
// the list itself only for a host found elsewhere (a provider's answer).
const knownHostsByCatalog = new WeakMap<Catalog, Record<string, boolean>>();
function knownListedHosts(site: SiteFile, catalog: Catalog): Record<string, boolean> {
  let verdicts = knownHostsByCatalog.get(catalog);
  if (!verdicts) {
    verdicts = listedHostVerdicts([
      ...webHrefsIn([site.settings, site.pages]),
      ...webHrefsIn(catalog),
      ...siteTheaters(catalog, site).map(openStreetMapUrl),
    ]);
    knownHostsByCatalog.set(catalog, verdicts);
  }
  return verdicts;
}

/** The link settings of the site (plain data: the root layout passes them to the browser). */
export async function siteLinkSettings(): Promise<LinkSettings> {
  const site = getSiteFile();
  const { configuration, settings } = site;
  const t = await getTranslations('links');
  return {
    siteDomain: siteDomainOf(settings.domain),
    listedHosts: knownListedHosts(site, await getCatalog()),
    messages: { opensInNewWindow: t('opensInNewWindow') },
    configuredEmbeddingMode: configuration.embeddingMode ?? null,
    ...(configuration.actionLinkTargets ? { actionLinkTargets: configuration.actionLinkTargets } : {}),
    ticketing: ticketingLinkSettings(site),
  };
}

/** The same, as the context of staticAnchorOf: hosts not answered ahead are left to the browser. */
export async function staticLinkContext(): Promise<StaticLinkContext> {
  const settings = await siteLinkSettings();
  return {
    siteDomain: settings.siteDomain,
    isListedHost: (host) => settings.listedHosts?.[host],
    newWindowSuffix: settings.messages.opensInNewWindow,
    ...(settings.configuredEmbeddingMode ? { embeddingMode: settings.configuredEmbeddingMode } : {}),
    ...(settings.actionLinkTargets ? { actionLinkTargets: settings.actionLinkTargets } : {}),
    ticketing: settings.ticketing ?? null,
  };
}

/** Prepares the links of a list the browser redraws (showtimes) on a page of `pageTheaterId`'s theater. */
export async function linkPreparer(pageTheaterId: string | null): Promise<(href: string) => PreparedLink> {
  const context = { ...(await staticLinkContext()), pageTheaterId };
  return (href) => prepareLink(href, context);
}
