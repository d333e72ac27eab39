import type { AnalyticsInstance } from 'analytics';
import { registerAnalyticsSink } from '@/consent/runtime/analytics.ts';
import { ANALYTICS_COOKIE_PATTERN, DATA_LAYER_NAME } from '@/consent/rules/tracking-constants.ts';
import type { WebAnalyticsPluginConfig } from '@/consent/rules/web-analytics-config.ts';
import { tellConsentMode } from './consent-mode.ts';
import { eraseCookies } from '../runtime/consented-cookies.ts';
import { pageIsLeaving } from '../runtime/load-next-page-afresh.ts';
import { isScriptPresent } from '../runtime/load-script.ts';
import type { TrackingState } from '../runtime/tracking-state.ts';

// The one wrapper of the web-analytics tag (§7.11, §9.7): the `analytics` package with its GA4
// plugin, set up only once the visitor's consent allows it, with the settings of
// web-analytics-config.ts. Page views (§2.2) and outbound clicks (§2.3) reach it through the
// analytics facade's sink. Withdrawing consent disables the plugin, tells Google tags that
// analytics storage is denied and erases the analytics cookies (§4.12).

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
      // The plugin reads its script URL as a regular expression, which a URL with "?" never
      // matches: loaded means our script element is on the page and the data layer is there.
      loaded: () => isScriptPresent(config.customScriptSrc) && Array.isArray(page()[DATA_LAYER_NAME]),
      // Enabled again after a withdrawal: the tag is on the page already, only switch it back on
      // (through the methods kept at set-up: the package deletes `plugin.methods` once it has it).
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
      // Before the tag loads, and at each change once told (advertising refused or given while
      // analytics stays on included, or a withdrawal): consent-mode.ts.
      if (state.webAnalyticsEnabled || toldConsentMode) {
        tellConsentMode(state);
        toldConsentMode = true;
      }
      if (state.webAnalyticsEnabled && !active) {
        if (!instance) {
          const modules = await loadModules();
          // Withdrawn while the code loaded: setting the tag up would fetch gtag.js and configure
          // it. The withdrawal, queued behind this step, then has nothing to switch off.
          if (!latest().webAnalyticsEnabled) return;
          instance = setUp(modules);
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
        // Cookies an earlier page set under a consent that has since lapsed or been refused in
        // another tab: the tag never ran here, but nothing of it stays without consent. Not before
        // the manager is ready (the stored answer may still consent to them), and once per page:
        // a later evaluation here must not erase what a tab given consent since has just set.
        erasedWhileOff = true;
        eraseAnalyticsCookies();
      }
    },
  };
}

/** Erases `_ga` and `_ga_<id>`. */
export function eraseAnalyticsCookies(): void {
  eraseCookies(ANALYTICS_COOKIE_PATTERN);
}
