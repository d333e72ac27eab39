import { describe, expect, it } from 'vitest';
import { PROVIDERS } from '../../config/constants.ts';
import { memberFeatures, showsHeaderAccess } from './member-features.ts';

describe('member features by provider (§3.6, §4.11, §7)', () => {
  it('§4.7 §7.8: the watchlist needs version 3 and includeWatchlist', () => {
    expect(memberFeatures({ provider: 'BOOST_POS', version: 3, includeWatchlist: true }).watchlist).toBe(true);
    expect(memberFeatures({ provider: 'BOOST_POS', version: 3, includeWatchlist: false }).watchlist).toBe(false);
    // RTS stays version 1 (§4.11) even when its site asks for a watchlist.
    expect(memberFeatures({ provider: 'RTS', version: 1, includeWatchlist: true }).watchlist).toBe(false);
  });

  it('§7.3: redemption only in version 3', () => {
    expect(memberFeatures({ provider: 'TAPOS', version: 3, includeWatchlist: false }).rewardRedemption).toBe(true);
    expect(memberFeatures({ provider: 'RTS', version: 1, includeWatchlist: false }).rewardRedemption).toBe(false);
  });

  it('§7.9: e-vouchers, payment portal and wallet for every loyalty provider, none without one', () => {
    for (const provider of PROVIDERS) {
      const version = provider === 'RTS' || provider === 'NONE' ? 1 : 3;
      const features = memberFeatures({ provider, version, includeWatchlist: true });
      const expected = provider !== 'NONE';
      expect([features.eVouchers, features.paymentPortal, features.wallet]).toEqual([expected, expected, expected]);
    }
    expect(memberFeatures({ provider: 'NONE', version: 3, includeWatchlist: true }).watchlist).toBe(false);
  });

  it('§4.6: favourite cinemas in version 3 only', () => {
    expect(memberFeatures({ provider: 'CGR', version: 3, includeWatchlist: false }).favoriteCinemas).toBe(true);
    expect(memberFeatures({ provider: 'RTS', version: 1, includeWatchlist: false }).favoriteCinemas).toBe(false);
  });

  it('§7.7, §3.6 cardType: a cards screen for every programme, with the calls its generation and card type allow', () => {
    const cards = (config: Parameters<typeof memberFeatures>[0]) => {
      const { loyaltyCards, cardList, cardDeleteByNumber, physicalCard } = memberFeatures(config);
      return { loyaltyCards, cardList, cardDeleteByNumber, physicalCard };
    };
    expect(cards({ provider: 'RTS', version: 1, includeWatchlist: false, cardType: 'PHYSICAL' })).toEqual({
      loyaltyCards: true,
      cardList: false,
      cardDeleteByNumber: true,
      physicalCard: false,
    });
    expect(cards({ provider: 'CGR', version: 3, includeWatchlist: false })).toEqual({
      loyaltyCards: true,
      cardList: true,
      cardDeleteByNumber: false,
      physicalCard: false,
    });
    expect(cards({ provider: 'BOOST_POS', version: 3, includeWatchlist: false, cardType: 'PHYSICAL' })).toEqual({
      loyaltyCards: true,
      cardList: true,
      cardDeleteByNumber: false,
      physicalCard: true,
    });
    expect(cards({ provider: 'NONE', version: 1, includeWatchlist: false, cardType: 'PHYSICAL' })).toEqual({
      loyaltyCards: false,
      cardList: false,
      cardDeleteByNumber: false,
      physicalCard: false,
    });
  });

  it('§5: the password complexity rule applies with BOOST_POS only', () => {
    for (const provider of PROVIDERS) {
      const version = provider === 'RTS' || provider === 'NONE' ? 1 : 3;
      expect(memberFeatures({ provider, version, includeWatchlist: false }).passwordComplexity, provider).toBe(
        provider === 'BOOST_POS',
      );
    }
  });
});

describe('§6 header access, §3.6 accessFromHeader', () => {
  it('shown only when accessFromHeader is on, and never without a loyalty programme', () => {
    expect(showsHeaderAccess({ provider: 'RTS', accessFromHeader: true })).toBe(true);
    expect(showsHeaderAccess({ provider: 'RTS', accessFromHeader: false })).toBe(false);
    expect(showsHeaderAccess({ provider: 'NONE', accessFromHeader: true })).toBe(false);
  });
});
