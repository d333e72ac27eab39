import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningSandbox } from '../../../sandbox/server.ts';
import { loadSiteFile } from '../../lib/config/load-site.ts';
import { LOYALTY_CONFIG_DEFAULTS, type LoyaltyConfig } from '../../lib/loyalty/loyalty-config.ts';
import type { MemberSearchApi } from '../../lib/loyalty/member/member-search.ts';
import { CypherGatewayError, CypherNetworkError } from '../../lib/loyalty/provider/envelope-client.ts';
import { createProviderApi, type ProviderAnswer } from '../../lib/loyalty/provider/provider-api.ts';
import { providerAuthResponseSchema, type ProviderAuthResponse } from '../../lib/loyalty/provider/provider-schemas.ts';
import { gatewayOptionsFromEnv } from '../gateway/gateway-env.ts';
import { gatewayFetch, startTestSandbox } from '../gateway/gateway-test-support.ts';
import { createMemoryStore } from '../shared-store/shared-store.ts';
import { createAttemptLimiter } from '../rate-limit/attempt-limiter.ts';
import { handleOnlineAccess, type OnlineAccessDeps } from './online-access.ts';

// §4.10 POST /api/member/online-access: the member search and the edit run on the server; the page
// gets the outcome only, never the member's details (the account-takeover probe read them, and
// the memberId to edit, through the page's gateway).

const FOUND_MEMBER = {
  memberId: '100007',
  firstName: 'Marc',
  lastName: 'Girard',
  email: 'marc@example.fr',
  mobilePhone: '+33612345678',
  cardNumber: 'GE0010000021',
  zipCode: '75011',
};
/** What no answer of the route may contain: the found member's record. */
const MEMBER_SECRETS = /100007|Girard|\+33612345678|75011|memberId|memberDetails|mobilePhone|points|GE0010000021/;

function answer(body: Record<string, unknown>, httpStatus = 200): ProviderAnswer<ProviderAuthResponse> {
  const data = providerAuthResponseSchema.parse(body);
  return {
    ok: data.peachCode === 0,
    httpStatus,
    peachCode: data.peachCode ?? null,
    statusCode: data.statusCode ?? null,
    clientErrorMessage: data.clientErrorMessage ?? null,
    data,
  };
}

const found = (extra: Record<string, unknown> = {}) =>
  answer({
    peachCode: 0,
    hasUserName: false,
    clubId: 'GE-CLUB',
    memberDetails: { ...FOUND_MEMBER, points: 75 },
    ...extra,
  });

function fakeApi(
  search: () => Promise<ProviderAnswer<ProviderAuthResponse>> = async () => found(),
  edit: () => Promise<ProviderAnswer<ProviderAuthResponse>> = async () =>
    answer({ peachCode: 0, memberDetails: FOUND_MEMBER, clubId: 'GE-CLUB' }),
) {
  return { memberSearch: vi.fn(search), editMember: vi.fn(edit) };
}

const RTS: LoyaltyConfig = { ...LOYALTY_CONFIG_DEFAULTS, provider: 'RTS', version: 1, circuitId: '1001' };

function deps(api = fakeApi(), extra: Partial<OnlineAccessDeps> = {}): OnlineAccessDeps {
  return { api: api as unknown as MemberSearchApi, loyalty: RTS, ...extra };
}

const ORIGIN = 'http://site.example';

function request(
  body: unknown = { email: 'marc@example.fr', cardNumber: 'ge0010000021' },
  headers: Record<string, string> = {},
): Request {
  return new Request(`${ORIGIN}/api/member/online-access`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'site.example', origin: ORIGIN, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function read(response: Response): Promise<{ status: number; text: string; json: unknown }> {
  const text = await response.text();
  return { status: response.status, text, json: JSON.parse(text) };
}

describe('§4.10 POST /api/member/online-access: the outcome, nothing of the member', () => {
  it('a member without username gets one (the e-mail) and the club: 200 with the username only', async () => {
    const api = fakeApi();
    const response = await handleOnlineAccess(request(), deps(api));
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { status, json, text } = await read(response);
    expect(status).toBe(200);
    expect(json).toEqual({ status: 'username-set', username: 'marc@example.fr' });
    expect(text).not.toMatch(MEMBER_SECRETS);
    expect(api.memberSearch).toHaveBeenCalledWith({ email: 'marc@example.fr', cardNumber: 'GE0010000021' });
    expect(api.editMember).toHaveBeenCalledWith({
      memberId: '100007',
      email: 'marc@example.fr',
      username: 'marc@example.fr',
      clubId: 'GE-CLUB',
    });
  });

  it('the §4.10 stops: already a username, or no club; nothing edited', async () => {
    for (const [extra, expected] of [
      [{ hasUserName: true }, { status: 'has-username' }],
      [{ clubId: '' }, { status: 'no-club' }],
    ] as const) {
      const api = fakeApi(async () => found(extra));
      const { status, json, text } = await read(await handleOnlineAccess(request(), deps(api)));
      expect([status, json]).toEqual([200, expected]);
      expect(text).not.toMatch(MEMBER_SECRETS);
      expect(api.editMember).not.toHaveBeenCalled();
    }
  });

  it('nobody found, or the edit refused: 422 with the provider’s code and message for §8.2', async () => {
    const notFound = fakeApi(async () => answer({ peachCode: 30, clientErrorMessage: 'Member not found' }));
    expect(await read(await handleOnlineAccess(request(), deps(notFound)))).toMatchObject({
      status: 422,
      json: { status: 'refused', peachCode: 30, clientErrorMessage: 'Member not found' },
    });
    expect(notFound.editMember).not.toHaveBeenCalled();
    const refused = fakeApi(undefined, async () => answer({ peachCode: 34, clientErrorMessage: 'Email already used' }));
    const { status, json, text } = await read(await handleOnlineAccess(request(), deps(refused)));
    expect([status, json]).toEqual([
      422,
      { status: 'refused', peachCode: 34, clientErrorMessage: 'Email already used' },
    ]);
    expect(text).not.toMatch(MEMBER_SECRETS);
  });

  it('defence in depth: a member whose e-mail is not the one asked for is not found, never edited', async () => {
    for (const details of [{ ...FOUND_MEMBER, email: 'someone.else@example.fr' }]) {
      // A provider that searched by card alone found someone: the card must not suffice.
      const api = fakeApi(async () => found({ memberDetails: details }));
      const { status, json, text } = await read(await handleOnlineAccess(request(), deps(api)));
      expect([status, json]).toEqual([422, { status: 'refused', peachCode: 30, clientErrorMessage: null }]);
      expect(text).not.toMatch(MEMBER_SECRETS);
      expect(api.editMember).not.toHaveBeenCalled();
    }
    // The same e-mail in other case or spacing, with another of the member's cards, is the member.
    const api = fakeApi(async () => found({ memberDetails: { ...FOUND_MEMBER, cardNumber: 'GE0010000099' } }));
    expect(
      (await handleOnlineAccess(request({ email: 'MARC@example.fr ', cardNumber: 'GE0010000021' }), deps(api))).status,
    ).toBe(200);
  });

  it('400 on a malformed body: both fields required, bounded, nothing else', async () => {
    const api = fakeApi();
    for (const body of [
      {},
      { email: 'marc@example.fr' },
      { cardNumber: 'GE1' },
      { email: '   ', cardNumber: 'GE1' },
      { email: 'marc@example.fr', cardNumber: '  ' },
      { email: `${'a'.repeat(250)}@b.fr`, cardNumber: 'GE1' },
      { email: 'marc@example.fr', cardNumber: 'G'.repeat(65) },
      { email: 'marc@example.fr', cardNumber: 1234 },
      { email: 'marc@example.fr', cardNumber: 'GE1', memberId: '100007' },
      ['marc@example.fr', 'GE1'],
      'not json',
    ]) {
      const response = await handleOnlineAccess(request(body), deps(api));
      expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), 400]);
    }
    expect(api.memberSearch).not.toHaveBeenCalled();
  });

  it('415 unless a JSON POST; 403 from another origin', async () => {
    const api = fakeApi();
    const form = new Request(`${ORIGIN}/api/member/online-access`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'site.example', origin: ORIGIN },
      body: 'email=marc%40example.fr&cardNumber=GE0010000021',
    });
    expect((await handleOnlineAccess(form, deps(api))).status).toBe(415);
    expect((await handleOnlineAccess(request(undefined, { 'content-type': 'text/plain' }), deps(api))).status).toBe(
      415,
    );
    const cross = await handleOnlineAccess(request(undefined, { origin: 'https://evil.example' }), deps(api));
    expect(cross.status).toBe(403);
    expect(await cross.json()).toEqual({ error: 'forbidden_origin' });
    const fetchSite = await handleOnlineAccess(
      new Request(`${ORIGIN}/api/member/online-access`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
        body: JSON.stringify({ email: 'marc@example.fr', cardNumber: 'GE1' }),
      }),
      deps(api),
    );
    expect(fetchSite.status).toBe(403);
    // The site's public origin behind a proxy that rewrites Host is its own.
    const trusted = await handleOnlineAccess(
      request(undefined, { origin: 'https://www.cinema.example' }),
      deps(api, { trustedOrigins: ['https://www.cinema.example'] }),
    );
    expect(trusted.status).toBe(200);
    expect(api.memberSearch).toHaveBeenCalledTimes(1);
  });

  it('404 on a site without a loyalty programme, or of version 3 (MemberSearch is a version 1 call)', async () => {
    const api = fakeApi();
    for (const loyalty of [
      { ...RTS, provider: 'NONE' as const },
      { ...RTS, provider: 'BOOST_POS' as const, version: 3 as const },
    ]) {
      expect((await handleOnlineAccess(request(), deps(api, { loyalty }))).status).toBe(404);
    }
    expect(api.memberSearch).not.toHaveBeenCalled();
  });

  it('attempts are limited per client and per e-mail: 429 with Retry-After, nothing upstream', async () => {
    const api = fakeApi(async () => answer({ peachCode: 30 }));
    const attempts = createAttemptLimiter(createMemoryStore());
    const from = (client: string, email: string) =>
      handleOnlineAccess(
        request({ email, cardNumber: 'GE1' }, { 'x-fincher-client-address': client }),
        deps(api, { attempts }),
      );
    // One client, a new e-mail each time: 5 an hour (the registration budget the gateway used).
    const byClient = [];
    for (let index = 0; index < 7; index += 1) byClient.push((await from('10.0.0.1', `n${index}@example.fr`)).status);
    expect(byClient).toEqual([422, 422, 422, 422, 422, 429, 429]);
    const limited = await from('10.0.0.1', 'other@example.fr');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ error: 'too_many_requests' });
    // One e-mail from many clients (guessing its card): 5 an hour, whatever the address.
    const byAccount = [];
    for (let index = 0; index < 7; index += 1)
      byAccount.push((await from(`10.0.1.${index}`, index % 2 ? 'Victim@Example.fr' : 'victim@example.fr ')).status);
    expect(byAccount).toEqual([422, 422, 422, 422, 422, 429, 429]);
    expect(api.memberSearch).toHaveBeenCalledTimes(10);
  });

  it('a provider that cannot be reached or read is a 503 with Retry-After, never another 5xx nor a stack', async () => {
    for (const failure of [
      new CypherGatewayError(502, 'upstream_unreachable'),
      new CypherGatewayError(504, 'upstream_timeout'),
      new CypherNetworkError('socket hang up'),
      new Error('unexpected'),
    ]) {
      for (const api of [
        fakeApi(async () => Promise.reject(failure)),
        fakeApi(undefined, async () => Promise.reject(failure)),
      ]) {
        const response = await handleOnlineAccess(request(), deps(api));
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toBe('30');
        expect(await response.json()).toEqual({ error: 'provider_unavailable' });
      }
    }
  });
});

describe('§4.10 against the sandbox, through the server’s in-process gateway', () => {
  let sandbox: RunningSandbox;
  let cleanup: () => Promise<void>;
  let api: MemberSearchApi;

  beforeAll(async () => {
    ({ sandbox, cleanup } = await startTestSandbox());
    const gateway = gatewayOptionsFromEnv(
      { PROVIDER_API_URL: sandbox.url, SITE_ORIGIN: 'http://localhost:3101' },
      { active: 0 },
      loadSiteFile('cinema-paris'),
    );
    api = createProviderApi(
      { circuitId: '1001', cinemaId: '2001', clubId: 'GE-CLUB', provider: 'RTS', version: 1 },
      { fetch: gatewayFetch(gateway) },
    );
  });
  afterAll(async () => cleanup());

  it('another member’s card: not found; the right card in lower case: username set; again: already online', async () => {
    const email = 'marc.girard@example.fr';
    const claim = async (cardNumber: string) =>
      read(
        await handleOnlineAccess(
          request({ email, cardNumber }),
          deps(api as never, { attempts: createAttemptLimiter(createMemoryStore()) }),
        ),
      );
    const wrong = await claim('GE0010000001');
    expect([wrong.status, wrong.json]).toEqual([
      422,
      { status: 'refused', peachCode: 30, clientErrorMessage: 'Member not found' },
    ]);
    const right = await claim('ge0010000021');
    expect([right.status, right.json]).toEqual([200, { status: 'username-set', username: email }]);
    const again = await claim('GE0010000021');
    expect([again.status, again.json]).toEqual([200, { status: 'has-username' }]);
    for (const { text } of [wrong, right, again]) expect(text).not.toMatch(/memberId|Girard|GE0010000021|cardNumber/);
    // Someone who knows only the e-mail gets nowhere.
    const guessed = await handleOnlineAccess(
      request({ email: 'julien.moreau@example.fr', cardNumber: 'GE0010000021' }),
      deps(api as never),
    );
    expect(guessed.status).toBe(422);
  });
});
