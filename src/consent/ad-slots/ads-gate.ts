import { mayLoadAds } from '@/consent/rules/ads/consent-gate.ts';
import type { AdsPlan } from '@/consent/rules/ads/ads-plan.ts';
import {
  consentSnapshot,
  subscribeConsent,
  whenConsent,
  type ConsentSnapshot,
} from '@/consent/runtime/consent-state.ts';
import { readJsonElement } from '@/components/browser/json-element.ts';
import { ADS_PLAN_ELEMENT_ID } from './ads-elements.ts';
import type { AdsRuntime } from './ads-runtime.ts';

// Imported when the browser is idle (ads-start.ts): reads the page's ads plan, waits for consent
// (§4.15), then imports and starts the runtime, and tells it when that consent is withdrawn or
// given again (slots cleared, no ad asked for meanwhile). Consent is the page's consent state,
// which the tracking runtime publishes on every change; that runtime is started by the tracking
// loader (at idle, or at the visitor's answer to the built-in notice), never by ads: a visitor
// still asked loads no consent code because of an ad slot.

const allowsAds = (plan: AdsPlan, { advertisingAllowed }: ConsentSnapshot) =>
  mayLoadAds({ consentEnabled: plan.consentEnabled, advertisingAllowed });

/** The started runtime, or null when the page has no ads plan. */
export async function startAdsAfterConsent(): Promise<AdsRuntime | null> {
  const plan = readJsonElement<AdsPlan>(ADS_PLAN_ELEMENT_ID);
  if (!plan) return null;
  await whenConsent((snapshot) => allowsAds(plan, snapshot));
  const { startAds } = await import('./ads-runtime.ts');
  // Asked again after the import: the visitor may have refused while the runtime's chunk loaded
  // (a first ccpa visit allows ads at ready, with the notice still on screen). startAds asks for the
  // vendor's script at once, so nothing is fetched without consent.
  await whenConsent((snapshot) => allowsAds(plan, snapshot));
  const runtime = await startAds(plan);
  // Consent withdrawn later (the footer's "Cookie preferences"), or already while the script loaded.
  const follow = () => runtime.consentChanged(allowsAds(plan, consentSnapshot()));
  subscribeConsent(follow);
  follow();
  return runtime;
}
