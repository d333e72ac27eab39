import { z } from 'zod';

// §7.11: where the ad scripts load from: the vendors in production, the sandbox's stand-ins (sandbox/ads/) in demos.

const httpUrl = z.url({ protocol: /^https?$/, error: 'an http(s) URL' });
const baseUrl = httpUrl.refine((value) => {
  const url = new URL(value);
  return !url.search && !url.hash && !url.username && !url.password;
}, 'a base URL without query, fragment or credentials');

export const adsConfigSchema = z.object({
  /** The ad server's tag (Google Publisher Tag), used directly in CUSTOM_WITHOUT_WRAPPER mode (§9.6). */
  adServerScriptUrl: httpUrl.default('https://securepubads.g.doubleclick.net/tag/js/gpt.js'),
  /** The wrapper's network: {networkBaseUrl}library/{siteCode}.js (§7.11), unless adsCustom.url is set. */
  networkBaseUrl: baseUrl.optional(),
});
export type AdsConfig = z.infer<typeof adsConfigSchema>;

export const DEFAULT_ADS_CONFIG: AdsConfig = adsConfigSchema.parse({});
