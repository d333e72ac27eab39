import { describe, expect, it } from 'vitest';
import { routeTicketingLinkForMember } from './ticketing-token.ts';

describe('§2.3, §6 ticketing links (seam for the member-session issue)', () => {
  it('returns every link unchanged until the server hand-off endpoint exists', () => {
    const href = 'https://tickets.example.com/websales/account';
    expect(
      routeTicketingLinkForMember(href, { ticketingUrl: 'https://tickets.example.com', memberSignedIn: true }),
    ).toBe(href);
    expect(routeTicketingLinkForMember(href, null)).toBe(href);
  });
});
