import { serializeTrackingPlan, TRACKING_PLAN_ELEMENT_ID, type TrackingPlan } from '@/consent/rules/tracking-plan.ts';

/** The tracking plan as JSON in the page (data, not code): read by tracking-runtime.ts, loaded after hydration. */
export function TrackingPlanScript({ plan }: { plan: TrackingPlan }) {
  return (
    <script
      id={TRACKING_PLAN_ELEMENT_ID}
      type="application/json"
      dangerouslySetInnerHTML={{ __html: serializeTrackingPlan(plan) }}
    />
  );
}
