import { describe, expect, it } from 'vitest';
import { adNetworkIdFor, adSiteCode, buildAdPath, countrySiteCodeFor, customSiteCodeOf } from './ad-path.ts';

describe('§9.6 networks and site codes', () => {
  it('uses network 120157152 and {prefix}FR_WEB for fr, 9518146 and {prefix}US_WEB otherwise', () => {
    expect(adNetworkIdFor('fr')).toBe('120157152');
    expect(adNetworkIdFor('FR')).toBe('120157152');
    expect(adNetworkIdFor('us')).toBe('9518146');
    expect(adNetworkIdFor('de')).toBe('9518146');
    expect(countrySiteCodeFor('fr')).toBe('FNCFR_WEB');
    expect(countrySiteCodeFor('us')).toBe('FNCUS_WEB');
    expect(adSiteCode({ mode: 'CAPTIVE', countryCode: 'fr', adsCustomUrl: '' })).toBe('120157152/FNCFR_WEB');
    expect(adSiteCode({ mode: 'PROGRAMMATIC', countryCode: 'us', adsCustomUrl: '' })).toBe('9518146/FNCUS_WEB');
  });
});

describe('§3.3 adsCustom.networkCode', () => {
  it('replaces the network id of the country when set, in every mode', () => {
    expect(adSiteCode({ mode: 'CAPTIVE', countryCode: 'fr', adsCustomUrl: '', networkCode: '4242' })).toBe(
      '4242/FNCFR_WEB',
    );
    expect(adSiteCode({ mode: 'PROGRAMMATIC', countryCode: 'us', adsCustomUrl: '', networkCode: '77' })).toBe(
      '77/FNCUS_WEB',
    );
    expect(
      adSiteCode({ mode: 'CUSTOM', countryCode: 'fr', adsCustomUrl: 'https://x.example/a.js', networkCode: '4242' }),
    ).toBe('4242/FNCFR_WEB');
  });

  it('leaves the country network when empty, and yields to the CUSTOM url code', () => {
    expect(adSiteCode({ mode: 'CAPTIVE', countryCode: 'fr', adsCustomUrl: '', networkCode: '' })).toBe(
      '120157152/FNCFR_WEB',
    );
    const url = 'https://ads.example.com/library/4242/MYCINEMA_WEB.js';
    expect(adSiteCode({ mode: 'CUSTOM', countryCode: 'us', adsCustomUrl: url, networkCode: '77' })).toBe(
      '4242/MYCINEMA_WEB',
    );
  });
});

describe('§7.11 CUSTOM site code from adsCustom.url', () => {
  it('takes the part after "library/" in CUSTOM mode only', () => {
    const url = 'https://ads.example.com/library/4242/MYCINEMA_WEB.js';
    expect(customSiteCodeOf(url)).toBe('4242/MYCINEMA_WEB');
    expect(customSiteCodeOf('https://ads.example.com/library/4242/MYCINEMA_WEB/?v=2')).toBe('4242/MYCINEMA_WEB');
    expect(adSiteCode({ mode: 'CUSTOM', countryCode: 'us', adsCustomUrl: url })).toBe('4242/MYCINEMA_WEB');
    expect(adSiteCode({ mode: 'PROGRAMMATIC', countryCode: 'us', adsCustomUrl: url })).toBe('9518146/FNCUS_WEB');
  });

  it('falls back to the network site code when the URL has no library segment', () => {
    expect(customSiteCodeOf('https://ads.example.com/tag.js')).toBeNull();
    expect(customSiteCodeOf('not a url')).toBeNull();
    expect(adSiteCode({ mode: 'CUSTOM', countryCode: 'fr', adsCustomUrl: 'https://x.example/a.js' })).toBe(
      '120157152/FNCFR_WEB',
    );
  });
});

describe('§7.11 ad page path', () => {
  it('is /{siteCode}/{audience}/{circuit-slug}/{theater-slug} on a circuit', () => {
    expect(
      buildAdPath({
        siteCode: '9518146/FNCUS_WEB',
        audience: 'allads',
        isSingleLocation: false,
        circuitSlug: 'starlight-cinemas',
        theaterSlug: 'starlight-union-square',
      }),
    ).toBe('/9518146/FNCUS_WEB/allads/starlight-cinemas/starlight-union-square');
  });

  it('leaves out the circuit segment on a single venue', () => {
    expect(
      buildAdPath({
        siteCode: '120157152/FNCFR_WEB',
        audience: 'restrictedads',
        isSingleLocation: true,
        circuitSlug: 'le-grand-ecran',
        theaterSlug: 'le-grand-ecran-paris',
      }),
    ).toBe('/120157152/FNCFR_WEB/restrictedads/le-grand-ecran-paris');
  });

  it('ends at the circuit when the page has no current theater', () => {
    expect(
      buildAdPath({
        siteCode: '9518146/FNCUS_WEB',
        audience: 'allads',
        isSingleLocation: false,
        circuitSlug: 'starlight-cinemas',
        theaterSlug: null,
      }),
    ).toBe('/9518146/FNCUS_WEB/allads/starlight-cinemas');
  });
});
