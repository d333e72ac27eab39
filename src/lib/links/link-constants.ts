// Constants of the link rules (§2.3, §9.2, §9.7) that constants.ts does not hold.

/** §2.1, §2.3: name of the internal booking route used in embedding mode (the spec leaves it to us). */
export const BOOKING_ROUTE = 'booking';
export const BOOKING_PATH = `/${BOOKING_ROUTE}/`;
/** §9.2: query keys of the booking route, and the web-sales parameter perfCode is read from. */
export const BOOKING_THEATER_CODE_KEY = 'theaterCode';
export const BOOKING_PERF_CODE_KEY = 'perfCode';
export const WEBSALES_PERF_CODE_PARAM = 'perfcode';

/** §9.7: query keys kept across links start with this prefix. */
export const UTM_KEY_PREFIX = 'utm_';

export const LOYALTY_LOGOUT_HASH = '#loyalty-logout';

export const DEFAULT_FORM_METHOD = 'post';

/** §2.3: a visit switches embedding on or off by query, kept in sessionStorage (resolveEmbeddingMode). */
export const EMBEDDING_MODE_QUERY_KEY = 'embeddingMode';
export const EMBEDDING_MODE_OFF_VALUE = 'none';
export const EMBEDDING_MODE_STORAGE_KEY = 'fincher.embeddingMode';

/** §2.3 outbound links: rel of a link that opens in a new window "with no referrer". */
export const OUTBOUND_REL = 'noopener noreferrer';

export const THEATER_PICKER_HASH = '#theater-picker';
