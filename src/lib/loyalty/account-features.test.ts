import { describe, expect, it } from 'vitest';
import { accountFeatures } from './account-features.ts';

// §7.5 / §7.4: each account screen only where its call exists for the site's API generation.

describe('account features by API generation (§7.5, §7.4, §9.2)', () => {
  it('version 1 (RTS): username reminder and member search, no deletion (§7.5 Delete is v3 only)', () => {
    expect(accountFeatures({ provider: 'RTS', version: 1 })).toEqual({
      profileEdit: true,
      usernameReminder: true,
      onlineAccess: true,
      accountDeletion: false,
      loyaltyJoin: true,
    });
  });
  it('version 3 (BOOST_POS, TAPOS, CGR…): deletion, no reminder nor member search (v1 routes only)', () => {
    for (const provider of ['BOOST_POS', 'BOOST_POS_WITHOUT_LOYALTY', 'TAPOS', 'CGR'] as const) {
      expect(accountFeatures({ provider, version: 3 })).toEqual({
        profileEdit: true,
        usernameReminder: false,
        onlineAccess: false,
        accountDeletion: true,
        loyaltyJoin: true,
      });
    }
  });
  it('§9.2 NONE: no member area at all', () => {
    expect(Object.values(accountFeatures({ provider: 'NONE', version: 1 })).some(Boolean)).toBe(false);
  });
});
