// Loyalty facts that are ours rather than the provider's: the API generation a site uses (§3.6)
// and the two §9.1 switches. Provider wire names live in provider/provider-constants.ts.

/** §3.6: the API generation. */
export type ApiVersion = 1 | 3;

/** §9.1 */
export const DISPLAY_ORIGINAL_CYPHER_MESSAGES = false;
export const ALLOW_EXPIRED_ACCOUNTS_LOGIN = false;
