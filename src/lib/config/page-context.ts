import { TEMPLATE_NAME } from './constants.ts';
import type { SiteFile } from './site-schema.ts';

// §3.4 page context, built on the server; messages stay with next-intl.

export interface PageContext {
  circuitId: string;
  pagePath: string;
  /** Null on a circuit page that belongs to no theater. */
  theaterId: string | null;
  isSingleLocation: boolean;
  betaFeaturesEnabled: boolean;
  templateName: typeof TEMPLATE_NAME;
  intl: {
    locale: { short: string; long: string };
    country: { code: string; iso31661A2: string; iso31661A3: string };
  };
}

/** The context of one page; the theater is the page's own, else a single venue's one theater (§3.4, §4.14). */
export function buildPageContext(site: SiteFile, pagePath: string, theaterId?: string): PageContext {
  const { configuration } = site;
  return {
    circuitId: configuration.circuitId,
    pagePath,
    theaterId: theaterId ?? (configuration.isSingleLocation ? (configuration.theaterIds[0] ?? null) : null),
    isSingleLocation: configuration.isSingleLocation,
    betaFeaturesEnabled: configuration.betaFeaturesEnabled,
    templateName: TEMPLATE_NAME,
    intl: {
      locale: { short: configuration.locale.slice(0, 2), long: configuration.locale },
      country: { ...configuration.country },
    },
  };
}
