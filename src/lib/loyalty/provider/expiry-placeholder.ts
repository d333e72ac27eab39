// §3.8 memberExpiry "no expiry". Alone in its module: every page's session code reads it, and the rest of
// provider-constants.ts need not come with it.

export const NO_EXPIRY_PLACEHOLDER = '0001-01-01T00:00:00Z';
