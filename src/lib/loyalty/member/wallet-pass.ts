import type { WalletProvider } from '../provider/provider-constants.ts';

// §7.9 leaves the save-pass URL template to us: Google Wallet's save link takes the signed JWT the provider answers,
// whereas Apple Wallet wants a signed .pkpass, so only Google Wallet is offered.

export const WALLET_SAVE_URL_TEMPLATES: Readonly<Partial<Record<WalletProvider, string>>> = {
  Google: 'https://pay.google.com/gp/v/save/{passToken}',
};

/** The wallet providers the member area offers, in display order. */
export const OFFERED_WALLETS = (Object.keys(WALLET_SAVE_URL_TEMPLATES) as WalletProvider[]).filter(
  (provider) => WALLET_SAVE_URL_TEMPLATES[provider] !== undefined,
);

/** Google documents about 2,000 characters as the safe length of a save link. */
export const MAX_PASS_TOKEN_LENGTH = 1900;

const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** A compact JWS (header.payload.signature, base64url): anything else is not a pass token. */
export function isSignedPassToken(text: unknown): text is string {
  return typeof text === 'string' && text.length <= MAX_PASS_TOKEN_LENGTH && COMPACT_JWS.test(text);
}

/** §7.9: null unless the answer is a base64url pass token, so that nothing in it can change the URL's host or path. */
export function walletSaveUrl(provider: WalletProvider, rawAnswer: string): string | null {
  const template = WALLET_SAVE_URL_TEMPLATES[provider];
  const token = rawAnswer.trim();
  if (!template || !isSignedPassToken(token)) return null;
  return template.replace('{passToken}', token);
}

/** How long after its start a screening's e-ticket is still worth adding to a wallet. */
export const E_TICKET_WALLET_GRACE_MS = 3 * 60 * 60 * 1000;

/** §7.9: an e-ticket is useful until its screening is over, so past or undated orders offer no wallet button. */
export function isETicketWalletEligible(
  order: { readonly bookingId: string | null; readonly screeningAt: string | null },
  now: Date,
): boolean {
  if (!order.bookingId || !order.screeningAt) return false;
  const start = Date.parse(order.screeningAt);
  return Number.isFinite(start) && start + E_TICKET_WALLET_GRACE_MS >= now.getTime();
}
