import {
  providerEVoucherConcessionsSchema,
  providerPortalSessionSchema,
  providerRedemptionSchema,
  providerRewardsBalanceSchema,
} from '../provider/provider-schemas.ts';

// The programme side of the member area (§7.3 redemption, §7.9 e-vouchers and payment portal):
// provider answers read at the boundary, and the rules the screens apply to them.

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** §7.9: the URL comes from the provider, so only https without credentials (http for a loopback sandbox). */
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

export interface RedemptionOutcome {
  readonly balance: number | null;
  readonly voucherCode: string | null;
}

/** §7.3: the provider's balance after redemption, else the balance before less the cost (never below zero). */
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

/** The listing's own balance, else the member's POINTS balance (§4.11 balanceTypes), else unknown. */
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

/** §4.11 balanceTypes: a visit count shows as visits, anything else as points. */
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

/** E-voucher prices come without a currency: the site country's (§3.1), else the euro. */
export function currencyOfCountry(countryIso2: string): string {
  return NON_EURO_CURRENCIES[countryIso2.toUpperCase()] ?? 'EUR';
}
