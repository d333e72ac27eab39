import { isScannableCodeFormat, type ScannableCodeFormat } from '../loyalty/member/card-code.ts';

// The only member data a device keeps for offline use: the card's number and the format it is
// scanned in, and the e-tickets still to use (film, time, cinema, booking reference), enough to show
// them again at a till without signal. Entries in a cache of their own, written when the screens
// show them, deleted at sign-out or when the session is found ended.

/** Not versioned by build: a new build must not take the member's card away mid-evening. */
export const MEMBER_OFFLINE_CACHE = 'fincher-member-offline';

/** The entries' keys in that cache (addresses nothing serves). */
export const MEMBER_OFFLINE_KEY = '/offline/member-card.json';
export const MEMBER_TICKETS_KEY = '/offline/member-tickets.json';

/** The most e-tickets kept: an evening's and the next few. */
export const MAX_KEPT_TICKETS = 10;

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

export interface KeptETicket {
  readonly bookingId: string;
  readonly filmTitle: string | null;
  /** ISO start of the screening. */
  readonly screeningAt: string;
  readonly cinemaName: string | null;
}

/** The e-tickets worth keeping: with a booking, not yet started more than a few hours ago, soonest first. */
export function ticketsToKeep(
  orders: readonly {
    readonly bookingId: string | null;
    readonly filmTitle: string | null;
    readonly screeningAt: string | null;
    readonly cinemaName: string | null;
  }[],
  isUpcoming: (order: { readonly bookingId: string | null; readonly screeningAt: string | null }) => boolean,
): KeptETicket[] {
  return orders
    .filter((order) => order.bookingId && order.screeningAt && isUpcoming(order))
    .map((order) => ({
      bookingId: order.bookingId!.slice(0, 64),
      filmTitle: order.filmTitle?.slice(0, 200) ?? null,
      screeningAt: order.screeningAt!,
      cinemaName: order.cinemaName?.slice(0, 200) ?? null,
    }))
    .sort((a, b) => Date.parse(a.screeningAt) - Date.parse(b.screeningAt))
    .slice(0, MAX_KEPT_TICKETS);
}

export function parseKeptTickets(data: unknown): KeptETicket[] {
  if (!Array.isArray(data)) return [];
  return data
    .filter(
      (ticket): ticket is KeptETicket =>
        typeof ticket === 'object' &&
        ticket !== null &&
        typeof (ticket as KeptETicket).bookingId === 'string' &&
        typeof (ticket as KeptETicket).screeningAt === 'string',
    )
    .slice(0, MAX_KEPT_TICKETS);
}
