import {
  INITIAL_REFRESH_DEBOUNCE_MS,
  REFRESH_INTERVAL_V1_MS,
  REFRESH_INTERVAL_V3_MS,
  SESSION_TIMEOUT_HOURS,
} from '../../config/browser-constants.ts';
import { ALLOW_EXPIRED_ACCOUNTS_LOGIN, type ApiVersion } from '../loyalty-constants.ts';
import { isMemberExpired } from './member-expiry.ts';
import type { PublicMember } from './session-answer.ts';
import type { LoyaltyMember } from './session-flows.ts';

// The member session of §4.1–§4.4 as a pure state machine; the browser's member has no tokens, which stay in the
// HttpOnly cookie (§3.7).

export type { PublicMember };

export function toPublicMember(member: LoyaltyMember): PublicMember {
  const { token, refreshToken, ...rest } = member;
  void token;
  void refreshToken;
  return rest;
}

/** §4.1–§4.4; "expired" is a member whose expired account is not allowed in, treated as a guest. */
export type SessionStatus = 'loading' | 'guest' | 'member' | 'expired';

export interface SessionState {
  readonly status: SessionStatus;
  readonly member: PublicMember | null;
}

export type SessionEvent =
  | { readonly type: 'signed-in'; readonly member: PublicMember }
  /** §4.1 "Any failure logs the member out"; also a refresh that found no cookie. */
  | { readonly type: 'refresh-failed' }
  | { readonly type: 'signed-out' };

export const INITIAL_SESSION_STATE: SessionState = { status: 'loading', member: null };

export interface ExpiryRule {
  readonly allowExpiredAccountsLogin: boolean;
  readonly now: Date;
}

/** §4.4: an expired member is not logged in unless allowExpiredAccountsLogin. */
export function statusOfMember(
  member: Pick<PublicMember, 'memberExpiry'>,
  rule: ExpiryRule = { allowExpiredAccountsLogin: ALLOW_EXPIRED_ACCOUNTS_LOGIN, now: new Date() },
): 'member' | 'expired' {
  if (!isMemberExpired(member, rule.now)) return 'member';
  return rule.allowExpiredAccountsLogin ? 'member' : 'expired';
}

export function sessionReducer(state: SessionState, event: SessionEvent, rule?: ExpiryRule): SessionState {
  switch (event.type) {
    case 'signed-in':
      return { status: statusOfMember(event.member, rule), member: event.member };
    case 'refresh-failed':
    case 'signed-out':
      return state.status === 'guest' && state.member === null ? state : { status: 'guest', member: null };
  }
}

/** §4.4, §6: only a member whose account is not expired (or expired and allowed) is logged in. */
export function isLoggedIn(state: SessionState): boolean {
  return state.status === 'member';
}

export function refreshIntervalMs(version: ApiVersion): number {
  return version === 3 ? REFRESH_INTERVAL_V3_MS : REFRESH_INTERVAL_V1_MS;
}

/** §4.1: ms until the next refresh, debounced after start, then every interval while logged in; null for a guest. */
export function nextRefreshDelay(state: SessionState, version: ApiVersion): number | null {
  if (state.status === 'loading') return INITIAL_REFRESH_DEBOUNCE_MS;
  if (state.status === 'member') return refreshIntervalMs(version);
  return null;
}

/** §4.4, §9.1 (in hours): null, a browser-session cookie, for an expired member who is not allowed in. */
export function sessionCookieMaxAgeSeconds(
  expiredAndNotAllowed: boolean,
  sessionTimeoutHours: number = SESSION_TIMEOUT_HOURS,
): number | null {
  return expiredAndNotAllowed ? null : sessionTimeoutHours * 3600;
}
