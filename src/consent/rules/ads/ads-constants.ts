/** §9.6: the fixed short brand prefix of ad element ids (followed by "_") and of the country site codes. */
export const ADS_BRAND_PREFIX = 'FNC';

/** §9.6 ad network ids: the default one, and France's. */
export const DEFAULT_AD_NETWORK_ID = '9518146';
export const FR_AD_NETWORK_ID = '120157152';

/** §4.15: set-up after a path change waits this long for the page to settle. */
export const AD_SETUP_DEBOUNCE_MS = 500;

export const ADS_DISPLAY_MODES = ['CAPTIVE', 'CUSTOM', 'CUSTOM_WITHOUT_WRAPPER', 'PROGRAMMATIC'] as const;
export type AdsDisplayMode = (typeof ADS_DISPLAY_MODES)[number];

export type AdsLocation = 'INTERSTITIAL' | 'PAGES_BOTTOM' | 'PAGES_TOP' | 'PULSE';

export type AdSlotKind = 'header' | 'footer' | 'interstitial' | 'pulse' | 'custom';

/** §9.6 locations to slots: adsLocation → slot kind and the slot id (before the brand prefix). */
export const AD_LOCATION_SLOTS: Readonly<Record<AdsLocation, { kind: Exclude<AdSlotKind, 'custom'>; id: string }>> = {
  INTERSTITIAL: { kind: 'interstitial', id: 'InterstitialContainer' },
  PAGES_TOP: { kind: 'header', id: 'HeaderPromoContainer' },
  PAGES_BOTTOM: { kind: 'footer', id: 'FooterPromoContainer' },
  PULSE: { kind: 'pulse', id: 'PulsePromoContainer' },
};

/** §9.6 "allads" / "restrictedads" and the matching adType targeting values. */
export type AdAudience = 'allads' | 'restrictedads';
export const AD_TYPE_BY_AUDIENCE: Readonly<Record<AdAudience, string>> = {
  restrictedads: 'captif-uniquement',
  allads: 'captif-et-hors-captif',
};

/** §2.6 the size-mapping key that turns on the custom interstitial (CUSTOM_WITHOUT_WRAPPER). */
export const CUSTOM_INTERSTITIAL_KEY = 'interstitial';

/** §8.3 the two size-mapping messages (logged, never shown). */
export const SIZE_MAPPING_ENTRY_WARNING = 'Invalid size mapping for ad location: {key}';
export const SIZE_MAPPING_PARSE_ERROR = 'Error parsing size mapping';
