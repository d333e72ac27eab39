import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashMemberId, marketingIdentity, marketingLoginEvent } from './member-identity.ts';

describe('§3.15 marketing tracker identity: a hashed member id', () => {
  it('is the SHA-256 of the member id, in lowercase hex', async () => {
    // Known vector: SHA-256("abc").
    expect(await hashMemberId('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await hashMemberId('500001')).toBe(createHash('sha256').update('500001').digest('hex'));
  });

  it('never carries the raw id, and says it is hashed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[A-Za-z0-9-]{3,40}$/), async (id) => {
        // The identity is exactly the hash and the flag: no other member can carry the raw id.
        // (A short id such as "082" may well occur inside a 64-digit hash by chance, so the test
        // compares the whole identity rather than searching it for the id.)
        const identity = await marketingIdentity(id);
        expect(identity).toStrictEqual({
          memberId: { id: createHash('sha256').update(id).digest('hex'), hashed: true },
        });
        expect(identity.memberId.id).not.toBe(id);
      }),
      { numRuns: 50 },
    );
  });

  it('trims the id and refuses an empty one', async () => {
    expect(await hashMemberId(' 42 ')).toBe(await hashMemberId('42'));
    await expect(hashMemberId('  ')).rejects.toThrow(/member id/);
  });

  it('the login event is TrackMemberLogin with the login date-time', () => {
    expect(marketingLoginEvent(new Date('2026-11-23T09:30:00Z'))).toEqual({
      name: 'TrackMemberLogin',
      properties: { loginDateTime: '2026-11-23T09:30:00.000Z' },
    });
  });
});
