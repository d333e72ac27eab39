import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from './server.ts';

// The sandbox on its own: health, the web-sales pages of §2.3 / §7.10, token lifetimes and
// rotation, persistence across restarts and --reset.

const directory = mkdtempSync(path.join(tmpdir(), 'fincher-sandbox-test-'));
const dataFile = path.join(directory, 'sandbox.sqlite');
let clock = Date.parse('2026-11-20T10:00:00Z');
let sandbox: RunningSandbox;

async function login(circuit: 'v1' | 'v3', email: string, password: string) {
  const url =
    circuit === 'v1'
      ? `${sandbox.url}/Member/Login?circuitId=1001`
      : `${sandbox.url}/Member/v3/Login?boxofficeCircuitId=5001`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return (await response.json()) as {
    peachCode: number;
    userSessionId?: string;
    sessionManagementTokens: { boxofficeSessionToken: string; boxofficeRefreshSessionToken: string };
  };
}

function refresh(refreshToken: string) {
  return fetch(`${sandbox.url}/Member/RefreshLogin?circuitId=1001`, {
    headers: { 'Boxoffice-Refresh-Session-Token': refreshToken },
  });
}

beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    dataFile,
    reset: true,
    quiet: true,
    now: () => clock,
    lifetimes: { v1: { sessionMs: 60_000, refreshMs: 120_000 }, v3: { sessionMs: 60_000, refreshMs: 120_000 } },
  });
});
afterAll(async () => {
  await sandbox.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('sandbox', () => {
  it('GET /health answers 200', async () => {
    expect((await fetch(`${sandbox.url}/health`)).status).toBe(200);
  });

  it('§2.3 the booking page accepts any theater code and shows the performance', async () => {
    for (const theaterCode of ['PAR01', 'NYC01', 'ANY-42']) {
      const html = await (await fetch(`${sandbox.url}/websales/sales/${theaterCode}/book?perfcode=PERF-778`)).text();
      expect(html).toContain(`<h1>Book tickets at ${theaterCode}</h1>`);
      expect(html).toContain('<dd id="performance">PERF-778</dd>');
      expect(html).toContain('<html lang="en">');
    }
  });

  it('§7.10 version 1 hand-off by GET with the token parameter shows the member recognised', async () => {
    const session = await login('v1', 'claire.dubois@example.fr', 'Popcorn2026');
    const token = session.sessionManagementTokens.boxofficeSessionToken;
    const html = await (
      await fetch(`${sandbox.url}/ticketing/websales/sales/PAR01/book?perfcode=9&userSessionId=${token}`)
    ).text();
    expect(html).toContain('Signed in as Claire Dubois (member 100001)');
    expect(html).toContain('by GET');
    const bySessionId = await (
      await fetch(`${sandbox.url}/ticketing/account?userSessionId=${session.userSessionId}`)
    ).text();
    expect(bySessionId).toContain('Signed in as Claire Dubois');
  });

  it('§7.10 version 3 hand-off by POST form shows the member recognised; a bad token is reported', async () => {
    const session = await login('v3', 'jane.doe@example.com', 'Starlight#2026');
    const form = new URLSearchParams({ token: session.sessionManagementTokens.boxofficeSessionToken });
    const html = await (
      await fetch(`${sandbox.url}/ticketing/websales/sales/NYC01/book?perfcode=12`, { method: 'POST', body: form })
    ).text();
    expect(html).toContain('Signed in as Jane Doe (member 500001)');
    expect(html).toContain('by POST');
    const cgr = await (
      await fetch(`${sandbox.url}/ticketing/account`, {
        method: 'POST',
        body: new URLSearchParams({ token_clubcgr: 'forged' }),
      })
    ).text();
    expect(cgr).toContain('no member recognised');
  });

  it('§7.10 lists the hand-offs received: the parameter name, the token, the member, the path without the token', async () => {
    const session = await login('v3', 'jane.doe@example.com', 'Starlight#2026');
    const token = session.sessionManagementTokens.boxofficeSessionToken;
    await fetch(`${sandbox.url}/ticketing/matrix/test?cinemaId=3001`, {
      method: 'POST',
      body: new URLSearchParams({ requestData: token }),
    });
    await fetch(`${sandbox.url}/ticketing/matrix/forged?token_clubcgr=forged`);
    await fetch(`${sandbox.url}/ticketing/matrix/none`);
    const { handoffs } = (await (await fetch(`${sandbox.url}/sandbox/handoffs`)).json()) as {
      handoffs: { method: string; path: string; params: string[]; token: string; memberId: string | null }[];
    };
    const received = handoffs.filter((h) => h.path.startsWith('/matrix/'));
    expect(received).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/matrix/test?cinemaId=3001',
        params: ['requestData'],
        token,
        memberId: '500001',
      }),
      expect.objectContaining({
        method: 'GET',
        path: '/matrix/forged',
        params: ['token_clubcgr'],
        token: 'forged',
        memberId: null,
      }),
    ]);
  });

  it('§2.5 each provider writes the reset link its own way', async () => {
    const links: Record<string, string> = {};
    const cases = [
      [
        'RTS',
        '/Member/GetResetPasswordCode?circuitId=1001&cinemaId=2001',
        'claire.dubois@example.fr',
        'https://site.example/account/reset-password/?email=x&token=RESET_TOKEN',
      ],
      [
        'BOOST_POS',
        '/Member/v3/GetResetPasswordCode?boxofficeCircuitId=5001',
        'marcus.reed@example.com',
        'https://site.example/account/reset-password/?token=',
      ],
      [
        'TAPOS',
        '/Member/v3/GetResetPasswordCode?boxofficeCircuitId=6001',
        'lea.martin@example.fr',
        'https://site.example/account/reset-password/?token=1',
      ],
      [
        'CGR',
        '/Member/v3/GetResetPasswordCode?boxofficeCircuitId=7001',
        'hugo.bernard@example.fr',
        'https://site.example/account/reset-password/?email=x&token=',
      ],
    ] as const;
    for (const [provider, route, email, link] of cases) {
      const query = new URLSearchParams({ emailAddress: email, resetPasswordLink: link });
      expect((await fetch(`${sandbox.url}${route}&${query}`)).status).toBe(200);
      const { messages } = (await (
        await fetch(`${sandbox.url}/sandbox/outbox?email=${encodeURIComponent(email)}`)
      ).json()) as {
        messages: { body: string }[];
      };
      links[provider] = /link=(\S+)/.exec(messages.at(-1)?.body ?? '')?.[1] ?? '';
    }
    expect(links.RTS).toMatch(/\?email=x&token=RESET_TOKEN&token=[\w-]+$/);
    expect(links.BOOST_POS).toMatch(/\?token=\?token=[\w-]+$/);
    expect(links.TAPOS).toMatch(/\?token=1&uid=600001&token=[\w-]+$/);
    expect(links.CGR).toMatch(/\?email=x&token=&token=[\w-]+$/);
  });

  it('escapes what it echoes', async () => {
    const html = await (await fetch(`${sandbox.url}/websales/sales/PAR01/book?perfcode=%3Cscript%3E`)).text();
    expect(html).not.toContain('<script>');
  });

  it('§8.1 code 72 for announced films (ids starting with 9 or ending in 99); others are added', async () => {
    const session = await login('v3', 'riley.chen@example.com', 'Starlight#2026');
    const add = async (filmId: string) =>
      (await (
        await fetch(`${sandbox.url}/Member/v3/AddFavoriteFilm?boxofficeCircuitId=5001`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'Boxoffice-Session-Token': session.sessionManagementTokens.boxofficeSessionToken,
          },
          body: JSON.stringify({ externalFilmId: filmId }),
        })
      ).json()) as { peachCode: number };
    expect((await add('10099')).peachCode).toBe(72);
    expect((await add('912')).peachCode).toBe(72);
    expect((await add('10098')).peachCode).toBe(0);
  });

  it('§7.9 the payment portal URL is on the host the caller reached, and its page names the member', async () => {
    const session = await login('v1', 'margaux.leroy@example.fr', 'Popcorn2026');
    const answer = (await (
      await fetch(`${sandbox.url}/Member/GetPaymentProviderPortalSession?circuitId=1001&cinemaId=2001`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Boxoffice-Session-Token': session.sessionManagementTokens.boxofficeSessionToken,
        },
        body: JSON.stringify({ returnUrl: 'http://localhost:3101/account/' }),
      })
    ).json()) as { peachCode: number; url: string };
    expect(answer.peachCode).toBe(0);
    expect(answer.url.startsWith(`${sandbox.url}/sandbox/payment-portal/`)).toBe(true);
    const html = await (await fetch(answer.url)).text();
    expect(html).toContain('Payment methods of member 100007');
    expect(html).toContain('href="http://localhost:3101/account/"');
  });

  it('§3.9 refresh tokens rotate and expire', async () => {
    const first = await login('v1', 'claire.dubois@example.fr', 'Popcorn2026');
    const rotated = await refresh(first.sessionManagementTokens.boxofficeRefreshSessionToken);
    expect(rotated.status).toBe(200);
    const next = (await rotated.json()) as { sessionManagementTokens: { boxofficeRefreshSessionToken: string } };
    expect((await refresh(first.sessionManagementTokens.boxofficeRefreshSessionToken)).status).toBe(401);
    clock += 121_000;
    expect((await refresh(next.sessionManagementTokens.boxofficeRefreshSessionToken)).status).toBe(401);
  });

  it('§7.2 an expired session token is refused', async () => {
    const session = await login('v3', 'jane.doe@example.com', 'Starlight#2026');
    const headers = { 'Boxoffice-Session-Token': session.sessionManagementTokens.boxofficeSessionToken };
    expect((await fetch(`${sandbox.url}/Member/v3/GetMember/?boxofficeCircuitId=5001`, { headers })).status).toBe(200);
    clock += 61_000;
    expect((await fetch(`${sandbox.url}/Member/v3/GetMember/?boxofficeCircuitId=5001`, { headers })).status).toBe(401);
  });

  it('data survives a restart; --reset starts from the seed again', async () => {
    const create = () =>
      fetch(`${sandbox.url}/Member/Create?circuitId=1001`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'persist@example.fr', password: 'Persist2026' }),
      }).then((response) => response.json() as Promise<{ peachCode: number }>);
    expect((await create()).peachCode).toBe(0);
    await sandbox.close();
    sandbox = await startSandbox({ port: 0, dataFile, quiet: true });
    expect((await login('v1', 'persist@example.fr', 'Persist2026')).peachCode).toBe(0);
    await sandbox.close();
    sandbox = await startSandbox({ port: 0, dataFile, reset: true, quiet: true });
    expect((await login('v1', 'persist@example.fr', 'Persist2026')).peachCode).toBe(29);
  });
});

describe('provider outage switch', () => {
  const switchTo = (down: unknown) =>
    fetch(`${sandbox.url}/sandbox/provider-outage`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ down }),
    });

  it('holds every provider call without an answer until it is turned back, the rest answering', async () => {
    expect(await (await switchTo(true)).json()).toEqual({ down: true });
    try {
      const held = fetch(`${sandbox.url}/Member/GetMembershipList/2001/?circuitId=1001`);
      let answered = false;
      void held.then(() => (answered = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(answered).toBe(false);
      expect((await fetch(`${sandbox.url}/health`)).status).toBe(200);
      expect(await (await fetch(`${sandbox.url}/sandbox/provider-outage`)).json()).toEqual({ down: true });
      expect(await (await switchTo(false)).json()).toEqual({ down: false });
      // Held calls are answered once it is back.
      expect((await held).status).toBe(200);
    } finally {
      await switchTo(false);
    }
  });

  it('refuses a switch that is not true or false', async () => {
    expect((await switchTo('yes')).status).toBe(400);
  });
});
