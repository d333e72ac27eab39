import { createDidomiAdapter } from '@/consent/vendors/didomi-adapter.ts';
import type { ConsentAdapter } from '@/consent/vendors/consent-adapter.ts';
import { TRACKING_PLAN_ELEMENT_ID } from '@/consent/rules/tracking-constants.ts';
import type { ConsentManagerPlan, TrackingPlan } from '@/consent/rules/tracking-plan.ts';
import { readJsonElement } from '@/components/browser/json-element.ts';

// Why the SDK is requested as soon as this chunk is in: docs/decisions/0015-didomi-sdk-requested-early.md

let pageAdapter: ConsentAdapter | null = null;

/** The page's Didomi adapter, made by whichever asks first: startDidomiEarly or the runtime. */
export function pageDidomiAdapter(
  plan: TrackingPlan,
  manager: Extract<ConsentManagerPlan, { kind: 'didomi' }>,
): ConsentAdapter {
  pageAdapter ??= createDidomiAdapter(plan, manager);
  return pageAdapter;
}

/** Starts loading the SDK when the plan names Didomi; the runtime, starting the same adapter, reports a failure. */
export function startDidomiEarly(): void {
  const plan = readJsonElement<TrackingPlan>(TRACKING_PLAN_ELEMENT_ID);
  if (plan?.consentManager.kind !== 'didomi') return;
  pageDidomiAdapter(plan, plan.consentManager)
    .start()
    .catch(() => undefined);
}
