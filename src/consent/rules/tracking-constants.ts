// The product's tracking constants (§7.11, §9.1, §9.7), the same on every site. Site ids come from
// its configuration, the product's own ids from the deployment's environment (product-ids.ts).

export const SITE_CONTAINER_TRACKER_TYPE = 'google_tag_manager';

export const DATA_LAYER_NAME = 'dataLayer';

/** §9.1: the analytics library drains its queue of calls waiting for a plugin every 3000 ms. */
export const ANALYTICS_QUEUE_DRAIN_MS = 3000;

/** §9.1: a plugin that has not loaded within 10000 ms has its calls queued instead of waited for. */
export const ANALYTICS_PLUGIN_LOAD_LIMIT_MS = 10_000;

/** §9.1: lifetime of the web-analytics cookies, in seconds (about 395 days). */
export const ANALYTICS_COOKIE_EXPIRES_S = 34_164_000;

/** §9.1, §2.7: how often the open preferences popup's logo alt text is checked (tracking-runtime.ts). */
export const CONSENT_POPUP_POLL_MS = 500;

/** §4.12 the BroadcastChannel on which a tab tells the site's other tabs that its visitor changed their answer. */
export const CONSENT_CHANNEL_NAME = 'fincher-consent';

/** §4.12, §9.7: the privacy regulations, in the order they are checked. */
export const PRIVACY_REGULATIONS = ['gdpr', 'ccpa', 'cpra', 'cpa', 'ctdpa', 'vcdpa', 'tdpsa'] as const;
export type PrivacyRegulation = (typeof PRIVACY_REGULATIONS)[number];

/** §2.7: the managers, by the id naming their messages, with the provider named in them. */
export const CONSENT_MANAGERS = {
  cookieconsent: { provider: 'CookieConsent', website: 'https://cookieconsent.orestbida.com/' },
  didomi: { provider: 'Didomi', website: 'https://www.didomi.io/' },
} as const;
export type ConsentManagerId = keyof typeof CONSENT_MANAGERS;

/** §7.11: the event pushed to the enterprise-analytics data layer, with the consent state, before its launch script loads. */
export const ENTERPRISE_READY_EVENT = 'didomi-ready';

export const MARKETING_LOGIN_EVENT = 'TrackMemberLogin';

/** The analytics cookies erased when consent is withdrawn (§4.12): GA4's `_ga` and `_ga_<container>`. */
export const ANALYTICS_COOKIE_PATTERN = /^_ga(?:_[A-Z0-9]+)?$/;

/** §4.12, §4.15: the ad server's visitor and frequency ids and Google's ads click ids, on the site's domain. */
export const ADVERTISING_COOKIE_PATTERN = /^(?:__gads|__gpi|__eoi|_gcl_[a-z]+|_gac_.+)$/;

export const TRACKING_PLAN_ELEMENT_ID = 'fincher-tracking-plan';

/** §2.7 the built-in manager's cookie (vanilla-cookieconsent's), read before first paint by the notice's head script. */
export const COOKIECONSENT_COOKIE = 'cc_cookie';
