import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_COOKIE_EXPIRES_S,
  ANALYTICS_PLUGIN_LOAD_LIMIT_MS,
  ANALYTICS_QUEUE_DRAIN_MS,
  CONSENT_POPUP_POLL_MS,
  DATA_LAYER_NAME,
  PRIVACY_REGULATIONS,
} from './tracking-constants.ts';
import { TEST_PRODUCT_IDS } from './test-product-ids.ts';
import { containerScriptUrl, gtagScriptUrl, measurementIds, webAnalyticsPluginConfig } from './web-analytics-config.ts';

describe('§9.1 and §9.7 tracking constants', () => {
  it('hold the values of the specification', () => {
    expect(ANALYTICS_QUEUE_DRAIN_MS).toBe(3000);
    expect(ANALYTICS_PLUGIN_LOAD_LIMIT_MS).toBe(10_000);
    expect(ANALYTICS_COOKIE_EXPIRES_S).toBe(34_164_000);
    // "about 395 days"
    expect(Math.round(ANALYTICS_COOKIE_EXPIRES_S / 86_400)).toBe(395);
    expect(CONSENT_POPUP_POLL_MS).toBe(500);
    expect(DATA_LAYER_NAME).toBe('dataLayer');
    expect(PRIVACY_REGULATIONS).toEqual(['gdpr', 'ccpa', 'cpra', 'cpa', 'ctdpa', 'vcdpa', 'tdpsa']);
  });
});

const PRODUCT = TEST_PRODUCT_IDS.analytics;

describe('§7.11 web-analytics tag settings', () => {
  it('the product measurement id plus the site’s own, IP anonymisation on, cookie update off', () => {
    expect(
      webAnalyticsPluginConfig({
        googleTagBaseUrl: 'https://www.googletagmanager.com',
        productMeasurementId: PRODUCT,
        siteMeasurementId: 'G-PARIS0001',
        siteId: 'site-paris',
      }),
    ).toEqual({
      measurementIds: [PRODUCT, 'G-PARIS0001'],
      dataLayerName: 'dataLayer',
      customScriptSrc: `https://www.googletagmanager.com/gtag/js?id=${PRODUCT}&l=dataLayer`,
      gtagConfig: {
        send_page_view: false,
        anonymize_ip: true,
        cookie_update: false,
        cookie_expires: 34_164_000,
        // §3.3 settings.id: the product's property tells the sites apart by it.
        site_id: 'site-paris',
      },
    });
  });

  it('a site without its own id sends to the product id only', () => {
    expect(measurementIds(PRODUCT, undefined)).toEqual([PRODUCT]);
    expect(measurementIds(PRODUCT, PRODUCT)).toEqual([PRODUCT]);
  });

  it('a deployment without a product id sends to the site’s own only, and loads no tag when neither is set', () => {
    expect(measurementIds(null, 'G-PARIS0001')).toEqual(['G-PARIS0001']);
    const base = { googleTagBaseUrl: 'https://www.googletagmanager.com', productMeasurementId: null, siteId: 's' };
    expect(webAnalyticsPluginConfig({ ...base, siteMeasurementId: 'G-PARIS0001' })?.customScriptSrc).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-PARIS0001&l=dataLayer',
    );
    expect(webAnalyticsPluginConfig({ ...base, siteMeasurementId: undefined })).toBeNull();
  });

  it('script URLs hang off the configured base URL, path kept', () => {
    expect(gtagScriptUrl('http://localhost:4010/googletagmanager', ['G-A'])).toBe(
      'http://localhost:4010/googletagmanager/gtag/js?id=G-A&l=dataLayer',
    );
    expect(containerScriptUrl('http://localhost:4010/googletagmanager/', 'GTM-X1')).toBe(
      'http://localhost:4010/googletagmanager/gtm.js?id=GTM-X1&l=dataLayer',
    );
  });
});
