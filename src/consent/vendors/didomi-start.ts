import { createDidomiAdapter } from '@/consent/vendors/didomi-adapter.ts';
import type { ConsentAdapter } from '@/consent/vendors/consent-adapter.ts';
import { TRACKING_PLAN_ELEMENT_ID } from '@/consent/rules/tracking-constants.ts';
import type { ConsentManagerPlan, TrackingPlan } from '@/consent/rules/tracking-plan.ts';
import { readJsonElement } from '@/components/browser/json-element.ts';

// Didomi draws its own notice once its SDK has come, and that notice is what a first visitor waits
// for. The SDK is therefore requested as soon as the adapter's code is in (tracking-start.ts asks
// for it once the page has hydrated, before the tracking runtime, which waits for the browser to be
// idle), not once the runtime's larger chunk has come and run. Both share the page's one adapter,
// and its SDK loads once.

let pageAdapter: ConsentAdapter | null = null;

/** The page's Didomi adapter, made by whichever asks first: startDidomiEarly or the runtime. */
export function pageDidomiAdapter(
  plan: TrackingPlan,
  manager: Extract<ConsentManagerPlan, { kind: 'didomi' }>,
): ConsentAdapter {
  pageAdapter ??= createDidomiAdapter(plan, manager);
  return pageAdapter;
}

/**
 * Starts loading the SDK now, when the page's plan names Didomi. A failure is the runtime's to
 * report: it starts the same adapter and gets the same answer.
 */
export function startDidomiEarly(): void {
  const plan = readJsonElement<TrackingPlan>(TRACKING_PLAN_ELEMENT_ID);
  if (plan?.consentManager.kind !== 'didomi') return;
  pageDidomiAdapter(plan, plan.consentManager)
    .start()
    .catch(() => undefined);
}
