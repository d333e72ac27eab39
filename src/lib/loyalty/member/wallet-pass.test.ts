import { describe, expect, it } from 'vitest';
import {
  isETicketWalletEligible,
  isSignedPassToken,
  MAX_PASS_TOKEN_LENGTH,
  OFFERED_WALLETS,
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
