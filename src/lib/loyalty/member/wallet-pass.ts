import type { WalletProvider } from '../provider/provider-constants.ts';
import type { WalletPass } from './member-types.ts';

// §7.9 leaves the save-pass URL template to us: Google Wallet's save link takes the signed JWT the provider answers;
// Apple Wallet takes the signed .pkpass file itself, which the site's server fetches with the member's session and
// hands to the browser (APPLE_PASS_PATH), so that the token never reaches the page.

export const WALLET_SAVE_URL_TEMPLATES: Readonly<Partial<Record<WalletProvider, string>>> = {
  Google: 'https://pay.google.com/gp/v/save/{passToken}',
};

/** The wallets reached through a save link built in the page (Google's); Apple's goes through APPLE_PASS_PATH. */
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

/** The site's address answering an Apple Wallet pass (src/app/api/member/wallet-pass). */
export const APPLE_PASS_PATH = '/api/member/wallet-pass';

/** §7.7 card numbers and §7.9 booking ids as the route table takes them (`id`). */
const PASS_ID = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,63}$/;

/** The address of a pass's Apple Wallet file: a plain link, which Safari opens in Wallet. */
export function applePassPath(pass: WalletPass): string {
  const query =
    pass.kind === 'card'
      ? new URLSearchParams({ kind: 'card', cardNumber: pass.cardNumber })
      : new URLSearchParams({ kind: 'eTicket', bookingId: pass.bookingId });
  return `${APPLE_PASS_PATH}?${query}`;
}

/** The pass an address of applePassPath names; null for anything else (a 400). */
export function walletPassOfQuery(query: URLSearchParams): WalletPass | null {
  const kind = query.get('kind');
  const id = kind === 'card' ? query.get('cardNumber') : kind === 'eTicket' ? query.get('bookingId') : null;
  if (id === null || !PASS_ID.test(id) || [...query.keys()].length !== 2) return null;
  return kind === 'card' ? { kind, cardNumber: id } : { kind: 'eTicket', bookingId: id };
}

/**
 * An iPhone, iPad or Mac (whose Wallet takes .pkpass). iPadOS asks for desktop pages as a Mac, told apart by its
 * touch screen; either way a Mac's Safari also opens passes, so both count.
 */
export function isAppleDevice(userAgent: string): boolean {
  return /\b(iPhone|iPad|iPod|Macintosh)\b/.test(userAgent);
}

/** §7.9 both wallets are offered; the device's own comes first. */
export function walletOrder(appleDevice: boolean): readonly WalletProvider[] {
  return appleDevice ? ['Apple', 'Google'] : ['Google', 'Apple'];
}
