import { adsPlan } from './ads/ads-plan.ts';
import type { SiteFile } from '../../lib/config/site-schema.ts';
import { siteAdsDisplay } from './ads/display-mode.ts';
import { isAdsDisplayOn, siteContainerIds } from './containers.ts';
import { productIdsOf, type ProductIds } from './product-ids.ts';
import { measurementIds } from './web-analytics-config.ts';

// The third-party scripts a configuration turns on (§2.1, §7.11): one reading serves the CSP, the proxy's
// allowlist and the wrappers, so that the three cannot disagree.

export const THIRD_PARTY_PROXY_PATH = '/__third-party-proxy';

export interface BuildFacts {
  readonly analyticsDisabled: boolean;
  readonly productIds: ProductIds;
}

/** The facts of this build's environment; a malformed product id throws an EnvError naming it. */
export function buildFactsOf(env: Readonly<Record<string, string | undefined>>): BuildFacts {
  return { analyticsDisabled: env.NEXT_PUBLIC_ANALYTICS_DISABLED === '1', productIds: productIdsOf(env) };
}

export type ConsentManagerKind = 'none' | 'cookieconsent' | 'didomi';

/** §2.7, §3.3: Didomi when the settings carry a notice id (and its key is configured), else the built-in manager. */
export function consentManagerOf(site: Pick<SiteFile, 'configuration' | 'settings'>): ConsentManagerKind {
  const { tracking } = site.configuration;
  if (!tracking.consentManager.enabled) return 'none';
  if (site.settings.didomi?.noticeId && tracking.didomi) return 'didomi';
  return 'cookieconsent';
}

export function didomiLoaderUrl(sdkBaseUrl: string, publicApiKey: string, noticeId: string): string {
  const base = sdkBaseUrl.endsWith('/') ? sdkBaseUrl : `${sdkBaseUrl}/`;
  const url = new URL(`${encodeURIComponent(publicApiKey)}/loader.js`, base);
  url.searchParams.set('target_type', 'notice');
  url.searchParams.set('target', noticeId);
  return url.toString();
}

export function webtrackerUrl(host: string, customerId: string): string {
  const base = host.endsWith('/') ? host : `${host}/`;
  return new URL(`webtracker/${encodeURIComponent(customerId)}.api.js`, base).toString();
}

export function proxiedScriptPath(url: string): string {
  // As the allowlist holds it: a configured "https://Assets.Example" is asked for as "https://assets.example/".
  return `${THIRD_PARTY_PROXY_PATH}?url=${encodeURIComponent(new URL(url).toString())}`;
}

export interface ThirdPartyScript {
  readonly id: 'consent-manager' | 'google-tag' | 'enterprise-analytics' | 'marketing-tracker' | 'ads';
  /** The vendor's URL (a base URL for the Google tag, whose scripts carry per-container queries). */
  readonly url: string;
  readonly throughProxy: boolean;
}

/** §2.7 Didomi's origin, for a preconnect: docs/decisions/0015-didomi-sdk-requested-early.md */
export function consentManagerOrigin(site: Pick<SiteFile, 'configuration' | 'settings'>): string | null {
  const { tracking } = site.configuration;
  if (consentManagerOf(site) !== 'didomi' || !tracking.didomi || !site.settings.didomi) return null;
  return new URL(
    didomiLoaderUrl(tracking.didomi.sdkBaseUrl, tracking.didomi.publicApiKey, site.settings.didomi.noticeId),
  ).origin;
}

/** Every third-party script the configuration turns on (the ad script is never proxied: its vendor forbids copies). */
export function thirdPartyScripts(
  site: Pick<SiteFile, 'configuration' | 'settings'>,
  facts: BuildFacts,
): ThirdPartyScript[] {
  const { tracking } = site.configuration;
  const scripts: ThirdPartyScript[] = [];
  if (consentManagerOf(site) === 'didomi' && tracking.didomi && site.settings.didomi) {
    scripts.push({
      id: 'consent-manager',
      url: didomiLoaderUrl(tracking.didomi.sdkBaseUrl, tracking.didomi.publicApiKey, site.settings.didomi.noticeId),
      throughProxy: false,
    });
  }
  const { productIds } = facts;
  const webAnalytics =
    !facts.analyticsDisabled &&
    measurementIds(productIds.analytics, site.configuration.trackers.googleAnalytics4).length > 0;
  const anyContainer =
    (productIds.adsContainer !== null &&
      isAdsDisplayOn(siteAdsDisplay(site.configuration.adsDisplay, site.settings.adsDisplay))) ||
    (productIds.targettContainer !== null && site.settings.enableTargettTracking) ||
    (!facts.analyticsDisabled && siteContainerIds(site.settings.trackers).length > 0);
  if (webAnalytics || anyContainer) {
    scripts.push({ id: 'google-tag', url: tracking.googleTagBaseUrl, throughProxy: false });
  }
  if (tracking.enterpriseAnalytics) {
    scripts.push({
      id: 'enterprise-analytics',
      url: tracking.enterpriseAnalytics.launchScriptUrl,
      throughProxy: tracking.enterpriseAnalytics.loadThroughProxy,
    });
  }
  const marketing = tracking.marketingTracker;
  if (marketing?.enabled) {
    scripts.push({
      id: 'marketing-tracker',
      url: webtrackerUrl(marketing.host, marketing.customerId),
      throughProxy: marketing.loadThroughProxy,
    });
  }
  const ads = adsPlan(site);
  if (ads) scripts.push({ id: 'ads', url: ads.scriptUrl, throughProxy: false });
  return scripts;
}

/** The script-src origins of the page's CSP: exactly those the configuration turns on, proxied ones aside (they are 'self'). */
export function thirdPartyScriptOrigins(
  site: Pick<SiteFile, 'configuration' | 'settings'>,
  facts: BuildFacts,
): string[] {
  const origins = thirdPartyScripts(site, facts)
    .filter((script) => !script.throughProxy)
    .map((script) => new URL(script.url).origin);
  return [...new Set(origins)].sort();
}

/** The connect-src origins: the scripts' own hosts (a proxied tracker still posts to its host), and Google's. */
export function thirdPartyConnectOrigins(
  site: Pick<SiteFile, 'configuration' | 'settings'>,
  facts: BuildFacts,
): string[] {
  const origins = thirdPartyScripts(site, facts).flatMap((script) => {
    const origin = new URL(script.url).origin;
    if (script.id === 'google-tag' && origin === 'https://www.googletagmanager.com') {
      return [origin, 'https://*.google-analytics.com', 'https://*.analytics.google.com'];
    }
    if (script.id === 'consent-manager' && origin === 'https://sdk.privacy-center.org') {
      return [origin, 'https://api.privacy-center.org'];
    }
    return [origin];
  });
  return [...new Set(origins)].sort();
}

/** §2.1: the proxy's allowlist: the full URLs (query included) of the scripts configured to load through it. */
export function proxyAllowlist(site: Pick<SiteFile, 'configuration' | 'settings'>, facts: BuildFacts): string[] {
  // Ad scripts are never proxied (their vendor forbids serving copies), whatever the configuration says.
  const adScript = site.settings.adsCustom?.url ?? '';
  return thirdPartyScripts(site, facts)
    .filter((script) => script.throughProxy && script.url !== adScript)
    .map((script) => new URL(script.url).toString());
}
