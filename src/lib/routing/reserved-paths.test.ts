import { describe, expect, it } from 'vitest';
import { reservedPathLocation } from './reserved-paths.ts';

const site = { ticketingUrl: 'https://tickets.example.com/ticketing', hasLoyalty: true };
const linkTo = (target: string) => `/api/ticketing/redirect?to=${encodeURIComponent(target)}`;

describe('§1, §2.1 reserved path segments lead somewhere useful, never a 404', () => {
  it('each reserved segment has its destination', () => {
    const expected: Record<string, string> = {
      '/ticketing/': '/api/startticketing/redirect',
      '/startticketing/': '/api/startticketing/redirect',
      '/launch/ticketing/': '/api/launch/ticketing/redirect',
      '/startconcessions/': '/api/startconcessions/redirect',
      '/concessions/landing/': linkTo('https://tickets.example.com/ticketing/concessions/landing'),
      '/giftcards/': linkTo('https://tickets.example.com/ticketing/giftcards'),
      '/physicalgiftcards/': linkTo('https://tickets.example.com/ticketing/physicalgiftcards'),
      '/giftmembership/': linkTo('https://tickets.example.com/ticketing/giftmembership'),
      '/vouchers/': linkTo('https://tickets.example.com/ticketing/vouchers'),
      '/signup/': '/account/register/',
      '/refund/': '/api/refund/redirect',
      '/startseasonpass/': linkTo('https://tickets.example.com/ticketing/startseasonpass'),
      '/loyaltycredit/': linkTo('https://tickets.example.com/ticketing/loyaltycredit'),
      '/payreservation/': linkTo('https://tickets.example.com/ticketing/payreservation'),
      '/loyalty/upgrade/': linkTo('https://tickets.example.com/ticketing/loyalty/upgrade'),
    };
    for (const [path, location] of Object.entries(expected))
      expect([path, reservedPathLocation(path, '', site)]).toEqual([path, location]);
  });

  it('the query goes along', () => {
    expect(reservedPathLocation('/refund/', '?order=12', site)).toBe('/api/refund/redirect?order=12');
    expect(reservedPathLocation('/payreservation/', '?id=9', site)).toBe(
      linkTo('https://tickets.example.com/ticketing/payreservation?id=9'),
    );
  });

  it('signup leads to the ticketing site when the site has no loyalty programme', () => {
    expect(reservedPathLocation('/signup/', '', { ...site, hasLoyalty: false })).toBe(
      linkTo('https://tickets.example.com/ticketing/signup'),
    );
  });

  it('other paths are not reserved', () => {
    for (const path of [
      '/',
      '/movies/',
      '/launch/',
      '/loyalty/',
      '/giftcards/x/',
      '/account/register/',
      '/constructor/',
    ])
      expect(reservedPathLocation(path, '', site)).toBeNull();
  });
});
