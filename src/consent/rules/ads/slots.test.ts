import { describe, expect, it } from 'vitest';
import { parseSizeMapping } from './size-mapping.ts';
import { adSlotsOf, configuredLocationNames, customSlotId } from './slots.ts';

const quiet = { warn: () => {}, error: () => {} };

describe('§9.6 locations to slots', () => {
  it('gives each location its slot and prefixed element id, sizes mapped or "fluid", interstitial 1x1', () => {
    const mapping = parseSizeMapping(
      JSON.stringify({ header: { '0': [[320, 50]], '768': [[728, 90]] } }),
      ['header', 'footer', 'pulse', 'interstitial'],
      quiet,
    );
    const slots = adSlotsOf({
      mode: 'PROGRAMMATIC',
      adsLocation: ['PAGES_TOP', 'PAGES_BOTTOM', 'PULSE', 'INTERSTITIAL'],
      customLocations: [],
      sizeMapping: mapping,
    });
    expect(slots.map((slot) => [slot.kind, slot.elementId, slot.sizes, slot.outOfPage])).toEqual([
      [
        'header',
        'FNC_HeaderPromoContainer',
        [
          [728, 90],
          [320, 50],
        ],
        false,
      ],
      ['footer', 'FNC_FooterPromoContainer', ['fluid'], false],
      ['pulse', 'FNC_PulsePromoContainer', ['fluid'], false],
      ['interstitial', 'FNC_InterstitialContainer', [[1, 1]], true],
    ]);
  });

  it('names custom slots {key}CustomPromoContainer, and refuses keys that cannot be element ids', () => {
    expect(customSlotId('sidebar')).toBe('sidebarCustomPromoContainer');
    expect(customSlotId('a b"><script>')).toBeNull();
    const slots = adSlotsOf({
      mode: 'CUSTOM',
      adsLocation: [],
      customLocations: [{ key: 'sidebar' }, { key: 'sidebar' }, { key: '1bad' }],
      sizeMapping: { locations: { sidebar: [{ viewport: 0, sizes: [[300, 250]] }] }, customInterstitial: false },
    });
    expect(slots).toHaveLength(1);
    expect(slots[0]).toMatchObject({
      kind: 'custom',
      elementId: 'FNC_sidebarCustomPromoContainer',
      sizes: [[300, 250]],
    });
  });

  it('§2.6: in CUSTOM_WITHOUT_WRAPPER an "interstitial" mapping key makes the interstitial a custom (in-page) one', () => {
    const mapping = parseSizeMapping(JSON.stringify({ interstitial: { '0': [[1, 1]] } }), [], quiet);
    const custom = adSlotsOf({
      mode: 'CUSTOM_WITHOUT_WRAPPER',
      adsLocation: [],
      customLocations: [],
      sizeMapping: mapping,
    });
    expect(custom).toEqual([expect.objectContaining({ kind: 'interstitial', outOfPage: false, sizes: [[1, 1]] })]);
    // Other modes: the key alone shows nothing; INTERSTITIAL gives the out-of-page interstitial.
    expect(adSlotsOf({ mode: 'CAPTIVE', adsLocation: [], customLocations: [], sizeMapping: mapping })).toEqual([]);
    expect(
      adSlotsOf({
        mode: 'CUSTOM_WITHOUT_WRAPPER',
        adsLocation: ['INTERSTITIAL'],
        customLocations: [],
        sizeMapping: { locations: {}, customInterstitial: false },
      }),
    ).toEqual([expect.objectContaining({ kind: 'interstitial', outOfPage: true })]);
  });

  it('lists the configured location names the size mapping may use', () => {
    expect(configuredLocationNames(['PAGES_TOP', 'PULSE'], [{ key: 'sidebar' }, { key: 'no way' }])).toEqual([
      'header',
      'pulse',
      'sidebar',
    ]);
  });
});
