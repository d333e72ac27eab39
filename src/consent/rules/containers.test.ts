import { describe, expect, it } from 'vitest';
import { isAdsDisplayOn, requiredContainers, siteContainerIds } from './containers.ts';
import { ADS_CONTAINER_ID, TARGETT_CONTAINER_ID } from './tracking-constants.ts';

const SITE = 'GTM-SITE001';
const trackers = [{ type: 'google_tag_manager', token: SITE }];
const on = { trackingEnabled: true, webAnalyticsEnabled: true, advertisingAllowed: true };

describe('§9.7 tag-manager containers', () => {
  // One test per combination of the three settings, web analytics on.
  it.each<[string | boolean, boolean, boolean, string[]]>([
    [false, false, false, []],
    [false, false, true, [SITE]],
    [false, true, false, [TARGETT_CONTAINER_ID]],
    [false, true, true, [TARGETT_CONTAINER_ID, SITE]],
    ['CAPTIVE', false, false, [ADS_CONTAINER_ID]],
    ['CAPTIVE', false, true, [ADS_CONTAINER_ID, SITE]],
    [true, true, false, [ADS_CONTAINER_ID, TARGETT_CONTAINER_ID]],
    ['PROGRAMMATIC', true, true, [ADS_CONTAINER_ID, TARGETT_CONTAINER_ID, SITE]],
  ])('adsDisplay %s, targett %s, own token %s → %j', (adsDisplay, enableTargettTracking, withToken, expected) => {
    const settings = { adsDisplay, enableTargettTracking, trackers: withToken ? trackers : [] };
    expect(requiredContainers(settings, on)).toEqual(expected);
  });

  it("the site's own container only when web analytics is enabled", () => {
    const settings = { adsDisplay: 'CAPTIVE', enableTargettTracking: true, trackers };
    expect(requiredContainers(settings, { ...on, webAnalyticsEnabled: false })).toEqual([
      ADS_CONTAINER_ID,
      TARGETT_CONTAINER_ID,
    ]);
  });

  it('the advertising and Targett containers only with consent to advertising (§4.15): analytics alone, or the enterprise rule, loads neither', () => {
    const settings = { adsDisplay: 'CAPTIVE', enableTargettTracking: true, trackers };
    expect(requiredContainers(settings, { ...on, advertisingAllowed: false })).toEqual([SITE]);
    // Tracking enabled by the enterprise rule before any answer: no analytics, no advertising.
    const enterpriseOnly = { trackingEnabled: true, webAnalyticsEnabled: false, advertisingAllowed: false };
    expect(requiredContainers(settings, enterpriseOnly)).toEqual([]);
  });

  it('no container while tracking is disabled (§4.12)', () => {
    const settings = { adsDisplay: 'CAPTIVE', enableTargettTracking: true, trackers };
    expect(requiredContainers(settings, { ...on, trackingEnabled: false })).toEqual([]);
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
