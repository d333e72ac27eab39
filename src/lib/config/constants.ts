// Business constants of §9, in one place. Code imports these names; no literal is repeated elsewhere.

// Kept apart so that first-load JavaScript does not carry this whole file.
export {
  EMBEDDING_MODE_TAPOS,
  INITIAL_REFRESH_DEBOUNCE_MS,
  LAYERS,
  MODAL_ROOT_ID,
  PREVIEW_PATH_PREFIX,
  REFRESH_INTERVAL_V1_MS,
  REFRESH_INTERVAL_V3_MS,
  SELECTED_THEATER_COOKIE,
  SELECTED_THEATER_COOKIE_DAYS,
  SESSION_TIMEOUT_HOURS,
} from './browser-constants.ts';

/** §3.4, §9.7: the white-label template's name, exposed in the page context. */
export const TEMPLATE_NAME = 'fincher';

/** §9.4: locale defaults when a site or page does not say. */
export const DEFAULT_LOCALE = { short: 'en', long: 'en-US' } as const;
export const DEFAULT_COUNTRY = { code: 'us', iso31661A2: 'US', iso31661A3: 'USA' } as const;
export const DEFAULT_TIME_ZONE = 'UTC';

/** §9.1 */
export const HANDOFF_REDIRECT_DELAY_MS = 5000;

/** §9.2 */
export const PROVIDERS = ['NONE', 'RTS', 'BOOST_POS', 'BOOST_POS_WITHOUT_LOYALTY', 'TAPOS', 'CGR'] as const;
export type ProviderCode = (typeof PROVIDERS)[number];

/** §9.3 */
export const PLAYWEEKS = [
  'CURRENT_PLAYWEEK',
  'NEXT_PLAYWEEK_1',
  'NEXT_PLAYWEEK_2',
  'NEXT_PLAYWEEK_3',
  'BEYOND_NEXT_PLAYWEEK_3',
  'NEXT_PLAYWEEK_UNDETERMINED',
] as const;
export type Playweek = (typeof PLAYWEEKS)[number];
export const MOVIE_TAGS = ['NEW', 'PREVIEW'] as const;
export type MovieTag = (typeof MOVIE_TAGS)[number];
export const ATTRIBUTE_ORIGINAL_VERSION = 'Localization.Version.Original';
export const ATTRIBUTE_DUBBED = 'Format.Sound.Dubbed';

/** §2.1: path segments that generic pages may never take. */
export const RESERVED_SEGMENTS = [
  'permalink',
  'movies',
  'ticketing',
  'cms-preview',
  'startticketing',
  'launch',
  'startconcessions',
  'concessions',
  'giftcards',
  'physicalgiftcards',
  'giftmembership',
  'vouchers',
  'signup',
  'refund',
  'startseasonpass',
  'loyaltycredit',
  'payreservation',
  'loyalty',
  // Our own fixed segments: the API, the script proxy, the booking route and the member area.
  'api',
  '__third-party-proxy',
  'booking',
  'theaters',
  'events',
  'account',
  'status',
] as const;

/** §2.1: the movie permalink prefix ("/{prefix}/movie/"): its value is ours to choose. */
export const MOVIE_PERMALINK_PREFIX = 'permalink';

/** §9.5 layout */
export const BREAKPOINTS = [640, 768, 1024, 1280, 1600] as const;
export const CONTAINER_WIDTHS = [620, 744, 892, 1120, 1440] as const;
