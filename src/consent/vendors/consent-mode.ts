import { browserDataLayer } from '@/consent/rules/data-layer.ts';
import type { TrackingState } from '../runtime/tracking-state.ts';

// Google's consent mode, as every Google tag on the page reads it (the GA4 tag and the tag-manager
// containers share the data layer): one state for both wrappers, told before either tag loads
// ("default") and again at each change ("update"). Tracking can be enabled without the visitor's
// consent (§4.12, the enterprise rule), and analytics can be accepted with advertising refused, so
// the tags are told exactly what the visitor chose.

type Storage = 'granted' | 'denied';

/** The consent-mode fields for a tracking state. */
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

/**
 * Tells the page's Google tags the consent state, once per change: "default" the first time, before
 * any Google tag is loaded, "update" afterwards. Pushed the way gtag() does: an arguments object.
 */
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
