import { describe, expect, it } from 'vitest';
import {
  INITIAL_SESSION_STATE,
  isLoggedIn,
  nextRefreshDelay,
  refreshIntervalMs,
  sessionCookieMaxAgeSeconds,
  sessionReducer,
  statusOfMember,
  toPublicMember,
  type PublicMember,
} from './session.ts';
import type { LoyaltyMember } from './session-flows.ts';

const member: LoyaltyMember = {
  memberId: '100001',
  firstName: 'Claire',
  lastName: 'Dubois',
  email: 'claire.dubois@example.fr',
  userName: 'claire.dubois@example.fr',
  mobilePhone: '',
  cardNumber: 'CGE100001',
  clubId: 'CLUB',
  clubName: 'Club',
  levelName: '',
  balances: [{ type: 'POINTS', points: 10 }],
  memberExpiry: null,
  token: 'tok',
  refreshToken: 'ref',
  cypherVersion: 1,
};
const publicMember: PublicMember = toPublicMember(member);
const now = new Date('2026-11-23T10:00:00Z');
const past = { ...publicMember, memberExpiry: '2026-01-01T00:00:00Z' };

describe('member session state machine (§4.1–§4.4)', () => {
  it('§4.1 starts as loading, with nobody known', () => {
    expect(INITIAL_SESSION_STATE).toEqual({ status: 'loading', member: null });
    expect(isLoggedIn(INITIAL_SESSION_STATE)).toBe(false);
  });

  it('§3.8 the page member holds no provider token', () => {
    expect(publicMember).not.toHaveProperty('token');
    expect(publicMember).not.toHaveProperty('refreshToken');
    expect(publicMember.cypherVersion).toBe(1);
  });

  it('§4.1 a refresh or login with a member signs in', () => {
    const state = sessionReducer(
      INITIAL_SESSION_STATE,
      { type: 'signed-in', member: publicMember },
      { allowExpiredAccountsLogin: false, now },
    );
    expect(state).toEqual({ status: 'member', member: publicMember });
    expect(isLoggedIn(state)).toBe(true);
  });

  it('§4.1 any refresh failure logs out (guest), from loading or member', () => {
    expect(sessionReducer(INITIAL_SESSION_STATE, { type: 'refresh-failed' })).toEqual({
      status: 'guest',
      member: null,
    });
    const signedIn = sessionReducer(INITIAL_SESSION_STATE, { type: 'signed-in', member: publicMember });
    expect(sessionReducer(signedIn, { type: 'refresh-failed' })).toEqual({ status: 'guest', member: null });
  });

  it('§4.3 logout clears the session', () => {
    const signedIn = sessionReducer(INITIAL_SESSION_STATE, { type: 'signed-in', member: publicMember });
    expect(sessionReducer(signedIn, { type: 'signed-out' })).toEqual({ status: 'guest', member: null });
    const guest = { status: 'guest' as const, member: null };
    expect(sessionReducer(guest, { type: 'signed-out' })).toBe(guest);
  });

  it('§4.4 an expired member is expired (not logged in) unless allowExpiredAccountsLogin', () => {
    const state = sessionReducer(
      INITIAL_SESSION_STATE,
      { type: 'signed-in', member: past },
      { allowExpiredAccountsLogin: false, now },
    );
    expect(state.status).toBe('expired');
    expect(isLoggedIn(state)).toBe(false);
    expect(statusOfMember(past, { allowExpiredAccountsLogin: true, now })).toBe('member');
  });

  it('§4.4 the placeholder and a future date are not expired', () => {
    expect(statusOfMember({ memberExpiry: '0001-01-01T00:00:00Z' }, { allowExpiredAccountsLogin: false, now })).toBe(
      'member',
    );
    expect(statusOfMember({ memberExpiry: '2027-06-01T00:00:00Z' }, { allowExpiredAccountsLogin: false, now })).toBe(
      'member',
    );
    expect(statusOfMember({ memberExpiry: null }, { allowExpiredAccountsLogin: false, now })).toBe('member');
  });

  it('§4.1/§9.1 refresh timing: 500 ms debounce at start, then 600,000 ms (v1) / 85,800,000 ms (v3) while logged in', () => {
    expect(nextRefreshDelay(INITIAL_SESSION_STATE, 1)).toBe(500);
    const signedIn = { status: 'member' as const, member: publicMember };
    expect(nextRefreshDelay(signedIn, 1)).toBe(600_000);
    expect(nextRefreshDelay(signedIn, 3)).toBe(85_800_000);
    expect(refreshIntervalMs(1)).toBe(600_000);
    expect(refreshIntervalMs(3)).toBe(85_800_000);
  });

  it('§4.1 guests and expired members are not refreshed', () => {
    expect(nextRefreshDelay({ status: 'guest', member: null }, 1)).toBeNull();
    expect(nextRefreshDelay({ status: 'expired', member: past }, 3)).toBeNull();
  });

  it('§4.4/§9.1 cookie lifetime: sessionTimeout hours, or a browser-session cookie when expired and not allowed', () => {
    expect(sessionCookieMaxAgeSeconds(false)).toBe(720 * 3600);
    expect(sessionCookieMaxAgeSeconds(false, 2)).toBe(7200);
    expect(sessionCookieMaxAgeSeconds(true)).toBeNull();
  });
});
