import type { ProviderCode } from '../../config/constants.ts';

// Whether the site has a loyalty programme and shows its header access: read by every page's
// header and session (first-load JavaScript), so kept apart from the rest of memberFeatures().

/** §9.2: NONE is "no loyalty programme": no member session, no member area. */
export function hasLoyaltyProgramme(config: { readonly provider: ProviderCode }): boolean {
  return config.provider !== 'NONE';
}

/** §6, §3.6 accessFromHeader: only when configured, and never on a site without a programme. */
export function showsHeaderAccess(config: {
  readonly provider: ProviderCode;
  readonly accessFromHeader: boolean;
}): boolean {
  return hasLoyaltyProgramme(config) && config.accessFromHeader;
}
