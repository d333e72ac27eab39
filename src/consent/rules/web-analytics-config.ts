import { ANALYTICS_COOKIE_EXPIRES_S, DATA_LAYER_NAME } from './tracking-constants.ts';

// §7.11, §9.1, §9.7: the GA4 plugin's settings; pure, so that a test checks the exact values.

export interface WebAnalyticsPluginConfig {
  readonly measurementIds: string[];
  readonly dataLayerName: string;
  readonly customScriptSrc: string;
  readonly gtagConfig: {
    readonly anonymize_ip: true;
    readonly cookie_update: false;
    readonly cookie_expires: number;
    readonly send_page_view: false;
    /**
     * §3.3 settings.id, sent with every event: the product's property gathers every site of the deployment, and
     * tells them apart by it whatever their domains.
     */
    readonly site_id: string;
  };
}

/** The product's measurement id first (when the deployment has one), then the site's own (when it has one, and not the same). */
export function measurementIds(productMeasurementId: string | null, siteMeasurementId: string | undefined): string[] {
  return [...new Set([productMeasurementId, siteMeasurementId].filter((id): id is string => Boolean(id)))];
}

/** gtag/js from the configured base URL (the vendor's, or the sandbox stand-in), for the first id and our data layer. */
export function gtagScriptUrl(googleTagBaseUrl: string, ids: readonly [string, ...string[]]): string {
  const url = new URL('gtag/js', googleTagBaseUrl.endsWith('/') ? googleTagBaseUrl : `${googleTagBaseUrl}/`);
  url.searchParams.set('id', ids[0]);
  url.searchParams.set('l', DATA_LAYER_NAME);
  return url.toString();
}

export function containerScriptUrl(googleTagBaseUrl: string, containerId: string): string {
  const url = new URL('gtm.js', googleTagBaseUrl.endsWith('/') ? googleTagBaseUrl : `${googleTagBaseUrl}/`);
  url.searchParams.set('id', containerId);
  url.searchParams.set('l', DATA_LAYER_NAME);
  return url.toString();
}

/** Null when there is no property to send to: neither the product's nor the site's. */
export function webAnalyticsPluginConfig(input: {
  googleTagBaseUrl: string;
  productMeasurementId: string | null;
  siteMeasurementId: string | undefined;
  /** §3.3 settings.id. */
  siteId: string;
}): WebAnalyticsPluginConfig | null {
  const [first, ...rest] = measurementIds(input.productMeasurementId, input.siteMeasurementId);
  if (first === undefined) return null;
  const ids: [string, ...string[]] = [first, ...rest];
  return {
    measurementIds: ids,
    dataLayerName: DATA_LAYER_NAME,
    customScriptSrc: gtagScriptUrl(input.googleTagBaseUrl, ids),
    gtagConfig: {
      // Page views are sent by the §2.2 tracker on every route change, not by gtag on load.
      send_page_view: false,
      anonymize_ip: true,
      cookie_update: false,
      cookie_expires: ANALYTICS_COOKIE_EXPIRES_S,
      site_id: input.siteId,
    },
  };
}
