import { describe, expect, it } from 'vitest';
import { testCatalog, testMovie, testShowtime } from '../catalog/test-catalog.ts';
import { decodeQueryString } from '../links/query.ts';
import { bookingCodesFromQuery, bookingShowtimeSchema, findBookingShowtime } from './booking-showtime.ts';

describe('booking route (§2.1 /{bookingRoute}?theaterCode&perfCode, §2.3 embedded booking links)', () => {
  it('§2.2 reads its codes from the decoded query, numbers back to the same text', () => {
    expect(bookingCodesFromQuery(decodeQueryString('?theaterCode=PAR01&perfCode=38825532'))).toEqual({
      theaterCode: 'PAR01',
      perfCode: '38825532',
    });
    expect(bookingCodesFromQuery(decodeQueryString('?theaterCode=007&perfCode=0042'))).toEqual({
      theaterCode: '007',
      perfCode: '0042',
    });
    expect(bookingCodesFromQuery(decodeQueryString('?theaterCode=12&perfCode=12345678901234567890'))).toEqual({
      theaterCode: '12',
      perfCode: '12345678901234567890',
    });
  });

  it('refuses a missing, boolean, repeated or malformed code', () => {
    for (const search of [
      '',
      '?theaterCode=PAR01',
      '?perfCode=1',
      '?theaterCode=true&perfCode=1',
      '?theaterCode=A&theaterCode=B&perfCode=1',
      '?theaterCode=PAR01&perfCode=%3Cscript%3E',
      '?theaterCode=PAR01&perfCode=1.5',
    ]) {
      expect(bookingCodesFromQuery(decodeQueryString(search)), search).toBeNull();
    }
  });

  it('finds the showtime, its film and theater in the catalogue', () => {
    const catalog = testCatalog(
      [testMovie(7, { title: 'Le Film', slug: 'le-film' })],
      [testShowtime(7, '2026-11-23T20:30:00+01:00', { perfCode: '555', screen: '2', availability: 'SOLD_OUT' })],
    );
    const found = findBookingShowtime(catalog, ['t1'], { theaterCode: 'T1', perfCode: '555' });
    expect(found).toEqual({
      movie: { id: 7, title: 'Le Film', path: '/movies/7-le-film/' },
      theater: { name: 'Théâtre Un', timeZone: 'Europe/Paris' },
      startsAt: '2026-11-23T20:30:00+01:00',
      localDate: '2026-11-23',
      screen: '2',
      format: '2D',
      soldOut: true,
    });
    expect(bookingShowtimeSchema.parse(found)).toEqual(found);
  });

  it('finds nothing for an unknown code or a theater of another site', () => {
    const catalog = testCatalog([testMovie(7)], [testShowtime(7, '2026-11-23T20:30:00+01:00', { perfCode: '555' })]);
    expect(findBookingShowtime(catalog, ['t1'], { theaterCode: 'T1', perfCode: '556' })).toBeNull();
    expect(findBookingShowtime(catalog, ['t1'], { theaterCode: 'T2', perfCode: '555' })).toBeNull();
    expect(findBookingShowtime(catalog, ['other'], { theaterCode: 'T1', perfCode: '555' })).toBeNull();
  });
});
