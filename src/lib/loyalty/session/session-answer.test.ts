import { describe, expect, it } from 'vitest';
import { parseHandoffCheckAnswer, parseSessionAnswer } from './session-answer.ts';

const member = {
  memberId: 'M1',
  firstName: 'Ada',
  lastName: 'Tester',
  email: 'ada@example.com',
  userName: 'ada@example.com',
  mobilePhone: '',
  cardNumber: 'C-1',
  clubId: '',
  clubName: '',
  levelName: '',
  balances: [{ type: 'POINTS', points: 12 }],
  memberExpiry: null,
  cypherVersion: 3,
};

describe('§4.1–§4.4 the session answer the page reads', () => {
  it('reads a member, an expired member and a guest', () => {
    expect(parseSessionAnswer({ status: 'member', member })?.member?.firstName).toBe('Ada');
    expect(parseSessionAnswer({ status: 'expired', member: { ...member, memberExpiry: '2020-01-01' } })?.status).toBe(
      'expired',
    );
    const guest = parseSessionAnswer({
      status: 'guest',
      member: null,
      rejection: { peachCode: 2, clientErrorMessage: null },
    });
    expect(guest?.status === 'guest' ? guest.rejection?.peachCode : undefined).toBe(2);
  });

  it('refuses anything else, so that a broken answer counts as a failed call', () => {
    expect(parseSessionAnswer(null)).toBeNull();
    expect(parseSessionAnswer('<html>')).toBeNull();
    expect(parseSessionAnswer({ status: 'admin', member })).toBeNull();
    expect(parseSessionAnswer({ status: 'member', member: { ...member, cypherVersion: 2 } })).toBeNull();
    expect(parseSessionAnswer({ status: 'member', member: { ...member, email: 42 } })).toBeNull();
  });
});

describe('§4.5 the hand-off check answer the page reads', () => {
  it('reads a valid token, and an invalid one with the login path to go to (§8.3)', () => {
    expect(parseHandoffCheckAnswer({ valid: true })).toEqual({ valid: true });
    expect(parseHandoffCheckAnswer({ valid: false, location: '/sign-in/?return=%2Fa' })).toEqual({
      valid: false,
      location: '/sign-in/?return=%2Fa',
    });
  });

  it('refuses a location off this site, so the page never navigates there', () => {
    for (const location of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'sign-in/']) {
      expect(parseHandoffCheckAnswer({ valid: false, location })).toBeNull();
    }
    expect(parseHandoffCheckAnswer({ valid: false })).toBeNull();
    expect(parseHandoffCheckAnswer(null)).toBeNull();
  });
});
