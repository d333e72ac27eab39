import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from './server.ts';

// The sandbox's account management: §7.5 Edit (preferences, username), §4.10 member search with an
// e-mail and a card, the username reminder, and §4.8 for the members seeded without loyalty.

const directory = mkdtempSync(path.join(tmpdir(), 'fincher-sandbox-account-'));
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, dataFile: path.join(directory, 'sandbox.sqlite'), reset: true, quiet: true });
});
afterAll(async () => {
  await sandbox.close();
  rmSync(directory, { recursive: true, force: true });
});

type Answer = Record<string, unknown> & { peachCode: number; memberDetails?: Record<string, unknown> };

async function call(method: 'GET' | 'POST', route: string, body?: unknown, token?: string): Promise<Answer> {
  const response = await fetch(`${sandbox.url}${route}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { 'Boxoffice-Session-Token': token } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as Answer;
}

async function signIn(email: string, password: string, version: 1 | 3 = 1): Promise<string> {
  const route = version === 1 ? '/Member/Login?circuitId=1001' : '/Member/v3/Login?boxofficeCircuitId=5001';
  const answer = await call('POST', route, { email, password });
  return (answer.sessionManagementTokens as { boxofficeSessionToken: string }).boxofficeSessionToken;
}

describe('sandbox account management', () => {
  it('§7.5 Edit keeps the §3.11 preference flags and answers them as "True" / "False"', async () => {
    const token = await signIn('nina.roussel@example.fr', 'Popcorn2026');
    const before = await call('GET', '/Member/GetMember/?circuitId=1001', undefined, token);
    expect(before.memberDetails).toMatchObject({
      sendNewsletter: 'True',
      wishToReceiveSMS: 'False',
      userName: 'nina.roussel@example.fr',
    });
    const edited = await call(
      'POST',
      '/Member/Edit?circuitId=1001',
      { firstName: 'Ninon', sendNewsletter: 'False', wishToReceiveSMS: true },
      token,
    );
    expect(edited.peachCode).toBe(0);
    const after = await call('GET', '/Member/GetMember/?circuitId=1001', undefined, token);
    expect(after.memberDetails).toMatchObject({
      firstName: 'Ninon',
      sendNewsletter: 'False',
      wishToReceiveSMS: 'True',
      contactByThirdParty: 'False',
    });
  });

  it('§4.10 search with e-mail and card: both must match; a box-office member has no username until edited', async () => {
    const search = (body: unknown) => call('POST', '/Member/MemberSearch/1001', body);
    expect((await search({ email: 'marc.girard@example.fr', cardNumber: 'GE0010000001' })).peachCode).toBe(30);
    expect((await search({ email: 'nobody@example.fr', cardNumber: 'GE0010000021' })).peachCode).toBe(30);
    const found = await search({ email: 'marc.girard@example.fr', cardNumber: 'ge0010000021' });
    expect(found).toMatchObject({
      peachCode: 0,
      hasUserName: false,
      clubId: 'GE-CLUB',
      memberDetails: { memberId: '100021', userName: null },
    });
    // Another club is refused; the search's club sets the username (no token: by memberId).
    expect(
      (
        await call('POST', '/Member/Edit?circuitId=1001', {
          memberId: '100021',
          username: 'marc.girard@example.fr',
          clubId: 'STAR-REWARDS',
        })
      ).peachCode,
    ).toBe(400);
    const edited = await call('POST', '/Member/Edit?circuitId=1001', {
      memberId: '100021',
      email: 'marc.girard@example.fr',
      username: 'marc.girard@example.fr',
      clubId: 'GE-CLUB',
    });
    expect(edited.peachCode).toBe(0);
    expect(await search({ email: 'marc.girard@example.fr', cardNumber: 'GE0010000021' })).toMatchObject({
      hasUserName: true,
    });
    // Members who signed up online always had one (the e-mail).
    expect(await search({ email: 'claire.dubois@example.fr' })).toMatchObject({ hasUserName: true });
  });

  it('§7.5 the username reminder mails the username; 29 for an unknown e-mail', async () => {
    expect((await call('GET', '/Member/UsernameReminder/1001/nina.roussel%40example.fr')).peachCode).toBe(0);
    expect((await call('GET', '/Member/UsernameReminder/1001/nobody%40example.fr')).peachCode).toBe(29);
    const outbox = (await (await fetch(`${sandbox.url}/sandbox/outbox?email=nina.roussel@example.fr`)).json()) as {
      messages: { body: string }[];
    };
    expect(outbox.messages[0]?.body).toBe('Your user name is nina.roussel@example.fr');
  });

  it('§4.8 the members seeded without loyalty (RTS and BOOST_POS) can run the activation chain', async () => {
    for (const [email, password, version, circuit, cinema] of [
      ['lucie.fontaine@example.fr', 'Popcorn2026', 1, '1001', '2001'],
      ['ava.nguyen@example.com', 'Starlight#2026', 3, '5001', '3001'],
    ] as const) {
      const token = await signIn(email, password, version);
      const getMember =
        version === 1 ? '/Member/GetMember/?circuitId=1001' : '/Member/v3/GetMember/?boxofficeCircuitId=5001';
      expect((await call('GET', getMember, undefined, token)).memberDetails).toMatchObject({
        isLoyaltyMember: false,
        balanceList: [],
      });
      const marked = await call(
        'POST',
        `/Member/SetMemberToActivateOnComplete?circuitId=${circuit}`,
        { memberItemId: 'LOYALTY-MEMBERSHIP', memberLevelId: 1 },
        token,
      );
      const order = await call(
        'POST',
        `/Member/AddMembership/${cinema}`,
        { userSessionId: marked.userSessionId, concessions: [] },
        token,
      );
      const paid = await call(
        'POST',
        `/Member/CompletePayment/?circuitId=${circuit}&cinemaId=${cinema}`,
        { OrderId: order.orderId, IsNewMember: true, AmountPaidPaymentProvider: 0 },
        token,
      );
      expect(paid.peachCode).toBe(0);
      expect((await call('GET', getMember, undefined, token)).memberDetails).toMatchObject({ isLoyaltyMember: true });
    }
  });
});
