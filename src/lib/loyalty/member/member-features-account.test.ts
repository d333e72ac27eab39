import { describe, expect, it } from 'vitest';
import { memberFeatures } from './member-features.ts';

// §7.5 / §7.4: each account screen only where its call exists for the site's API generation.

describe('member features: account management by API generation (§7.5, §7.4, §9.2)', () => {
  it('version 1 (RTS): username reminder and member search, no deletion (§7.5 Delete is v3 only)', () => {
    expect(memberFeatures({ provider: 'RTS', version: 1, includeWatchlist: false })).toMatchObject({
      profileEdit: true,
      usernameReminder: true,
      onlineAccess: true,
      accountDeletion: false,
      loyaltyJoin: true,
    });
  });
  it('version 3 (BOOST_POS, TAPOS, CGR…): deletion, no reminder nor member search (v1 routes only)', () => {
    for (const provider of ['BOOST_POS', 'BOOST_POS_WITHOUT_LOYALTY', 'TAPOS', 'CGR'] as const) {
      expect(memberFeatures({ provider, version: 3, includeWatchlist: false })).toMatchObject({
        profileEdit: true,
        usernameReminder: false,
        onlineAccess: false,
        accountDeletion: true,
        loyaltyJoin: true,
      });
    }
  });
  it('§9.2 NONE: no member area at all', () => {
    expect(Object.values(memberFeatures({ provider: 'NONE', version: 1, includeWatchlist: true })).some(Boolean)).toBe(
      false,
    );
  });
});
