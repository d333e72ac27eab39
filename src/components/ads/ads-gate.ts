import { mayLoadAds } from '@/lib/ads/consent-gate.ts';
import type { AdsPlan } from '@/lib/ads/ads-plan.ts';
import { startTracking } from '@/components/tracking/tracking-start.ts';
import { readJsonElement } from '@/components/ui/json-element.ts';
import { ADS_PLAN_ELEMENT_ID } from './ads-elements.ts';
import type { AdsRuntime } from './ads-runtime.ts';

// Imported when the browser is idle (ads-start.ts): reads the page's ads plan, waits for consent
// (§4.15), then imports and starts the runtime.

/** §2.7's cadence: consent is read from the tracking runtime every 500 ms until it allows ads. */
const CONSENT_POLL_MS = 500;

async function consentAllowsAds(plan: AdsPlan): Promise<void> {
  if (!plan.consentEnabled) return;
  const tracking = await startTracking();
  await new Promise<void>((resolve) => {
    const check = () => {
      const consent = tracking?.state().consent.state ?? 'undecided';
      if (mayLoadAds({ consentEnabled: plan.consentEnabled, consent })) resolve();
      else setTimeout(check, CONSENT_POLL_MS);
    };
    check();
  });
}

/** The started runtime, or null when the page has no ads plan. */
export async function startAdsAfterConsent(): Promise<AdsRuntime | null> {
  const plan = readJsonElement<AdsPlan>(ADS_PLAN_ELEMENT_ID);
  if (!plan) return null;
  await consentAllowsAds(plan);
  const { startAds } = await import('./ads-runtime.ts');
  return startAds(plan);
}
