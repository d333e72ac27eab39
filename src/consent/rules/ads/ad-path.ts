import { ADS_BRAND_PREFIX, DEFAULT_AD_NETWORK_ID, FR_AD_NETWORK_ID, type AdAudience } from './ads-constants.ts';

// §7.11, §9.6: the ad network, the site code and the ad page path (the ad unit path slots are defined with).
// The browser builds the path (the page's theater is known there): this module takes slugs made on
// the server (ads-plan.ts), so the slug library's character table never reaches the browser.

const isFrance = (countryCode: string) => countryCode.trim().toLowerCase() === 'fr';

/** §9.6: 120157152 for country fr, 9518146 otherwise. */
export function adNetworkIdFor(countryCode: string): string {
  return isFrance(countryCode) ? FR_AD_NETWORK_ID : DEFAULT_AD_NETWORK_ID;
}

/** §9.6: {prefix}FR_WEB for fr, {prefix}US_WEB otherwise. */
export function countrySiteCodeFor(countryCode: string): string {
  return `${ADS_BRAND_PREFIX}${isFrance(countryCode) ? 'FR' : 'US'}_WEB`;
}

/**
 * §7.11: the part of adsCustom.url after "library/" (its path only: no query or fragment, no
 * trailing slash, and no ".js" ending when the URL names the script file). Null when the URL has no
 * "library/" segment or nothing after it.
 */
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
 * §7.11: siteCode is {networkId}/{countrySiteCode}; in CUSTOM mode it is the part of adsCustom.url
 * after "library/" (falling back to the network's when that URL has none).
 */
export function adSiteCode(input: { mode: string; countryCode: string; adsCustomUrl: string }): string {
  if (input.mode === 'CUSTOM') {
    const custom = customSiteCodeOf(input.adsCustomUrl);
    if (custom) return custom;
  }
  return `${adNetworkIdFor(input.countryCode)}/${countrySiteCodeFor(input.countryCode)}`;
}

/**
 * §7.11: /{siteCode}/{allads|restrictedads}/{circuit-slug}/{theater-slug}; the circuit segment is
 * left out on a single-location site, the theater segment when the page has no current theater.
 */
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
