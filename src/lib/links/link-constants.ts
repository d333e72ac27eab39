// Constants of the link rules (§2.3, §9.2, §9.7) that are ours to choose or that the spec names
// but constants.ts (owned by the foundation) does not hold. Code imports these names.

/** §2.1, §2.3: name of the internal booking route used in embedding mode (the spec leaves it to us). */
export const BOOKING_ROUTE = 'booking';
/** §2.1 trailing slash: every route path ends with "/". */
export const BOOKING_PATH = `/${BOOKING_ROUTE}/`;
/** §9.2: query keys of the booking route, and the web-sales parameter perfCode is read from. */
export const BOOKING_THEATER_CODE_KEY = 'theaterCode';
export const BOOKING_PERF_CODE_KEY = 'perfCode';
export const WEBSALES_PERF_CODE_PARAM = 'perfcode';

/** §9.7: query keys kept across links start with this prefix. */
export const UTM_KEY_PREFIX = 'utm_';

/** §2.3: the hash link that triggers a loyalty logout, the only special hash link. */
export const LOYALTY_LOGOUT_HASH = '#loyalty-logout';

/** §9.7: forms default to method post. */
export const DEFAULT_FORM_METHOD = 'post';

/**
 * §2.3 embedded booking links: besides configuration.embeddingMode, a visit can switch embedding
 * on with ?embeddingMode=tapos_embedded (a kiosk or web-sales frame opens the site that way); the
 * choice is kept for the visit in sessionStorage under EMBEDDING_MODE_STORAGE_KEY.
 * ?embeddingMode=none switches it off again for the visit.
 */
export const EMBEDDING_MODE_QUERY_KEY = 'embeddingMode';
export const EMBEDDING_MODE_OFF_VALUE = 'none';
export const EMBEDDING_MODE_STORAGE_KEY = 'fincher.embeddingMode';

/** §2.3 outbound links: rel of a link that opens in a new window "with no referrer". */
export const OUTBOUND_REL = 'noopener noreferrer';

/** §2.3 the action link that opens the theater picker (DEFAULT_ACTION_LINK_TARGETS). */
export const THEATER_PICKER_HASH = '#theater-picker';
