import { describe, expect, it } from 'vitest';
import { parseSessionAnswer } from './session-answer.ts';

const member = {
  memberId: 'M1',
  firstName: 'Ada',
  lastName: 'Tester',
  email: 'ada@example.com',
  memberExpiry: null,
  cypherVersion: 3,
};

describe('§4.1–§4.4 the session answer the page reads', () => {
  it('reads a member, an expired member and a guest', () => {
    expect(parseSessionAnswer({ status: 'member', member })?.member?.firstName).toBe('Ada');
    expect(parseSessionAnswer({ status: 'expired', member: { ...member, memberExpiry: '2020-01-01' } })?.status).toBe(
      'expired',
    );
    expect(
      parseSessionAnswer({ status: 'guest', member: null, rejection: { peachCode: 2, clientErrorMessage: null } })
        ?.rejection?.peachCode,
    ).toBe(2);
  });

  it('refuses anything else, so that a broken answer counts as a failed call', () => {
    expect(parseSessionAnswer(null)).toBeNull();
    expect(parseSessionAnswer('<html>')).toBeNull();
    expect(parseSessionAnswer({ status: 'admin', member })).toBeNull();
    expect(parseSessionAnswer({ status: 'member', member: { ...member, cypherVersion: 2 } })).toBeNull();
    expect(parseSessionAnswer({ status: 'member', member: { ...member, email: 42 } })).toBeNull();
  });
});
