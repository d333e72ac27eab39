// The member area's own types: what the member layer (member-api.ts) answers and what screens
// read. Provider shapes (../provider/provider-schemas.ts) are converted into these at the boundary
// (member-mapping.ts), so a screen never sees a provider field name, a peachCode or a provider code.

export type { MemberProfile, ProfileChanges, ProfileField } from './member-profile.ts';
export type { PublicMember } from '../session/session-answer.ts';

/** An amount of money: `amount` in the currency's main unit (euros, not cents), ISO 4217 currency. */
export interface Money {
  readonly amount: number;
  readonly currency: string;
}

/** §3.10 a favourite cinema, with its newsletter subscription. */
export interface FavoriteCinema {
  readonly cinemaId: string;
  readonly subscribeToNewsletter: boolean;
}

/** §7.3 one order of the member's history. */
export interface MemberOrder {
  /** Stable within the list, for React keys. */
  readonly key: string;
  /** The booking, when the order is one: §7.9 GetETicket needs it. */
  readonly bookingId: string | null;
  readonly filmTitle: string | null;
  /** When the screening starts (ISO), for a booking. */
  readonly screeningAt: string | null;
  /** When the order was placed (ISO). */
  readonly orderedAt: string | null;
  readonly cinemaName: string | null;
  readonly pointsEarned: number;
}

/** §7.3 one loyalty transaction. */
export interface MemberTransaction {
  readonly key: string;
  readonly date: string | null;
  readonly description: string;
  readonly pointsEarned: number;
  readonly pointsRedeemed: number;
}

/** §7.3 a reward the member may redeem. */
export interface Reward {
  readonly key: string;
  /** What §7.3 OrderLoyaltyItem needs; a reward without it can be shown but not redeemed. */
  readonly recognitionId: string | null;
  readonly name: string;
  readonly description: string | null;
  readonly pointsCost: number;
}

export interface RewardsListing {
  /** The member's points beside the listing, when known. */
  readonly balance: number | null;
  readonly rewards: readonly Reward[];
}

/** After a confirmed redemption (§7.3). */
export interface RedemptionOutcome {
  /** The member's points after the redemption; null when neither the answer nor the screen knows. */
  readonly balance: number | null;
  /** A code to show at the counter, when the provider gives one. */
  readonly voucherCode: string | null;
}

/** §7.7 a loyalty card of the member. */
export interface LoyaltyCard {
  readonly code: string;
  readonly status: 'active' | 'lost' | 'other';
  readonly isPrimary: boolean;
}

/** §7.9 an e-voucher concession the member can buy. */
export interface EVoucher {
  readonly id: string;
  readonly description: string;
  readonly price: Money;
}

/** §7.9 a pass for the phone's wallet. */
export type WalletPass =
  { readonly kind: 'card'; readonly cardNumber: string } | { readonly kind: 'eTicket'; readonly bookingId: string };

/** §3.11 what the registration form collects. */
export interface Registration {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
  /** E.164 (§5, validated for the site's country before it gets here). */
  readonly phoneNumber: string;
  readonly zipCode: string;
}

/** What follows a registration the provider accepted. */
export type RegistrationOutcome =
  /** The account exists and can sign in. */
  | 'created'
  /** Version 3: the account waits for §7.5 SendMemberActivationCode. */
  | 'needs-activation';

/** §2.5 what the reset page reads from its own URL. */
export interface ResetLink {
  readonly resetCode: string;
  /** Version 1 links carry the e-mail address (§2.5); '' otherwise. */
  readonly email: string;
}

/** §4.10 online access for a member who joined at the box office. */
export type OnlineAccessOutcome =
  /** The member already has a username, i.e. an online account. */
  | { readonly status: 'has-username' }
  /** §4.10 stop: the provider gave no club to attach the account to. */
  | { readonly status: 'no-club' }
  | { readonly status: 'username-set'; readonly username: string };

/** §4.8 loyalty membership activation. */
export type LoyaltyJoinOutcome = 'activated' | 'not-activated';
