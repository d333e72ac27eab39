import type { ProviderCode } from '../../config/constants.ts';
import type { ApiVersion } from '../loyalty-constants.ts';
import { hasLoyaltyProgramme } from './programme.ts';

export { hasLoyaltyProgramme, showsHeaderAccess } from './programme.ts';

// Which member-area features a site offers, decided from its derived loyalty configuration
// (§3.6, §4.11) and from the API generation each §7 call exists in. Screens, the account menu and
// the movie page all ask here, so a feature never appears where its call cannot be made.

export interface MemberFeatureConfig {
  readonly provider: ProviderCode;
  readonly version: ApiVersion;
  readonly includeWatchlist: boolean;
}

export interface MemberFeatures {
  /** §4.7, §7.8: favourite films are version 3 calls, and the site must include the watchlist (§3.6). */
  readonly watchlist: boolean;
  /** §7.3: OrderLoyaltyItem and ConfirmItemRedemption exist in version 3 only; v1 lists rewards. */
  readonly rewardRedemption: boolean;
  /** §7.9 GetAllEVoucherConcessions: one route for both generations, so every loyalty provider. */
  readonly eVouchers: boolean;
  /** §7.9 GetPaymentProviderPortalSession: likewise one route for both generations. */
  readonly paymentPortal: boolean;
  /** §7.9 wallet passes (loyalty card, e-ticket): likewise. */
  readonly wallet: boolean;
  // Account management (§7.4, §7.5): each screen only where its call exists for the API generation.
  /** §7.5 Edit exists in both generations (version 3 with the member's token). */
  readonly profileEdit: boolean;
  /** §7.5 UsernameReminder: version 1 only (version 3 members sign in with their e-mail). */
  readonly usernameReminder: boolean;
  /** §4.10, §7.5 MemberSearch: version 1 only. */
  readonly onlineAccess: boolean;
  /** §7.5 Delete: version 3 only. */
  readonly accountDeletion: boolean;
  /** §4.8, §7.4: the activation calls are shared by both generations. */
  readonly loyaltyJoin: boolean;
  /** §4.6, §5 "Favourite-cinema operations": version 3 only. */
  readonly favoriteCinemas: boolean;
  /** §7.7: listing, adding and reporting cards are version 3 calls. */
  readonly loyaltyCards: boolean;
  /** §5 password complexity: the provider BOOST_POS checks it (and §8.2 explains its code 84 so). */
  readonly passwordComplexity: boolean;
}

export function memberFeatures(config: MemberFeatureConfig): MemberFeatures {
  // No programme, so no member feature at all.
  const loyalty = hasLoyaltyProgramme(config);
  const v3 = config.version === 3;
  const v1 = config.version === 1;
  return {
    watchlist: loyalty && v3 && config.includeWatchlist,
    rewardRedemption: loyalty && v3,
    eVouchers: loyalty,
    paymentPortal: loyalty,
    wallet: loyalty,
    profileEdit: loyalty,
    usernameReminder: loyalty && v1,
    onlineAccess: loyalty && v1,
    accountDeletion: loyalty && !v1,
    loyaltyJoin: loyalty,
    favoriteCinemas: loyalty && v3,
    loyaltyCards: loyalty && v3,
    passwordComplexity: config.provider === 'BOOST_POS',
  };
}
