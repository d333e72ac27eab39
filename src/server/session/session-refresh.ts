import { createHash } from 'node:crypto';
import type { MemberSession } from '../../lib/loyalty/session/session-cookie.ts';
import type { SignedIn } from '../../lib/loyalty/session/session-flows.ts';
import type { SharedStore } from '../shared-store/shared-store.ts';
import { sealCookieValue, unsealCookieValue, type SessionKeys } from './sealed-cookie.ts';
import { createSharedRefresh } from './shared-refresh.ts';

// §4.1 shared refresh for the member routes: the outcome kept sealed, and a replaced refresh token noted
// so that a straggler's failure never removes a cookie a newer refresh already set.

export interface RefreshOutcome {
  readonly result: SignedIn | null;
  /** The session's refresh token was replaced by a successful refresh: the browser holds a newer cookie. */
  readonly replaced: boolean;
}

export interface SessionRefreshSharing {
  refresh(session: MemberSession, run: () => Promise<SignedIn | null>): Promise<RefreshOutcome>;
}

const OUTCOME_LABEL = 'fincher-refresh-outcome';
const OUTCOME_TTL_MS = 5 * 60_000;
/** How long a replaced refresh token is remembered: the cookie's own lifetime at most (§4.4). */
const REPLACED_TTL_MS = 24 * 60 * 60_000;

function digest(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

export function createSessionRefreshSharing(store: SharedStore, keys: SessionKeys): SessionRefreshSharing {
  const shared = createSharedRefresh(store, { outcomeTtlMs: OUTCOME_TTL_MS });
  return {
    async refresh(session, run) {
      const replacedKey = `refresh:replaced:${digest(session.refreshToken)}`;
      const sealed = await shared.run(session.refreshToken, async () => {
        const result = await run();
        if (result) await store.set(replacedKey, '1', REPLACED_TTL_MS);
        // The outcome holds the new tokens: it is kept sealed, like the cookie.
        return sealCookieValue(JSON.stringify(result), OUTCOME_LABEL, keys);
      });
      const text = unsealCookieValue(sealed, OUTCOME_LABEL, keys);
      const result = text === null ? null : (JSON.parse(text) as SignedIn | null);
      if (result) return { result, replaced: false };
      return { result: null, replaced: (await store.get(replacedKey)) !== null };
    },
  };
}
