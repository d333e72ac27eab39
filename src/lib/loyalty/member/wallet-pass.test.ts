import { describe, expect, it } from 'vitest';
import {
  applePassPath,
  isAppleDevice,
  isETicketWalletEligible,
  isSignedPassToken,
  MAX_PASS_TOKEN_LENGTH,
  OFFERED_WALLETS,
  walletOrder,
  walletPassOfQuery,
  walletSaveUrl,
} from './wallet-pass.ts';

const PASS = 'eyJhbGciOiJIUzI1NiJ9.eyJ0eXAiOiJnb29nbGVfZXRpY2tldCJ9.c2lnbmF0dXJlLXZhbHVl';

describe('§7.9 wallet save-pass URL', () => {
  it('builds the Google Wallet save link from the raw signed pass token', () => {
    expect(walletSaveUrl('Google', PASS)).toBe(`https://pay.google.com/gp/v/save/${PASS}`);
    // Raw text answers may end with a newline.
    expect(walletSaveUrl('Google', `${PASS}\n`)).toBe(`https://pay.google.com/gp/v/save/${PASS}`);
  });

  it('refuses anything that is not a compact JWS, so the URL cannot be bent', () => {
    for (const raw of [
      '',
      'not a token',
      `${PASS}/../../evil`,
      `${PASS}?x=1`,
      `${PASS}#x`,
      'a.b',
      'a.b.c.d',
      `javascript:alert(1).b.c`,
      '<html>error</html>',
      'a.b.c'.padEnd(MAX_PASS_TOKEN_LENGTH + 1, 'x'),
    ]) {
      expect(walletSaveUrl('Google', raw)).toBeNull();
    }
    expect(isSignedPassToken(42)).toBe(false);
  });

  it('Apple Wallet needs a .pkpass, not a JWT: no save URL, not offered', () => {
    expect(walletSaveUrl('Apple', PASS)).toBeNull();
    expect(OFFERED_WALLETS).toEqual(['Google']);
  });
});

describe('§7.9 e-ticket wallet eligibility', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it('an upcoming screening with a booking id is eligible', () => {
    expect(isETicketWalletEligible({ bookingId: 'SL-BK-1', screeningAt: '2026-11-25T20:00:00Z' }, now)).toBe(true);
  });
  it('a screening that started less than three hours ago still is; an older one is not', () => {
    expect(isETicketWalletEligible({ bookingId: 'SL-BK-1', screeningAt: '2026-11-23T09:30:00Z' }, now)).toBe(true);
    expect(isETicketWalletEligible({ bookingId: 'SL-BK-1', screeningAt: '2026-11-23T08:59:00Z' }, now)).toBe(false);
  });
  it('no booking id or no session time: not eligible', () => {
    expect(isETicketWalletEligible({ bookingId: null, screeningAt: '2026-11-25T20:00:00Z' }, now)).toBe(false);
    expect(isETicketWalletEligible({ bookingId: 'SL-BK-1', screeningAt: null }, now)).toBe(false);
    expect(isETicketWalletEligible({ bookingId: 'SL-BK-1', screeningAt: 'soon' }, now)).toBe(false);
  });
});

describe('§7.9 Apple Wallet: the pass file through the site, and which wallet comes first', () => {
  it('names the pass in the address, and reads back only such an address', () => {
    const card = applePassPath({ kind: 'card', cardNumber: 'GE0010000020' });
    expect(card).toBe('/api/member/wallet-pass?kind=card&cardNumber=GE0010000020');
    expect(walletPassOfQuery(new URL(card, 'https://x.example').searchParams)).toEqual({
      kind: 'card',
      cardNumber: 'GE0010000020',
    });
    const ticket = applePassPath({ kind: 'eTicket', bookingId: 'SL-BK-5000' });
    expect(walletPassOfQuery(new URL(ticket, 'https://x.example').searchParams)).toEqual({
      kind: 'eTicket',
      bookingId: 'SL-BK-5000',
    });
    for (const query of [
      'kind=card',
      'kind=card&bookingId=SL-BK-5000',
      'kind=other&cardNumber=GE1',
      'kind=card&cardNumber=../GE1',
      'kind=card&cardNumber=GE1&extra=1',
      `kind=card&cardNumber=${'1'.repeat(65)}`,
    ])
      expect(walletPassOfQuery(new URLSearchParams(query)), query).toBeNull();
  });

  it('puts Apple Wallet first on Apple devices, Google Wallet elsewhere, and always offers both', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile';
    const android = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
    const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15';
    expect(walletOrder(isAppleDevice(iphone))).toEqual(['Apple', 'Google']);
    expect(walletOrder(isAppleDevice(mac))).toEqual(['Apple', 'Google']);
    expect(walletOrder(isAppleDevice(android))).toEqual(['Google', 'Apple']);
  });
});
