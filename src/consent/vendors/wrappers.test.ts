// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsentAdapter } from '@/consent/vendors/consent-adapter.ts';
import type { ConsentReading } from '@/consent/rules/regulation.ts';
import { TEST_PRODUCT_IDS } from '@/consent/rules/test-product-ids.ts';
import type { TrackingPlan } from '@/consent/rules/tracking-plan.ts';
import { webAnalyticsPluginConfig } from '@/consent/rules/web-analytics-config.ts';
import { enterpriseAnalyticsWrapper } from './enterprise-analytics.ts';
import { googleAnalyticsWrapper } from './google-analytics.ts';
import { marketingTrackerWrapper } from './marketing-tracker.ts';
import { tagManagerWrapper } from './tag-manager.ts';
import {
  capTrackingState,
  ceilingOf,
  consentSnapshotOf,
  lowerCeiling,
  readCeiling,
  trackingStateOf,
} from '../runtime/tracking-state.ts';
import { analytics } from '../runtime/analytics.ts';
import { trackingStateWith } from '../runtime/tracking-state-test-support.ts';

const ADS = TEST_PRODUCT_IDS.adsContainer;
const productContainers = { ads: ADS, targett: TEST_PRODUCT_IDS.targettContainer };

const analyticsInstancesMade = vi.hoisted(() => vi.fn());
vi.mock('analytics', async (importOriginal) => {
  const actual = await importOriginal<typeof import('analytics')>();
  return {
    ...actual,
    Analytics: (...args: Parameters<typeof actual.Analytics>) => {
      analyticsInstancesMade();
      return actual.Analytics(...args);
    },
  };
});

// The wrappers' own consent checks (§4.12, §7.11, §9.7, §3.15), with scripts never actually loaded
// (jsdom does not fetch them): what each wrapper puts on the page for a given state.

const plan = {
  gdprVendors: { webAnalytics: ['google'], enterpriseAnalytics: null },
  enterpriseAnalytics: null,
  webAnalytics: { measurementIds: ['G-P'] },
} as unknown as TrackingPlan;

function adapter(reading: ConsentReading, options: { ready?: boolean; denied?: boolean } = {}): ConsentAdapter {
  return {
    id: 'cookieconsent',
    noticeId: 'n',
    start: async () => {},
    ready: () => options.ready ?? true,
    reading: () => reading,
    anyPurposeDenied: () => options.denied ?? false,
    subscribe: () => () => {},
    showPreferences: () => {},
    subscribePreferences: () => () => {},
    preferencesVisible: () => false,
    preferencesLogo: () => null,
  };
}
const gdpr = (status: boolean | undefined): ConsentReading => ({
  appliedRegulations: ['gdpr'],
  doNotSell: false,
  gdpr: { consentRequired: true, requiredVendorIds: ['google'], vendorStatus: () => status },
});

afterEach(() => {
  document.head.innerHTML = '';
  for (const key of ['dataLayer', 'adobeDataLayer', 'webtrackerQueue'])
    delete (window as unknown as Record<string, unknown>)[key];
});

describe('tracking state (§4.12)', () => {
  it('follows the visitor’s answer, and waits for the manager to be ready', () => {
    expect(trackingStateOf(plan, adapter(gdpr(true)))).toMatchObject({
      trackingEnabled: true,
      webAnalyticsEnabled: true,
    });
    expect(trackingStateOf(plan, adapter(gdpr(false)))).toMatchObject({
      trackingEnabled: false,
      webAnalyticsEnabled: false,
    });
    expect(trackingStateOf(plan, adapter(gdpr(true), { ready: false }))).toMatchObject({ trackingEnabled: false });
  });

  it('§4.15 gdpr: analytics on, ads off while a vendor of the notice has no answer', () => {
    const vendorAdded: ConsentReading = {
      appliedRegulations: ['gdpr'],
      doNotSell: false,
      gdpr: {
        consentRequired: true,
        requiredVendorIds: ['google', 'c:ad-network'],
        vendorStatus: (id) => (id === 'google' ? true : undefined),
      },
    };
    expect(trackingStateOf(plan, adapter(vendorAdded))).toMatchObject({
      webAnalyticsEnabled: true,
      advertisingAllowed: false,
    });
    expect(trackingStateOf(plan, adapter(gdpr(true)))).toMatchObject({ advertisingAllowed: true });
  });

  it('no consent manager: tracking runs; the environment flag still keeps analytics off (§9.7)', () => {
    expect(trackingStateOf(plan, null)).toMatchObject({ trackingEnabled: true, webAnalyticsEnabled: true });
    expect(trackingStateOf({ ...plan, webAnalytics: null }, null)).toMatchObject({ webAnalyticsEnabled: false });
  });

  it('the enterprise rule enables tracking, but never analytics without consent', () => {
    const withEnterprise = { ...plan, enterpriseAnalytics: { scriptUrl: 'x', dataLayerName: 'adobeDataLayer' } };
    expect(trackingStateOf(withEnterprise, adapter(gdpr(false)))).toMatchObject({
      trackingEnabled: true,
      webAnalyticsEnabled: false,
    });
  });
});

describe('another tab’s answer (§4.12)', () => {
  const everything = trackingStateWith({});
  const analyticsOnly = trackingStateWith({ advertisingAllowed: false, anyPurposeDenied: true });
  const nothing = trackingStateWith({
    trackingEnabled: false,
    webAnalyticsEnabled: false,
    advertisingAllowed: false,
    anyPurposeDenied: true,
  });

  it('what it withdrew is withdrawn here; what it granted is not', () => {
    expect(ceilingOf(capTrackingState(everything, ceilingOf(analyticsOnly)))).toEqual(ceilingOf(analyticsOnly));
    expect(ceilingOf(capTrackingState(everything, ceilingOf(nothing)))).toEqual(ceilingOf(nothing));
    expect(ceilingOf(capTrackingState(nothing, ceilingOf(everything)))).toEqual(ceilingOf(nothing));
    // The evaluation the enterprise script is told follows the stricter answer; the regulation and
    // the manager stay this tab's.
    const refused = trackingStateWith({ ...nothing, consent: { regulation: 'ccpa', state: 'denied' } });
    expect(capTrackingState(everything, ceilingOf(refused)).consent).toEqual({ regulation: 'gdpr', state: 'denied' });
    expect(capTrackingState(refused, ceilingOf(everything)).consent.state).toBe('denied');
  });

  it('two withdrawals add up', () => {
    const noAnalytics = ceilingOf(trackingStateWith({ webAnalyticsEnabled: false }));
    expect(lowerCeiling(ceilingOf(analyticsOnly), noAnalytics)).toEqual({
      consent: 'granted',
      trackingEnabled: true,
      consentedTracking: true,
      webAnalyticsEnabled: false,
      advertisingAllowed: false,
      anyPurposeDenied: true,
    });
    expect(lowerCeiling(null, noAnalytics)).toEqual(noAnalytics);
  });

  it('reads only a well-formed message', () => {
    expect(readCeiling(ceilingOf(analyticsOnly))).toEqual(ceilingOf(analyticsOnly));
    expect(readCeiling({ ...ceilingOf(analyticsOnly), extra: 'x' })).toEqual(ceilingOf(analyticsOnly));
    for (const bad of [
      null,
      'x',
      1,
      {},
      { ...ceilingOf(everything), trackingEnabled: 'false' },
      { ...ceilingOf(everything), consent: 'yes' },
    ]) {
      expect(readCeiling(bad)).toBeNull();
    }
  });
});

describe('the consent snapshot published for code outside tracking (§4.12, §4.15)', () => {
  it('is unknown and allows nothing until the manager is ready', () => {
    expect(consentSnapshotOf(trackingStateOf(plan, adapter(gdpr(true), { ready: false })))).toEqual({
      known: false,
      consentManagerEnabled: true,
      consent: 'undecided',
      regulation: null,
      trackingEnabled: false,
      anyPurposeDenied: false,
      advertisingAllowed: false,
    });
  });

  it('allows ads on consent with no purpose refused, and on a site without a consent manager', () => {
    expect(consentSnapshotOf(trackingStateOf(plan, adapter(gdpr(true))))).toMatchObject({
      known: true,
      consent: 'granted',
      regulation: 'gdpr',
      advertisingAllowed: true,
    });
    expect(consentSnapshotOf(trackingStateOf(plan, adapter(gdpr(true), { denied: true })))).toMatchObject({
      consent: 'granted',
      trackingEnabled: true,
      anyPurposeDenied: true,
      advertisingAllowed: false,
    });
    expect(consentSnapshotOf(trackingStateOf(plan, adapter(gdpr(false))))).toMatchObject({
      consent: 'denied',
      advertisingAllowed: false,
    });
    expect(consentSnapshotOf(trackingStateOf(plan, null))).toMatchObject({
      known: true,
      consentManagerEnabled: false,
      advertisingAllowed: true,
    });
  });

  it('the enterprise rule enables tracking, never ads', () => {
    const withEnterprise = { ...plan, enterpriseAnalytics: { scriptUrl: 'x', dataLayerName: 'adobeDataLayer' } };
    expect(consentSnapshotOf(trackingStateOf(withEnterprise, adapter(gdpr(undefined))))).toMatchObject({
      consent: 'undecided',
      trackingEnabled: true,
      advertisingAllowed: false,
    });
  });
});

const state = trackingStateWith;
const scripts = () => [...document.querySelectorAll('script')].map((s) => s.src);

/** The tag-manager wrapper with an analytics facade of its own: no sink of an earlier test hears its records. */
async function isolatedTagManager() {
  vi.resetModules();
  const [{ tagManagerWrapper: wrapper }, { analytics }] = await Promise.all([
    import('./tag-manager.ts'),
    import('@/consent/runtime/analytics.ts'),
  ]);
  return { tagManagerWrapper: wrapper, analytics };
}

const gaConfig = () =>
  webAnalyticsPluginConfig({
    googleTagBaseUrl: 'http://ga.test',
    productMeasurementId: TEST_PRODUCT_IDS.analytics,
    siteMeasurementId: undefined,
    siteId: 'site-paris',
  })!;

/** A visitor's consent to web analytics, given then withdrawn. */
const analyticsAnswers = () => ({
  granted: trackingStateWith({}),
  withdrawn: trackingStateWith({ consent: { regulation: 'gdpr', state: 'denied' }, webAnalyticsEnabled: false }),
});

describe('wrappers', () => {
  it('tag manager: no container and no data layer while tracking is disabled; consent mode before containers', async () => {
    const wrapper = tagManagerWrapper(
      {
        adsDisplay: 'CAPTIVE',
        enableTargettTracking: false,
        trackers: [{ type: 'google_tag_manager', token: 'GTM-OWN' }],
        productContainers,
      },
      'http://gtm.test',
    );
    void wrapper.update(state({ trackingEnabled: false, consent: { regulation: 'gdpr', state: 'denied' } }));
    expect(scripts()).toEqual([]);
    expect('dataLayer' in window).toBe(false);
    // Analytics accepted, advertising refused: the site's container, not the advertising one.
    void wrapper.update(state({ anyPurposeDenied: true, advertisingAllowed: false }));
    expect(scripts()).toEqual(['http://gtm.test/gtm.js?id=GTM-OWN&l=dataLayer']);
    const layer = (window as unknown as { dataLayer: unknown[] }).dataLayer;
    expect([...(layer[0] as IArguments)]).toEqual([
      'consent',
      'default',
      { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    // Advertising accepted later: its container loads, and the tags are told.
    void wrapper.update(state({}));
    expect(scripts()).toContain(`http://gtm.test/gtm.js?id=${ADS}&l=dataLayer`);
    expect([...(layer.at(-2) as IArguments)]).toEqual([
      'consent',
      'update',
      { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
    ]);
  });

  it('§4.12 tag manager: a loaded container whose consent is withdrawn gets no more records, and the page ends at the next navigation', async () => {
    const { tagManagerWrapper, analytics } = await isolatedTagManager();
    let ended = 0;
    const wrapper = tagManagerWrapper(
      {
        adsDisplay: 'CAPTIVE',
        enableTargettTracking: false,
        trackers: [{ type: 'google_tag_manager', token: 'GTM-OWN' }],
        productContainers,
      },
      'http://gtm.test',
      () => (ended += 1),
    );
    await wrapper.update(state({}));
    const layer = (window as unknown as { dataLayer: unknown[] }).dataLayer;
    const pageViews = () => layer.filter((entry) => (entry as { event?: string }).event === 'page_view').length;
    analytics.trackPageView('/');
    expect(pageViews()).toBe(1);
    // Advertising withdrawn, analytics kept: the site's container is still wanted, but the
    // advertising one, loaded, reads the same data layer and cannot be unloaded.
    await wrapper.update(state({ anyPurposeDenied: true, advertisingAllowed: false }));
    expect(ended).toBe(1);
    analytics.trackEvent({ category: 'outbound', action: 'click', label: 'x' });
    analytics.trackPageView('/movies/');
    expect(pageViews()).toBe(1);
    await wrapper.update(state({}));
    expect(ended).toBe(1);
  });

  it('tag manager: a withdrawal that leaves every loaded container wanted ends nothing', async () => {
    const { tagManagerWrapper, analytics } = await isolatedTagManager();
    let ends = 0;
    const wrapper = tagManagerWrapper(
      {
        adsDisplay: false,
        enableTargettTracking: false,
        trackers: [{ type: 'google_tag_manager', token: 'GTM-OWN' }],
        productContainers,
      },
      'http://gtm.test',
      () => (ends += 1),
    );
    await wrapper.update(state({}));
    await wrapper.update(state({ anyPurposeDenied: true, advertisingAllowed: false }));
    analytics.trackPageView('/movies/');
    expect(ends).toBe(0);
    expect(
      (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.filter((e) => e.event === 'page_view'),
    ).toHaveLength(1);
  });

  it('§4.12 no wrapper waits for a vendor’s script, so a later withdrawal is never held behind a stalled one', async () => {
    // jsdom never loads a script: an update that waited for one would never end.
    const never = new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), 1000));
    const wrappers = [
      tagManagerWrapper(
        { adsDisplay: 'CAPTIVE', enableTargettTracking: false, trackers: [], productContainers },
        'http://stalled.test',
      ),
      enterpriseAnalyticsWrapper({ scriptUrl: 'http://stalled.test/launch.js', dataLayerName: 'adobeDataLayer' }),
      marketingTrackerWrapper({ scriptUrl: 'http://stalled.test/webtracker.js' }),
    ];
    for (const wrapper of wrappers) {
      await expect(Promise.race([wrapper.update(state({})).then(() => 'applied'), never])).resolves.toBe('applied');
    }
    expect(scripts()).toEqual([
      `http://stalled.test/gtm.js?id=${ADS}&l=dataLayer`,
      'http://stalled.test/launch.js',
      'http://stalled.test/webtracker.js',
    ]);
  });

  it('§4.12 web analytics: GA’s cookies left from an earlier consent are erased once the manager says analytics is off, not before', async () => {
    const cookies = () => document.cookie.split('; ').filter((part) => part.startsWith('_ga'));
    document.cookie = '_ga=GA1.1.111.222; path=/';
    document.cookie = '_ga_P=GS1.1.333; path=/';
    const wrapper = googleAnalyticsWrapper({ measurementIds: ['G-P'] } as never);
    // The manager has not read the stored answer yet: the cookies stay (they may still be consented to).
    await wrapper.update(trackingStateWith({ consentManagerReady: false, webAnalyticsEnabled: false }));
    expect(cookies()).toHaveLength(2);
    // An earlier consent that lapsed, then a refusal: nothing of GA's stays, though its tag never ran here.
    const refused = trackingStateWith({ consent: { regulation: 'gdpr', state: 'denied' }, webAnalyticsEnabled: false });
    await wrapper.update(refused);
    expect(cookies()).toEqual([]);
    // Once per page: what a tab given consent since has set is not erased by a later evaluation here.
    document.cookie = '_ga=GA1.1.444.555; path=/';
    await wrapper.update(refused);
    expect(cookies()).toEqual(['_ga=GA1.1.444.555']);
    document.cookie = '_ga=; max-age=0; path=/';
  });

  it('§4.12 web analytics: consent withdrawn while the tag’s code loaded: the tag is not set up, and Google is told “denied”', async () => {
    const config = gaConfig();
    const wrapper = googleAnalyticsWrapper(config);
    const { granted, withdrawn } = analyticsAnswers();
    await wrapper.update(granted, () => withdrawn);
    await wrapper.update(withdrawn, () => withdrawn);
    // Setting the tag up would fetch gtag.js and configure it (in a browser; not in jsdom).
    expect(analyticsInstancesMade).not.toHaveBeenCalled();
    const told = ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? []).map((entry) => [...entry]);
    expect(told.at(-1)).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'denied' })]);
    // Given again, and still given once the code is in: the tag is set up.
    await wrapper.update(granted, () => granted);
    expect(analyticsInstancesMade).toHaveBeenCalledTimes(1);
  });

  it('§4.12 web analytics: consent withdrawn after the tag was set up but before its first page view: none reaches it', async () => {
    const config = gaConfig();
    const { granted, withdrawn } = analyticsAnswers();
    // What the waiting records would hand to Google's tag, seen where the wrapper registers for them.
    const handedToGoogle: string[] = [];
    const register = vi.spyOn(analytics, 'registerSink').mockImplementation((sink) => {
      if (sink.name === 'google-analytics') handedToGoogle.push('/films');
      return () => {};
    });
    const sent = async (withdrawAfterSetUp: boolean) => {
      analyticsInstancesMade.mockClear();
      handedToGoogle.length = 0;
      const wrapper = googleAnalyticsWrapper(config);
      // The visitor withdraws once the library is set up, while its first page view waits for the next task.
      const latest = () => (withdrawAfterSetUp && analyticsInstancesMade.mock.calls.length > 0 ? withdrawn : granted);
      await wrapper.update(granted, latest);
      if (withdrawAfterSetUp) await wrapper.update(withdrawn, () => withdrawn);
      return [...handedToGoogle];
    };
    try {
      expect(await sent(true)).toEqual([]);
      expect(analyticsInstancesMade).toHaveBeenCalledTimes(1);
      // Consent kept: the waiting page view goes to Google's tag.
      expect(await sent(false)).toEqual(['/films']);
    } finally {
      register.mockRestore();
    }
  });

  it('enterprise analytics: the didomi-ready event with the consent state is in its data layer before the script', () => {
    const wrapper = enterpriseAnalyticsWrapper({
      scriptUrl: 'http://launch.test/l.js',
      dataLayerName: 'adobeDataLayer',
    });
    void wrapper.update(state({ trackingEnabled: false }));
    expect(scripts()).toEqual([]);
    void wrapper.update(state({ consent: { regulation: 'gdpr', state: 'undecided' } }));
    expect((window as unknown as { adobeDataLayer: unknown[] }).adobeDataLayer).toEqual([
      { event: 'didomi-ready', consent: 'undecided', regulation: 'gdpr' },
    ]);
    expect(scripts()).toEqual(['http://launch.test/l.js']);
  });

  it('marketing tracker: the hashed identity and TrackMemberLogin, only on consent with no purpose denied', async () => {
    const wrapper = marketingTrackerWrapper({ scriptUrl: 'http://tracker.test/webtracker/c.api.js' });
    void wrapper.update(state({ anyPurposeDenied: true }));
    await wrapper.memberSignedIn('100001', new Date('2026-11-23T09:30:00Z'));
    expect((window as unknown as { webtrackerQueue?: unknown[] }).webtrackerQueue).toBeUndefined();
    // Tracking enabled by the enterprise rule for a visitor who has not answered: nobody is named.
    void wrapper.update(state({ consent: { regulation: 'gdpr', state: 'undecided' } }));
    await wrapper.memberSignedIn('100001', new Date('2026-11-23T09:30:00Z'));
    expect((window as unknown as { webtrackerQueue?: unknown[] }).webtrackerQueue).toBeUndefined();
    void wrapper.update(state({}));
    await wrapper.memberSignedIn('100001', new Date('2026-11-23T09:30:00Z'));
    expect((window as unknown as { webtrackerQueue: unknown[] }).webtrackerQueue).toEqual([
      ['identify', { memberId: { id: createHash('sha256').update('100001').digest('hex'), hashed: true } }],
      ['track', 'TrackMemberLogin', { loginDateTime: '2026-11-23T09:30:00.000Z' }],
    ]);
  });

  it('marketing tracker: not loaded when only the enterprise rule enables tracking (a visitor who refused everything)', async () => {
    const wrapper = marketingTrackerWrapper({ scriptUrl: 'http://tracker.test/webtracker/enterprise-rule.api.js' });
    const refusedEverything = trackingStateOf(
      { ...plan, enterpriseAnalytics: { scriptUrl: 'http://launch.test/l.js', dataLayerName: 'adobeDataLayer' } },
      adapter(gdpr(false), { denied: true }),
    );
    expect(refusedEverything.trackingEnabled).toBe(true);
    await wrapper.update(refusedEverything);
    expect(scripts()).toEqual([]);
    await wrapper.update(state({}));
    expect(scripts()).toEqual(['http://tracker.test/webtracker/enterprise-rule.api.js']);
  });

  it('marketing tracker: a withdrawal before its script has run empties what was queued for it (§4.12)', async () => {
    const page = window as unknown as { webtrackerQueue?: unknown };
    const wrapper = marketingTrackerWrapper({ scriptUrl: 'http://tracker.test/webtracker/c.api.js' });
    void wrapper.update(state({}));
    await wrapper.memberSignedIn('100001', new Date('2026-11-23T09:30:00Z'));
    expect(page.webtrackerQueue).toHaveLength(2);
    // The same answer again (another consent event): the sign-in still waits for the script.
    void wrapper.update(state({}));
    expect(page.webtrackerQueue).toHaveLength(2);
    // Analytics still on, advertising refused: a purpose is denied, nobody may be named.
    void wrapper.update(state({ anyPurposeDenied: true }));
    expect(page.webtrackerQueue).toEqual([]);
    // A withdrawal while the member id is being hashed: nothing is queued after it.
    void wrapper.update(state({}));
    const signingIn = wrapper.memberSignedIn('100001', new Date('2026-11-23T09:30:00Z'));
    void wrapper.update(state({ anyPurposeDenied: true }));
    await signingIn;
    expect(page.webtrackerQueue).toEqual([]);
    // Once the script has run, its queue is its own (calls go straight through): left alone.
    const vendorQueue = { push: (call: unknown) => call };
    page.webtrackerQueue = vendorQueue;
    void wrapper.update(state({ anyPurposeDenied: true }));
    expect(page.webtrackerQueue).toBe(vendorQueue);
    expect(vendorQueue).not.toHaveProperty('length');
  });
});
