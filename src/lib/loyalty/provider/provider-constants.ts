// What the provider calls things on the wire (§3, §6, §7, §9.2); screens never import this folder (lint rule).
// Brand-prefixed names take the prefix of §3.9's `sessionManagementTokens.boxofficeSessionToken`.

/** §7 path notation {bc}: the brand-prefixed circuit-id query parameter of version 3. */
export const V3_CIRCUIT_PARAM = 'boxofficeCircuitId';
/** §7 path notation {bcin}: the brand-prefixed cinema-id query parameter of version 3. */
export const V3_CINEMA_PARAM = 'boxofficeCinemaId';

/** §6: member calls carry the session token header; session refresh carries the refresh header. */
export const SESSION_TOKEN_HEADER = 'Boxoffice-Session-Token';
export const REFRESH_TOKEN_HEADER = 'Boxoffice-Refresh-Session-Token';

/** §3.10: the brand-prefixed twin of externalFilmId in the favourite film payload and response. */
export const BRAND_FILM_ID_FIELD = 'boxofficeFilmId';
export const BRAND_FILM_IDS_FIELD = 'boxofficeFilmIds';

/** §7.1: every provider call goes through this same-origin endpoint. */
export const GATEWAY_PATH = '/api/cypher';

/** §7.1: the captcha response travels inside reqMetadata under this key. */
export const CAPTCHA_FIELD = 'g-recaptcha-response';

/** §3.8: memberExpiry placeholder meaning "no expiry" (its own module: every page's session reads it). */
export { NO_EXPIRY_PLACEHOLDER } from './expiry-placeholder.ts';

/** §3.9: success is peachCode 0, and statusCode 0 or 200. */
export const PEACH_SUCCESS = 0;
export const SUCCESS_STATUS_CODES: readonly number[] = [0, 200];

/** §9.2: membership activation concession. */
export const MEMBERSHIP_ACTIVATION = { cost: 0, quantity: 1, defaultMemberLevelId: 1 } as const;

/** §7.9: wallet providers behind `/{walletProvider}ForPasses/…`; their names are ours to choose. */
export const WALLET_PROVIDERS = ['Apple', 'Google'] as const;
export type WalletProvider = (typeof WALLET_PROVIDERS)[number];

/** §7.1 */
export const RESPONSE_FORMATS = ['json', 'raw', 'blob'] as const;
export type ResponseFormat = (typeof RESPONSE_FORMATS)[number];
