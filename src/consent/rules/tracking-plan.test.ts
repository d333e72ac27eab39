import { describe, expect, it } from 'vitest';
import { loadSiteFile } from '../../lib/config/load-site.ts';
import { serializeTrackingPlan, trackingPlan, type ConsentTexts } from './tracking-plan.ts';
import { TEST_PRODUCT_IDS, testBuildFacts } from './test-product-ids.ts';

const texts = { privacyImageAlt: 'alt' } as ConsentTexts;

describe('the page’s tracking plan (§2.7, §7.11, §9.7)', () => {
  it('cinema-paris: built-in manager (gdpr), webtracker through the proxy, no enterprise script', () => {
    const plan = trackingPlan(loadSiteFile('cinema-paris'), texts, testBuildFacts(false));
    expect(plan.consentManager).toEqual({
      kind: 'cookieconsent',
      revision: 1,
      regulation: 'gdpr',
      website: 'https://cookieconsent.orestbida.com/',
    });
    expect(plan.marketingTracker).toEqual({
      scriptUrl: '/__third-party-proxy?url=http%3A%2F%2Flocalhost%3A4010%2Fwebtracker%2Fgrand-ecran.api.js',
    });
    expect(plan.enterpriseAnalytics).toBeNull();
    expect(plan.webAnalytics?.measurementIds).toEqual([TEST_PRODUCT_IDS.analytics, 'G-PARIS0001']);
    // §3.3 settings.id goes with every event of the web-analytics tag.
    expect(plan.webAnalytics?.gtagConfig.site_id).toBe('site-paris');
    expect(plan.containers).toEqual({
      adsDisplay: 'CAPTIVE',
      enableTargettTracking: true,
      trackers: [{ type: 'google_tag_manager', token: 'GTM-PARIS01' }],
      productContainers: { ads: TEST_PRODUCT_IDS.adsContainer, targett: TEST_PRODUCT_IDS.targettContainer },
    });
  });

  it('circuit-demo: Didomi with what its loader receives (§7.11)', () => {
    const plan = trackingPlan(loadSiteFile('circuit-demo'), texts, testBuildFacts(false));
    expect(plan.consentManager).toEqual({
      kind: 'didomi',
      noticeId: 'starlight-notice',
      loaderUrl: 'http://localhost:4010/didomi/starlight-demo-key/loader.js?target_type=notice&target=starlight-notice',
      publicApiKey: 'starlight-demo-key',
      appName: 'Starlight Cinemas',
      logoPath: '/logo.svg',
      privacyPolicyPath: '/privacy-policy/',
      country: 'US',
    });
    expect(plan.enterpriseAnalytics).toEqual({
      scriptUrl: 'http://localhost:4010/launch/starlight/launch-prod.min.js',
      dataLayerName: 'adobeDataLayer',
    });
  });

  it('§3.1, §3.3, §9.7 the ads container follows the site adsDisplay of both readings', () => {
    const site = structuredClone(loadSiteFile('cinema-paris'));
    site.settings.adsDisplay = '';
    expect(trackingPlan(site, texts, testBuildFacts(false)).containers.adsDisplay).toBe('CAPTIVE');
    site.settings.adsDisplay = false;
    expect(trackingPlan(site, texts, testBuildFacts(false)).containers.adsDisplay).toBe(false);
  });

  it('the environment flag leaves web analytics out (§9.7)', () => {
    expect(trackingPlan(loadSiteFile('cinema-paris'), texts, testBuildFacts(true)).webAnalytics).toBeNull();
  });

  it('serialises without anything that could close its script element', () => {
    const site = structuredClone(loadSiteFile('cinema-paris'));
    site.settings.name = '</script><script>alert(1)</script>';
    const json = serializeTrackingPlan(
      trackingPlan(site, { ...texts, bannerTitle: '</script>' }, testBuildFacts(false)),
    );
    expect(json).not.toContain('<');
    expect(JSON.parse(json).texts.bannerTitle).toBe('</script>');
  });
});
