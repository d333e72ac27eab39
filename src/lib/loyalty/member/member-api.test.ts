import { describe, expect, it, vi } from 'vitest';
import type { CypherCall } from '../provider/envelope-client.ts';
import { CypherGatewayError, CypherNetworkError } from '../provider/envelope-client.ts';
import type { LoyaltySiteContext } from '../loyalty-config.ts';
import { createMemberApi } from './member-api.ts';
import { MemberError } from './member-error.ts';
import { bindProcessEventLog } from '../../log/event-log.ts';

// The member layer: provider answers in, our own types out (member-types.ts), and every refusal
// one MemberError carrying the §8 message chosen as §8.2 says.

const V3: LoyaltySiteContext = { circuitId: '5001', cinemaId: '3001', clubId: 'C', provider: 'BOOST_POS', version: 3 };
const V1: LoyaltySiteContext = { circuitId: '5001', cinemaId: '3001', clubId: 'C', provider: 'RTS', version: 1 };

/** A provider that answers `body` (a function of the call, or one answer for all). */
function memberApi(
  body: unknown | ((call: CypherCall) => unknown),
  options: { context?: LoyaltySiteContext; locale?: 'en' | 'fr'; session?: 'cookie' | { token: string } } = {},
) {
  const send = vi.fn(async (call: CypherCall) => ({
    status: 200,
    body: typeof body === 'function' ? (body as (call: CypherCall) => unknown)(call) : body,
  }));
  const api = createMemberApi({
    context: options.context ?? V3,
    locale: options.locale ?? 'en',
    country: 'FR',
    session: options.session ?? 'cookie',
    send,
  });
  return { api, send };
}

async function errorOf(promise: Promise<unknown>): Promise<MemberError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MemberError);
  return error as MemberError;
}

describe('the member session token is decided when the API is built (§3.7, §6)', () => {
  it('the browser API sends no token: the gateway adds the HttpOnly cookie one', async () => {
    const { api, send } = memberApi({ peachCode: 0, cards: [] });
    await api.cards();
    expect(send.mock.calls[0]?.[0]).not.toHaveProperty('sessionToken');
  });

  it('an API bound to a token sends it with every member call', async () => {
    const { api, send } = memberApi({ peachCode: 0, cards: [] }, { session: { token: 'SESSION-9' } });
    await api.cards();
    await api.deleteAccount();
    expect(send.mock.calls.map(([call]) => call.sessionToken)).toEqual(['SESSION-9', 'SESSION-9']);
  });
});

describe('§8.1, §8.2 one typed error that carries its message', () => {
  it('a refusal carries the catalogue message with its code, in the page language', async () => {
    const en = await errorOf(memberApi({ peachCode: 1020 }).api.addCard('c1'));
    expect(en.message).toBe('This card is already active (Code: 1020)');
    expect(en).toMatchObject({ reason: 'refused', fromCatalogue: true });
    const fr = await errorOf(
      memberApi({ peachCode: 51 }, { locale: 'fr' }).api.giftCardBalance({ cardNumber: '1', pin: '' }),
    );
    expect(fr.message).toBe('Carte cadeau invalide (Code: 51)');
  });

  it('§8.2 "{code}_{provider}" first: BOOST_POS explains code 84 with its §5 rule', async () => {
    const registration = {
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.c',
      password: 'x',
      phoneNumber: '+33600000000',
      zipCode: '',
    };
    const boost = await errorOf(memberApi({ peachCode: 84 }).api.register(registration));
    expect(boost.message).toMatch(/at least 8 characters.*\(Code: 84\)$/);
    const tapos = await errorOf(
      memberApi({ peachCode: 84 }, { context: { ...V3, provider: 'TAPOS' } }).api.register(registration),
    );
    expect(tapos.message).toBe('Password should meet complexity rules (Code: 84)');
  });

  it('§8.2 step 4: an unknown code gets the fallback, which a screen may replace with its own', async () => {
    const error = await errorOf(memberApi({ peachCode: 999 }).api.paymentPortalUrl('https://site.example/account/'));
    expect(error).toMatchObject({ message: 'An error has occured.', fromCatalogue: false });
    expect(error.messageOr('The payment portal could not be opened.')).toBe('The payment portal could not be opened.');
    const known = await errorOf(memberApi({ peachCode: 30 }).api.paymentPortalUrl('https://site.example/'));
    expect(known.messageOr('ignored')).toBe('Member not found (Code: 30)');
  });

  it('§8.3 favourite cinemas: the list has its own fallback, changes the generic one', async () => {
    const list = await errorOf(memberApi({ peachCode: 5 }).api.favoriteCinemas());
    expect(list.message).toBe('An error has occured while retrieving your favorite theaters.');
    const change = await errorOf(memberApi({ peachCode: 5 }, { locale: 'fr' }).api.addFavoriteCinema('3002'));
    expect(change.message).toBe('Une erreur est survenue.');
  });

  it('§8.3 network failures are rethrown as errors carrying the message', async () => {
    const send = vi.fn(async () => {
      throw new CypherNetworkError('offline');
    });
    const api = createMemberApi({ context: V3, locale: 'en', country: 'FR', session: 'cookie', send });
    const error = await errorOf(api.cards());
    expect(error).toMatchObject({ reason: 'unreachable', message: 'An error has occured.' });
  });

  it("§8.3 a 429 of the site's rate limit says how long to wait, in the page language (gift-card check)", async () => {
    const send = vi.fn(async () => {
      throw new CypherGatewayError(429, 'too_many_requests', 120);
    });
    const fr = createMemberApi({ context: V3, locale: 'fr', country: 'FR', session: 'cookie', send });
    const error = await errorOf(fr.giftCardBalance({ cardNumber: '1234', pin: '1' }));
    expect(error).toMatchObject({
      reason: 'rate-limited',
      message: 'Trop de tentatives. Veuillez réessayer dans 2 minutes.',
    });
    expect(error.messageOr('fallback')).toBe(error.message);
  });

  it('§4.7 code 72: the watchlist error says why, and the screen can tell without reading the code', async () => {
    const error = await errorOf(memberApi({ peachCode: 72 }).api.addToWatchlist('912345'));
    expect(error).toMatchObject({
      reason: 'film-not-yet-addable',
      message: "This movie can't be added to your watchlist yet (Code: 72)",
    });
  });

  it('§2.5 a reset page without a code: the §8.1 code 57 message', () => {
    const { api } = memberApi({});
    expect(api.resetLinkOf('?token=')).toBeNull();
    expect(api.invalidResetLinkError()).toMatchObject({
      reason: 'invalid-reset-link',
      message: 'Invalid reset code (Code: 57)',
    });
  });
});

describe('provider answers become our own types', () => {
  it('§7.3 orders and transactions', async () => {
    const { api } = memberApi((call: CypherCall) =>
      call.route.includes('OrderHistory')
        ? {
            peachCode: 0,
            orders: [
              {
                orderId: 'O1',
                bookingId: 'BK1',
                orderDate: '2026-11-01T10:00:00Z',
                filmTitle: 'Alien',
                sessionDateTime: '2026-11-30T20:00:00Z',
                cinemaName: 'Le Cinéma',
                pointsEarned: 12,
              },
              { orderDate: '' },
            ],
          }
        : {
            peachCode: 0,
            transactions: [
              { transactionId: 'T1', transactionDate: '2026-11-02', description: 'Popcorn', pointsRedeemed: 50 },
            ],
          },
    );
    expect(await api.orders(20)).toEqual([
      {
        key: 'O1',
        bookingId: 'BK1',
        filmTitle: 'Alien',
        screeningAt: '2026-11-30T20:00:00Z',
        orderedAt: '2026-11-01T10:00:00Z',
        cinemaName: 'Le Cinéma',
        pointsEarned: 12,
      },
      {
        key: 'order-1',
        bookingId: null,
        filmTitle: null,
        screeningAt: null,
        orderedAt: null,
        cinemaName: null,
        pointsEarned: 0,
      },
    ]);
    expect(await api.transactions(20)).toEqual([
      { key: 'T1', date: '2026-11-02', description: 'Popcorn', pointsEarned: 0, pointsRedeemed: 50 },
    ]);
  });

  it('§7.4 a gift card balance is an amount and a currency, not cents', async () => {
    expect(
      await memberApi({ peachCode: 0, balanceInCents: 2550, currency: 'eur' }).api.giftCardBalance({
        cardNumber: '6035 7100',
        pin: '1',
      }),
    ).toEqual({
      amount: 25.5,
      currency: 'EUR',
    });
    // No currency in the answer: the site's own (§3.1 country FR).
    expect(
      await memberApi({ peachCode: 0, balanceInCents: 100 }).api.giftCardBalance({ cardNumber: '1', pin: '' }),
    ).toEqual({
      amount: 1,
      currency: 'EUR',
    });
  });

  it('§7.4 the card number goes without spaces, the pin only when given', async () => {
    const { api, send } = memberApi({ peachCode: 0, balanceInCents: 0 });
    await api.giftCardBalance({ cardNumber: '6035 7100 01', pin: '' }, 'captcha');
    expect(send.mock.calls[0]?.[0]).toMatchObject({
      payload: { cardNumber: '6035710001' },
      captchaResponse: 'captcha',
    });
    expect(send.mock.calls[0]?.[0].payload).not.toHaveProperty('pin');
  });

  it('§7.7 cards, §3.10 favourite cinemas and films, §7.9 e-vouchers', async () => {
    expect(
      await memberApi({
        peachCode: 0,
        cards: [
          { cardCode: 'STAR1', status: 'ACTIVE', isPrimary: true },
          { cardCode: 'STAR2', status: 'LOST' },
          { cardCode: 'STAR3', status: 'PENDING' },
        ],
      }).api.cards(),
    ).toEqual([
      { code: 'STAR1', status: 'active', isPrimary: true },
      { code: 'STAR2', status: 'lost', isPrimary: false },
      { code: 'STAR3', status: 'other', isPrimary: false },
    ]);
    expect(
      await memberApi({
        peachCode: 0,
        favoriteCinemas: [{ boxofficeCinemaId: 3002, subscribeToNewsletter: true }],
      }).api.favoriteCinemas(),
    ).toEqual([{ cinemaId: '3002', subscribeToNewsletter: true }]);
    expect(await memberApi({ peachCode: 0, boxofficeFilmIds: [550, 603] }).api.watchlist()).toEqual(['550', '603']);
    expect(
      await memberApi({
        peachCode: 0,
        concessions: [{ id: 'V1', description: 'Popcorn', priceInCents: 450 }],
      }).api.eVouchers(),
    ).toEqual([{ id: 'V1', description: 'Popcorn', price: { amount: 4.5, currency: 'EUR' } }]);
  });

  it('§7.8 the newsletter change sends the whole list with one flag changed', async () => {
    const { api, send } = memberApi({ peachCode: 0, favoriteCinemas: [] });
    await api.setNewsletter(
      [
        { cinemaId: '3001', subscribeToNewsletter: true },
        { cinemaId: '3002', subscribeToNewsletter: true },
      ],
      '3002',
      false,
    );
    expect(send.mock.calls[0]?.[0].payload).toEqual({
      favoriteCinemas: [
        { boxofficeCinemaId: '3001', subscribeToNewsletter: true },
        { boxofficeCinemaId: '3002', subscribeToNewsletter: false },
      ],
    });
  });

  it('§4.7 a watchlist that cannot be loaded is empty (§8.3: logged)', async () => {
    const events: unknown[][] = [];
    bindProcessEventLog({ log: (level, event, _msg, fields) => events.push([level, event, fields]) });
    try {
      expect(await memberApi({ peachCode: 401 }).api.watchlist()).toEqual([]);
    } finally {
      bindProcessEventLog(undefined);
    }
    expect(events).toEqual([['warn', 'member.watchlist_unread', { reason: expect.any(String) }]]);
  });

  it('§7.3 redemption: order then confirm, and the balance after it', async () => {
    const { api, send } = memberApi((call: CypherCall) =>
      call.route.includes('OrderLoyaltyItem')
        ? { peachCode: 0, orderId: 'RO-1' }
        : { peachCode: 0, voucherCode: 'POP-42' },
    );
    const reward = { key: 'R', recognitionId: 'RW-1', name: 'Popcorn', description: null, pointsCost: 300 };
    expect(await api.redeemReward(reward, 1000)).toEqual({ balance: 700, voucherCode: 'POP-42' });
    expect(send.mock.calls.map(([call]) => call.payload)).toEqual([
      { recognitionId: 'RW-1', quantity: 1 },
      { orderId: 'RO-1' },
    ]);
  });

  it('§5 the password rule comes from the provider: BOOST_POS has one, RTS none', () => {
    const boost = memberApi({}).api;
    expect(boost.passwordProblem('password')).toMatch(/at least 8 characters/);
    expect(boost.passwordProblem('Str0ng#Pass')).toBeNull();
    expect(boost.passwordHint).toMatch(/at least 8 characters/);
    const rts = memberApi({}, { context: V1 }).api;
    expect(rts.passwordProblem('a')).toBeNull();
    expect(rts.passwordHint).toBeNull();
  });

  it('§4.9 version 1 validates the reset code first and stops on its refusal', async () => {
    const { api, send } = memberApi({ statusCode: 400, peachCode: 57 }, { context: V1 });
    const error = await errorOf(api.resetPassword({ resetCode: 'R', email: 'ada@example.com' }, 'pw'));
    expect(error.message).toBe('Invalid reset code (Code: 57)');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('§7.9 the payment portal URL is checked: never a javascript: URL', async () => {
    const error = await errorOf(
      memberApi({ peachCode: 0, url: 'javascript:alert(1)' }).api.paymentPortalUrl('https://s/'),
    );
    expect(error.fromCatalogue).toBe(false);
    expect(
      await memberApi({ peachCode: 0, url: 'https://billing.example/p/1' }).api.paymentPortalUrl('https://s/'),
    ).toBe('https://billing.example/p/1');
  });
});

describe('§4.10 online access goes through the site’s own route, never the gateway', () => {
  /** The browser's API whose fetch answers the route with `body`; `send` is the gateway's transport. */
  function routeApi(status: number, body: unknown, headers: Record<string, string> = {}) {
    const fetchStub = vi.fn(async () =>
      typeof body === 'string' ? new Response(body, { status, headers }) : Response.json(body, { status, headers }),
    );
    const send = vi.fn(async () => ({ status: 200, body: { peachCode: 0 } }));
    const api = createMemberApi({
      context: V1,
      locale: 'fr',
      country: 'FR',
      session: 'cookie',
      send,
      fetch: fetchStub as unknown as typeof fetch,
    });
    return { api, send, fetchStub };
  }

  it('posts the e-mail and card as JSON to /api/member/online-access and answers the outcome', async () => {
    const { api, send, fetchStub } = routeApi(200, { status: 'username-set', username: 'marc@example.fr' });
    await expect(api.claimOnlineAccess({ email: 'marc@example.fr', cardNumber: 'ge0010000021' })).resolves.toEqual({
      status: 'username-set',
      username: 'marc@example.fr',
    });
    expect(send).not.toHaveBeenCalled();
    const [url, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/member/online-access');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', cache: 'no-store' });
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'marc@example.fr', cardNumber: 'ge0010000021' });
    for (const outcome of [{ status: 'has-username' }, { status: 'no-club' }]) {
      await expect(routeApi(200, outcome).api.claimOnlineAccess({ email: 'a@b.fr', cardNumber: 'X' })).resolves.toEqual(
        outcome,
      );
    }
  });

  it('a refusal throws its §8 message (code 30 "Membre introuvable"), as the provider’s did', async () => {
    const error = await errorOf(
      routeApi(422, { status: 'refused', peachCode: 30, clientErrorMessage: 'Member not found' }).api.claimOnlineAccess(
        {
          email: 'a@b.fr',
          cardNumber: 'X',
        },
      ),
    );
    expect(error).toMatchObject({ reason: 'refused', fromCatalogue: true, message: 'Membre introuvable (Code: 30)' });
  });

  it('429 is the wait; anything else unreadable or refused by the route is §8.3 unreachable', async () => {
    const limited = await errorOf(
      routeApi(429, { error: 'too_many_requests' }, { 'Retry-After': '120' }).api.claimOnlineAccess({
        email: 'a@b.fr',
        cardNumber: 'X',
      }),
    );
    expect(limited.reason).toBe('rate-limited');
    for (const [status, body] of [
      [503, { error: 'provider_unavailable' }],
      [404, { error: 'not_found' }],
      [400, { error: 'invalid_body' }],
      [200, { memberDetails: { memberId: '1' } }],
      [200, '<html>'],
    ] as const) {
      const error = await errorOf(routeApi(status, body).api.claimOnlineAccess({ email: 'a@b.fr', cardNumber: 'X' }));
      expect([status, error.reason]).toEqual([status, 'unreachable']);
    }
    const offline = createMemberApi({
      context: V1,
      locale: 'en',
      country: 'FR',
      session: 'cookie',
      fetch: (async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch,
    });
    expect((await errorOf(offline.claimOnlineAccess({ email: 'a@b.fr', cardNumber: 'X' }))).reason).toBe('unreachable');
  });
});
