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

// The member session of §4.1–§4.4 as a pure state machine. The browser holds this state only: the
// tokens of §3.7 stay in an HttpOnly cookie on the server, so the page's member is the §3.8 member
// without token and refreshToken (ARCHITECTURE "Boundaries").

export type { PublicMember };

export function toPublicMember(member: LoyaltyMember): PublicMember {
  const { token, refreshToken, ...rest } = member;
  void token;
  void refreshToken;
  return rest;
}

/**
 * loading: not known yet (§4.1 "starts as loading"); guest: nobody signed in; member: signed in;
 * expired: signed in with an expired account that is not allowed (§4.4), treated as a guest.
 */
export type SessionStatus = 'loading' | 'guest' | 'member' | 'expired';

export interface SessionState {
  readonly status: SessionStatus;
  readonly member: PublicMember | null;
}

export type SessionEvent =
  /** A refresh (§4.1) or a login (§4.2) answered with a member. */
  | { readonly type: 'signed-in'; readonly member: PublicMember }
  /** §4.1 "Any failure logs the member out"; also a refresh that found no cookie. */
  | { readonly type: 'refresh-failed' }
  /** §4.3 */
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

/** §4.1, §9.1: the periodic refresh interval of each API generation. */
export function refreshIntervalMs(version: ApiVersion): number {
  return version === 3 ? REFRESH_INTERVAL_V3_MS : REFRESH_INTERVAL_V1_MS;
}

/**
 * When the next refresh is due, in ms from now, or null for none: about 500 ms after start
 * (debounced, §4.1), then every interval while logged in; a guest is not refreshed.
 */
export function nextRefreshDelay(state: SessionState, version: ApiVersion): number | null {
  if (state.status === 'loading') return INITIAL_REFRESH_DEBOUNCE_MS;
  if (state.status === 'member') return refreshIntervalMs(version);
  return null;
}

/**
 * §4.4 cookie lifetime: an expired, not-allowed member gets a browser-session cookie (no expiry);
 * otherwise it lasts sessionTimeout hours (§9.1 reads the unit as hours). Seconds, or null.
 */
export function sessionCookieMaxAgeSeconds(
  expiredAndNotAllowed: boolean,
  sessionTimeoutHours: number = SESSION_TIMEOUT_HOURS,
): number | null {
  return expiredAndNotAllowed ? null : sessionTimeoutHours * 3600;
}
