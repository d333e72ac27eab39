import { z } from 'zod';
import { PRIVACY_REGULATIONS } from './tracking-constants.ts';

// §3.1: each vendor's base URL, the vendor's in production, the sandbox's stand-ins (sandbox/tracking/) elsewhere.

const httpUrl = z.url({ protocol: /^https?$/, error: 'an http(s) URL' });
/** A base URL: no query, no fragment, no credentials (paths are appended to it). */
const baseUrl = httpUrl.refine((value) => {
  const url = new URL(value);
  return !url.search && !url.hash && !url.username && !url.password;
}, 'a base URL without query, fragment or credentials');

/** §2.1: a proxied script becomes same-origin, so the server fetches it over https (http only from localhost). */
function proxiedOverHttps(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
}
const PROXIED_HTTPS = 'a script loaded through the proxy must be https (http only from localhost)';

export const trackingConfigSchema = z.object({
  consentManager: z
    .object({
      /** §4.12: a site may run without a consent manager (then nothing is withheld). */
      enabled: z.boolean().default(true),
      /** Built-in manager: raised when the site's trackers change, so that every visitor is asked again. */
      revision: z.number().int().min(0).default(1),
      /** §4.12: the regulation the built-in manager applies; Didomi decides from the visitor's country. */
      regulation: z.enum(PRIVACY_REGULATIONS).default('gdpr'),
    })
    .default({ enabled: true, revision: 1, regulation: 'gdpr' }),
  /** §2.7, §7.11: Didomi, used when the site settings carry a notice id (§3.3). */
  didomi: z
    .object({
      publicApiKey: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'a Didomi public API key'),
      sdkBaseUrl: baseUrl.default('https://sdk.privacy-center.org/'),
    })
    .optional(),
  /** §4.12 gdpr: the consent vendors whose answer decides (web analytics, enterprise analytics). */
  gdprVendors: z
    .object({
      webAnalytics: z.array(z.string().min(1)).default(['google']),
      enterpriseAnalytics: z.string().min(1).nullable().default(null),
    })
    .default({ webAnalytics: ['google'], enterpriseAnalytics: null }),
  /** §7.11, §9.7: where the web-analytics tag (gtag/js) and the tag-manager containers (gtm.js) load from. */
  googleTagBaseUrl: baseUrl.default('https://www.googletagmanager.com'),
  enterpriseAnalytics: z
    .object({
      launchScriptUrl: httpUrl,
      /** The data layer the launch script reads the 'didomi-ready' event from. */
      dataLayerName: z
        .string()
        .regex(/^[A-Za-z_$][\w$]{0,63}$/, 'a JavaScript identifier')
        .default('adobeDataLayer'),
      /** Served through the site's script proxy (§2.1) instead of from the vendor's host. */
      loadThroughProxy: z.boolean().default(false),
    })
    .refine((script) => !script.loadThroughProxy || proxiedOverHttps(script.launchScriptUrl), {
      message: PROXIED_HTTPS,
      path: ['launchScriptUrl'],
    })
    .optional(),
  /** §7.11, §3.15: the cinema marketing webtracker, {host}/webtracker/{customerId}.api.js. */
  marketingTracker: z
    .object({
      enabled: z.boolean().default(false),
      host: baseUrl,
      customerId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'a customer id of letters, digits, _ and -'),
      loadThroughProxy: z.boolean().default(false),
    })
    .refine((tracker) => !tracker.loadThroughProxy || proxiedOverHttps(tracker.host), {
      message: PROXIED_HTTPS,
      path: ['host'],
    })
    .optional(),
});
export type TrackingConfig = z.infer<typeof trackingConfigSchema>;

export const DEFAULT_TRACKING_CONFIG: TrackingConfig = trackingConfigSchema.parse({});
