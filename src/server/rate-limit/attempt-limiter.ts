import { createHash } from 'node:crypto';
import type { LimitedAction } from '../../lib/loyalty/provider/attempt-limits.ts';
import type { SharedStore } from '../shared-store/shared-store.ts';
import { clientLimitKey } from '../http/client-address.ts';
import { countRefusal } from './refusal-metrics.ts';

// Limits on what a stranger can repeat, per client and per account, in the shared store so every
// instance counts the same attempts. Sign-in stays under the provider's lockout (5 wrong passwords in a
// row, §8.1 code 1019): 4 a day, counted before going upstream and cleared by a successful sign-in.

export interface AttemptLimit {
  readonly limit: number;
  readonly windowMs: number;
}

export interface ActionLimits {
  readonly client: AttemptLimit;
  readonly account?: AttemptLimit;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const ATTEMPT_LIMITS: Readonly<Record<LimitedAction, ActionLimits>> = {
  'sign-in': { client: { limit: 10, windowMs: 5 * MINUTE }, account: { limit: 4, windowMs: 24 * HOUR } },
  'password-reset': { client: { limit: 10, windowMs: HOUR }, account: { limit: 3, windowMs: HOUR } },
  registration: { client: { limit: 5, windowMs: HOUR } },
  // §4.10: a card number is not guessed for an e-mail, nor e-mails tried for a card, at 5 an hour.
  'online-access': { client: { limit: 5, windowMs: HOUR }, account: { limit: 5, windowMs: HOUR } },
  // 10,000 PINs of one card would take years at 5 an hour.
  'gift-card': { client: { limit: 10, windowMs: 10 * MINUTE }, account: { limit: 5, windowMs: HOUR } },
  // A member follows a few ticketing links a minute; each costs a provider call (§2.1, §6).
  'ticketing-redirect': { client: { limit: 30, windowMs: MINUTE } },
  // A member comes back from the ticketing site a few times an hour; guessing tokens is hopeless anyway.
  'token-login': { client: { limit: 20, windowMs: MINUTE } },
};

export type AttemptVerdict = { readonly ok: true } | { readonly ok: false; readonly retryAfterSeconds: number };

export interface AttemptLimiter {
  /** Counts one attempt of `action` by `client` on `account`; refused past either limit. */
  take(action: LimitedAction, client: string, account: string | null): Promise<AttemptVerdict>;
  takeClient(action: LimitedAction, client: string): Promise<AttemptVerdict>;
  /** Counts against `account` only, after the client's and any captcha, so refused strangers spend none of it. */
  takeAccount(action: LimitedAction, account: string | null): Promise<AttemptVerdict>;
  /** The attempt succeeded: the account's count starts again (a member who signs in is not held back). */
  succeeded(action: LimitedAction, account: string | null): Promise<void>;
}

/** Keys hold a digest, never an address or an e-mail in clear. */
function keyOf(action: LimitedAction, kind: 'client' | 'account', value: string): string {
  return `attempts:${action}:${kind}:${createHash('sha256').update(value).digest('base64url')}`;
}

export function createAttemptLimiter(
  store: SharedStore,
  options: {
    limits?: Readonly<Record<LimitedAction, ActionLimits>>;
    /** The store failed: the attempt is let through (the provider's own limits still hold). */
    onStoreError?: (error: unknown) => void;
  } = {},
): AttemptLimiter {
  const limits = options.limits ?? ATTEMPT_LIMITS;
  const counted = async (
    action: LimitedAction,
    scope: 'client' | 'account',
    key: string,
    rule: AttemptLimit,
    lasting = false,
  ): Promise<AttemptVerdict> => {
    try {
      const { count, msLeft } = await store.increment(key, rule.windowMs, { lasting });
      if (count <= rule.limit) return { ok: true };
      countRefusal(action, scope);
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)) };
    } catch (error) {
      options.onStoreError?.(error);
      return { ok: true };
    }
  };
  return {
    takeClient(action, client) {
      const rule = limits[action].client;
      return counted(action, 'client', keyOf(action, 'client', clientLimitKey(client)), rule);
    },
    async takeAccount(action, account) {
      const rule = limits[action].account;
      if (!rule || account === null) return { ok: true };
      // Kept longest by a store that must drop counters (shared-store.ts).
      return counted(action, 'account', keyOf(action, 'account', account), rule, true);
    },
    async take(action, client, account) {
      // The client first: a refused client spends nothing of the account's and adds no key.
      const byClient = await this.takeClient(action, client);
      return byClient.ok ? this.takeAccount(action, account) : byClient;
    },
    async succeeded(action, account) {
      if (account === null || !limits[action].account) return;
      try {
        await store.delete(keyOf(action, 'account', account));
      } catch (error) {
        options.onStoreError?.(error);
      }
    },
  };
}
