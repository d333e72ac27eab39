// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSiteFile } from '@/lib/config/load-site.ts';
import { CONSENT_POPUP_POLL_MS, TRACKING_PLAN_ELEMENT_ID } from '@/consent/rules/tracking-constants.ts';
import { trackingPlan, type ConsentTexts, type TrackingPlan } from '@/consent/rules/tracking-plan.ts';
import { testBuildFacts } from '@/consent/rules/test-product-ids.ts';
import type { DidomiSdk } from '@/consent/vendors/didomi-adapter.ts';

// §4.12 the tracking runtime and a consent manager started before it came (didomi-start.ts): the
// manager may have answered, and said so, before the runtime listened; the runtime still evaluates
// and publishes the state every consent-gated part of the page waits for.

/** circuit-demo's plan (Didomi, ccpa) with nothing third-party to load: only consent is at stake here. */
function quietPlan(): TrackingPlan {
  const plan = trackingPlan(
    loadSiteFile('circuit-demo'),
    { privacyImageAlt: 'alt' } as ConsentTexts,
    testBuildFacts(true),
  );
  return {
    ...plan,
    containers: { ...plan.containers, adsDisplay: false, enableTargettTracking: false, trackers: [] },
    enterpriseAnalytics: null,
    marketingTracker: null,
  };
}

/** A Didomi SDK under ccpa whose visitor has refused nothing. */
const ccpaSdk = {
  isConsentRequired: () => false,
  isRegulationApplied: (regulation: string) => regulation === 'ccpa',
  getRequiredVendorIds: () => ['google'],
  getUserConsentStatusForVendor: () => true,
  shouldConsentBeCollected: () => false,
  getUserStatus: () => ({ purposes: { consent: { disabled: [] } }, vendors: { consent: { disabled: [] } } }),
  preferences: { show: () => undefined, isVisible: () => false },
  notice: { isVisible: () => false },
} satisfies DidomiSdk;

beforeEach(() => {
  vi.resetModules();
  vi.stubEnv('FINCHER_CONSENT_MANAGER', 'didomi');
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = TRACKING_PLAN_ELEMENT_ID;
  element.textContent = JSON.stringify(quietPlan());
  document.body.append(element);
});

afterEach(() => {
  vi.unstubAllEnvs();
  document.head.replaceChildren();
  document.body.replaceChildren();
  const page = window as unknown as Record<string, unknown>;
  for (const key of ['didomiConfig', 'didomiEventListeners', 'didomiOnReady', 'Didomi']) delete page[key];
});

describe('§4.12 the runtime after a manager started early', () => {
  it('publishes the state of a manager that was ready before the runtime listened', async () => {
    const { startDidomiEarly } = await import('../vendors/didomi-start.ts');
    startDidomiEarly();
    // The SDK has come and answered before the runtime's chunk.
    const queue = (window as unknown as { didomiOnReady: ((sdk: DidomiSdk) => void)[] }).didomiOnReady;
    for (const callback of queue) callback(ccpaSdk);
    const { whenConsent } = await import('@/consent/runtime/consent-state.ts');
    const { preparePageTracking } = await import('./tracking-runtime.ts');
    const runtime = await (await preparePageTracking())?.start();
    expect(runtime?.state().consentManagerReady).toBe(true);
    const published = await Promise.race([
      whenConsent((snapshot) => snapshot.known),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 1000)),
    ]);
    expect(published).toMatchObject({ known: true, regulation: 'ccpa', consent: 'granted', trackingEnabled: true });
  });
});

describe('§4.12 a page shown again from the back-forward cache', () => {
  /** The runtime of circuit-demo's plan with Didomi ready (ccpa, nothing refused): tracking on. */
  async function startedRuntime() {
    const { startDidomiEarly } = await import('../vendors/didomi-start.ts');
    startDidomiEarly();
    const queue = (window as unknown as { didomiOnReady: ((sdk: DidomiSdk) => void)[] }).didomiOnReady;
    for (const callback of queue) callback(ccpaSdk);
    const { preparePageTracking } = await import('./tracking-runtime.ts');
    const runtime = await (await preparePageTracking())?.start();
    expect(runtime?.state().trackingEnabled).toBe(true);
    return runtime!;
  }
  const shownAgain = (persisted: boolean) => {
    const event = new Event('pageshow');
    Object.defineProperty(event, 'persisted', { value: persisted });
    window.dispatchEvent(event);
  };
  const putInCache = () => {
    const event = new Event('pagehide');
    Object.defineProperty(event, 'persisted', { value: true });
    window.dispatchEvent(event);
  };
  afterEach(() => {
    document.cookie = 'didomi_token=; max-age=0; path=/';
  });

  it('with Didomi’s stored answer changed meanwhile (by another page it heard nothing of): everything stops', async () => {
    document.cookie = 'didomi_token=answer-read-at-ready; path=/';
    const runtime = await startedRuntime();
    // Put in the cache, shown again with the same stored answer, or first shown: nothing changes.
    putInCache();
    shownAgain(true);
    shownAgain(false);
    expect(runtime.state().trackingEnabled).toBe(true);
    // Put in the cache again; another page withdrew meanwhile.
    putInCache();
    document.cookie = 'didomi_token=answer-changed-elsewhere; path=/';
    shownAgain(false);
    expect(runtime.state().trackingEnabled).toBe(true);
    shownAgain(true);
    expect(runtime.state()).toMatchObject({
      trackingEnabled: false,
      webAnalyticsEnabled: false,
      advertisingAllowed: false,
      consent: { state: 'denied' },
    });
  });
});

describe('§2.7 the alt text of the preferences popup’s footer logo', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is set as the manager says its popup shows, checked again only while it shows', async () => {
    // Only the repeated check is faked: what the runtime waits for before its first state is not.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let shown = false;
    const sdk: DidomiSdk = { ...ccpaSdk, preferences: { show: () => undefined, isVisible: () => shown } };
    const { startDidomiEarly } = await import('../vendors/didomi-start.ts');
    startDidomiEarly();
    const page = window as unknown as {
      didomiOnReady: ((sdk: DidomiSdk) => void)[];
      didomiEventListeners: { event: string; listener: () => void }[];
    };
    for (const callback of page.didomiOnReady) callback(sdk);
    /** What the SDK does with the listeners queued before it loaded. */
    const emit = (event: string) => {
      for (const entry of page.didomiEventListeners) if (entry.event === event) entry.listener();
    };
    const { preparePageTracking } = await import('./tracking-runtime.ts');
    await (await preparePageTracking())?.start();
    // No popup: nothing runs meanwhile.
    expect(vi.getTimerCount()).toBe(0);

    const popup = document.createElement('div');
    popup.id = 'didomi-popup';
    const drawLogo = () =>
      (popup.innerHTML = '<div class="didomi-popup-footer"><img src="/logo.svg" alt="Didomi"></div>');
    drawLogo();
    document.body.append(popup);
    shown = true;
    emit('preferences.shown');
    // At the manager's event, not at a later check.
    expect(popup.querySelector('img')?.alt).toBe('alt');
    // Another view of the popup draws the logo anew, which no event tells: the next check sees it.
    drawLogo();
    vi.advanceTimersByTime(CONSENT_POPUP_POLL_MS);
    expect(popup.querySelector('img')?.alt).toBe('alt');

    // The popup goes and the manager says so: nothing is left running.
    popup.remove();
    shown = false;
    emit('preferences.hidden');
    expect(vi.getTimerCount()).toBe(0);

    // Shown again, then gone without a word (the built-in manager started again closes it
    // silently): the check that finds it gone is the last.
    document.body.append(popup);
    shown = true;
    emit('preferences.shown');
    expect(vi.getTimerCount()).toBe(1);
    popup.remove();
    shown = false;
    vi.advanceTimersByTime(CONSENT_POPUP_POLL_MS);
    expect(vi.getTimerCount()).toBe(0);
  });
});
