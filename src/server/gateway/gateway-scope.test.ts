import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../sandbox/server.ts';
import { loadSiteFile } from '../../lib/config/load-site.ts';
import { buildRoute } from '../../lib/loyalty/provider/route-table.ts';
import { gatewayOptionsFromEnv } from './gateway-env.ts';
import { handleCypherRequest, type GatewayOptions } from './handle-cypher-request.ts';
import { startTestSandbox } from './gateway-test-support.ts';

// The gateway serves its own site only (§3.6) and writes the §3.13 reset-link fields itself
// (§2.5): the hostile calls of the hardening probe, against the sandbox, whose request log and
// outbox show what reached the provider.

let sandbox: RunningSandbox;
let cleanup: () => Promise<void>;
let paris: GatewayOptions;
let starlight: GatewayOptions;
const PARIS_ORIGIN = 'http://localhost:3101';

beforeAll(async () => {
  ({ sandbox, cleanup } = await startTestSandbox());
  const env = { PROVIDER_API_URL: sandbox.url, SITE_ORIGIN: PARIS_ORIGIN };
  paris = gatewayOptionsFromEnv(env, { active: 0 }, loadSiteFile('cinema-paris'));
  starlight = gatewayOptionsFromEnv(
    { PROVIDER_API_URL: sandbox.url, SITE_ORIGIN: 'https://www.starlight.example.com' },
    { active: 0 },
    loadSiteFile('circuit-demo'),
  );
});
afterAll(async () => cleanup());
beforeEach(() => {
  sandbox.requestLog.length = 0;
});

function call(options: GatewayOptions, method: 'GET' | 'POST', route: string, payload: object = {}) {
  return handleCypherRequest(
    new Request('http://localhost:3101/api/cypher', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ reqMetadata: { method, route }, ...payload }),
    }),
    options,
  );
}

/** What reached the provider's API (the sandbox's own pages, such as its outbox, left out). */
function providerCalls(): string[] {
  return sandbox.requestLog.filter((line) => !line.split(' ')[1]?.startsWith('/sandbox/'));
}

async function outbox(email: string): Promise<string[]> {
  const response = await fetch(`${sandbox.url}/sandbox/outbox?email=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: { body: string }[] };
  return messages.map((message) => message.body);
}

const victim = 'julien.moreau@example.fr';

describe('reset-link poisoning (§2.5, §3.13)', () => {
  it('refuses a reset link or root on another host: nothing reaches the provider, no mail is sent', async () => {
    const before = (await outbox(victim)).length;
    for (const [rootUrl, resetPasswordLink] of [
      ['attacker.example', 'https://attacker.example/r'],
      ['localhost:3101', 'https://attacker.example/r'],
      ['attacker.example', `${PARIS_ORIGIN}/account/reset-password/`],
      ['localhost:3101', 'http://localhost.attacker.example:3101/account/reset-password/'],
    ]) {
      const route = buildRoute('getResetPasswordCodeV1', {
        circuitId: '1001',
        cinemaId: '2001',
        emailAddress: victim,
        rootUrl: rootUrl as string,
        resetPasswordLink: resetPasswordLink as string,
      });
      const response = await call(paris, 'GET', route);
      expect([resetPasswordLink, response.status]).toEqual([resetPasswordLink, 403]);
      expect(await response.json()).toEqual({ error: 'foreign_reset_link' });
    }
    expect(providerCalls()).toEqual([]);
    expect(await outbox(victim)).toHaveLength(before);
  });

  it('the provider mails the site’s own reset page, whatever path the caller gave on the site’s origin', async () => {
    const route = buildRoute('getResetPasswordCodeV1', {
      circuitId: '1001',
      cinemaId: '2001',
      emailAddress: victim,
      rootUrl: 'localhost:3101',
      resetPasswordLink: `${PARIS_ORIGIN}/somewhere-else/?next=https://attacker.example`,
    });
    expect((await call(paris, 'GET', route)).status).toBe(200);
    const mail = (await outbox(victim)).at(-1) ?? '';
    const link = /link=(\S+)/.exec(mail)?.[1] ?? '';
    expect(link.startsWith(`${PARIS_ORIGIN}/account/reset-password/?`)).toBe(true);
    expect(new URL(link).searchParams.get('email')).toBe(victim);
    expect(link).not.toContain('attacker');
  });
});

describe('the gateway serves its own circuit, club, generation and cinemas only (§3.6)', () => {
  it('cinema-paris (RTS, version 1, circuit 1001) relays nothing for circuit 5001 or version 3', async () => {
    const refused = [
      ['POST', buildRoute('loginV3', { boxofficeCircuitId: '5001' })],
      ['POST', buildRoute('loginV3', { boxofficeCircuitId: '1001' })],
      ['POST', buildRoute('loginV1', { circuitId: '5001' })],
      ['GET', buildRoute('getMembershipList', { cinemaId: '3001', circuitId: '1001' })],
      ['GET', buildRoute('usernameReminderV1', { circuitId: '5001', email: victim })],
      ['POST', buildRoute('checkGiftCardBalance', { cinemaId: '4001' })],
    ] as const;
    for (const [method, route] of refused) {
      const response = await call(paris, method, route, { email: 'jane.doe@example.com', password: 'Starlight#2026' });
      expect([route, response.status]).toEqual([route, 403]);
      expect(await response.json()).toEqual({ error: 'outside_site_scope' });
    }
    expect(providerCalls()).toEqual([]);
    // Its own circuit and cinema still pass.
    const own = await call(paris, 'POST', buildRoute('loginV1', { circuitId: '1001' }), {
      email: victim,
      password: 'wrong',
    });
    expect(own.status).toBe(200);
  });

  it('circuit-demo pins cinemas named in payloads to its own theaters (§7.8 favourite cinemas, §3.12)', async () => {
    const route = buildRoute('addFavoriteCinemaV3', { boxofficeCircuitId: '5001' });
    for (const favoriteCinemas of [
      { boxofficeCinemaId: '2001', subscribeToNewsletter: true },
      [{ boxofficeCinemaId: '3001' }, { boxofficeCinemaId: '7101' }],
    ]) {
      const response = await call(starlight, 'POST', route, { favoriteCinemas });
      expect(response.status).toBe(403);
    }
    expect(providerCalls()).toEqual([]);
  });

  it('a configured clubId is the only one a payload may name', async () => {
    const scoped = {
      ...starlight,
      scope: { ...(starlight.scope as NonNullable<GatewayOptions['scope']>), clubId: 'STAR-REWARDS' },
    };
    const route = buildRoute('createV3', { boxofficeCircuitId: '5001' });
    expect((await call(scoped, 'POST', route, { clubId: 'GE-CLUB', username: 'x@y.co' })).status).toBe(403);
    expect(providerCalls()).toEqual([]);
  });

  it('a site without a loyalty programme forwards nothing', async () => {
    const site = loadSiteFile('cinema-paris');
    const noLoyalty = gatewayOptionsFromEnv(
      { PROVIDER_API_URL: sandbox.url },
      { active: 0 },
      {
        ...site,
        settings: { ...site.settings, loyalty: undefined },
      },
    );
    expect(noLoyalty.scope).toBeNull();
    const response = await call(noLoyalty, 'POST', buildRoute('loginV1', { circuitId: '1001' }), {
      email: victim,
      password: 'x',
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'loyalty_not_configured' });
    expect(providerCalls()).toEqual([]);
  });
});
