import { describe, expect, it } from 'vitest';
import { isAdsDisplayOn, requiredContainers, siteContainerIds } from './containers.ts';
import { NO_PRODUCT_IDS } from './product-ids.ts';
import { TEST_PRODUCT_IDS } from './test-product-ids.ts';

const SITE = 'GTM-SITE001';
const { adsContainer: ADS, targettContainer: TARGETT } = TEST_PRODUCT_IDS;
const productContainers = { ads: ADS, targett: TARGETT };
const trackers = [{ type: 'google_tag_manager', token: SITE }];
const on = { trackingEnabled: true, webAnalyticsEnabled: true, advertisingAllowed: true };

describe('§9.7 tag-manager containers', () => {
  // One test per combination of the three settings, web analytics on.
  it.each<[string | boolean, boolean, boolean, string[]]>([
    [false, false, false, []],
    [false, false, true, [SITE]],
    [false, true, false, [TARGETT]],
    [false, true, true, [TARGETT, SITE]],
    ['CAPTIVE', false, false, [ADS]],
    ['CAPTIVE', false, true, [ADS, SITE]],
    [true, true, false, [ADS, TARGETT]],
    ['PROGRAMMATIC', true, true, [ADS, TARGETT, SITE]],
  ])('adsDisplay %s, targett %s, own token %s → %j', (adsDisplay, enableTargettTracking, withToken, expected) => {
    const settings = { adsDisplay, enableTargettTracking, trackers: withToken ? trackers : [], productContainers };
    expect(requiredContainers(settings, on)).toEqual(expected);
  });

  it("the site's own container only when web analytics is enabled", () => {
    const settings = { adsDisplay: 'CAPTIVE', enableTargettTracking: true, trackers, productContainers };
    expect(requiredContainers(settings, { ...on, webAnalyticsEnabled: false })).toEqual([ADS, TARGETT]);
  });

  it('the advertising and Targett containers only with consent to advertising (§4.15): analytics alone, or the enterprise rule, loads neither', () => {
    const settings = { adsDisplay: 'CAPTIVE', enableTargettTracking: true, trackers, productContainers };
    expect(requiredContainers(settings, { ...on, advertisingAllowed: false })).toEqual([SITE]);
    // Tracking enabled by the enterprise rule before any answer: no analytics, no advertising.
    const enterpriseOnly = { trackingEnabled: true, webAnalyticsEnabled: false, advertisingAllowed: false };
    expect(requiredContainers(settings, enterpriseOnly)).toEqual([]);
  });

  it('no container while tracking is disabled (§4.12)', () => {
    const settings = { adsDisplay: 'CAPTIVE', enableTargettTracking: true, trackers, productContainers };
    expect(requiredContainers(settings, { ...on, trackingEnabled: false })).toEqual([]);
  });

  it('loads no product container the deployment has not set, whatever the site asks (§9.7)', () => {
    const unset = { ads: NO_PRODUCT_IDS.adsContainer, targett: NO_PRODUCT_IDS.targettContainer };
    const settings = { adsDisplay: 'CAPTIVE', enableTargettTracking: true, trackers, productContainers: unset };
    expect(requiredContainers(settings, on)).toEqual([SITE]);
    expect(requiredContainers({ ...settings, productContainers: { ads: ADS, targett: null } }, on)).toEqual([
      ADS,
      SITE,
    ]);
  });

  it('reads adsDisplay as a boolean: any mode is on, "" and false are off', () => {
    expect(['CAPTIVE', 'CUSTOM', 'CUSTOM_WITHOUT_WRAPPER', 'PROGRAMMATIC', true].map(isAdsDisplayOn)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['', false, undefined].map(isAdsDisplayOn)).toEqual([false, false, false]);
  });

  it('takes only google_tag_manager trackers, each container once', () => {
    expect(
      siteContainerIds([
        { type: 'google_tag_manager', token: 'GTM-A' },
        { type: 'facebook_pixel', token: '123' },
        { type: 'google_tag_manager', token: 'GTM-A' },
        { type: 'google_tag_manager', token: ' GTM-B ' },
      ]),
    ).toEqual(['GTM-A', 'GTM-B']);
  });
});
