import { describe, expect, it, vi } from 'vitest';
import type { ProviderAnswer } from '../../lib/loyalty/provider/provider-api.ts';
import { providerAuthResponseSchema, type ProviderAuthResponse } from '../../lib/loyalty/provider/provider-schemas.ts';
import { SESSION_COOKIE_NAME, type MemberSession } from '../../lib/loyalty/session/session-cookie.ts';
import type { SessionApi } from '../../lib/loyalty/session/session-flows.ts';
import { createAttemptLimiter, ATTEMPT_LIMITS } from '../rate-limit/attempt-limiter.ts';
import { sealSession } from '../session/session-codec.ts';
import { createMemoryStore } from '../shared-store/shared-store.ts';
import { handleTicketingRedirect, type TicketingRedirectDeps } from './ticketing-redirect-handler.ts';

const NO_EXPIRY = '0001-01-01T00:00:00Z';

function answer(body: Record<string, unknown>): ProviderAnswer<ProviderAuthResponse> {
  const data = providerAuthResponseSchema.parse(body);
  return {
    ok: data.peachCode === 0,
    httpStatus: 200,
    peachCode: data.peachCode ?? null,
    statusCode: data.statusCode ?? null,
    clientErrorMessage: data.clientErrorMessage ?? null,
    data,
  };
}

function deps(memberExpiry = NO_EXPIRY, valid = true): TicketingRedirectDeps & { apiFor: ReturnType<typeof vi.fn> } {
  const api = {
    context: { version: 1 },
    getMember: vi.fn(async () =>
      valid
        ? answer({ peachCode: 0, statusCode: 0, memberDetails: { memberId: '1', memberExpiry } })
        : answer({ peachCode: 7, statusCode: 401 }),
    ),
  } as unknown as SessionApi;
  return {
    site: {
      ticketingUrl: 'http://tix.example/ticketing',
      betaFeaturesEnabled: false,
      isSingleLocation: false,
      theaterIds: ['3001', '3002'],
      tokenParams: ['userSessionId', 'token', 'requestData', 'token_clubcgr'],
    },
    loyaltyVersion: 1,
    tokenParamFor: (theaterId) => (theaterId === '3001' ? 'requestData' : 'userSessionId'),
    apiFor: vi.fn(() => api),
    embedded: false,
    now: () => new Date('2026-11-23T10:00:00Z'),
  };
}

const session: MemberSession = { token: 'TOKEN-1', refreshToken: 'R', cypherVersion: 1, memberId: '1' };
const memberCookie = `${SESSION_COOKIE_NAME}=${sealSession(session, false)}; selectedTheaterId=3002`;
const get = (path: string, cookie?: string) =>
  new Request(`http://site.example${path}`, { headers: cookie ? { cookie } : {} });

function expectPrivateRedirect(response: Response): URL {
  expect(response.status).toBe(303);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  return new URL(response.headers.get('location') ?? '');
}

describe('§2.1, §6 ticketing redirect endpoints', () => {
  it('member: the token from the sealed cookie, for the current theater (§4.14, §4.11)', async () => {
    const d = deps();
    const location = expectPrivateRedirect(
      await handleTicketingRedirect(get('/api/startticketing/redirect', memberCookie), d, {
        kind: 'endpoint',
        name: 'startticketing',
      }),
    );
    expect(location.toString()).toBe('http://tix.example/ticketing/startticketing?cinemaId=3002&userSessionId=TOKEN-1');
    expect(d.apiFor).toHaveBeenCalledWith('3002');
  });

  it('page code (fetch) gets the page without the token: only a navigation carries it', async () => {
    const d = deps();
    const request = new Request('http://site.example/api/startticketing/redirect', {
      headers: { cookie: memberCookie, 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
    });
    const location = expectPrivateRedirect(
      await handleTicketingRedirect(request, d, { kind: 'endpoint', name: 'startticketing' }),
    );
    expect(location.toString()).toBe('http://tix.example/ticketing/startticketing?cinemaId=3002');
    expect(d.apiFor).not.toHaveBeenCalled();
    const navigation = new Request('http://site.example/api/startticketing/redirect', {
      headers: { cookie: memberCookie, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
    });
    const navigated = expectPrivateRedirect(
      await handleTicketingRedirect(navigation, d, { kind: 'endpoint', name: 'startticketing' }),
    );
    expect(navigated.searchParams.get('userSessionId')).toBe('TOKEN-1');
  });

  it('§1: the token goes under the name of the current theater’s ticketing provider', async () => {
    const location = expectPrivateRedirect(
      await handleTicketingRedirect(
        get('/api/startticketing/redirect', memberCookie.replace('selectedTheaterId=3002', 'selectedTheaterId=3001')),
        deps(),
        { kind: 'endpoint', name: 'startticketing' },
      ),
    );
    expect(location.searchParams.get('requestData')).toBe('TOKEN-1');
    expect(location.searchParams.has('userSessionId')).toBe(false);
  });

  it('guest: the same page, no token', async () => {
    const location = expectPrivateRedirect(
      await handleTicketingRedirect(get('/api/refund/redirect?theater=3001'), deps(), {
        kind: 'endpoint',
        name: 'refund',
      }),
    );
    expect(location.toString()).toBe('http://tix.example/ticketing/refund?cinemaId=3001');
  });

  it('§4.4, §6: an expired member is treated as logged out (no token); so is an invalid token', async () => {
    for (const d of [deps('2020-01-01T00:00:00Z'), deps(NO_EXPIRY, false)]) {
      const location = expectPrivateRedirect(
        await handleTicketingRedirect(get('/api/refund/redirect', memberCookie), d, {
          kind: 'endpoint',
          name: 'refund',
        }),
      );
      expect(location.searchParams.has('userSessionId')).toBe(false);
    }
  });

  it('link: a sub-path link gets the token, the ticketing home does not', async () => {
    const to = encodeURIComponent('http://tix.example/ticketing/account/orders');
    const member = expectPrivateRedirect(
      await handleTicketingRedirect(get(`/api/ticketing/redirect?to=${to}`, memberCookie), deps(), { kind: 'link' }),
    );
    expect(member.searchParams.get('userSessionId')).toBe('TOKEN-1');
    const home = encodeURIComponent('http://tix.example/ticketing/');
    const d = deps();
    const plain = expectPrivateRedirect(
      await handleTicketingRedirect(get(`/api/ticketing/redirect?to=${home}`, memberCookie), d, { kind: 'link' }),
    );
    expect(plain.searchParams.has('userSessionId')).toBe(false);
    expect(d.apiFor).not.toHaveBeenCalled();
  });

  it('a foreign target is a 400, never a redirect', async () => {
    for (const to of ['https://evil.example/ticketing/account', 'http://tix.example/elsewhere']) {
      const response = await handleTicketingRedirect(
        get(`/api/ticketing/redirect?to=${encodeURIComponent(to)}`, memberCookie),
        deps(),
        { kind: 'link' },
      );
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.json()).toEqual({ error: 'invalid_target' });
    }
  });

  it('a member who hammers the endpoint gets 429 with Retry-After', async () => {
    const d = { ...deps(), attempts: createAttemptLimiter(createMemoryStore()) };
    const limit = ATTEMPT_LIMITS['ticketing-redirect'].client.limit;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++)
      statuses.push(
        (
          await handleTicketingRedirect(get('/api/refund/redirect', memberCookie), d, {
            kind: 'endpoint',
            name: 'refund',
          })
        ).status,
      );
    expect(statuses.slice(0, limit).every((status) => status === 303)).toBe(true);
    const refused = await handleTicketingRedirect(get('/api/refund/redirect', memberCookie), d, {
      kind: 'endpoint',
      name: 'refund',
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
