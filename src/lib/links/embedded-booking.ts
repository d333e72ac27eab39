import { EMBEDDING_MODE_TAPOS } from '../config/constants.ts';
import { parseWebUrl } from './href-parts.ts';
import {
  BOOKING_PATH,
  BOOKING_PERF_CODE_KEY,
  BOOKING_THEATER_CODE_KEY,
  WEBSALES_PERF_CODE_PARAM,
} from './link-constants.ts';

import type { EmbeddingMode } from './embedding-mode.ts';

export { resolveEmbeddingMode, type EmbeddingMode } from './embedding-mode.ts';

// Codes travel in URLs and into the booking page: the same alphabet as a configured theaterCode.
const CODE = /^[A-Za-z0-9_-]+$/;
// §2.3: ".../websales/sales/{theaterCode}/book?perfcode={perfCode}", on whatever host and base path.
const WEBSALES_BOOKING_PATH = /\/websales\/sales\/([^/]+)\/book\/?$/i;

export interface BookingCodes {
  theaterCode: string;
  perfCode: string;
}

/** Null when the href is not a web-sales booking URL (never throws). */
export function parseWebsalesBookingUrl(href: string): BookingCodes | null {
  const url = parseWebUrl(href);
  if (!url) return null;
  const theaterMatch = WEBSALES_BOOKING_PATH.exec(url.pathname);
  const theaterCode = theaterMatch?.[1] ? safeDecode(theaterMatch[1]) : null;
  const perfCode = url.searchParams.get(WEBSALES_PERF_CODE_PARAM);
  if (!theaterCode || !perfCode || !CODE.test(theaterCode) || !CODE.test(perfCode)) return null;
  return { theaterCode, perfCode };
}

export function buildBookingRouteHref({ theaterCode, perfCode }: BookingCodes): string {
  const query = new URLSearchParams({ [BOOKING_THEATER_CODE_KEY]: theaterCode, [BOOKING_PERF_CODE_KEY]: perfCode });
  return `${BOOKING_PATH}?${query}`;
}

/** §2.3, §9.2: in embedding mode a web-sales booking link goes to our booking route, inside the provider's frame. */
export function rewriteEmbeddedBookingLink(href: string, embeddingMode: EmbeddingMode | null): string {
  if (embeddingMode !== EMBEDDING_MODE_TAPOS) return href;
  const codes = parseWebsalesBookingUrl(href);
  return codes ? buildBookingRouteHref(codes) : href;
}

export function parseBookingRouteQuery(search: string | URLSearchParams): BookingCodes | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const theaterCode = params.get(BOOKING_THEATER_CODE_KEY);
  const perfCode = params.get(BOOKING_PERF_CODE_KEY);
  if (!theaterCode || !perfCode || !CODE.test(theaterCode) || !CODE.test(perfCode)) return null;
  return { theaterCode, perfCode };
}

/** The booking route's hand-off: the web-sales URL on settings.ticketingSiteUrl. */
export function buildWebsalesBookingUrl(ticketingSiteUrl: string, { theaterCode, perfCode }: BookingCodes): string {
  const base = ticketingSiteUrl.endsWith('/') ? ticketingSiteUrl : `${ticketingSiteUrl}/`;
  const url = new URL(`websales/sales/${encodeURIComponent(theaterCode)}/book`, base);
  url.searchParams.set(WEBSALES_PERF_CODE_PARAM, perfCode);
  return url.toString();
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
