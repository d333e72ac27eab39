import { describe, expect, it } from 'vitest';
import { loadSiteFile } from '../../lib/config/load-site.ts';
import type { SiteFile } from '../../lib/config/site-schema.ts';
import {
  consentManagerOf,
  consentManagerOrigin,
  didomiLoaderUrl,
  proxiedScriptPath,
  proxyAllowlist,
  thirdPartyConnectOrigins,
  thirdPartyScriptOrigins,
  webtrackerUrl,
} from './third-party-scripts.ts';
import { testBuildFacts } from './test-product-ids.ts';

const paris = () => structuredClone(loadSiteFile('cinema-paris'));
const circuit = () => structuredClone(loadSiteFile('circuit-demo'));

describe('§7.11 third-party scripts of a configuration', () => {
  it('picks the consent manager: Didomi with a notice id, else the built-in one, or none when disabled (§2.7, §3.3)', () => {
    expect(consentManagerOf(paris())).toBe('cookieconsent');
    expect(consentManagerOf(circuit())).toBe('didomi');
    const disabled = circuit();
    disabled.configuration.tracking.consentManager.enabled = false;
    expect(consentManagerOf(disabled)).toBe('none');
    const noNotice = circuit();
    delete noNotice.settings.didomi;
    expect(consentManagerOf(noNotice)).toBe('cookieconsent');
  });

  it('§2.7 the consent manager origin opened early: Didomi’s SDK host, none for the built-in manager or none at all', () => {
    expect(consentManagerOrigin(circuit())).toBe('http://localhost:4010');
    const production = circuit();
    production.configuration.tracking.didomi!.sdkBaseUrl = 'https://sdk.privacy-center.org/';
    expect(consentManagerOrigin(production)).toBe('https://sdk.privacy-center.org');
    expect(consentManagerOrigin(paris())).toBeNull();
    const disabled = circuit();
    disabled.configuration.tracking.consentManager.enabled = false;
    expect(consentManagerOrigin(disabled)).toBeNull();
  });

  it('builds the vendor URLs from the configured base URLs', () => {
    expect(didomiLoaderUrl('https://sdk.privacy-center.org/', 'abc-123', 'Xy9')).toBe(
      'https://sdk.privacy-center.org/abc-123/loader.js?target_type=notice&target=Xy9',
    );
    expect(webtrackerUrl('https://tracker.example', 'cine-1')).toBe('https://tracker.example/webtracker/cine-1.api.js');
    expect(proxiedScriptPath('https://a.example/x.js?v=1&b=2')).toBe(
      '/__third-party-proxy?url=https%3A%2F%2Fa.example%2Fx.js%3Fv%3D1%26b%3D2',
    );
  });

  it('the CSP script origins are exactly those the configuration turns on', () => {
    // cinema-paris: built-in manager (first-party), Google tag stand-in; the webtracker goes through the proxy.
    expect(thirdPartyScriptOrigins(paris(), testBuildFacts())).toEqual(['http://localhost:4010']);
    const production = paris();
    production.configuration.tracking.googleTagBaseUrl = 'https://www.googletagmanager.com';
    production.configuration.tracking.marketingTracker!.host = 'https://tracker.cinema.example';
    production.configuration.tracking.marketingTracker!.loadThroughProxy = false;
    production.configuration.ads.networkBaseUrl = 'https://ads.cinema.example/';
    expect(thirdPartyScriptOrigins(production, testBuildFacts())).toEqual([
      'https://ads.cinema.example',
      'https://tracker.cinema.example',
      'https://www.googletagmanager.com',
    ]);
    // §4.15: a site without ads loads no ad script.
    production.settings.adsDisplay = false;
    expect(thirdPartyScriptOrigins(production, testBuildFacts())).toEqual([
      'https://tracker.cinema.example',
      'https://www.googletagmanager.com',
    ]);
    production.configuration.tracking.marketingTracker!.enabled = false;
    expect(thirdPartyScriptOrigins(production, testBuildFacts())).toEqual(['https://www.googletagmanager.com']);
  });

  it('leaves out the Google tag when analytics is disabled and no container can load (§9.7)', () => {
    const quiet: SiteFile = paris();
    quiet.settings.adsDisplay = false;
    quiet.settings.enableTargettTracking = false;
    quiet.configuration.tracking.marketingTracker = undefined;
    expect(thirdPartyScriptOrigins(quiet, testBuildFacts(true))).toEqual([]);
    // A site container alone does not count while analytics is off: it loads only with web analytics.
    expect(thirdPartyScriptOrigins(quiet, testBuildFacts(false))).toEqual(['http://localhost:4010']);
    quiet.settings.enableTargettTracking = true;
    expect(thirdPartyScriptOrigins(quiet, testBuildFacts(true))).toEqual(['http://localhost:4010']);
  });

  it('adds the Didomi SDK origin and the collection hosts of real vendors to connect-src', () => {
    const production = circuit();
    production.configuration.tracking.didomi!.sdkBaseUrl = 'https://sdk.privacy-center.org/';
    production.configuration.tracking.googleTagBaseUrl = 'https://www.googletagmanager.com';
    production.configuration.tracking.enterpriseAnalytics!.launchScriptUrl =
      'https://assets.adobedtm.com/x/launch.min.js';
    production.configuration.ads.networkBaseUrl = 'https://cdn.ads.example/';
    expect(thirdPartyScriptOrigins(production, testBuildFacts())).toEqual([
      'https://assets.adobedtm.com',
      'https://cdn.ads.example',
      'https://sdk.privacy-center.org',
      'https://www.googletagmanager.com',
    ]);
    expect(thirdPartyConnectOrigins(production, testBuildFacts())).toEqual([
      'https://*.analytics.google.com',
      'https://*.google-analytics.com',
      'https://api.privacy-center.org',
      'https://assets.adobedtm.com',
      'https://cdn.ads.example',
      'https://sdk.privacy-center.org',
      'https://www.googletagmanager.com',
    ]);
  });

  it('the proxy allowlist holds the full URLs of the proxied scripts only, never an ad script (§2.1)', () => {
    expect(proxyAllowlist(paris(), testBuildFacts())).toEqual(['http://localhost:4010/webtracker/grand-ecran.api.js']);
    expect(proxyAllowlist(circuit(), testBuildFacts())).toEqual([]);
    const adsAsTracker = paris();
    adsAsTracker.settings.adsCustom = {
      url: 'http://localhost:4010/webtracker/grand-ecran.api.js',
      locations: [],
      sizeMapping: '',
      networkCode: '',
    };
    expect(proxyAllowlist(adsAsTracker, testBuildFacts())).toEqual([]);
  });

  it('the page asks the proxy for a script exactly as the allowlist holds it, however the URL was configured (§2.1)', () => {
    const site = paris();
    site.configuration.tracking.marketingTracker!.host = 'http://LOCALHOST:4010';
    const [allowed] = proxyAllowlist(site, testBuildFacts());
    expect(allowed).toBe('http://localhost:4010/webtracker/grand-ecran.api.js');
    const path = proxiedScriptPath(webtrackerUrl('http://LOCALHOST:4010', 'grand-ecran'));
    expect(new URL(path, 'http://site.test').searchParams.get('url')).toBe(allowed);
  });
});
