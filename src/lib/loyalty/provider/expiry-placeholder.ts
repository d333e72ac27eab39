// §3.8: the provider's memberExpiry placeholder meaning "no expiry". Alone in its module because the
// session code of every page reads it (member-expiry.ts), and the rest of provider-constants.ts
// need not come with it; provider-constants.ts re-exports it.

export const NO_EXPIRY_PLACEHOLDER = '0001-01-01T00:00:00Z';
