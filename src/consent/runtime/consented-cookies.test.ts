// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { ADVERTISING_COOKIE_PATTERN } from '@/consent/rules/tracking-constants.ts';
import { advertisingCookiesFollower } from './consented-cookies.ts';
import { trackingStateWith } from './tracking-state-test-support.ts';

const names = () =>
  document.cookie
    .split('; ')
    .filter(Boolean)
    .map((part) => part.split('=')[0]);
const set = (...cookies: string[]) => cookies.forEach((name) => (document.cookie = `${name}=x; path=/`));

afterEach(() => {
  for (const name of names()) document.cookie = `${name}=; max-age=0; path=/`;
});

describe('§4.12, §4.15 the advertising cookies live only with consent to advertising', () => {
  it('names the ad server’s and the conversion linker’s cookies, and nothing of the site’s or of analytics', () => {
    for (const name of ['__gads', '__gpi', '__eoi', '_gcl_au', '_gcl_aw', '_gcl_dc', '_gac_UA-1234-1', '_gac_gb_G1']) {
      expect(ADVERTISING_COOKIE_PATTERN.test(name), name).toBe(true);
    }
    for (const name of ['_ga', '_ga_ABC', 'cc_cookie', 'didomi_token', 'selectedTheaterId', '__gads_x', 'x__gads']) {
      expect(ADVERTISING_COOKIE_PATTERN.test(name), name).toBe(false);
    }
  });

  it('withdrawn on this page: erased, the visitor’s other cookies kept', async () => {
    const follower = advertisingCookiesFollower();
    await follower.update(trackingStateWith({}));
    set('__gads', '__gpi', '_gcl_au', '_ga', 'selectedTheaterId');
    await follower.update(trackingStateWith({ advertisingAllowed: false, anyPurposeDenied: true }));
    expect(names()).toEqual(['_ga', 'selectedTheaterId']);
  });

  it('left from an earlier consent: erased once the manager is ready and says no, not before', async () => {
    set('__gads', '_gcl_au');
    const follower = advertisingCookiesFollower();
    await follower.update(trackingStateWith({ consentManagerReady: false, advertisingAllowed: false }));
    expect(names()).toEqual(['__gads', '_gcl_au']);
    const refused = trackingStateWith({ consent: { regulation: 'gdpr', state: 'denied' }, advertisingAllowed: false });
    await follower.update(refused);
    expect(names()).toEqual([]);
    // Once per page: what a tab given consent since has written is not erased by a later evaluation here.
    set('__gads');
    await follower.update(refused);
    expect(names()).toEqual(['__gads']);
  });

  it('allowed: nothing is erased', async () => {
    set('__gads');
    const follower = advertisingCookiesFollower();
    await follower.update(trackingStateWith({}));
    await follower.update(trackingStateWith({ webAnalyticsEnabled: false }));
    expect(names()).toEqual(['__gads']);
  });
});
