import { describe, expect, it, vi } from 'vitest';
import { cookieOf, deps } from './session-routes/session-routes-test-support.ts';
import { handleWalletPass, PKPASS_TYPE, type WalletPassDeps } from './wallet-pass.ts';

const PASS_BYTES = new Uint8Array([0x50, 0x4b, 3, 4, 1, 2, 3]);
const cookie = cookieOf({ token: 'S1', refreshToken: 'R1', cypherVersion: 3, memberId: '1' });

function walletDeps(passFile: WalletPassDeps['passFile']): WalletPassDeps {
  return { ...deps(3), passFile };
}

const get = (query: string, withCookie = true) =>
  new Request(`http://site.example/api/member/wallet-pass?${query}`, {
    headers: withCookie ? { cookie } : {},
  });

describe('§7.9 GET /api/member/wallet-pass: the Apple Wallet pass, fetched with the session on the server', () => {
  it('answers the provider’s .pkpass for the card, asked with the cookie’s token and the Apple wallet', async () => {
    const passFile = vi.fn(async () => ({ bytes: PASS_BYTES, type: PKPASS_TYPE }));
    const response = await handleWalletPass(get('kind=card&cardNumber=GE0010000020'), walletDeps(passFile));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(PKPASS_TYPE);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="loyalty-card.pkpass"');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PASS_BYTES);
    expect(passFile).toHaveBeenCalledWith('S1', 'Apple', { kind: 'card', cardNumber: 'GE0010000020' });
  });

  it('an e-ticket by its booking', async () => {
    const passFile = vi.fn(async () => ({ bytes: PASS_BYTES, type: PKPASS_TYPE }));
    const response = await handleWalletPass(get('kind=eTicket&bookingId=SL-BK-5000'), walletDeps(passFile));
    expect(response.status).toBe(200);
    expect(passFile).toHaveBeenCalledWith('S1', 'Apple', { kind: 'eTicket', bookingId: 'SL-BK-5000' });
  });

  it('a malformed address is a 400, a signed-out visitor goes to sign in, and neither reaches the provider', async () => {
    const passFile = vi.fn(async () => ({ bytes: PASS_BYTES, type: PKPASS_TYPE }));
    expect((await handleWalletPass(get('kind=card&cardNumber=../x'), walletDeps(passFile))).status).toBe(400);
    const signedOut = await handleWalletPass(get('kind=card&cardNumber=GE1', false), walletDeps(passFile));
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get('location')).toBe('/sign-in/?from=%2Faccount%2Fcards%2F');
    expect(passFile).not.toHaveBeenCalled();
  });

  it('a refusal is a 404, a file that is not a pass a 502, an unreachable provider a 503: never the body', async () => {
    const refused = await handleWalletPass(
      get('kind=card&cardNumber=GE1'),
      walletDeps(async () => null),
    );
    expect(refused.status).toBe(404);
    const html = await handleWalletPass(
      get('kind=card&cardNumber=GE1'),
      walletDeps(async () => ({ bytes: new TextEncoder().encode('<html>'), type: 'text/html' })),
    );
    expect(html.status).toBe(502);
    const down = await handleWalletPass(
      get('kind=card&cardNumber=GE1'),
      walletDeps(async () => {
        throw new Error('unreachable');
      }),
    );
    expect(down.status).toBe(503);
  });

  it('is not there without a loyalty programme', async () => {
    const none = { ...walletDeps(async () => null), loyalty: { ...deps(3).loyalty, provider: 'NONE' as const } };
    expect((await handleWalletPass(get('kind=card&cardNumber=GE1'), none)).status).toBe(404);
  });
});
