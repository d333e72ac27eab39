import type { ConsentState } from '@/consent/rules/regulation.ts';
import { ENTERPRISE_READY_EVENT } from '@/consent/rules/tracking-constants.ts';
import { loadScript } from '../runtime/load-script.ts';
import type { TrackingState } from '../runtime/tracking-state.ts';

// §7.11: while tracking is enabled (§4.12), a 'didomi-ready' event with the consent state goes before the script.

export interface EnterpriseAnalyticsWrapper {
  update(state: TrackingState): Promise<void>;
}

export function enterpriseAnalyticsWrapper(config: {
  scriptUrl: string;
  dataLayerName: string;
}): EnterpriseAnalyticsWrapper {
  let lastState: ConsentState | null = null;
  let loading: Promise<void> | null = null;

  function dataLayer(): unknown[] {
    const holder = window as unknown as Record<string, unknown>;
    const existing = holder[config.dataLayerName];
    if (Array.isArray(existing)) return existing;
    const created: unknown[] = [];
    holder[config.dataLayerName] = created;
    return created;
  }

  return {
    async update(state) {
      if (!state.trackingEnabled) return;
      const consent = state.consent.state;
      if (!loading) {
        dataLayer().push({ event: ENTERPRISE_READY_EVENT, consent, regulation: state.consent.regulation });
        lastState = consent;
        // Not waited for: a stalled script must not hold back the next consent change.
        loading = loadScript(config.scriptUrl).catch(() => {
          loading = null;
        });
      } else if (consent !== lastState) {
        lastState = consent;
        dataLayer().push({ event: 'consent-changed', consent, regulation: state.consent.regulation });
      }
    },
  };
}
