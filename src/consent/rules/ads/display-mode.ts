import { AD_TYPE_BY_AUDIENCE, ADS_DISPLAY_MODES, type AdAudience, type AdsDisplayMode } from './ads-constants.ts';

/**
 * §3.1, §3.3: the site's adsDisplay from its two settings. The runtime settings' (§3.3) decide when they say anything:
 * a mode, or false (no ads). True (the tag-manager rule's boolean) keeps the built-in configuration's mode (§3.1), or
 * stays true when it has none; "" leaves the configuration's value as it is.
 */
export function siteAdsDisplay(configuration: string, settings: string | boolean): string | boolean {
  if (typeof settings === 'string') return settings !== '' ? settings : configuration;
  if (!settings) return false;
  return configuration !== '' ? configuration : true;
}

/** §3.3: adsDisplay read as a mode; the boolean reading and "" are no mode. */
export function adsModeOf(adsDisplay: string | boolean | undefined): AdsDisplayMode | 'OTHER' | null {
  if (typeof adsDisplay !== 'string' || adsDisplay === '') return null;
  return (ADS_DISPLAY_MODES as readonly string[]).includes(adsDisplay) ? (adsDisplay as AdsDisplayMode) : 'OTHER';
}

/** §9.6: PROGRAMMATIC and CUSTOM give "allads"; any other mode gives "restrictedads". */
export function adAudienceOf(mode: AdsDisplayMode | 'OTHER'): AdAudience {
  return mode === 'PROGRAMMATIC' || mode === 'CUSTOM' ? 'allads' : 'restrictedads';
}

/** §9.6 adType targeting: "captif-uniquement" (restricted) or "captif-et-hors-captif" (all). */
export function adTypeOf(mode: AdsDisplayMode | 'OTHER'): string {
  return AD_TYPE_BY_AUDIENCE[adAudienceOf(mode)];
}

export type AdTag = 'wrapper' | 'ad-server' | 'none';

/** §9.6: CUSTOM_WITHOUT_WRAPPER uses the ad server's tag directly, other modes the wrapper; no mode, no tag. */
export function adTagOf(adsDisplay: string | boolean | undefined): AdTag {
  const mode = adsModeOf(adsDisplay);
  if (mode === null) return 'none';
  return mode === 'CUSTOM_WITHOUT_WRAPPER' ? 'ad-server' : 'wrapper';
}
