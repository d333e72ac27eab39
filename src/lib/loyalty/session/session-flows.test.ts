import { describe, expect, it, vi } from 'vitest';
import type { ProviderAnswer } from '../provider/provider-api.ts';
import { providerAuthResponseSchema, type ProviderAuthResponse } from '../provider/provider-schemas.ts';
import {
  isTokenValid,
  loginByTokenFlow,
  loginFlow,
  logoutFlow,
  refreshFlow,
  type SessionApi,
} from './session-flows.ts';

const details = {
  memberId: '100001',
  firstName: 'Claire',
  lastName: 'Dubois',
  email: 'c@example.fr',
  memberExpiry: '0001-01-01T00:00:00Z',
};
const tokens = (t: string, r: string) => ({ boxofficeSessionToken: t, boxofficeRefreshSessionToken: r });

function answer(body: Record<string, unknown>): ProviderAnswer<ProviderAuthResponse> {
  const data = providerAuthResponseSchema.parse(body);
  return {
    ok: (data.peachCode ?? 0) === 0 && [0, 200].includes(data.statusCode ?? 0),
    httpStatus: 200,
    peachCode: data.peachCode ?? null,
    statusCode: data.statusCode ?? null,
    clientErrorMessage: data.clientErrorMessage ?? null,
    data,
  };
}

function fakeApi(version: 1 | 3, overrides: Partial<SessionApi> = {}): SessionApi {
  return {
    context: { version },
    login: vi.fn(),
    refreshLogin: vi.fn(),
    getMember: vi.fn(),
    logout: vi.fn(async () => answer({ peachCode: 0 })),
    ...overrides,
  } as SessionApi;
}

describe('§4.2 login', () => {
  it('peachCode 0 stores the member with the session tokens (v1 keeps userSessionId and memberId)', async () => {
    const api = fakeApi(1, {
      login: vi.fn(async () =>
        answer({
          peachCode: 0,
          statusCode: 200,
          userSessionId: 'U1',
          memberId: '100001',
          memberDetails: details,
          sessionManagementTokens: tokens('t1', 'r1'),
        }),
      ),
    });
    const result = await loginFlow(api, { email: 'c@example.fr', password: 'x' }, 'captcha');
    expect(api.login).toHaveBeenCalledWith({ email: 'c@example.fr', password: 'x' }, 'captcha');
    expect(result).toMatchObject({
      ok: true,
      session: { token: 't1', refreshToken: 'r1', cypherVersion: 1, userSessionId: 'U1', memberId: '100001' },
    });
    expect(result.ok && result.member.memberExpiry).toBeNull();
  });

  it('any other peachCode rejects with the response', async () => {
    const api = fakeApi(3, {
      login: vi.fn(async () => answer({ peachCode: 58, statusCode: 400, clientErrorMessage: 'Incorrect password' })),
    });
    expect(await loginFlow(api, { email: 'a@b.c', password: 'x' })).toEqual({
      ok: false,
      response: { peachCode: 58, clientErrorMessage: 'Incorrect password' },
    });
  });

  it('§8.3 a network error rejects with null', async () => {
    const api = fakeApi(3, { login: vi.fn(async () => Promise.reject(new Error('down'))) });
    expect(await loginFlow(api, { email: 'a@b.c', password: 'x' })).toEqual({ ok: false, response: null });
  });
});

describe('§4.1 refresh', () => {
  const v1Session = {
    token: 't1',
    refreshToken: 'r1',
    cypherVersion: 1 as const,
    memberId: '100001',
    userSessionId: 'U1',
  };

  it('v1 requires memberId, token and refreshToken', async () => {
    const api = fakeApi(1);
    expect(await refreshFlow(api, { token: 't', refreshToken: 'r', cypherVersion: 1 })).toBeNull();
    expect(api.refreshLogin).not.toHaveBeenCalled();
  });

  it('v1 refreshes with the refreshToken and stores the new tokens when statusCode is 0/200 and memberDetails is present', async () => {
    const api = fakeApi(1, {
      refreshLogin: vi.fn(async () =>
        answer({ peachCode: 0, statusCode: 200, memberDetails: details, sessionManagementTokens: tokens('t2', 'r2') }),
      ),
    });
    const result = await refreshFlow(api, v1Session);
    expect(api.refreshLogin).toHaveBeenCalledWith('r1');
    expect(result?.session).toMatchObject({ token: 't2', refreshToken: 'r2', memberId: '100001', userSessionId: 'U1' });
  });

  it('v1 fails without memberDetails or with a bad statusCode', async () => {
    const noDetails = fakeApi(1, {
      refreshLogin: vi.fn(async () => answer({ statusCode: 200, sessionManagementTokens: tokens('t2', 'r2') })),
    });
    expect(await refreshFlow(noDetails, v1Session)).toBeNull();
    const bad = fakeApi(1, {
      refreshLogin: vi.fn(async () => answer({ peachCode: 401, statusCode: 401, memberDetails: details })),
    });
    expect(await refreshFlow(bad, v1Session)).toBeNull();
  });

  it('v3 requires refreshToken; when both tokens come back the member is fetched with the new token', async () => {
    const api = fakeApi(3, {
      refreshLogin: vi.fn(async () =>
        answer({ peachCode: 0, statusCode: 0, sessionManagementTokens: tokens('t2', 'r2') }),
      ),
      getMember: vi.fn(async () => answer({ peachCode: 0, statusCode: 0, memberDetails: details })),
    });
    const result = await refreshFlow(api, { token: 't1', refreshToken: 'r1', cypherVersion: 3 });
    expect(api.getMember).toHaveBeenCalledWith('t2');
    expect(result?.session).toEqual({ token: 't2', refreshToken: 'r2', cypherVersion: 3 });
  });

  it('v3 logs out when the tokens do not both come back', async () => {
    const api = fakeApi(3, { refreshLogin: vi.fn(async () => answer({ peachCode: 0, statusCode: 0 })) });
    expect(await refreshFlow(api, { token: 't1', refreshToken: 'r1', cypherVersion: 3 })).toBeNull();
    expect(api.getMember).not.toHaveBeenCalled();
  });

  it('a thrown error is a failure', async () => {
    const api = fakeApi(3, { refreshLogin: vi.fn(async () => Promise.reject(new Error('x'))) });
    expect(await refreshFlow(api, { token: 't1', refreshToken: 'r1', cypherVersion: 3 })).toBeNull();
  });
});

describe('§4.2 login by token, §5 token validation, §4.3 logout', () => {
  it('login by token keeps the existing tokens when the answer lacks them', async () => {
    const api = fakeApi(3, { getMember: vi.fn(async () => answer({ peachCode: 0, memberDetails: details })) });
    const result = await loginByTokenFlow(api, { token: 't1', refreshToken: 'r1', cypherVersion: 3 });
    expect(result?.session).toEqual({ token: 't1', refreshToken: 'r1', cypherVersion: 3 });
  });

  it('login by token v1 needs statusCode 0 or 200', async () => {
    const api = fakeApi(1, { getMember: vi.fn(async () => answer({ statusCode: 500, memberDetails: details })) });
    expect(await loginByTokenFlow(api, { token: 't1', refreshToken: 'r1', cypherVersion: 1 })).toBeNull();
  });

  it('a token is valid only with peachCode 0', async () => {
    expect(await isTokenValid(fakeApi(3, { getMember: vi.fn(async () => answer({ peachCode: 0 })) }), 't')).toBe(true);
    expect(await isTokenValid(fakeApi(3, { getMember: vi.fn(async () => answer({ peachCode: 401 })) }), 't')).toBe(
      false,
    );
    expect(await isTokenValid(fakeApi(3, { getMember: vi.fn(async () => Promise.reject(new Error())) }), 't')).toBe(
      false,
    );
  });

  it('logout calls the provider with the session and never throws', async () => {
    const api = fakeApi(3);
    await logoutFlow(api, { token: 't1', refreshToken: 'r1', cypherVersion: 3 });
    expect(api.logout).toHaveBeenCalledWith({ token: 't1', refreshToken: 'r1' });
    const failing = fakeApi(1, { logout: vi.fn(async () => Promise.reject(new Error('down'))) });
    await expect(
      logoutFlow(failing, { token: 't', refreshToken: 'r', cypherVersion: 1, userSessionId: 'U' }),
    ).resolves.toBeUndefined();
  });
});

describe('§5 captcha refusals at sign-in are the visitor’s to fix, not a provider failure', () => {
  it.each(['captcha_required', 'captcha_failed'] as const)('%s is reported as such', async (code) => {
    const { CypherGatewayError } = await import('../provider/envelope-client.ts');
    const api = {
      context: { version: 1 },
      login: () => Promise.reject(new CypherGatewayError(code === 'captcha_required' ? 400 : 403, code)),
    } as unknown as Parameters<typeof loginFlow>[0];
    expect(await loginFlow(api, { email: 'a@example.com', password: 'x' })).toEqual({
      ok: false,
      response: null,
      captcha: code,
    });
  });

  it('any other failure stays "provider not reached"', async () => {
    const api = {
      context: { version: 1 },
      login: () => Promise.reject(new Error('network down')),
    } as unknown as Parameters<typeof loginFlow>[0];
    expect(await loginFlow(api, { email: 'a@example.com', password: 'x' })).toEqual({ ok: false, response: null });
  });
});
