import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../sandbox/server.ts';
import { chooseErrorMessage } from '../../lib/loyalty/member/error-catalogue.ts';
import type { LoyaltySiteContext } from '../../lib/loyalty/loyalty-config.ts';
import {
  createProviderApi as createLoyaltyApi,
  type ProviderApi as LoyaltyApi,
} from '../../lib/loyalty/provider/provider-api.ts';
import { favoriteFilmIdsOf } from '../../lib/loyalty/member/member-mapping.ts';
import type { MemberSession } from '../../lib/loyalty/session/session-cookie.ts';
import { toLoyaltyMember, toMemberSession } from '../../lib/loyalty/session/session-flows.ts';
import { PROVIDER_ROUTES, ROUTE_IDS, type RouteId } from '../../lib/loyalty/provider/route-table.ts';
import type { GatewayOptions } from './handle-cypher-request.ts';
import { apiThroughGateway, gatewayFetch, startTestSandbox } from './gateway-test-support.ts';

// Every call of §7 through the gateway against the sandbox, both generations, asserting the
// response fields the member area reads. The sandbox's request log proves which routes ran.

let sandbox: RunningSandbox;
let cleanup: () => Promise<void>;
let gateway: GatewayOptions;

const RTS: LoyaltySiteContext = { circuitId: '1001', cinemaId: '2001', clubId: 'GE-CLUB', provider: 'RTS', version: 1 };
const BOOST: LoyaltySiteContext = {
  circuitId: '5001',
  cinemaId: '3001',
  clubId: 'STAR-REWARDS',
  provider: 'BOOST_POS',
  version: 3,
};
const RIVERSIDE: LoyaltySiteContext = {
  circuitId: '5002',
  cinemaId: '4001',
  clubId: 'RIVERSIDE',
  provider: 'BOOST_POS_WITHOUT_LOYALTY',
  version: 3,
};
const TAPOS: LoyaltySiteContext = {
  circuitId: '6001',
  cinemaId: '6101',
  clubId: 'LUMIERE-PASS',
  provider: 'TAPOS',
  version: 3,
};
const CGR: LoyaltySiteContext = {
  circuitId: '7001',
  cinemaId: '7101',
  clubId: 'CLUB-CGR',
  provider: 'CGR',
  version: 3,
};

beforeAll(async () => {
  ({ sandbox, cleanup } = await startTestSandbox());
  gateway = { providerApiUrl: sandbox.url, timeoutMs: 5000, inFlight: { active: 0 } };
});
afterAll(async () => cleanup());

async function signIn(api: LoyaltyApi, email: string, password: string): Promise<MemberSession> {
  const answer = await api.login({ email, password }, 'captcha-token');
  expect(answer.ok, `login ${email}: ${JSON.stringify(answer.data)}`).toBe(true);
  const session = toMemberSession(answer.data, api.context.version);
  if (!session) throw new Error('no session tokens');
  return session;
}

async function outbox(email: string): Promise<string> {
  const response = await fetch(`${sandbox.url}/sandbox/outbox?email=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: { body: string }[] };
  return messages[0]?.body ?? '';
}

/** Which table routes reached the sandbox, by their path (query left out). */
function routesSeen(): Set<RouteId> {
  const seen = new Set<RouteId>();
  for (const line of sandbox.requestLog) {
    const [method, target] = line.split(' ');
    const pathname = (target ?? '').split('?')[0] ?? '';
    for (const id of ROUTE_IDS) {
      const spec = PROVIDER_ROUTES[id];
      const pattern = new RegExp(`^${spec.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`);
      if (spec.method === method && pattern.test(pathname)) seen.add(id);
    }
  }
  return seen;
}

describe('§7 version 1 (RTS) through the gateway', () => {
  let api: LoyaltyApi;
  let session: MemberSession;
  beforeAll(() => {
    api = apiThroughGateway(RTS, gateway);
  });

  it('§7.2 §4.2 login gives memberDetails, sessionManagementTokens and the v1 session fields (§3.7)', async () => {
    const answer = await api.login({ email: 'claire.dubois@example.fr', password: 'Popcorn2026' }, 'captcha-token');
    expect(answer).toMatchObject({ ok: true, peachCode: 0, statusCode: 200 });
    const loggedIn = toMemberSession(answer.data, 1);
    expect(loggedIn).toMatchObject({ cypherVersion: 1, memberId: '100001' });
    expect(loggedIn?.userSessionId).toBeTruthy();
    expect(loggedIn?.encryptedSessionId).toBeTruthy();
    session = loggedIn as MemberSession;
    const member = toLoyaltyMember(answer.data.memberDetails ?? ({} as never), session);
    expect(member).toMatchObject({
      firstName: 'Claire',
      lastName: 'Dubois',
      email: 'claire.dubois@example.fr',
      memberExpiry: null,
    });
    expect(member.balances).toEqual([{ type: 'POINTS', points: 1240 }]);
  });

  it('§7.5 GetMember by token header and by userSessionId; GetValidatedMember', async () => {
    expect((await api.getMember(session.token)).data.memberDetails?.firstName).toBe('Claire');
    expect((await api.getMemberBySessionId(session.userSessionId ?? '')).data.memberDetails?.memberId).toBe('100001');
    expect((await api.getValidatedMember(session.token)).ok).toBe(true);
  });

  it('§7.2 §4.1 refresh rotates both tokens; the old refresh token no longer works', async () => {
    const refreshed = await api.refreshLogin(session.refreshToken);
    expect(refreshed).toMatchObject({ ok: true, statusCode: 200 });
    expect(refreshed.data.memberDetails?.firstName).toBe('Claire');
    const next = toMemberSession(refreshed.data, 1);
    expect(next?.token).not.toBe(session.token);
    expect(next?.refreshToken).not.toBe(session.refreshToken);
    const replay = await api.refreshLogin(session.refreshToken);
    expect(replay.ok).toBe(false);
    expect(replay.httpStatus).toBe(401);
    session = next as MemberSession;
  });

  it('§7.3 order and transaction history, items available to the member', async () => {
    const orders = await api.orderHistory(session.token, 2);
    expect(orders.ok).toBe(true);
    expect(orders.data.orders).toHaveLength(2);
    expect(orders.data.orders[0]).toMatchObject({
      filmTitle: expect.any(String),
      bookingId: 'GE-BK-5000',
      pointsEarned: expect.any(Number),
    });
    const transactions = await api.transactionHistory(session.token, 10);
    expect(transactions.data.transactions.length).toBeGreaterThan(0);
    expect(transactions.data.transactions[0]).toMatchObject({
      description: expect.stringContaining('Tickets'),
      pointsEarned: expect.any(Number),
    });
    const rewards = await api.rewards(session.token);
    expect(rewards.data.rewards.map((reward) => reward.pointsCost)).toEqual([150, 600, 900]);
  });

  it('§7.5 username reminder, member search, start registration, create, edit', async () => {
    expect((await api.usernameReminder('claire.dubois@example.fr')).ok).toBe(true);
    expect((await api.usernameReminder('nobody@example.fr')).peachCode).toBe(29);
    const search = await api.memberSearch({ email: 'julien.moreau@example.fr' });
    expect(search.data).toMatchObject({ hasUserName: true, clubId: 'GE-CLUB' });
    expect((await api.memberSearch({ email: 'nobody@example.fr' })).peachCode).toBe(30);
    expect((await api.startRegistration({ email: 'new.fan@example.fr' })).data.userSessionId).toBeTruthy();
    expect((await api.startRegistration({ email: 'new.fan2@example.fr', cardNumber: 'GE0010000002' })).peachCode).toBe(
      1020,
    );

    const created = await api.createMember({
      username: 'new.fan@example.fr',
      password: 'Cinema2026',
      firstName: 'Amélie',
      lastName: 'Roux',
      phoneNumber: '+33611112222',
      zipCode: '75018',
    });
    expect(created.ok).toBe(true);
    expect(created.data.memberDetails).toMatchObject({ firstName: 'Amélie', email: 'new.fan@example.fr' });
    expect((await api.createMember({ username: 'new.fan@example.fr', password: 'Cinema2026' })).peachCode).toBe(34);
    expect((await api.createMember({ username: 'short.pw@example.fr', password: 'abc' })).peachCode).toBe(84);

    const edited = await api.editMember({ mobilePhone: '+33699990000' }, session.token);
    expect(edited.data.memberDetails?.mobilePhone).toBe('+33699990000');
  });

  it('§7.7 version 1 DeleteCard', async () => {
    const deleted = await api.deleteCard(session.token, 'ge0010000091');
    expect(deleted.ok).toBe(true);
    expect(deleted.data.cards.map((card) => card.cardCode)).toEqual(['GE0010000001']);
  });

  it('§7.6 §4.9 reset code: request, validate, reset, then sign in with the new password', async () => {
    const julien = 'julien.moreau@example.fr';
    expect(
      (
        await api.getResetPasswordCode({
          emailAddress: julien,
          rootUrl: 'www.legrandecran.example.fr',
          resetPasswordLink: 'https://www.legrandecran.example.fr/reset/',
        })
      ).ok,
    ).toBe(true);
    const resetCode = /resetCode=(\S+)/.exec(await outbox(julien))?.[1] ?? '';
    expect(resetCode).not.toBe('');
    expect((await api.validatePasswordResetCode({ emailAddress: julien, resetCode: 'wrong-code' })).peachCode).toBe(57);
    expect((await api.validatePasswordResetCode({ emailAddress: julien, resetCode })).ok).toBe(true);
    expect((await api.resetPassword({ password: 'NewPopcorn2026', resetCode })).ok).toBe(true);
    expect((await api.resetPassword({ password: 'NewPopcorn2026', resetCode })).peachCode).toBe(57);
    await signIn(api, julien, 'NewPopcorn2026');
  });

  it('§7.4 gift card balance (with captcha) and code 51', async () => {
    const balance = await api.checkGiftCardBalance({ cardNumber: '6035710000000001', pin: '1234' }, 'captcha-token');
    expect(balance.data).toMatchObject({ balanceInCents: 5000, currency: 'EUR' });
    expect((await api.checkGiftCardBalance({ cardNumber: '0000', pin: '1' }, 'captcha-token')).peachCode).toBe(51);
  });

  it('§7.9 e-vouchers, payment portal and wallet passes (raw signed token)', async () => {
    expect((await api.getEVoucherConcessions(session.token)).data.concessions.length).toBeGreaterThan(0);
    const portal = await api.getPaymentProviderPortalSession(session.token, {
      returnUrl: 'https://www.legrandecran.example.fr/account/',
    });
    expect(portal.ok).toBe(true);
    const card = await api.walletLoyaltyCard(session.token, 'Google', 'GE0010000001');
    expect(card.split('.')).toHaveLength(3);
    expect(JSON.parse(Buffer.from(card.split('.')[1] ?? '', 'base64url').toString())).toMatchObject({
      cardNumber: 'GE0010000001',
      memberId: '100001',
    });
    const ticket = await api.walletETicket(session.token, 'Google', 'GE-BK-5000');
    expect(JSON.parse(Buffer.from(ticket.split('.')[1] ?? '', 'base64url').toString())).toMatchObject({
      bookingId: 'GE-BK-5000',
    });
    // Apple Wallet: the pass file itself, passed through the gateway as the provider's bytes (a zip).
    const file = await api.walletPassFile(session.token, 'Apple', { kind: 'card', cardNumber: 'GE0010000001' });
    expect(file?.type).toBe('application/vnd.apple.pkpass');
    expect(Buffer.from(file!.bytes.subarray(0, 4)).toString('latin1')).toBe('PK\u0003\u0004');
    expect(Buffer.from(file!.bytes).toString('latin1')).toContain('"serialNumber":"GE0010000001"');
    expect(await api.walletPassFile(session.token, 'Apple', { kind: 'card', cardNumber: 'GE0000000000' })).toBeNull();
  });

  it('§7.2 §4.3 logout ends the session', async () => {
    expect((await api.logout(session)).ok).toBe(true);
    expect((await api.getMember(session.token)).ok).toBe(false);
  });

  it('§8.1 sign-in codes: 29 unknown e-mail, 31 wrong password, 26, 46, 1015, and 1019 after repeated failures', async () => {
    const codeOf = async (email: string, password = 'Popcorn2026') => (await api.login({ email, password })).peachCode;
    expect(await codeOf('nobody@example.fr')).toBe(29);
    expect(await codeOf('claire.dubois@example.fr', 'wrong')).toBe(31);
    expect(await codeOf('pending.member@example.fr')).toBe(26);
    expect(await codeOf('expired.member@example.fr')).toBe(46);
    expect(await codeOf('change.password@example.fr')).toBe(1015);
    expect(await codeOf('blocked.member@example.fr')).toBe(1019);
    for (let attempt = 0; attempt < 4; attempt += 1) expect(await codeOf('claire.dubois@example.fr', 'wrong')).toBe(31);
    expect(await codeOf('claire.dubois@example.fr')).toBe(1019);
    const message = chooseErrorMessage({ response: { peachCode: 1019 }, provider: 'RTS', locale: 'fr', fallback: '' });
    expect(message).toBe('Votre compte est bloqué (Code: 1019)');
  });
});

describe('§7 version 3 (BOOST_POS) through the gateway', () => {
  let api: LoyaltyApi;
  let session: MemberSession;
  beforeAll(async () => {
    api = apiThroughGateway(BOOST, gateway);
    session = await signIn(api, 'jane.doe@example.com', 'Starlight#2026');
  });

  it('§7.2 §3.9 v3 login: statusCode 0, tokens in sessionManagementTokens, no v1 fields', async () => {
    const answer = await api.login({ email: 'jane.doe@example.com', password: 'Starlight#2026' });
    expect(answer).toMatchObject({ ok: true, peachCode: 0, statusCode: 0 });
    const loggedIn = toMemberSession(answer.data, 3);
    expect(loggedIn).toEqual({ token: expect.any(String), refreshToken: expect.any(String), cypherVersion: 3 });
    const member = toLoyaltyMember(answer.data.memberDetails ?? ({} as never), loggedIn as MemberSession);
    expect(member).toMatchObject({
      firstName: 'Jane',
      levelName: 'Gold',
      clubName: 'Starlight Rewards',
      balances: [{ type: 'POINTS', points: 2380 }],
    });
  });

  it('§7.5 §4.2 GetMember (token validation) and §7.2 refresh', async () => {
    expect((await api.getMember(session.token)).data.memberDetails?.memberId).toBe('500001');
    expect((await api.getMember('not-a-live-token')).ok).toBe(false);
    const refreshed = await api.refreshLogin(session.refreshToken);
    expect(refreshed.ok).toBe(true);
    session = toMemberSession(refreshed.data, 3) as MemberSession;
    expect((await api.getMember(session.token)).ok).toBe(true);
  });

  it('§7.3 history, rewards listing, order and confirm a reward (confirm sent without token)', async () => {
    expect((await api.orderHistory(session.token, 3)).data.orders).toHaveLength(3);
    expect((await api.transactionHistory(session.token)).data.transactions.length).toBe(5);
    const rewards = await api.rewards(session.token);
    expect(rewards.data.rewards[0]).toMatchObject({
      recognitionId: 'RW-POPCORN',
      name: 'Medium popcorn',
      pointsCost: 150,
    });
    const ordered = await api.orderLoyaltyItem(session.token, { recognitionId: 'RW-POPCORN', quantity: 1 });
    expect(ordered.data.orderId).toBeTruthy();
    const confirmed = await api.confirmItemRedemption({ orderId: ordered.data.orderId ?? '' });
    expect(confirmed.ok).toBe(true);
    const after = await api.getMember(session.token);
    expect(after.data.memberDetails?.balanceList[0]?.pointsRemaining).toBe(2230);
  });

  it('§7.5 create (pending, code 26), activation code (85, then active, then 76), edit, duplicate 60, complexity 84', async () => {
    expect((await api.createMember({ username: 'weak@example.com', password: 'password1' })).peachCode).toBe(84);
    const created = await api.createMember({
      username: 'new.viewer@example.com',
      password: 'Strong#Pass1',
      firstName: 'Riley',
      lastName: 'Chen',
      phoneNumber: '+12125550199',
    });
    expect(created.ok).toBe(true);
    expect((await api.createMember({ username: 'new.viewer@example.com', password: 'Strong#Pass1' })).peachCode).toBe(
      60,
    );
    expect((await api.login({ email: 'new.viewer@example.com', password: 'Strong#Pass1' })).peachCode).toBe(26);
    expect(
      (await api.sendMemberActivationCode({ email: 'new.viewer@example.com', phoneNumber: '+10000000000' })).peachCode,
    ).toBe(85);
    expect(
      (await api.sendMemberActivationCode({ email: 'new.viewer@example.com', phoneNumber: '+12125550199' })).ok,
    ).toBe(true);
    expect((await api.sendMemberActivationCode({ email: 'new.viewer@example.com' })).peachCode).toBe(76);
    const viewer = await signIn(api, 'new.viewer@example.com', 'Strong#Pass1');
    const edited = await api.editMember({ lastName: 'Chen-Park' }, viewer.token);
    expect(edited.data.memberDetails?.lastName).toBe('Chen-Park');
    expect((await api.editMember({ email: 'jane.doe@example.com' }, viewer.token)).peachCode).toBe(60);
    expect((await api.login({ email: 'new.viewer@example.com', password: 'wrong' })).peachCode).toBe(58);
  });

  it('§7.7 cards: list, add (upper-cased, §5), 1020 when already active, delete, report lost', async () => {
    expect((await api.getCards(session.token)).data.cards).toEqual([
      { cardCode: 'STAR5001000001', status: 'ACTIVE', isPrimary: true },
    ]);
    const added = await api.addCard(session.token, 'star5001000077');
    expect(added.data.cards.map((card) => card.cardCode)).toContain('STAR5001000077');
    expect((await api.addCard(session.token, 'STAR5001000077')).peachCode).toBe(1020);
    expect((await api.addCard(session.token, 'STAR5001000002')).peachCode).toBe(1020);
    expect((await api.deleteCard(session.token, 'STAR5001000077')).data.cards).toHaveLength(1);
    const lost = await api.reportLostCard(session.token);
    expect(lost.data.cards.find((card) => card.cardCode === 'STAR5001000001')?.status).toBe('LOST');
    expect(lost.data.cards.filter((card) => card.isPrimary)).toHaveLength(1);
  });

  it('§7.8 §4.7 favourite films: list, add, 72 for a film not yet addable, remove', async () => {
    expect(favoriteFilmIdsOf((await api.getFavoriteFilms(session.token)).data)).toEqual(['550', '603']);
    expect(favoriteFilmIdsOf((await api.addFavoriteFilm(session.token, '27205')).data)).toContain('27205');
    expect((await api.addFavoriteFilm(session.token, '912345')).peachCode).toBe(72);
    expect(favoriteFilmIdsOf((await api.removeFavoriteFilm(session.token, '550')).data)).toEqual(['603', '27205']);
  });

  it('§7.8 §4.6 favourite cinemas: peachCode and favoriteCinemas on every answer; update as a list', async () => {
    const listed = await api.getFavoriteCinemas(session.token);
    expect(listed).toMatchObject({ ok: true, peachCode: 0 });
    expect(listed.data.favoriteCinemas).toHaveLength(2);
    const added = await api.addFavoriteCinema(session.token, '3005');
    expect(added.data.favoriteCinemas).toContainEqual({ boxofficeCinemaId: '3005', subscribeToNewsletter: true });
    const updated = await api.updateFavoriteCinemaSubscriptions(session.token, [
      { cinemaId: '3001', subscribeToNewsletter: false },
      { cinemaId: '3005', subscribeToNewsletter: false },
    ]);
    expect(updated.data.favoriteCinemas.every((cinema) => !cinema.subscribeToNewsletter)).toBe(true);
    const removed = await api.removeFavoriteCinema(session.token, '3002');
    expect(removed.data.favoriteCinemas.map((cinema) => cinema.boxofficeCinemaId)).toEqual(['3001', '3005']);
  });

  it('§7.6 v3 reset with membershipId, complexity 84 (BOOST_POS rule) and 57', async () => {
    const marcus = 'marcus.reed@example.com';
    await api.getResetPasswordCode({
      emailAddress: marcus,
      rootUrl: 'www.starlight.example.com',
      resetPasswordLink: 'https://www.starlight.example.com/reset/',
    });
    const resetCode = /resetCode=(\S+)/.exec(await outbox(marcus))?.[1] ?? '';
    const weak = await api.resetPassword({ password: 'alllowercase', resetCode });
    expect(weak.peachCode).toBe(84);
    expect(chooseErrorMessage({ response: weak, provider: 'BOOST_POS', locale: 'en', fallback: '' })).toMatch(
      /1 special character \(Code: 84\)$/,
    );
    expect((await api.resetPassword({ password: 'Brand#New2026', resetCode: 'nope' })).peachCode).toBe(57);
    expect((await api.resetPassword({ password: 'Brand#New2026', resetCode })).ok).toBe(true);
    await signIn(api, marcus, 'Brand#New2026');
  });

  it('§7.9 e-vouchers and wallet passes for a v3 member', async () => {
    expect((await api.getEVoucherConcessions(session.token)).ok).toBe(true);
    const pass = await api.walletETicket(session.token, 'Google', 'SL-BK-5000');
    expect(pass).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const file = await api.walletPassFile(session.token, 'Apple', { kind: 'eTicket', bookingId: 'SL-BK-5000' });
    expect(Buffer.from(file!.bytes).toString('latin1')).toContain('"eventTicket"');
  });

  it('§7.2 §4.3 v3 logout cancels with the refresh token; §7.5 delete removes the account', async () => {
    expect((await api.logout(session)).ok).toBe(true);
    expect((await api.refreshLogin(session.refreshToken)).ok).toBe(false);
    const marcus = await signIn(api, 'marcus.reed@example.com', 'Brand#New2026');
    expect((await api.deleteMember(marcus.token)).ok).toBe(true);
    expect((await api.login({ email: 'marcus.reed@example.com', password: 'Brand#New2026' })).peachCode).toBe(29);
  });
});

describe('§7 other version 3 providers through the gateway', () => {
  it('§4.8 §3.12 BOOST_POS_WITHOUT_LOYALTY activation chain: list, mark, add membership, complete payment', async () => {
    const api = apiThroughGateway(RIVERSIDE, gateway);
    const sam = await signIn(api, 'sam.lee@example.com', 'Riverside#2026');
    const list = await api.getMembershipList(sam.token);
    const item = list.data.listConcessionGrouping[0]?.items[0];
    expect(item).toMatchObject({ code: 'LOYALTY-MEMBERSHIP', memberLevelId: 1, cost: 0, quantity: 1 });
    const marked = await api.setMemberToActivateOnComplete(
      { email: 'sam.lee@example.com', memberItemId: item?.code ?? '', memberLevelId: item?.memberLevelId ?? 1 },
      sam.token,
    );
    expect(marked.data.userSessionId).toBeTruthy();
    const order = await api.addMembership(
      {
        userSessionId: marked.data.userSessionId ?? '',
        emailAddress: 'sam.lee@example.com',
        mobile: '',
        itemCode: item?.code ?? '',
      },
      sam.token,
    );
    expect(order.data.orderId).toBeTruthy();
    expect(
      (
        await api.completePayment(
          { orderId: order.data.orderId ?? '', firstName: 'Sam', lastName: 'Lee', email: 'sam.lee@example.com' },
          sam.token,
        )
      ).ok,
    ).toBe(true);
    expect((await api.getMember(sam.token)).data.memberDetails?.balanceList[0]?.name).toBe('POINTS');
    expect((await api.setMemberToActivateOnComplete({ memberItemId: 'LOYALTY-MEMBERSHIP' }, sam.token)).peachCode).toBe(
      76,
    );
  });

  it('§2.5 §7.6 TAPOS reset code is "uid={uid}&token={token}"', async () => {
    const api = apiThroughGateway(TAPOS, gateway);
    await api.getResetPasswordCode({
      emailAddress: 'lea.martin@example.fr',
      rootUrl: 'lumiere.example.fr',
      resetPasswordLink: 'https://lumiere.example.fr/reset/',
    });
    const resetCode = /resetCode=(\S+)/.exec(await outbox('lea.martin@example.fr'))?.[1] ?? '';
    expect(resetCode).toMatch(/^uid=600001&token=[\w-]+$/);
    expect((await api.resetPassword({ password: 'Lumiere2027', resetCode })).ok).toBe(true);
  });

  it('§3.10 CGR favourite films come back as brand-prefixed numeric ids, read as strings', async () => {
    const api = apiThroughGateway(CGR, gateway);
    const hugo = await signIn(api, 'hugo.bernard@example.fr', 'ClubCgr2026');
    const films = await api.getFavoriteFilms(hugo.token);
    expect(films.data.boxofficeFilmIds).toEqual(['872585']);
    expect(favoriteFilmIdsOf(films.data)).toEqual(['872585']);
  });

  it('§7.1 form-data envelopes reach the provider like JSON ones', async () => {
    const api = createLoyaltyApi(BOOST, {
      send: async (call) => {
        const form = new FormData();
        for (const [key, value] of Object.entries(call.payload ?? {})) form.append(key, String(value));
        const { callCypher } = await import('../../lib/loyalty/provider/envelope-client.ts');
        return callCypher({ ...call, payload: form }, { fetch: gatewayFetch(gateway) });
      },
    });
    const answer = await api.login({ email: 'jane.doe@example.com', password: 'Starlight#2026' });
    expect(answer.ok).toBe(true);
  });

  it('§7 every route of the table was exercised against the sandbox', () => {
    const missing = ROUTE_IDS.filter((id) => !routesSeen().has(id));
    expect(missing).toEqual([]);
  });
});
