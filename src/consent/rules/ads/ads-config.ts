import { z } from 'zod';

// Where the ad scripts load from (§7.11): the ad server's tag for CUSTOM_WITHOUT_WRAPPER, and the ad
// provider's content network that serves the wrapper by country. Production points these at the
// vendors; the demo sites at the sandbox's stand-ins (sandbox/ads/), reached the same way.

const httpUrl = z.url({ protocol: /^https?$/, error: 'an http(s) URL' });
const baseUrl = httpUrl.refine((value) => {
  const url = new URL(value);
  return !url.search && !url.hash && !url.username && !url.password;
}, 'a base URL without query, fragment or credentials');

export const adsConfigSchema = z.object({
  /** The ad server's tag (Google Publisher Tag), used directly in CUSTOM_WITHOUT_WRAPPER mode (§9.6). */
  adServerScriptUrl: httpUrl.default('https://securepubads.g.doubleclick.net/tag/js/gpt.js'),
  /**
   * The ad provider's content network: the wrapper loads from {networkBaseUrl}library/{siteCode}.js,
   * siteCode being {networkId}/{countrySiteCode} by country (§7.11). Not needed when
   * settings.adsCustom.url names the script.
   */
  networkBaseUrl: baseUrl.optional(),
});
export type AdsConfig = z.infer<typeof adsConfigSchema>;

export const DEFAULT_ADS_CONFIG: AdsConfig = adsConfigSchema.parse({});
