import { describe, expect, it } from 'vitest';
import { MAX_KEPT_TICKETS, parseKeptMemberCard, parseKeptTickets, ticketsToKeep } from './member-offline.ts';

// What of a member a device keeps for offline use (§3.6 card, §7.9 e-tickets): that and nothing else.

const order = (bookingId: string | null, screeningAt: string | null) => ({
  bookingId,
  filmTitle: 'Fight Club',
  screeningAt,
  cinemaName: 'Le Grand Écran',
  orderedAt: '2026-11-01T10:00:00Z',
  pointsEarned: 12,
  key: String(bookingId),
});

describe('ticketsToKeep', () => {
  it('keeps the upcoming bookings only, soonest first, with four fields and no points or order data', () => {
    const upcoming = (o: { screeningAt: string | null }) => Date.parse(o.screeningAt ?? '') > Date.UTC(2026, 10, 28);
    const kept = ticketsToKeep(
      [
        order('B2', '2026-12-02T20:00:00Z'),
        order(null, '2026-12-01T20:00:00Z'),
        order('OLD', '2026-11-01T20:00:00Z'),
        order('B1', '2026-12-01T18:00:00Z'),
      ],
      upcoming,
    );
    expect(kept).toEqual([
      { bookingId: 'B1', filmTitle: 'Fight Club', screeningAt: '2026-12-01T18:00:00Z', cinemaName: 'Le Grand Écran' },
      { bookingId: 'B2', filmTitle: 'Fight Club', screeningAt: '2026-12-02T20:00:00Z', cinemaName: 'Le Grand Écran' },
    ]);
  });

  it('keeps a bounded number', () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      order(`B${index}`, `2026-12-${String(1 + (index % 28)).padStart(2, '0')}T20:00:00Z`),
    );
    expect(ticketsToKeep(many, () => true)).toHaveLength(MAX_KEPT_TICKETS);
  });
});

describe('parseKeptMemberCard, parseKeptTickets', () => {
  it('reads back what was kept, and nothing else', () => {
    expect(parseKeptMemberCard({ cardNumber: 'GE001', format: 'QR_CODE' })).toEqual({
      cardNumber: 'GE001',
      format: 'QR_CODE',
    });
    expect(parseKeptMemberCard({ cardNumber: 'GE001', format: 'PNG' })).toBeNull();
    expect(parseKeptMemberCard('GE001')).toBeNull();
    expect(parseKeptTickets([{ bookingId: 'B1', screeningAt: 'x' }, { bookingId: 3 }, null])).toHaveLength(1);
    expect(parseKeptTickets({})).toEqual([]);
  });
});
