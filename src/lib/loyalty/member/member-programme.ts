import {
  providerEVoucherConcessionsSchema,
  providerPortalSessionSchema,
  providerRedemptionSchema,
  providerRewardsBalanceSchema,
} from '../provider/provider-schemas.ts';

// The programme side of the member area (§7.3 redemption, §7.9 e-vouchers and payment portal):
// provider answers read at the boundary, and the rules the screens apply to them.

// ---------------------------------------------------------------------------------------------
// §7.9 Payment-provider portal session

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where the member may be sent for the payment-provider portal (§7.9). The URL comes from the
 * provider's answer, so it is checked before the page navigates to it: https only (never
 * javascript:, data: or a plain-http host), no credentials in it. Plain http is accepted only for a
 * loopback host: that is the sandbox (or a developer's machine), which no visitor can be sent to.
 */
export function safePortalUrl(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '') return null;
  if (url.protocol === 'https:') return url.href;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return url.href;
  return null;
}

/** The portal URL of a GetPaymentProviderPortalSession answer, already checked, or null. */
export function portalUrlOf(answer: unknown): string | null {
  const parsed = providerPortalSessionSchema.safeParse(answer);
  if (!parsed.success) return null;
  return safePortalUrl(parsed.data.url ?? parsed.data.portalUrl);
}

// ---------------------------------------------------------------------------------------------
// §7.3 Reward redemption: OrderLoyaltyItem, then ConfirmItemRedemption

export interface RedemptionOutcome {
  /** The member's points after the redemption; null when neither the answer nor the screen knows. */
  readonly balance: number | null;
  /** A code to show at the counter, when the provider gives one. */
  readonly voucherCode: string | null;
}

/**
 * The balance after a confirmed redemption: the provider's own figure when it gives one, else the
 * balance shown before less the reward's cost (never below zero).
 */
export function redemptionOutcome(
  answer: unknown,
  before: { balance: number | null; pointsCost: number },
): RedemptionOutcome {
  const parsed = providerRedemptionSchema.safeParse(answer);
  const data = parsed.success ? parsed.data : {};
  const balance =
    typeof data.pointsRemaining === 'number'
      ? data.pointsRemaining
      : before.balance === null
        ? null
        : Math.max(0, before.balance - before.pointsCost);
  return { balance, voucherCode: data.voucherCode ?? null };
}

/**
 * The points balance to show beside the rewards: the listing's own pointsBalance when it has one,
 * else the member's POINTS balance (§4.11 balanceTypes), else unknown.
 */
export function rewardsBalanceOf(
  answer: unknown,
  memberBalances: readonly { type: string; points: number }[] = [],
): number | null {
  const parsed = providerRewardsBalanceSchema.safeParse(answer);
  if (parsed.success && typeof parsed.data.pointsBalance === 'number') return parsed.data.pointsBalance;
  return memberBalances.find((balance) => balance.type === 'POINTS')?.points ?? memberBalances[0]?.points ?? null;
}

/** What a balance counts, in our words: the screens never read the provider's balance names. */
export type BalanceKind = 'points' | 'visits';

/**
 * §4.11 balanceTypes: the provider names its balances (POINTS, VISITS); a visit count is shown as
 * visits, anything else as points, the unit every programme of the spec counts in.
 */
export function balanceKindOf(providerBalanceName: string): BalanceKind {
  return /^visits?$/i.test(providerBalanceName.trim()) ? 'visits' : 'points';
}

/** A reward can be redeemed when it has the id OrderLoyaltyItem needs and the member has the points. */
export function canAffordReward(
  reward: { recognitionId?: string | null; pointsCost: number },
  balance: number | null,
): boolean {
  if (!reward.recognitionId) return false;
  return balance === null || balance >= reward.pointsCost;
}

// ---------------------------------------------------------------------------------------------
// §7.9 E-voucher concessions

export interface EVoucherConcession {
  readonly id: string;
  readonly description: string;
  readonly priceInCents: number;
}

/** The concessions of a GetAllEVoucherConcessions answer; entries without a description are dropped. */
export function eVoucherConcessionsOf(answer: unknown): EVoucherConcession[] {
  const parsed = providerEVoucherConcessionsSchema.safeParse(answer);
  if (!parsed.success) return [];
  return parsed.data.concessions.flatMap((concession, index) =>
    concession.description.trim() === ''
      ? []
      : [
          {
            id: concession.id ?? `voucher-${index}`,
            description: concession.description,
            priceInCents: Math.max(0, concession.priceInCents),
          },
        ],
  );
}

const NON_EURO_CURRENCIES: Readonly<Record<string, string>> = {
  US: 'USD',
  GB: 'GBP',
  CA: 'CAD',
  CH: 'CHF',
  AU: 'AUD',
  NZ: 'NZD',
  MX: 'MXN',
  BR: 'BRL',
};

/**
 * E-voucher prices come in cents without a currency: they are the cinema's own, so they are in the
 * currency of the site's country (§3.1 country). Euro-zone and unknown countries get the euro of
 * the reference configuration (§1).
 */
export function currencyOfCountry(countryIso2: string): string {
  return NON_EURO_CURRENCIES[countryIso2.toUpperCase()] ?? 'EUR';
}
