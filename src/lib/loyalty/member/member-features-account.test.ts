import { describe, expect, it } from 'vitest';
import { memberFeatures } from './member-features.ts';

// §7.5 / §7.4: each account screen only where its call exists for the site's API generation.

describe('member features: account management by API generation (§7.5, §7.4, §9.2)', () => {
  it('version 1 (RTS): username reminder and member search, no deletion (§7.5 Delete is v3 only)', () => {
    expect(memberFeatures({ provider: 'RTS', version: 1, includeWatchlist: false, type: 'NON_TIERED' })).toMatchObject({
      profileEdit: true,
      usernameReminder: true,
      onlineAccess: true,
      accountDeletion: false,
      loyaltyJoin: true,
    });
  });
  it('version 3 (BOOST_POS, TAPOS, CGR…): deletion, no reminder nor member search (v1 routes only)', () => {
    for (const provider of ['BOOST_POS', 'BOOST_POS_WITHOUT_LOYALTY', 'TAPOS', 'CGR'] as const) {
      expect(memberFeatures({ provider, version: 3, includeWatchlist: false, type: 'NON_TIERED' })).toMatchObject({
        profileEdit: true,
        usernameReminder: false,
        onlineAccess: false,
        accountDeletion: true,
        loyaltyJoin: true,
      });
    }
  });
  it('§9.2 NONE: no member area at all', () => {
    expect(
      Object.values(memberFeatures({ provider: 'NONE', version: 1, includeWatchlist: true, type: 'NON_TIERED' })).some(
        Boolean,
      ),
    ).toBe(false);
  });
  it('§3.6, §4.8, §4.11 the loyalty membership is offered to join only on a programme with a type', () => {
    const v3 = { provider: 'BOOST_POS', version: 3, includeWatchlist: false } as const;
    expect(memberFeatures({ ...v3, type: 'NONE' }).loyaltyJoin).toBe(false);
    expect(memberFeatures(v3).loyaltyJoin).toBe(false);
    expect(memberFeatures({ ...v3, type: 'TIERED' }).loyaltyJoin).toBe(true);
    expect(
      memberFeatures({ provider: 'RTS', version: 1, includeWatchlist: false, type: 'NON_TIERED' }).loyaltyJoin,
    ).toBe(true);
  });
});
