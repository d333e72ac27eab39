import {
  AD_LOCATION_SLOTS,
  ADS_BRAND_PREFIX,
  CUSTOM_INTERSTITIAL_KEY,
  type AdSlotKind,
  type AdsDisplayMode,
  type AdsLocation,
} from './ads-constants.ts';
import { allSizes, type AdSize, type SizeMapping, type ViewportSizes } from './size-mapping.ts';

export interface AdSlotSpec {
  readonly kind: AdSlotKind;
  /** The size-mapping key of the slot: its kind, or the custom location's key. */
  readonly location: string;
  readonly elementId: string;
  /** §9.6: what the slot is defined with: 1x1 for the interstitial, the mapped sizes, or "fluid". */
  readonly sizes: readonly AdSize[];
  /** The size mapping by viewport (empty: the same sizes everywhere). */
  readonly viewports: readonly ViewportSizes[];
  /** §2.6: the interstitial, except CUSTOM_WITHOUT_WRAPPER's custom one, drawn in its own element. */
  readonly outOfPage: boolean;
}

/** Custom location keys become element ids: letters, digits, "-" and "_" only. */
const CUSTOM_KEY = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;

export function adElementId(slotId: string): string {
  return `${ADS_BRAND_PREFIX}_${slotId}`;
}

/** §9.6: the custom slot id {key}CustomPromoContainer; null for a key that cannot be an element id. */
export function customSlotId(key: string): string | null {
  return CUSTOM_KEY.test(key) ? `${key}CustomPromoContainer` : null;
}

/** The location names the size mapping may use (§5 "keys not among the configured locations are ignored"). */
export function configuredLocationNames(
  adsLocation: readonly AdsLocation[],
  customLocations: readonly { key: string }[],
): string[] {
  const names = [
    ...adsLocation.map((location) => AD_LOCATION_SLOTS[location].kind),
    ...customLocations.map((location) => location.key).filter((key) => customSlotId(key) !== null),
  ];
  return [...new Set(names)];
}

const INTERSTITIAL_SIZE: AdSize = [1, 1];

/** §2.6, §9.6: the slots of a configuration, in page order (header, custom, footer, pulse, interstitial). */
export function adSlotsOf(input: {
  mode: AdsDisplayMode | 'OTHER';
  adsLocation: readonly AdsLocation[];
  customLocations: readonly { key: string }[];
  sizeMapping: SizeMapping;
}): AdSlotSpec[] {
  const { mode, adsLocation, sizeMapping } = input;
  const has = (location: AdsLocation) => adsLocation.includes(location);
  const mapped = (location: string): AdSlotSpec => {
    const viewports = sizeMapping.locations[location] ?? [];
    const sizes = allSizes(viewports);
    return {
      kind: 'custom',
      location,
      elementId: '',
      sizes: sizes.length ? sizes : ['fluid'],
      viewports,
      outOfPage: false,
    };
  };
  const slots: AdSlotSpec[] = [];
  if (has('PAGES_TOP')) {
    slots.push({ ...mapped('header'), kind: 'header', elementId: adElementId(AD_LOCATION_SLOTS.PAGES_TOP.id) });
  }
  const customKeys = [...new Set(input.customLocations.map((location) => location.key))];
  for (const key of customKeys) {
    const id = customSlotId(key);
    if (id) slots.push({ ...mapped(key), elementId: adElementId(id) });
  }
  if (has('PAGES_BOTTOM')) {
    slots.push({ ...mapped('footer'), kind: 'footer', elementId: adElementId(AD_LOCATION_SLOTS.PAGES_BOTTOM.id) });
  }
  if (has('PULSE')) {
    slots.push({ ...mapped('pulse'), kind: 'pulse', elementId: adElementId(AD_LOCATION_SLOTS.PULSE.id) });
  }
  const customInterstitial = mode === 'CUSTOM_WITHOUT_WRAPPER' && sizeMapping.customInterstitial;
  if (has('INTERSTITIAL') || customInterstitial) {
    slots.push({
      kind: 'interstitial',
      location: CUSTOM_INTERSTITIAL_KEY,
      elementId: adElementId(AD_LOCATION_SLOTS.INTERSTITIAL.id),
      sizes: [INTERSTITIAL_SIZE],
      viewports: [],
      outOfPage: !customInterstitial,
    });
  }
  return slots;
}
