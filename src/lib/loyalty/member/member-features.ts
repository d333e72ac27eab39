import type { ProviderCode } from '../../config/constants.ts';
import type { ApiVersion } from '../loyalty-constants.ts';
import { hasLoyaltyProgramme } from './programme.ts';

export { hasLoyaltyProgramme, showsHeaderAccess } from './programme.ts';

// Every screen asks here, so that a feature never appears where its §7 call does not exist for the site's provider
// and API generation (§3.6, §4.11).

export interface MemberFeatureConfig {
  readonly provider: ProviderCode;
  readonly version: ApiVersion;
  readonly includeWatchlist: boolean;
  /** §3.6, §4.11 the programme's type: NONE has no loyalty membership to activate. Absent: none offered. */
  readonly type?: string;
  /** §3.6, §9.2 DEMATERIALIZED (absent) or PHYSICAL. */
  readonly cardType?: string;
}

export interface MemberFeatures {
  /** §4.7, §7.8: favourite films are version 3 calls, and the site must include the watchlist (§3.6). */
  readonly watchlist: boolean;
  /** §7.3: OrderLoyaltyItem and ConfirmItemRedemption exist in version 3 only; v1 lists rewards. */
  readonly rewardRedemption: boolean;
  /** §7.9 GetAllEVoucherConcessions: one route for both generations, so every loyalty provider. */
  readonly eVouchers: boolean;
  readonly paymentPortal: boolean;
  readonly wallet: boolean;
  readonly profileEdit: boolean;
  /** §7.5 UsernameReminder: version 1 only (version 3 members sign in with their e-mail). */
  readonly usernameReminder: boolean;
  readonly onlineAccess: boolean;
  readonly accountDeletion: boolean;
  /** §4.8 loyalty membership activation: a programme of a type (NON_TIERED, RTS's, or one configured), not NONE. */
  readonly loyaltyJoin: boolean;
  /** §4.6, §5 "Favourite-cinema operations": version 3 only. */
  readonly favoriteCinemas: boolean;
  /** §7.7 the cards screen: the member's card for every programme, with what its API generation allows. */
  readonly loyaltyCards: boolean;
  /** §7.7 GetCards (and so deleting from the list): version 3 only. */
  readonly cardList: boolean;
  /** §7.7 DeleteCard v1: no list to pick from, so the member names the card. */
  readonly cardDeleteByNumber: boolean;
  /** §7.7 AddCard and ReportLostCard: version 3, and only a programme with plastic cards (§3.6 cardType). */
  readonly physicalCard: boolean;
  /** §5 password complexity: the provider BOOST_POS checks it (and §8.2 explains its code 84 so). */
  readonly passwordComplexity: boolean;
}

export function memberFeatures(config: MemberFeatureConfig): MemberFeatures {
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
    loyaltyJoin: loyalty && config.type !== undefined && config.type !== 'NONE',
    favoriteCinemas: loyalty && v3,
    loyaltyCards: loyalty,
    cardList: loyalty && v3,
    cardDeleteByNumber: loyalty && v1,
    physicalCard: loyalty && v3 && config.cardType === 'PHYSICAL',
    passwordComplexity: config.provider === 'BOOST_POS',
  };
}
