import { describe, expect, it } from 'vitest';
import { adAudienceOf, adTagOf, adTypeOf, adsModeOf, siteAdsDisplay } from './display-mode.ts';

describe('§9.6 display modes', () => {
  it.each([
    ['PROGRAMMATIC', 'allads', 'captif-et-hors-captif', 'wrapper'],
    ['CUSTOM', 'allads', 'captif-et-hors-captif', 'wrapper'],
    ['CAPTIVE', 'restrictedads', 'captif-uniquement', 'wrapper'],
    ['CUSTOM_WITHOUT_WRAPPER', 'restrictedads', 'captif-uniquement', 'ad-server'],
    ['SOMETHING_NEW', 'restrictedads', 'captif-uniquement', 'wrapper'],
  ])('%s → %s, adType %s, %s', (display, audience, adType, tag) => {
    const mode = adsModeOf(display);
    expect(mode).not.toBeNull();
    expect(adAudienceOf(mode!)).toBe(audience);
    expect(adTypeOf(mode!)).toBe(adType);
    expect(adTagOf(display)).toBe(tag);
  });

  it('uses no wrapper (and no ads) when adsDisplay is empty, or only the boolean reading', () => {
    expect(adsModeOf('')).toBeNull();
    expect(adTagOf('')).toBe('none');
    expect(adTagOf(true)).toBe('none');
    expect(adTagOf(undefined)).toBe('none');
  });
});

describe('§3.1, §3.3 the site adsDisplay from its two settings', () => {
  it('the runtime settings decide when they name a mode or say false', () => {
    expect(siteAdsDisplay('CAPTIVE', 'PROGRAMMATIC')).toBe('PROGRAMMATIC');
    expect(siteAdsDisplay('', 'CUSTOM')).toBe('CUSTOM');
    expect(siteAdsDisplay('CAPTIVE', false)).toBe(false);
  });

  it('the built-in configuration gives the mode when the runtime settings give none', () => {
    expect(siteAdsDisplay('CAPTIVE', '')).toBe('CAPTIVE');
    expect(siteAdsDisplay('CAPTIVE', true)).toBe('CAPTIVE');
    expect(siteAdsDisplay('', true)).toBe(true);
    expect(siteAdsDisplay('', '')).toBe('');
  });
});
