import { TRACKING_PLAN_ELEMENT_ID } from '@/lib/tracking/tracking-constants.ts';
import type { TrackingPlan } from '@/lib/tracking/tracking-plan.ts';
import type { TrackingRuntime } from './tracking-runtime.ts';

// The only tracking code in the first-load JavaScript: reads the plan and imports the runtime
// (a separate chunk) when the browser is idle, or at once when the visitor asks for the consent
// preferences (footer link).

/** Longest wait for an idle moment before starting anyway. */
const IDLE_TIMEOUT_MS = 2000;

let runtime: Promise<TrackingRuntime | null> | null = null;

function readPlan(): TrackingPlan | null {
  const element = document.getElementById(TRACKING_PLAN_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as TrackingPlan;
  } catch {
    return null;
  }
}

export function startTracking(): Promise<TrackingRuntime | null> {
  runtime ??= (async () => {
    const plan = readPlan();
    if (!plan) return null;
    const { startTracking: start } = await import('./tracking-runtime.ts');
    return start(plan);
  })().catch((error: unknown) => {
    console.warn('consent and tracking did not start', error);
    return null;
  });
  return runtime;
}

export function startTrackingWhenIdle(): void {
  if (runtime) return;
  // Safari has no requestIdleCallback: a timeout stands in.
  if (typeof window.requestIdleCallback !== 'function') {
    setTimeout(() => void startTracking(), 300);
    return;
  }
  requestIdleCallback(() => void startTracking(), { timeout: IDLE_TIMEOUT_MS });
}

/** §2.7 "Cookie preferences": opens the consent manager's preferences popup. */
export async function openConsentPreferences(): Promise<void> {
  const started = await startTracking();
  started?.showPreferences();
}
