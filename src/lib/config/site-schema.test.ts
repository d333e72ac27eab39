import { describe, expect, it } from 'vitest';
import { listSites, loadSiteFile } from './load-site.ts';
import { parseSiteFile, SiteConfigError } from './site-schema.ts';

// The tests break arbitrary fields of a parsed JSON file on purpose, so the file is untyped here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const paris = () => structuredClone(loadSiteFile('cinema-paris')) as unknown as Record<string, any>;

describe('site configuration (§3.1, §3.3, §3.5)', () => {
  it('validates both demo sites', () => {
    expect(listSites()).toEqual(expect.arrayContaining(['cinema-paris', 'circuit-demo']));
    for (const site of listSites()) expect(() => loadSiteFile(site)).not.toThrow();
  });

  it('holds the §1 reference configuration for cinema-paris', () => {
    const { configuration, settings } = loadSiteFile('cinema-paris');
    expect(configuration.locale).toBe('fr-FR');
    expect(configuration.country).toEqual({ code: 'fr', iso31661A2: 'FR', iso31661A3: 'FRA' });
    expect(configuration.isSingleLocation).toBe(true);
    expect(configuration.relatedEntityType).toBe('Theater');
    expect(configuration.theaterIds).toHaveLength(1);
    expect(configuration.roundness).toEqual({ buttons: 'HIGH', content: 'MEDIUM' });
    expect(configuration.adsDisplay).toBe('CAPTIVE');
    expect(settings.loginPage.slug).toBeTruthy();
    expect(settings.privacyPolicyPage.slug).toBeTruthy();
  });

  it('describes a circuit of at least 8 theaters in two time zones for circuit-demo', () => {
    const site = loadSiteFile('circuit-demo');
    expect(site.configuration.isSingleLocation).toBe(false);
    expect(site.configuration.locale).toBe('en-US');
    expect(site.theaters.length).toBeGreaterThanOrEqual(8);
    expect(new Set(site.theaters.map((t) => t.timeZone)).size).toBe(2);
  });

  it('applies the §9.4 and §9.5 defaults when fields are absent', () => {
    const raw = paris();
    delete raw.configuration.locale;
    delete raw.configuration.country;
    delete raw.configuration.roundness;
    const site = parseSiteFile(raw, 'x.json');
    expect(site.configuration.locale).toBe('en-US');
    expect(site.configuration.country).toEqual({ code: 'us', iso31661A2: 'US', iso31661A3: 'USA' });
    expect(site.configuration.roundness).toEqual({ buttons: 'HIGH', content: 'MEDIUM' });
  });

  it('names the file, the field and what was expected', () => {
    const raw = paris();
    raw.configuration.theme.palette.primary = 'dark red';
    raw.theaters[0].timeZone = 'Mars/Olympus';
    const error = (() => {
      try {
        parseSiteFile(raw, 'content/sites/cinema-paris/site.json');
      } catch (e) {
        return e as SiteConfigError;
      }
    })();
    expect(error).toBeInstanceOf(SiteConfigError);
    expect(error!.message).toContain('content/sites/cinema-paris/site.json');
    expect(error!.message).toContain('configuration.theme.palette.primary: expected a hex colour');
    expect(error!.message).toContain('theaters.0.timeZone: expected an IANA time zone');
  });

  it('refuses a generic page on a §2.1 reserved segment', () => {
    const raw = paris();
    raw.pages.push({ slug: 'movies', title: 'Clash' });
    expect(() => parseSiteFile(raw, 'x.json')).toThrow(
      /pages\.3\.slug: expected a slug that is not a reserved segment/,
    );
  });

  it('refuses theater ids that are not declared and slugs of pages that do not exist', () => {
    const raw = paris();
    raw.configuration.theaterIds = ['9999'];
    raw.settings.loginPage.slug = 'nowhere';
    expect(() => parseSiteFile(raw, 'x.json')).toThrow(/configuration\.theaterIds\.0[\s\S]*settings\.loginPage\.slug/);
  });

  it('§3 refuses each loyalty mistake with the file, the field and what was expected', () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ provider: 'TAPPOS' }, /x\.json[\s\S]*settings\.loyalty\.provider: .*expected one of .*"TAPOS"/],
      [{ ticketingUrl: 'tickets.example.com' }, /settings\.loyalty\.ticketingUrl: expected an absolute http\(s\) URL/],
      [{ accessFromHeader: 'yes' }, /settings\.loyalty\.accessFromHeader: .*expected boolean/],
      [{ version: 2 }, /settings\.loyalty\.version: expected the API version 1 or 3/],
    ];
    for (const [loyalty, message] of cases) {
      const raw = paris();
      raw.settings.loyalty = { ...raw.settings.loyalty, ...loyalty };
      expect(() => parseSiteFile(raw, 'x.json')).toThrow(message);
    }
    const fine = paris();
    fine.settings.loyalty = { ...fine.settings.loyalty, ticketingUrl: '', vendorExtra: { any: 1 } };
    expect(parseSiteFile(fine, 'x.json').settings.loyalty.provider).toBe('RTS');
  });

  it('§3 refuses two theaters with one id or slug, and two pages with one slug', () => {
    const twoTheaters = paris();
    twoTheaters.theaters.push({ ...twoTheaters.theaters[0] });
    expect(() => parseSiteFile(twoTheaters, 'x.json')).toThrow(
      /theaters\.1\.id: expected a theater id used once only \("2001" is also entry 0\)[\s\S]*theaters\.1\.slug: expected a theater slug used once only/,
    );
    const twoPages = paris();
    twoPages.pages.push({ ...twoPages.pages[0] });
    expect(() => parseSiteFile(twoPages, 'x.json')).toThrow(/pages\.3\.slug: expected a page slug used once only/);
  });

  it('refuses an unknown site name with the list of known ones', () => {
    expect(() => loadSiteFile('nope')).toThrow(/known: .*cinema-paris/);
    expect(() => loadSiteFile('../etc')).toThrow(/SITE: expected a site folder name/);
  });
});

describe('§4.11 an RTS programme at build', () => {
  it('stops the build naming settings.loyalty.circuitId and cinemaId when they are missing', () => {
    const raw = paris();
    delete raw.settings.loyalty.circuitId;
    delete raw.settings.loyalty.cinemaId;
    expect(() => parseSiteFile(raw, 'site.json')).toThrow(
      /settings\.loyalty\.circuitId: expected .*\n.*settings\.loyalty\.cinemaId/,
    );
  });
});

describe('§3.3 adsCustom.networkCode at build', () => {
  it('is an ad network code of digits, or empty', () => {
    const raw = paris();
    raw.settings.adsCustom.networkCode = '4242';
    expect(parseSiteFile(raw, 'site.json').settings.adsCustom?.networkCode).toBe('4242');
    raw.settings.adsCustom.networkCode = 'my-network';
    expect(() => parseSiteFile(raw, 'site.json')).toThrow(
      /settings\.adsCustom\.networkCode: expected an ad network code/,
    );
  });
});
