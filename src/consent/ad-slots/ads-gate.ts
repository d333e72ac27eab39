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

// Waits for consent (§4.15), then starts the runtime and tells it of later changes. The consent state is published
// by the tracking runtime, which ads never start: a visitor still asked loads no consent code for an ad slot.

const allowsAds = (plan: AdsPlan, { advertisingAllowed }: ConsentSnapshot) =>
  mayLoadAds({ consentEnabled: plan.consentEnabled, advertisingAllowed });

export async function startAdsAfterConsent(): Promise<AdsRuntime | null> {
  const plan = readJsonElement<AdsPlan>(ADS_PLAN_ELEMENT_ID);
  if (!plan) return null;
  await whenConsent((snapshot) => allowsAds(plan, snapshot));
  const { startAds } = await import('./ads-runtime.ts');
  // Asked again: consent may have gone while the chunk loaded, and startAds requests the vendor's script at once.
  await whenConsent((snapshot) => allowsAds(plan, snapshot));
  const runtime = await startAds(plan);
  // Consent withdrawn later (the footer's "Cookie preferences"), or already while the script loaded.
  const follow = () => runtime.consentChanged(allowsAds(plan, consentSnapshot()));
  subscribeConsent(follow);
  follow();
  return runtime;
}
