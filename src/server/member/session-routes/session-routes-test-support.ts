import { vi } from 'vitest';
import { LOYALTY_CONFIG_DEFAULTS } from '../../../lib/loyalty/loyalty-config.ts';
import type { ProviderAnswer } from '../../../lib/loyalty/provider/provider-api.ts';
import {
  providerAuthResponseSchema,
  type ProviderAuthResponse,
} from '../../../lib/loyalty/provider/provider-schemas.ts';
import { SESSION_COOKIE_NAME, type MemberSession } from '../../../lib/loyalty/session/session-cookie.ts';
import type { SessionApi } from '../../../lib/loyalty/session/session-flows.ts';
import { sealSession } from '../../session/session-codec.ts';
import type { MemberHandlerDeps } from './handler-deps.ts';

// The session routes' tests share one provider stand-in and the requests a browser sends.

export const details = {
  memberId: '500001',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  memberExpiry: '0001-01-01T00:00:00Z',
};
export const tokens = { boxofficeSessionToken: 'SESSION-T', boxofficeRefreshSessionToken: 'REFRESH-T' };

export function answer(body: Record<string, unknown>): ProviderAnswer<ProviderAuthResponse> {
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

export function deps(version: 1 | 3, api: Partial<SessionApi> = {}): MemberHandlerDeps {
  return {
    api: {
      context: { version },
      login: vi.fn(async () =>
        answer({ peachCode: 0, statusCode: 0, memberDetails: details, sessionManagementTokens: tokens }),
      ),
      refreshLogin: vi.fn(async () =>
        answer({
          peachCode: 0,
          statusCode: 0,
          sessionManagementTokens: { boxofficeSessionToken: 'S2', boxofficeRefreshSessionToken: 'R2' },
        }),
      ),
      getMember: vi.fn(async () => answer({ peachCode: 0, statusCode: 0, memberDetails: details })),
      logout: vi.fn(async () => answer({ peachCode: 0 })),
      ...api,
    } as SessionApi,
    loyalty: {
      ...LOYALTY_CONFIG_DEFAULTS,
      version,
      provider: version === 3 ? 'BOOST_POS' : 'RTS',
      ticketingUrl: 'http://tix.example/ticketing',
    },
    loginSlug: 'sign-in',
    embedded: false,
    now: () => new Date('2026-11-23T10:00:00Z'),
  };
}

export const post = (path: string, body: unknown = {}, cookie?: string) =>
  new Request(`http://site.example${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
// The cookie as the handlers write it: sealed under the server key.
export const cookieOf = (session: MemberSession) => `${SESSION_COOKIE_NAME}=${sealSession(session, false)}`;

export const formPost = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request('http://site.example/api/member/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'site.example', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
