import { describe, expect, it } from 'vitest';
import { EMBEDDING_MODE_TAPOS } from '../config/constants.ts';
import {
  buildBookingRouteHref,
  buildWebsalesBookingUrl,
  parseBookingRouteQuery,
  parseWebsalesBookingUrl,
  resolveEmbeddingMode,
  rewriteEmbeddedBookingLink,
} from './embedded-booking.ts';
import { BOOKING_PATH, BOOKING_ROUTE } from './link-constants.ts';

const websales = 'https://tickets.example.com/websales/sales/LUM01/book?perfcode=98765';

describe('§2.3 embedded booking links (§9.2 theaterCode, perfCode from perfcode)', () => {
  it('names the booking route "booking" with the §2.1 trailing slash', () => {
    expect(BOOKING_ROUTE).toBe('booking');
    expect(BOOKING_PATH).toBe('/booking/');
  });

  it('rewrites a web-sales booking link in tapos_embedded mode', () => {
    expect(rewriteEmbeddedBookingLink(websales, EMBEDDING_MODE_TAPOS)).toBe(
      '/booking/?theaterCode=LUM01&perfCode=98765',
    );
  });

  it('accepts any host and base path, upper-case schemes and a trailing slash', () => {
    expect(
      rewriteEmbeddedBookingLink(
        'HTTPS://pos.example.fr/cine/websales/sales/T-9/book/?perfcode=007&lang=fr',
        EMBEDDING_MODE_TAPOS,
      ),
    ).toBe('/booking/?theaterCode=T-9&perfCode=007');
  });

  it('leaves links alone outside embedding mode', () => {
    expect(rewriteEmbeddedBookingLink(websales, null)).toBe(websales);
  });

  it('leaves other links and incomplete booking links alone', () => {
    for (const href of [
      'https://tickets.example.com/websales/sales/LUM01/book',
      'https://tickets.example.com/websales/sales/LUM01/book?perfCode=1',
      'https://tickets.example.com/websales/sales/LUM01/showtimes?perfcode=1',
      'https://tickets.example.com/websales/sales/a%2Fb/book?perfcode=1',
      '/websales/sales/LUM01/book?perfcode=1',
      'http://',
      '',
    ]) {
      expect(rewriteEmbeddedBookingLink(href, EMBEDDING_MODE_TAPOS)).toBe(href);
    }
  });

  it('gives the booking route page its codes back, and the web-sales URL to hand over to', () => {
    const codes = parseWebsalesBookingUrl(websales);
    expect(codes).toEqual({ theaterCode: 'LUM01', perfCode: '98765' });
    expect(parseBookingRouteQuery(buildBookingRouteHref(codes!).split('?')[1]!)).toEqual(codes);
    expect(parseBookingRouteQuery('?theaterCode=LUM01')).toBeNull();
    expect(parseBookingRouteQuery('?theaterCode=<x>&perfCode=1')).toBeNull();
    expect(buildWebsalesBookingUrl('https://tickets.example.com', codes!)).toBe(websales);
    expect(buildWebsalesBookingUrl('http://localhost:4100/ticketing/', codes!)).toBe(
      'http://localhost:4100/ticketing/websales/sales/LUM01/book?perfcode=98765',
    );
  });
});

describe('§2.3 how embedding mode is switched on', () => {
  it('is on for every visit when configured', () => {
    expect(
      resolveEmbeddingMode({
        configured: EMBEDDING_MODE_TAPOS,
        currentSearch: '?embeddingMode=none',
        remembered: null,
      }),
    ).toBe(EMBEDDING_MODE_TAPOS);
  });

  it('is switched on by the query parameter and then remembered for the visit', () => {
    expect(
      resolveEmbeddingMode({ configured: undefined, currentSearch: '?embeddingMode=tapos_embedded', remembered: null }),
    ).toBe(EMBEDDING_MODE_TAPOS);
    expect(resolveEmbeddingMode({ configured: undefined, currentSearch: '', remembered: EMBEDDING_MODE_TAPOS })).toBe(
      EMBEDDING_MODE_TAPOS,
    );
  });

  it('is switched off by "none" and ignores unknown values', () => {
    expect(
      resolveEmbeddingMode({
        configured: null,
        currentSearch: '?embeddingMode=none',
        remembered: EMBEDDING_MODE_TAPOS,
      }),
    ).toBeNull();
    expect(
      resolveEmbeddingMode({ configured: null, currentSearch: '?embeddingMode=kiosk', remembered: null }),
    ).toBeNull();
  });
});
