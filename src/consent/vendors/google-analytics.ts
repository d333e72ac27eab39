import type { AnalyticsInstance } from 'analytics';
import { registerAnalyticsSink } from '@/consent/runtime/analytics.ts';
import { ANALYTICS_COOKIE_PATTERN, DATA_LAYER_NAME } from '@/consent/rules/tracking-constants.ts';
import type { WebAnalyticsPluginConfig } from '@/consent/rules/web-analytics-config.ts';
import { tellConsentMode } from './consent-mode.ts';
import { eraseCookies } from '../runtime/consented-cookies.ts';
import { pageIsLeaving } from '../runtime/load-next-page-afresh.ts';
import { isScriptPresent } from '../runtime/load-script.ts';
import { inNextTask } from '../runtime/next-task.ts';
import type { TrackingState } from '../runtime/tracking-state.ts';

// §7.11, §9.7: set up on consent; a withdrawal disables the plugin, tells Google tags and erases the cookies (§4.12).

type GtagWindow = { gtag?: (...args: unknown[]) => void } & Record<string, unknown>;
const page = () => window as unknown as GtagWindow;

export interface GoogleAnalyticsWrapper {
  update(state: TrackingState, latest?: () => TrackingState): Promise<void>;
}

const PLUGIN = 'google-analytics';

export function googleAnalyticsWrapper(config: WebAnalyticsPluginConfig): GoogleAnalyticsWrapper {
  let instance: AnalyticsInstance | null = null;
  let pluginMethods: { enable(): void; disable(): void } | null = null;
  let removeSink: (() => void) | null = null;
  let active = false;
  let toldConsentMode = false;
  let erasedWhileOff = false;

  const loadModules = () => Promise.all([import('analytics'), import('@analytics/google-analytics')]);

  function setUp([{ Analytics }, { default: googleAnalytics }]: Awaited<ReturnType<typeof loadModules>>) {
    const plugin = googleAnalytics({ ...config, gtagConfig: { ...config.gtagConfig } });
    pluginMethods = plugin.methods;
    const initialize = plugin.initialize.bind(plugin);
    let initialized = false;
    Object.assign(plugin, {
      // The plugin reads its script URL as a regular expression, which a URL with "?" never matches.
      loaded: () => isScriptPresent(config.customScriptSrc) && Array.isArray(page()[DATA_LAYER_NAME]),
      // Enabled again after a withdrawal: only switched back on (the package deletes `plugin.methods` once read).
      initialize: (args: unknown) => {
        if (initialized) return pluginMethods?.enable();
        initialized = true;
        return initialize(args);
      },
    });
    return Analytics({ app: 'fincher', plugins: [plugin] });
  }

  return {
    async update(state, latest = () => state) {
      // Before the tag loads, and at each change once told (consent-mode.ts).
      if (state.webAnalyticsEnabled || toldConsentMode) {
        tellConsentMode(state);
        toldConsentMode = true;
      }
      if (state.webAnalyticsEnabled && !active) {
        if (!instance) {
          const modules = await loadModules();
          // The library's setup and its first page view each in a task of their own, not in the chunk's evaluation.
          await inNextTask();
          // Withdrawn while the code loaded: setting the tag up would still fetch gtag.js.
          if (!latest().webAnalyticsEnabled) return;
          instance = setUp(modules);
          active = true;
          await inNextTask();
          // Withdrawn meanwhile: the next update, queued behind this one, switches it off before anything is sent.
          if (!latest().webAnalyticsEnabled) return;
        } else {
          await instance.plugins.enable(PLUGIN);
          pluginMethods?.enable();
        }
        active = true;
        const analytics = instance;
        removeSink = registerAnalyticsSink({
          name: PLUGIN,
          record(record) {
            // Back or forward on a page that has ended: the fresh page counts it.
            if (pageIsLeaving()) return;
            if (record.type === 'pageView') {
              void analytics.page({
                path: record.path,
                url: `${window.location.origin}${record.path}`,
                title: document.title,
              });
            } else {
              void analytics.track(record.event.action, {
                event_category: record.event.category,
                event_label: record.event.label,
              });
            }
          },
        });
      } else if (!state.webAnalyticsEnabled && active) {
        active = false;
        removeSink?.();
        removeSink = null;
        pluginMethods?.disable();
        await instance?.plugins.disable(PLUGIN);
        eraseAnalyticsCookies();
      } else if (!state.webAnalyticsEnabled && state.consentManagerReady && !erasedWhileOff) {
        // Cookies set under a consent since lapsed or refused elsewhere: erased once per page (consented-cookies.ts).
        erasedWhileOff = true;
        eraseAnalyticsCookies();
      }
    },
  };
}

export function eraseAnalyticsCookies(): void {
  eraseCookies(ANALYTICS_COOKIE_PATTERN);
}
