import { registerAnalyticsSink } from '@/consent/runtime/analytics.ts';
import { requiredContainers, type ContainerSettings } from '@/consent/rules/containers.ts';
import { browserDataLayer, pushToDataLayer } from '@/consent/rules/data-layer.ts';
import { containerScriptUrl } from '@/consent/rules/web-analytics-config.ts';
import { tellConsentMode } from './consent-mode.ts';
import { loadNextPageAfresh, pageIsLeaving } from '../runtime/load-next-page-afresh.ts';
import { loadScript } from '../runtime/load-script.ts';
import type { TrackingState } from '../runtime/tracking-state.ts';

// §9.7: exactly the containers requiredContainers() names, each once. One cannot be unloaded, so once one loses its
// consent the data layer gets nothing more and the next page loads afresh (docs/consent.md, withdrawal).

export interface TagManagerWrapper {
  update(state: TrackingState): Promise<void>;
}

export function tagManagerWrapper(
  settings: ContainerSettings,
  googleTagBaseUrl: string,
  endPage: () => void = loadNextPageAfresh,
): TagManagerWrapper {
  const loaded = new Set<string>();
  let removeSink: (() => void) | null = null;
  /** A loaded container lost its consent: this page's containers are done with. */
  let outdated = false;

  return {
    async update(state) {
      const wanted = requiredContainers(settings, state);
      // Before any container, and at each change while one is there (consent-mode.ts).
      if (loaded.size > 0 || wanted.length > 0) tellConsentMode(state);
      if (outdated) return;
      if ([...loaded].some((id) => !wanted.includes(id))) {
        outdated = true;
        removeSink?.();
        removeSink = null;
        endPage();
        return;
      }
      if (wanted.length > 0 && !removeSink) {
        removeSink = registerAnalyticsSink({
          name: 'tag-manager',
          // Back or forward on a page that has ended: the fresh page tells the containers.
          record: (record) => (pageIsLeaving() ? undefined : pushToDataLayer(record)),
        });
      } else if (wanted.length === 0 && removeSink) {
        removeSink();
        removeSink = null;
      }
      const missing = wanted.filter((id) => !loaded.has(id));
      if (missing.length === 0) return;
      const dataLayer = browserDataLayer();
      for (const id of missing) {
        loaded.add(id);
        // What the vendor's own snippet pushes before its container script.
        dataLayer?.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
        // Not waited for: a stalled container must not hold back the next consent change.
        loadScript(containerScriptUrl(googleTagBaseUrl, id)).catch(() => loaded.delete(id));
      }
    },
  };
}
