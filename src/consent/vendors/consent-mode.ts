import { browserDataLayer } from '@/consent/rules/data-layer.ts';
import type { TrackingState } from '../runtime/tracking-state.ts';

// Google's consent mode: tracking may run without consent (the enterprise rule), so tags are told the visitor's choice.

type Storage = 'granted' | 'denied';

export function consentModeChoice(state: TrackingState): Record<string, Storage> {
  const advertising: Storage = state.advertisingAllowed ? 'granted' : 'denied';
  return {
    analytics_storage: state.webAnalyticsEnabled ? 'granted' : 'denied',
    ad_storage: advertising,
    ad_user_data: advertising,
    ad_personalization: advertising,
  };
}

/** What was last told to each data layer (a new data layer is told its "default" first). */
const told = new WeakMap<unknown[], string>();

/** "default" before any Google tag loads, then "update" once per change; pushed as gtag() does, an arguments object. */
export function tellConsentMode(state: TrackingState): void {
  const dataLayer = browserDataLayer();
  if (!dataLayer) return;
  const choice = consentModeChoice(state);
  const signature = JSON.stringify(choice);
  const last = told.get(dataLayer);
  if (last === signature) return;
  told.set(dataLayer, signature);
  dataLayer.push(
    (function gtagArguments(..._args: unknown[]) {
      // eslint-disable-next-line prefer-rest-params
      return arguments;
    })('consent', last === undefined ? 'default' : 'update', choice),
  );
}
