// What screens read: provider shapes are converted into these at the boundary (member-mapping.ts), so a screen never
// sees a provider field name or code.

export type { MemberProfile, ProfileChanges, ProfileField } from './member-profile.ts';
export type { PublicMember } from '../session/session-answer.ts';

/** An amount of money: `amount` in the currency's main unit (euros, not cents), ISO 4217 currency. */
export interface Money {
  readonly amount: number;
  readonly currency: string;
}

export interface FavoriteCinema {
  readonly cinemaId: string;
  readonly subscribeToNewsletter: boolean;
}

export interface MemberOrder {
  /** Stable within the list, for React keys. */
  readonly key: string;
  /** The booking, when the order is one: §7.9 GetETicket needs it. */
  readonly bookingId: string | null;
  readonly filmTitle: string | null;
  /** When the screening starts (ISO), for a booking. */
  readonly screeningAt: string | null;
  readonly orderedAt: string | null;
  readonly cinemaName: string | null;
  readonly pointsEarned: number;
}

export interface MemberTransaction {
  readonly key: string;
  readonly date: string | null;
  readonly description: string;
  readonly pointsEarned: number;
  readonly pointsRedeemed: number;
}

export interface Reward {
  readonly key: string;
  /** What §7.3 OrderLoyaltyItem needs; a reward without it can be shown but not redeemed. */
  readonly recognitionId: string | null;
  readonly name: string;
  readonly description: string | null;
  readonly pointsCost: number;
}

export interface RewardsListing {
  readonly balance: number | null;
  readonly rewards: readonly Reward[];
}

export interface RedemptionOutcome {
  /** The member's points after the redemption; null when neither the answer nor the screen knows. */
  readonly balance: number | null;
  /** A code to show at the counter, when the provider gives one. */
  readonly voucherCode: string | null;
}

export interface LoyaltyCard {
  readonly code: string;
  readonly status: 'active' | 'lost' | 'other';
  readonly isPrimary: boolean;
}

export interface EVoucher {
  readonly id: string;
  readonly description: string;
  readonly price: Money;
}

export type WalletPass =
  { readonly kind: 'card'; readonly cardNumber: string } | { readonly kind: 'eTicket'; readonly bookingId: string };

export interface Registration {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
  /** E.164 (§5, validated for the site's country before it gets here). */
  readonly phoneNumber: string;
  readonly zipCode: string;
}

export type RegistrationOutcome =
  | 'created'
  /** Version 3: the account waits for §7.5 SendMemberActivationCode. */
  | 'needs-activation';

export interface ResetLink {
  readonly resetCode: string;
  /** Version 1 links carry the e-mail address (§2.5); '' otherwise. */
  readonly email: string;
}

export type OnlineAccessOutcome =
  | { readonly status: 'has-username' }
  /** §4.10 stop: the provider gave no club to attach the account to. */
  | { readonly status: 'no-club' }
  | { readonly status: 'username-set'; readonly username: string };

export type LoyaltyJoinOutcome = 'activated' | 'not-activated';
