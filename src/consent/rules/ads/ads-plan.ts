import { adSlug } from '../../../lib/catalog/name-slug.ts';
import type { SiteFile } from '../../../lib/config/site-schema.ts';
import type { AdAudience, AdsDisplayMode } from './ads-constants.ts';
import { adSiteCode } from './ad-path.ts';
import { adAudienceOf, adTagOf, adTypeOf, adsModeOf, siteAdsDisplay } from './display-mode.ts';
import { parseSizeMapping, type SizeMappingLogger } from './size-mapping.ts';
import { adSlotsOf, configuredLocationNames, type AdSlotSpec } from './slots.ts';

// What a page needs to show ads, read on the server; the browser follows it and decides nothing more.

export interface AdsPlan {
  readonly mode: AdsDisplayMode | 'OTHER';
  readonly tag: 'wrapper' | 'ad-server';
  /** §7.11: the ad script, from the vendor (never through the script proxy). */
  readonly scriptUrl: string;
  readonly audience: AdAudience;
  readonly adType: string;
  readonly siteCode: string;
  readonly isSingleLocation: boolean;
  readonly circuitSlug: string;
  readonly site: { websiteId: string; domain: string; circuitId: string; circuitName: string };
  /** §4.15: a consent manager runs (ads then wait for consent). */
  readonly consentEnabled: boolean;
  readonly slots: readonly AdSlotSpec[];
}

function httpUrlOrNull(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password
      ? url.toString()
      : null;
  } catch {
    return null;
  }
}

/** §7.11: adsCustom.url, else the ad server's tag or the wrapper by country; null when neither is configured. */
export function adScriptUrl(input: {
  tag: 'wrapper' | 'ad-server';
  adsCustomUrl: string | undefined;
  adServerScriptUrl: string;
  networkBaseUrl: string | undefined;
  siteCode: string;
}): string | null {
  const custom = httpUrlOrNull(input.adsCustomUrl);
  if (custom) return custom;
  if (input.tag === 'ad-server') return httpUrlOrNull(input.adServerScriptUrl);
  if (!input.networkBaseUrl) return null;
  const base = input.networkBaseUrl.endsWith('/') ? input.networkBaseUrl : `${input.networkBaseUrl}/`;
  return new URL(`library/${input.siteCode}.js`, base).toString();
}

/** The site's ads, or null when it shows none (no mode, no slot, or no script to load them with). */
export function adsPlan(
  site: Pick<SiteFile, 'configuration' | 'settings'>,
  logger: SizeMappingLogger = { warn: () => {}, error: () => {} },
): AdsPlan | null {
  const { configuration, settings } = site;
  const adsDisplay = siteAdsDisplay(configuration.adsDisplay, settings.adsDisplay);
  const mode = adsModeOf(adsDisplay);
  const tag = adTagOf(adsDisplay);
  if (mode === null || tag === 'none') return null;
  const custom = settings.adsCustom;
  const customLocations = custom?.locations ?? [];
  const sizeMapping = parseSizeMapping(
    custom?.sizeMapping ?? '',
    configuredLocationNames(settings.adsLocation, customLocations),
    logger,
  );
  const slots = adSlotsOf({ mode, adsLocation: settings.adsLocation, customLocations, sizeMapping });
  if (slots.length === 0) return null;
  const siteCode = adSiteCode({
    mode,
    countryCode: configuration.country.code,
    adsCustomUrl: custom?.url ?? '',
    networkCode: custom?.networkCode,
  });
  const scriptUrl = adScriptUrl({
    tag,
    adsCustomUrl: custom?.url,
    adServerScriptUrl: configuration.ads.adServerScriptUrl,
    networkBaseUrl: configuration.ads.networkBaseUrl,
    siteCode,
  });
  if (!scriptUrl) return null;
  return {
    mode,
    tag,
    scriptUrl,
    audience: adAudienceOf(mode),
    adType: adTypeOf(mode),
    siteCode,
    isSingleLocation: configuration.isSingleLocation,
    circuitSlug: adSlug(settings.circuit.name),
    site: {
      websiteId: configuration.websiteId,
      domain: settings.domain,
      circuitId: settings.circuit.id,
      circuitName: settings.circuit.name,
    },
    consentEnabled: configuration.tracking.consentManager.enabled,
    slots,
  };
}

/** The plan as a <script type="application/json"> body: `<` escaped so no text can close the element. */
export function serializeAdsPlan(plan: AdsPlan): string {
  return JSON.stringify(plan).replace(/</g, '\\u003c');
}
