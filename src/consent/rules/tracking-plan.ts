import type { SiteFile } from '../../lib/config/site-schema.ts';
import type { ContainerSettings } from './containers.ts';
import type { PrivacyRegulation } from './tracking-constants.ts';
import { CONSENT_MANAGERS } from './tracking-constants.ts';
import {
  consentManagerOf,
  didomiLoaderUrl,
  proxiedScriptPath,
  webtrackerUrl,
  type BuildFacts,
} from './third-party-scripts.ts';
import { webAnalyticsPluginConfig, type WebAnalyticsPluginConfig } from './web-analytics-config.ts';
import { siteAdsDisplay } from './ads/display-mode.ts';

// What a page needs to run consent and tracking, read on the server; the browser only follows it.

export interface ConsentTexts {
  readonly bannerTitle: string;
  readonly bannerDescription: string;
  readonly acceptAll: string;
  readonly rejectAll: string;
  readonly managePreferences: string;
  readonly preferencesTitle: string;
  readonly savePreferences: string;
  readonly close: string;
  readonly necessaryTitle: string;
  readonly necessaryDescription: string;
  readonly analyticsTitle: string;
  readonly analyticsDescription: string;
  readonly advertisingTitle: string;
  readonly advertisingDescription: string;
  readonly privacyPolicy: string;
  /** §2.7 "Privacy management by {provider} - open in a new tab", already filled in. */
  readonly privacyImageAlt: string;
}

export type ConsentManagerPlan =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'cookieconsent';
      readonly revision: number;
      readonly regulation: PrivacyRegulation;
      readonly website: string;
    }
  | {
      readonly kind: 'didomi';
      readonly noticeId: string;
      readonly loaderUrl: string;
      readonly publicApiKey: string;
      readonly appName: string;
      /** Paths on the site's own origin, resolved in the browser. */
      readonly logoPath: string | null;
      readonly privacyPolicyPath: string;
      /** The publisher's `app.country`, never the visitor's: Didomi geolocates that, and the regulation follows. */
      readonly country: string;
    };

export interface TrackingPlan {
  readonly locale: string;
  readonly consentManager: ConsentManagerPlan;
  readonly gdprVendors: { readonly webAnalytics: readonly string[]; readonly enterpriseAnalytics: string | null };
  readonly containers: ContainerSettings;
  readonly googleTagBaseUrl: string;
  /** Null when the environment flag disables analytics for the build (§9.7), or there is no property to send to. */
  readonly webAnalytics: WebAnalyticsPluginConfig | null;
  readonly enterpriseAnalytics: { readonly scriptUrl: string; readonly dataLayerName: string } | null;
  readonly marketingTracker: { readonly scriptUrl: string } | null;
  readonly texts: ConsentTexts;
  readonly privacyPolicyPath: string;
}

export function trackingPlan(site: SiteFile, texts: ConsentTexts, facts: BuildFacts): TrackingPlan {
  const { configuration, settings } = site;
  const { tracking } = configuration;
  const privacyPolicyPath = `/${settings.privacyPolicyPage.slug}/`;
  const kind = consentManagerOf(site);
  const consentManager: ConsentManagerPlan =
    kind === 'didomi' && tracking.didomi && settings.didomi
      ? {
          kind,
          noticeId: settings.didomi.noticeId,
          loaderUrl: didomiLoaderUrl(
            tracking.didomi.sdkBaseUrl,
            tracking.didomi.publicApiKey,
            settings.didomi.noticeId,
          ),
          publicApiKey: tracking.didomi.publicApiKey,
          appName: settings.name,
          logoPath: settings.logo?.src ?? null,
          privacyPolicyPath,
          country: configuration.country.iso31661A2,
        }
      : kind === 'cookieconsent'
        ? {
            kind,
            revision: tracking.consentManager.revision,
            regulation: tracking.consentManager.regulation,
            website: CONSENT_MANAGERS.cookieconsent.website,
          }
        : { kind: 'none' };
  const enterprise = tracking.enterpriseAnalytics;
  const marketing = tracking.marketingTracker;
  const scriptUrl = (url: string, throughProxy: boolean) => (throughProxy ? proxiedScriptPath(url) : url);
  return {
    locale: configuration.locale,
    consentManager,
    gdprVendors: tracking.gdprVendors,
    containers: {
      adsDisplay: siteAdsDisplay(configuration.adsDisplay, settings.adsDisplay),
      enableTargettTracking: settings.enableTargettTracking,
      trackers: settings.trackers,
      productContainers: { ads: facts.productIds.adsContainer, targett: facts.productIds.targettContainer },
    },
    googleTagBaseUrl: tracking.googleTagBaseUrl,
    webAnalytics: facts.analyticsDisabled
      ? null
      : webAnalyticsPluginConfig({
          googleTagBaseUrl: tracking.googleTagBaseUrl,
          productMeasurementId: facts.productIds.analytics,
          siteMeasurementId: configuration.trackers.googleAnalytics4,
          siteId: settings.id,
        }),
    enterpriseAnalytics: enterprise
      ? {
          scriptUrl: scriptUrl(enterprise.launchScriptUrl, enterprise.loadThroughProxy),
          dataLayerName: enterprise.dataLayerName,
        }
      : null,
    marketingTracker: marketing?.enabled
      ? { scriptUrl: scriptUrl(webtrackerUrl(marketing.host, marketing.customerId), marketing.loadThroughProxy) }
      : null,
    texts,
    privacyPolicyPath,
  };
}

/** The plan as a <script type="application/json"> body: `<` escaped so no text in it can close the element. */
export function serializeTrackingPlan(plan: TrackingPlan): string {
  return JSON.stringify(plan).replace(/</g, '\\u003c');
}

export { TRACKING_PLAN_ELEMENT_ID } from './tracking-constants.ts';
