import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunningSandbox } from '../../../sandbox/server.ts';
import { loadSiteFile } from '../../lib/config/load-site.ts';
import { createProviderApi } from '../../lib/loyalty/provider/provider-api.ts';
import { buildRoute } from '../../lib/loyalty/provider/route-table.ts';
import { SESSION_COOKIE_NAME } from '../../lib/loyalty/session/session-cookie.ts';
import { toMemberSession } from '../../lib/loyalty/session/session-flows.ts';
import { sealSession } from '../session/session-codec.ts';
import { gatewayOptionsFromEnv } from './gateway-env.ts';
import { gatewayFetch, startTestSandbox } from './gateway-test-support.ts';
import { handleCypherRequest, type GatewayOptions } from './handle-cypher-request.ts';
import { browserGatewayOptions } from './site-gateway.ts';

// §4.10, §7.5: the account takeover the security probe found, replayed against the sandbox through
// the page's gateway (browserGatewayOptions, as /api/cypher and the site server build it). A guest
// could read any member's record with MemberSearch (their e-mail sufficed) and then set a password
// on their memberId with a version 1 Edit, which needs no session. The page's gateway now refuses
// the search always and the edit without a member session; the in-process gateway of the server
// (siteGatewayOptions), which /api/member/online-access runs the §4.10 flow through, allows both.

const ORIGIN = 'http://localhost:3101';
const VICTIM = 'julien.moreau@example.fr';

let sandbox: RunningSandbox;
let cleanup: () => Promise<void>;
let browser: GatewayOptions;

beforeAll(async () => {
  ({ sandbox, cleanup } = await startTestSandbox());
  vi.stubEnv('SITE', 'cinema-paris');
  vi.stubEnv('PROVIDER_API_URL', sandbox.url);
  vi.stubEnv('SITE_ORIGIN', ORIGIN);
  browser = browserGatewayOptions();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await cleanup();
});
beforeEach(() => {
  sandbox.requestLog.length = 0;
});

const searchRoute = buildRoute('memberSearchV1', { circuitId: '1001' });
const editRoute = buildRoute('editV1', { circuitId: '1001' });

/** A call the site's own page makes (same origin), with the member's cookie when given. */
function fromPage(route: string, payload: object, cookie?: string): Request {
  return new Request(`${ORIGIN}/api/cypher`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: ORIGIN,
      'Sec-Fetch-Site': 'same-origin',
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: JSON.stringify({ reqMetadata: { method: 'POST', route }, ...payload }),
  });
}

/** What reached the provider's API (the sandbox's own pages left out). */
function providerCalls(): string[] {
  return sandbox.requestLog.filter((line) => !line.split(' ')[1]?.startsWith('/sandbox/'));
}

/** A member signed in with the provider, as the session cookie the browser then holds. */
async function sessionCookieOf(email: string, password: string): Promise<string> {
  const api = createProviderApi(
    { circuitId: '1001', cinemaId: '2001', clubId: 'GE-CLUB', provider: 'RTS', version: 1 },
    { fetch: gatewayFetch({ providerApiUrl: sandbox.url, inFlight: { active: 0 } }) },
  );
  const answer = await api.login({ email, password }, 'captcha-token');
  const session = toMemberSession(answer.data, 1);
  if (!session) throw new Error(`no session for ${email}`);
  return `${SESSION_COOKIE_NAME}=${sealSession(session, false)}`;
}

describe('§4.10, §7.5 the page’s gateway: no member search, no guest edit (account takeover probe)', () => {
  it('refuses a guest’s member search by e-mail: 403, no member details, nothing reaches the provider', async () => {
    const response = await handleCypherRequest(fromPage(searchRoute, { email: VICTIM }), browser);
    expect(response.status).toBe(403);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: 'route_not_allowed' });
    expect(text).not.toMatch(/memberId|memberDetails|cardNumber|Moreau/);
    expect(providerCalls()).toEqual([]);
  });

  it('refuses the member search to a signed-in member as well (only the server runs §4.10)', async () => {
    const cookie = await sessionCookieOf(VICTIM, 'Popcorn2026');
    sandbox.requestLog.length = 0;
    const response = await handleCypherRequest(
      fromPage(searchRoute, { email: 'marc.girard@example.fr' }, cookie),
      browser,
    );
    expect(response.status).toBe(403);
    expect(providerCalls()).toEqual([]);
  });

  it('refuses a guest’s version 1 edit of a memberId: the password stays, the member still signs in', async () => {
    const memberId = (
      await createProviderApi(
        { circuitId: '1001', cinemaId: '2001', clubId: 'GE-CLUB', provider: 'RTS', version: 1 },
        { fetch: gatewayFetch({ providerApiUrl: sandbox.url, inFlight: { active: 0 } }) },
      ).memberSearch({ email: VICTIM })
    ).data.memberDetails?.memberId;
    expect(memberId).toBeTruthy();
    sandbox.requestLog.length = 0;
    for (const payload of [
      { memberId, password: 'Taken0ver2026' },
      { memberId, email: 'attacker@example.com' },
    ]) {
      const response = await handleCypherRequest(fromPage(editRoute, payload), browser);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'route_not_allowed' });
    }
    // A cookie that does not open (forged, another key) is a guest's.
    const forged = await handleCypherRequest(
      fromPage(editRoute, { memberId, password: 'Taken0ver2026' }, `${SESSION_COOKIE_NAME}=forged`),
      browser,
    );
    expect(forged.status).toBe(403);
    expect(providerCalls()).toEqual([]);
    await expect(sessionCookieOf(VICTIM, 'Popcorn2026')).resolves.toContain(SESSION_COOKIE_NAME);
  });

  it('a signed-in version 1 member still edits their own profile through the page’s gateway', async () => {
    const cookie = await sessionCookieOf('claire.dubois@example.fr', 'Popcorn2026');
    sandbox.requestLog.length = 0;
    const response = await handleCypherRequest(fromPage(editRoute, { mobilePhone: '+33677778888' }, cookie), browser);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ peachCode: 0, memberDetails: { mobilePhone: '+33677778888' } });
    expect(providerCalls()).toEqual([expect.stringMatching(/^POST \/Member\/Edit\b/)]);
  });

  it('a signed-in member cannot edit another account by naming its memberId; their own id is fine', async () => {
    const victimId = (
      await createProviderApi(
        { circuitId: '1001', cinemaId: '2001', clubId: 'GE-CLUB', provider: 'RTS', version: 1 },
        { fetch: gatewayFetch({ providerApiUrl: sandbox.url, inFlight: { active: 0 } }) },
      ).memberSearch({ email: VICTIM })
    ).data.memberDetails?.memberId;
    const cookie = await sessionCookieOf('claire.dubois@example.fr', 'Popcorn2026');
    sandbox.requestLog.length = 0;
    for (const memberId of [victimId, Number(victimId)]) {
      const response = await handleCypherRequest(
        fromPage(editRoute, { memberId, password: 'Taken0ver2026' }, cookie),
        browser,
      );
      expect(response.status).toBe(403);
    }
    expect(providerCalls()).toEqual([]);
    const ownId = (
      await (await handleCypherRequest(fromPage(editRoute, { mobilePhone: '+33611112222' }, cookie), browser)).json()
    ).memberDetails.memberId;
    const own = await handleCypherRequest(
      fromPage(editRoute, { memberId: ownId, mobilePhone: '+33611113333' }, cookie),
      browser,
    );
    expect(own.status).toBe(200);
  });

  it('§4.8 a guest cannot start, pay or read a loyalty activation for a member named by e-mail', async () => {
    const routes = [
      ['POST', buildRoute('setMemberToActivateOnComplete', { circuitId: '1001' }), { email: VICTIM }],
      ['POST', buildRoute('addMembership', { cinemaId: '2001' }), { userSessionId: 'ACT-1', itemCode: 'X' }],
      ['POST', buildRoute('completePayment', { circuitId: '1001', cinemaId: '2001' }), { userSessionId: 'ACT-1' }],
      ['GET', buildRoute('getMemberV1', { circuitId: '1001', userSessionId: 'ACT-1' }), {}],
    ] as const;
    for (const [method, route, payload] of routes) {
      const request = new Request(`${ORIGIN}/api/cypher`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin' },
        body: JSON.stringify({ reqMetadata: { method, route }, ...payload }),
      });
      const response = await handleCypherRequest(request, browser);
      expect([route, response.status]).toEqual([route, 403]);
    }
    expect(providerCalls()).toEqual([]);
  });

  it('the server’s in-process gateway (no page rules) still makes both calls, for /api/member/online-access', async () => {
    const server = gatewayOptionsFromEnv(
      { PROVIDER_API_URL: sandbox.url, SITE_ORIGIN: ORIGIN },
      { active: 0 },
      loadSiteFile('cinema-paris'),
    );
    const api = createProviderApi(
      { circuitId: '1001', cinemaId: '2001', clubId: 'GE-CLUB', provider: 'RTS', version: 1 },
      { fetch: gatewayFetch(server) },
    );
    const search = await api.memberSearch({ email: 'marc.girard@example.fr', cardNumber: 'GE0010000021' });
    expect(search).toMatchObject({ ok: true, data: { hasUserName: false, clubId: 'GE-CLUB' } });
    const edit = await api.editMember({
      memberId: search.data.memberDetails?.memberId ?? null,
      email: 'marc.girard@example.fr',
      username: 'marc.girard@example.fr',
      clubId: 'GE-CLUB',
    });
    expect(edit.ok).toBe(true);
  });
});
