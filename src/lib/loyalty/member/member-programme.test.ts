import { describe, expect, it } from 'vitest';
import {
  canAffordReward,
  currencyOfCountry,
  eVoucherConcessionsOf,
  portalUrlOf,
  redemptionOutcome,
  rewardsBalanceOf,
  balanceKindOf,
  safePortalUrl,
} from './member-programme.ts';

describe('§7.9 payment-provider portal URL', () => {
  it('accepts https URLs and the sandbox on a loopback host', () => {
    expect(safePortalUrl('https://billing.example.com/p/session_1?x=1')).toBe(
      'https://billing.example.com/p/session_1?x=1',
    );
    expect(safePortalUrl('http://localhost:4010/sandbox/payment-portal/abc')).toBe(
      'http://localhost:4010/sandbox/payment-portal/abc',
    );
    expect(safePortalUrl('http://127.0.0.1:4010/sandbox/payment-portal/abc')).toBe(
      'http://127.0.0.1:4010/sandbox/payment-portal/abc',
    );
  });

  it('never javascript:, data:, plain http elsewhere, relative URLs or credentials', () => {
    for (const raw of [
      'javascript:alert(document.cookie)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://billing.example.com/p/1',
      'http://localhost.evil.example/p',
      '//billing.example.com/p',
      '/sandbox/payment-portal/abc',
      'https://user:secret@billing.example.com/',
      'ftp://billing.example.com/',
      '',
      null,
      42,
    ]) {
      expect(safePortalUrl(raw)).toBeNull();
    }
  });

  it('reads the url of the provider answer', () => {
    expect(portalUrlOf({ peachCode: 0, url: 'https://billing.example.com/s' })).toBe('https://billing.example.com/s');
    expect(portalUrlOf({ peachCode: 0, url: 'javascript:alert(1)' })).toBeNull();
    expect(portalUrlOf({ peachCode: 0 })).toBeNull();
    expect(portalUrlOf('oops')).toBeNull();
  });
});

describe('§7.3 reward redemption', () => {
  it('the new balance is the provider figure when given', () => {
    expect(
      redemptionOutcome(
        { peachCode: 0, pointsRemaining: 1350, voucherCode: 'VCH-1' },
        { balance: 1500, pointsCost: 150 },
      ),
    ).toEqual({ balance: 1350, voucherCode: 'VCH-1' });
  });
  it('else the balance shown before less the cost, never below zero', () => {
    expect(redemptionOutcome({ peachCode: 0 }, { balance: 1500, pointsCost: 150 })).toEqual({
      balance: 1350,
      voucherCode: null,
    });
    expect(redemptionOutcome({}, { balance: 100, pointsCost: 150 }).balance).toBe(0);
    expect(redemptionOutcome(null, { balance: null, pointsCost: 150 }).balance).toBeNull();
  });
  it('the balance beside the rewards: the listing figure, else the member POINTS balance', () => {
    expect(rewardsBalanceOf({ peachCode: 0, pointsBalance: 1500 }, [{ type: 'POINTS', points: 10 }])).toBe(1500);
    expect(
      rewardsBalanceOf({ peachCode: 0 }, [
        { type: 'VISITS', points: 3 },
        { type: 'POINTS', points: 10 },
      ]),
    ).toBe(10);
    expect(rewardsBalanceOf({ peachCode: 0 }, [{ type: 'VISITS', points: 3 }])).toBe(3);
    expect(rewardsBalanceOf(null)).toBeNull();
  });
  it('a reward needs its recognition id and enough points', () => {
    expect(canAffordReward({ recognitionId: 'RW-1', pointsCost: 150 }, 150)).toBe(true);
    expect(canAffordReward({ recognitionId: 'RW-1', pointsCost: 150 }, 149)).toBe(false);
    expect(canAffordReward({ recognitionId: null, pointsCost: 0 }, 1000)).toBe(false);
    // Unknown balance: let the provider decide.
    expect(canAffordReward({ recognitionId: 'RW-1', pointsCost: 150 }, null)).toBe(true);
  });
});

describe('§7.9 e-voucher concessions', () => {
  it('keeps the concessions with a description', () => {
    expect(
      eVoucherConcessionsOf({
        peachCode: 0,
        concessions: [
          { id: 'EV-KIDS', description: 'Kids menu e-voucher', priceInCents: 650 },
          { id: 7, description: 'Drink', priceInCents: -5 },
          { id: 'EV-X', description: ' ' },
        ],
      }),
    ).toEqual([
      { id: 'EV-KIDS', description: 'Kids menu e-voucher', priceInCents: 650 },
      { id: '7', description: 'Drink', priceInCents: 0 },
    ]);
  });
  it('an answer without concessions is an empty list', () => {
    expect(eVoucherConcessionsOf({ peachCode: 0 })).toEqual([]);
    expect(eVoucherConcessionsOf('nope')).toEqual([]);
  });
});

describe('§7.9 e-voucher prices in the site country currency (§3.1)', () => {
  it('maps the demo countries and falls back to the euro', () => {
    expect(currencyOfCountry('FR')).toBe('EUR');
    expect(currencyOfCountry('us')).toBe('USD');
    expect(currencyOfCountry('GB')).toBe('GBP');
    expect(currencyOfCountry('ZZ')).toBe('EUR');
  });
});

describe('§4.11 balanceTypes shown in our words', () => {
  it('a visit count is visits; POINTS and any other name are points, never the provider code', () => {
    expect(balanceKindOf('VISITS')).toBe('visits');
    expect(balanceKindOf(' visit ')).toBe('visits');
    expect(balanceKindOf('POINTS')).toBe('points');
    expect(balanceKindOf('STARS_2024')).toBe('points');
  });
});
