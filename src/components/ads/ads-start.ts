import { mayLoadAds } from '@/lib/ads/consent-gate.ts';
import type { AdsPlan } from '@/lib/ads/ads-plan.ts';
import { startTracking } from '@/components/tracking/tracking-start.ts';
import { ADS_PLAN_ELEMENT_ID } from './ads-elements.ts';
import type { AdsRuntime } from './ads-runtime.ts';

// The only ad code in the first-load JavaScript (and only on sites with ads, FINCHER_ADS): it
// waits for the browser to be idle, then for consent (§4.15: the ad script loads only after the
// visitor consents, or when consent is not enabled), and only then imports the runtime.

/** §2.7's cadence: consent is read from the tracking runtime every 500 ms until it allows ads. */
const CONSENT_POLL_MS = 500;
const IDLE_TIMEOUT_MS = 2000;

let runtime: Promise<AdsRuntime | null> | null = null;
let currentPath: string | null = null;

function readPlan(): AdsPlan | null {
  const element = document.getElementById(ADS_PLAN_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as AdsPlan;
  } catch {
    return null;
  }
}

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

function start(): void {
  runtime ??= (async () => {
    const plan = readPlan();
    if (!plan) return null;
    await consentAllowsAds(plan);
    const { startAds } = await import('./ads-runtime.ts');
    const started = await startAds(plan);
    if (currentPath) started.pathChanged(currentPath);
    return started;
  })().catch((error: unknown) => {
    console.warn('ads did not start', error);
    return null;
  });
}

export function startAdsWhenIdle(): void {
  if (runtime) return;
  if (typeof window.requestIdleCallback !== 'function') {
    setTimeout(start, 300);
    return;
  }
  requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
}

/** §4.15: every path change reaches the runtime (which debounces the set-up). */
export function adsPathChanged(path: string): void {
  currentPath = path;
  void runtime?.then((started) => started?.pathChanged(path));
}
