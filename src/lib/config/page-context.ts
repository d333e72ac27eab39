import { TEMPLATE_NAME } from './constants.ts';
import type { SiteFile } from './site-schema.ts';

// §3.4 page context: what every page knows about where it is. Built on the server, handed to the
// client through a provider; messages stay with next-intl (intl.messages is its catalogue).

export interface PageContext {
  circuitId: string;
  pagePath: string;
  theaterId: string;
  isSingleLocation: boolean;
  betaFeaturesEnabled: boolean;
  templateName: typeof TEMPLATE_NAME;
  intl: {
    locale: { short: string; long: string };
    country: { code: string; iso31661A2: string; iso31661A3: string };
  };
}

/** The context of one page; the theater is the page's own, else the site's first (§3.5). */
export function buildPageContext(site: SiteFile, pagePath: string, theaterId?: string): PageContext {
  const { configuration } = site;
  return {
    circuitId: configuration.circuitId,
    pagePath,
    theaterId: theaterId ?? configuration.theaterIds[0]!,
    isSingleLocation: configuration.isSingleLocation,
    betaFeaturesEnabled: configuration.betaFeaturesEnabled,
    templateName: TEMPLATE_NAME,
    intl: {
      locale: { short: configuration.locale.slice(0, 2), long: configuration.locale },
      country: { ...configuration.country },
    },
  };
}
