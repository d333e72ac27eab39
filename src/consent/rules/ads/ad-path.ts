import { ADS_BRAND_PREFIX, DEFAULT_AD_NETWORK_ID, FR_AD_NETWORK_ID, type AdAudience } from './ads-constants.ts';

// §7.11, §9.6: the ad page path, built in the browser from slugs made on the server (ads-plan.ts), so that the slug
// library's character table never reaches the browser.

const isFrance = (countryCode: string) => countryCode.trim().toLowerCase() === 'fr';

/** §9.6: 120157152 for country fr, 9518146 otherwise. */
export function adNetworkIdFor(countryCode: string): string {
  return isFrance(countryCode) ? FR_AD_NETWORK_ID : DEFAULT_AD_NETWORK_ID;
}

/** §9.6: {prefix}FR_WEB for fr, {prefix}US_WEB otherwise. */
export function countrySiteCodeFor(countryCode: string): string {
  return `${ADS_BRAND_PREFIX}${isFrance(countryCode) ? 'FR' : 'US'}_WEB`;
}

/** §7.11: adsCustom.url's path after "library/", without trailing slash or ".js"; null when there is none. */
export function customSiteCodeOf(adsCustomUrl: string): string | null {
  let path: string;
  try {
    path = new URL(adsCustomUrl).pathname;
  } catch {
    return null;
  }
  const at = path.indexOf('library/');
  if (at < 0) return null;
  const code = path
    .slice(at + 'library/'.length)
    .replace(/\/+$/, '')
    .replace(/\.js$/, '');
  return code && /^[A-Za-z0-9_/-]{1,200}$/.test(code) ? code : null;
}

/**
 * §7.11: {networkId}/{countrySiteCode}; in CUSTOM mode adsCustom.url's code, when it has one. §3.3 adsCustom.networkCode,
 * when set, is the network id: a cinema with its own ad-server account is not on the product's network of its country.
 */
export function adSiteCode(input: {
  mode: string;
  countryCode: string;
  adsCustomUrl: string;
  networkCode?: string | undefined;
}): string {
  if (input.mode === 'CUSTOM') {
    const custom = customSiteCodeOf(input.adsCustomUrl);
    if (custom) return custom;
  }
  const networkId = input.networkCode?.trim() || adNetworkIdFor(input.countryCode);
  return `${networkId}/${countrySiteCodeFor(input.countryCode)}`;
}

/** §7.11: /{siteCode}/{audience}/{circuit}/{theater}; no circuit on a single location, no theater without one. */
export function buildAdPath(input: {
  siteCode: string;
  audience: AdAudience;
  isSingleLocation: boolean;
  /** The circuit's name as a slug (adSlug, on the server). */
  circuitSlug: string;
  theaterSlug: string | null;
}): string {
  const segments = [
    input.siteCode,
    input.audience,
    ...(input.isSingleLocation ? [] : [input.circuitSlug]),
    ...(input.theaterSlug ? [input.theaterSlug] : []),
  ].filter(Boolean);
  return `/${segments.join('/')}`;
}
