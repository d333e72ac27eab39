import type { ProviderCode } from '../config/constants.ts';
import type { ApiVersion } from './loyalty-constants.ts';

// Which account-management screens a site offers, from the API generation each §7.5 / §7.4 call
// exists in: a screen (and its menu entry or link) never appears where its call cannot be made.

export interface AccountFeatureConfig {
  readonly provider: ProviderCode;
  readonly version: ApiVersion;
}

export interface AccountFeatures {
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
}

export function accountFeatures(config: AccountFeatureConfig): AccountFeatures {
  // §9.2 NONE: no loyalty programme, so no member area.
  const loyalty = config.provider !== 'NONE';
  const v1 = config.version === 1;
  return {
    profileEdit: loyalty,
    usernameReminder: loyalty && v1,
    onlineAccess: loyalty && v1,
    accountDeletion: loyalty && !v1,
    loyaltyJoin: loyalty,
  };
}
