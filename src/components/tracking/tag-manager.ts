import { registerAnalyticsSink } from '@/lib/tracking/analytics.ts';
import { requiredContainers, type ContainerSettings } from '@/lib/tracking/containers.ts';
import { browserDataLayer, pushToDataLayer } from '@/lib/tracking/data-layer.ts';
import { containerScriptUrl } from '@/lib/tracking/web-analytics-config.ts';
import { loadScript } from './load-script.ts';
import type { TrackingState } from './tracking-state.ts';

// The one wrapper of the tag-manager containers (§9.7): it loads exactly the containers
// requiredContainers() names for the current state, each once, and only while tracking is enabled
// (§4.12). Loaded containers see the page's records in the data layer; a loaded container cannot
// be unloaded, so when tracking is disabled again it stops receiving them.

export interface TagManagerWrapper {
  update(state: TrackingState): Promise<void>;
}

/**
 * Google's consent mode, as the tags inside the containers read it: tracking can be enabled without
 * the visitor's consent (§4.12, an enterprise script with a ready manager), so the tags are told
 * what the visitor chose. Pushed the way gtag() does: an arguments object.
 */
function consentModeEntry(mode: 'default' | 'update', state: TrackingState): IArguments {
  const advertising = state.advertisingAllowed ? 'granted' : 'denied';
  const choice = {
    analytics_storage: state.webAnalyticsEnabled ? 'granted' : 'denied',
    ad_storage: advertising,
    ad_user_data: advertising,
    ad_personalization: advertising,
  };
  return (function gtagArguments(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    return arguments;
  })('consent', mode, choice);
}

export function tagManagerWrapper(settings: ContainerSettings, googleTagBaseUrl: string): TagManagerWrapper {
  const loaded = new Set<string>();
  let removeSink: (() => void) | null = null;
  let lastConsent: string | null = null;

  return {
    async update(state) {
      const wanted = requiredContainers(settings, state);
      if (loaded.size > 0 || wanted.length > 0) {
        const entry = consentModeEntry(loaded.size === 0 && lastConsent === null ? 'default' : 'update', state);
        const signature = JSON.stringify(entry[2]);
        if (signature !== lastConsent) {
          lastConsent = signature;
          browserDataLayer()?.push(entry);
        }
      }
      if (wanted.length > 0 && !removeSink) {
        removeSink = registerAnalyticsSink({ name: 'tag-manager', record: (record) => pushToDataLayer(record) });
      } else if (wanted.length === 0 && removeSink) {
        removeSink();
        removeSink = null;
      }
      const missing = wanted.filter((id) => !loaded.has(id));
      if (missing.length === 0) return;
      const dataLayer = browserDataLayer();
      await Promise.all(
        missing.map((id) => {
          loaded.add(id);
          // What the vendor's own snippet pushes before its container script.
          dataLayer?.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
          return loadScript(containerScriptUrl(googleTagBaseUrl, id)).catch(() => loaded.delete(id));
        }),
      );
    },
  };
}
