import { describe, expect, it } from 'vitest';
import { loadSiteFile } from '../../../lib/config/load-site.ts';
import { adSlug } from '../../../lib/catalog/name-slug.ts';
import { adScriptUrl, adsPlan } from './ads-plan.ts';

const circuit = () => structuredClone(loadSiteFile('circuit-demo'));

describe('§7.11, §9.6 the ads plan of a configuration', () => {
  it('is null when adsDisplay is empty or no slot is configured (a site without ads ships none)', () => {
    const site = circuit();
    site.settings.adsDisplay = '';
    site.configuration.adsDisplay = '';
    expect(adsPlan(site)).toBeNull();
    const off = circuit();
    off.settings.adsDisplay = false;
    expect(adsPlan(off)).toBeNull();
    const noSlots = circuit();
    noSlots.settings.adsLocation = [];
    noSlots.settings.adsCustom = undefined;
    expect(adsPlan(noSlots)).toBeNull();
  });

  it('loads the wrapper from the network by country, or adsCustom.url; the ad-server tag in CUSTOM_WITHOUT_WRAPPER', () => {
    const base = { adServerScriptUrl: 'https://gpt.example/tag/js/gpt.js', networkBaseUrl: 'https://cdn.example/' };
    expect(adScriptUrl({ ...base, tag: 'wrapper', adsCustomUrl: '', siteCode: '9518146/FNCUS_WEB' })).toBe(
      'https://cdn.example/library/9518146/FNCUS_WEB.js',
    );
    expect(
      adScriptUrl({ ...base, tag: 'wrapper', adsCustomUrl: 'https://own.example/library/1/X.js', siteCode: '1/X' }),
    ).toBe('https://own.example/library/1/X.js');
    expect(adScriptUrl({ ...base, tag: 'ad-server', adsCustomUrl: '', siteCode: '1/X' })).toBe(
      'https://gpt.example/tag/js/gpt.js',
    );
    expect(
      adScriptUrl({
        ...base,
        networkBaseUrl: undefined,
        tag: 'wrapper',
        adsCustomUrl: 'javascript:alert(1)',
        siteCode: '1/X',
      }),
    ).toBeNull();
  });

  it('§7.11 carries the circuit segment of the ad path as a slug, made here (the browser has no slug library)', () => {
    const site = circuit();
    site.settings.circuit.name = 'Starlight Cinémas & Co';
    expect(adsPlan(site)?.circuitSlug).toBe('starlight-cinemas-et-co');
    expect(adSlug('Le Grand Écran')).toBe('le-grand-ecran');
  });

  it('§3.1, §3.3 takes the mode of the runtime settings, else of the built-in configuration', () => {
    const site = circuit();
    site.configuration.adsDisplay = 'CAPTIVE';
    site.settings.adsDisplay = '';
    expect(adsPlan(site)).toMatchObject({ mode: 'CAPTIVE', audience: 'restrictedads' });
    site.settings.adsDisplay = true;
    expect(adsPlan(site)).toMatchObject({ mode: 'CAPTIVE' });
    site.settings.adsDisplay = 'PROGRAMMATIC';
    expect(adsPlan(site)).toMatchObject({ mode: 'PROGRAMMATIC', audience: 'allads' });
  });

  it('gives CUSTOM its site code from adsCustom.url, allads and its adType', () => {
    const site = circuit();
    site.settings.adsDisplay = 'CUSTOM';
    site.settings.adsCustom = {
      locations: [{ key: 'inline' }],
      sizeMapping: JSON.stringify({ inline: { '0': [[300, 250]] } }),
      url: 'https://ads.example.com/library/777/STAR_WEB.js',
      networkCode: '',
    };
    const plan = adsPlan(site);
    expect(plan).toMatchObject({
      tag: 'wrapper',
      scriptUrl: 'https://ads.example.com/library/777/STAR_WEB.js',
      siteCode: '777/STAR_WEB',
      audience: 'allads',
      adType: 'captif-et-hors-captif',
    });
    expect(plan?.slots.map((slot) => slot.elementId)).toContain('FNC_inlineCustomPromoContainer');
  });

  it("§3.3 adsCustom.networkCode: the ad path and the wrapper are the site network's, not its country's", () => {
    const site = circuit();
    site.settings.adsCustom = { ...site.settings.adsCustom!, networkCode: '4242' };
    const plan = adsPlan(site);
    expect(plan?.siteCode).toBe('4242/FNCUS_WEB');
    expect(plan?.scriptUrl).toMatch(/\/library\/4242\/FNCUS_WEB\.js$/);
  });
});
