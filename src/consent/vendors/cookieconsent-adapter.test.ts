// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { loadSiteFile } from '@/lib/config/load-site.ts';
import { trackingPlan, type ConsentTexts } from '../rules/tracking-plan.ts';
import { testBuildFacts } from '@/consent/rules/test-product-ids.ts';

// §2.7 the built-in manager (vanilla-cookieconsent) says when its preferences popup shows and goes,
// so that the page acts on its popup (the footer logo's alt text) without watching for it.

/** Every text named after its key, the logo's alt text "alt". */
const TEXTS: ConsentTexts = {
  bannerTitle: 'bannerTitle',
  bannerDescription: 'bannerDescription',
  acceptAll: 'acceptAll',
  rejectAll: 'rejectAll',
  managePreferences: 'managePreferences',
  preferencesTitle: 'preferencesTitle',
  savePreferences: 'savePreferences',
  close: 'close',
  necessaryTitle: 'necessaryTitle',
  necessaryDescription: 'necessaryDescription',
  analyticsTitle: 'analyticsTitle',
  analyticsDescription: 'analyticsDescription',
  advertisingTitle: 'advertisingTitle',
  advertisingDescription: 'advertisingDescription',
  privacyPolicy: 'privacyPolicy',
  privacyImageAlt: 'alt',
};

afterEach(() => {
  document.cookie = 'cc_cookie=; max-age=0; path=/';
  document.body.replaceChildren();
});

describe('§2.7 the built-in manager’s preferences popup', () => {
  it('tells its preferences listeners as the popup shows and as it goes', async () => {
    const plan = trackingPlan(loadSiteFile('cinema-paris'), TEXTS, testBuildFacts(true));
    if (plan.consentManager.kind !== 'cookieconsent') throw new Error('cinema-paris runs the built-in manager');
    const { createCookieConsentAdapter } = await import('./cookieconsent-adapter.ts');
    const adapter = createCookieConsentAdapter(plan, plan.consentManager);
    await adapter.start();
    const seen: boolean[] = [];
    adapter.subscribePreferences(() => seen.push(adapter.preferencesVisible()));
    adapter.showPreferences();
    expect(seen).toEqual([true]);
    // Its footer logo is the adapter's own, drawn with its alt text.
    expect(adapter.preferencesLogo()?.alt).toBe('alt');
    const { hidePreferences } = await import('vanilla-cookieconsent');
    hidePreferences();
    expect(seen).toEqual([true, false]);
  });
});
