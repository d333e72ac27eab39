import { isScannableCodeFormat, type ScannableCodeFormat } from '../loyalty/member/card-code.ts';

// The only member data a device keeps for offline use: the card's number and the format it is
// scanned in, enough to draw it again at a till without signal. One entry in a cache of its own,
// written when the card is shown, deleted at sign-out or when the session is found ended.

/** Not versioned by build: a new build must not take the member's card away mid-evening. */
export const MEMBER_OFFLINE_CACHE = 'fincher-member-offline';

/** The entry's key in that cache (an address nothing serves). */
export const MEMBER_OFFLINE_KEY = '/offline/member-card.json';

/** Sign-out (§4.1); the service worker deletes the member's cache when it sees this request. */
export const SIGN_OUT_PATH = '/api/member/logout';

export interface KeptMemberCard {
  readonly cardNumber: string;
  readonly format: ScannableCodeFormat;
}

/** The kept card as stored, or null for anything else (another version, a damaged entry). */
export function parseKeptMemberCard(data: unknown): KeptMemberCard | null {
  if (typeof data !== 'object' || data === null) return null;
  const { cardNumber, format } = data as Record<string, unknown>;
  if (typeof cardNumber !== 'string' || cardNumber.length === 0 || cardNumber.length > 64) return null;
  if (!isScannableCodeFormat(format)) return null;
  return { cardNumber, format };
}
