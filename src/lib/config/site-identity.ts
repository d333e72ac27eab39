import type { SiteFile } from './site-schema.ts';

// Where the site's two names go. §3.3 settings.name is the site's own: page titles, the header, the footer, the
// icon. §3.1 configuration.name is the venue's display name: the name the site goes by outside its pages, where
// link previews and browsers name it (og:site_name, application-name).

export interface SiteNames {
  /** §3.3: titles ("{page} · {name}"), header, footer, icon. */
  readonly title: string;
  /** §3.1: og:site_name and application-name. */
  readonly venue: string;
}

export function siteNamesOf(site: Pick<SiteFile, 'configuration' | 'settings'>): SiteNames {
  return { title: site.settings.name, venue: site.configuration.name };
}

/** The root layout's metadata of names (Next's Metadata fields), for every page. */
export function siteNameMetadata(site: Pick<SiteFile, 'configuration' | 'settings'>) {
  const names = siteNamesOf(site);
  return {
    title: { default: names.title, template: `%s · ${names.title}` },
    applicationName: names.venue,
    openGraph: { siteName: names.venue },
  };
}
