import type { ProviderCode } from '../config/constants.ts';

// §4.11, §4.14: which cinema a member call names. Read by the browser's member layer, so it
// imports no schema code (loyalty-config.ts, which re-exports it, carries zod).

/** §4.11: the providers whose cinemaId is the current cinema's (§4.14). */
export const PROVIDERS_WITH_CURRENT_CINEMA: readonly ProviderCode[] = [
  'BOOST_POS',
  'BOOST_POS_WITHOUT_LOYALTY',
  'TAPOS',
  'CGR',
];

/** §4.11, §4.14: the page's current theater for the providers that take it, else the configuration's own. */
export function memberCallCinemaId(
  config: { readonly provider: ProviderCode; readonly cinemaId: string },
  currentTheaterId: string | null,
): string {
  return PROVIDERS_WITH_CURRENT_CINEMA.includes(config.provider) && currentTheaterId !== null
    ? currentTheaterId
    : config.cinemaId;
}
