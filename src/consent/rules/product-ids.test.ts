import { describe, expect, it } from 'vitest';
import { EnvError } from '../../lib/config/env.ts';
import { loadSiteFile } from '../../lib/config/load-site.ts';
import { NO_PRODUCT_IDS, productIdsOf } from './product-ids.ts';
import { buildFactsOf, thirdPartyScriptOrigins } from './third-party-scripts.ts';

// §7.11, §9.7: the product's property and containers are the deployment's, read from its environment.

describe('product ids (§7.11, §9.7)', () => {
  it('reads the three ids from the environment, and none when unset or empty', () => {
    expect(
      productIdsOf({
        PRODUCT_ANALYTICS_ID: 'G-ACME1234',
        PRODUCT_ADS_CONTAINER_ID: 'GTM-ACMEADS',
        PRODUCT_TARGETT_CONTAINER_ID: 'GTM-ACMETGT',
      }),
    ).toEqual({ analytics: 'G-ACME1234', adsContainer: 'GTM-ACMEADS', targettContainer: 'GTM-ACMETGT' });
    expect(productIdsOf({})).toEqual(NO_PRODUCT_IDS);
    expect(productIdsOf({ PRODUCT_ANALYTICS_ID: '' })).toEqual(NO_PRODUCT_IDS);
  });

  it('refuses a malformed id, naming the variable', () => {
    expect(() => productIdsOf({ PRODUCT_ADS_CONTAINER_ID: 'G-NOTACONTAINER' })).toThrow(EnvError);
    expect(() => productIdsOf({ PRODUCT_ANALYTICS_ID: 'UA-1234-5' })).toThrow(/PRODUCT_ANALYTICS_ID: a web-analytics/);
  });

  it('loads no Google tag for a site without its own ids when the deployment sets none', () => {
    const site = structuredClone(loadSiteFile('cinema-paris'));
    site.configuration.trackers.googleAnalytics4 = undefined;
    site.settings.trackers = [];
    site.configuration.tracking.marketingTracker = undefined;
    site.settings.adsDisplay = 'CAPTIVE';
    site.configuration.ads.networkBaseUrl = 'https://ads.cinema.example/';
    // Ads on, Targett on, but no container of the product's to load them: only the ad script.
    expect(thirdPartyScriptOrigins(site, buildFactsOf({}))).toEqual(['https://ads.cinema.example']);
    expect(thirdPartyScriptOrigins(site, buildFactsOf({ PRODUCT_ADS_CONTAINER_ID: 'GTM-ACMEADS' }))).toContain(
      'http://localhost:4010',
    );
  });
});
