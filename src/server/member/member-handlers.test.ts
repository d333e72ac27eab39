import { describe, expect, it, vi } from 'vitest';
import { LOYALTY_CONFIG_DEFAULTS } from '../../lib/loyalty/loyalty-config.ts';
import type { ProviderAnswer } from '../../lib/loyalty/provider/provider-api.ts';
import { providerAuthResponseSchema, type ProviderAuthResponse } from '../../lib/loyalty/provider/provider-schemas.ts';
import { SESSION_COOKIE_NAME, type MemberSession } from '../../lib/loyalty/session/session-cookie.ts';
import { createHash } from 'node:crypto';
import { createAttemptLimiter } from '../rate-limit/attempt-limiter.ts';
import { sealSession, sessionOfCookieHeader, siteSessionKeys } from '../session/session-codec.ts';
import { createSessionRefreshSharing } from '../session/session-refresh.ts';
import { createMemoryStore } from '../shared-store/shared-store.ts';
import { parseHandoffCheckAnswer, parseSessionAnswer } from '../../lib/loyalty/session/session-answer.ts';
import type { SessionApi } from '../../lib/loyalty/session/session-flows.ts';
import {
  handleHandoffCheck,
  handleHandoffRedirect,
  handleLogin,
  handleLogout,
  handleRefresh,
  handleTokenArrivalQuestion,
  handleTokenLogin,
  type MemberHandlerDeps,
  TOKEN_ARRIVAL_QUESTION_PATH,
} from './member-handlers.ts';
import { MESSAGES } from '../../i18n/messages.ts';

const details = {
  memberId: '500001',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  memberExpiry: '0001-01-01T00:00:00Z',
};
const tokens = { boxofficeSessionToken: 'SESSION-T', boxofficeRefreshSessionToken: 'REFRESH-T' };

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

function deps(version: 1 | 3, api: Partial<SessionApi> = {}): MemberHandlerDeps {
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

const post = (path: string, body: unknown = {}, cookie?: string) =>
  new Request(`http://site.example${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
// The cookie as the handlers write it: sealed under the server key (issue 12 item 8).
const cookieOf = (session: MemberSession) => `${SESSION_COOKIE_NAME}=${sealSession(session, false)}`;

describe('member session routes (§4.1–§4.5)', () => {
  it('§4.2 login sets the HttpOnly cookie and answers the member without any token', async () => {
    const response = await handleLogin(
      post('/api/member/login', { email: 'jane@example.com', password: 'x', captchaResponse: 'c' }),
      deps(3),
    );
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain('SESSION-T');
    expect(text).not.toContain('REFRESH-T');
    expect(JSON.parse(text)).toMatchObject({ status: 'member', member: { firstName: 'Jane', memberExpiry: null } });
    const [cookie, hint] = response.headers.getSetCookie();
    expect(cookie).toMatch(
      /^fincher_member_session=v1\.[A-Za-z0-9_-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/,
    );
    // The hint the page reads to skip the check call for guests: no token, same lifetime, not HttpOnly.
    expect(hint).toBe('fincher_signed_in=1; Path=/; SameSite=Lax; Max-Age=2592000');
  });

  it('§4.2 step 1: a session cookie left under the other name is removed at sign-in', async () => {
    const login = (headers: Record<string, string>) =>
      new Request('https://site.example/api/member/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email: 'jane@example.com', password: 'x' }),
      });
    const cookies = (await handleLogin(login({ cookie: 'fincher_member_session=v1.old; other=1' }), deps(3))).headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0]);
    expect(cookies[0]).toMatch(/^__Host-fincher_member_session=v1\./);
    expect(cookies).toContain('fincher_member_session=');
    const alone = (await handleLogin(login({}), deps(3))).headers.getSetCookie();
    expect(alone).toHaveLength(2);
  });

  it('§4.2 a rejected login answers 401 with the peachCode and no cookie value', async () => {
    const d = deps(1, {
      login: vi.fn(async () => answer({ peachCode: 31, statusCode: 400, clientErrorMessage: 'Incorrect password' })),
    });
    const response = await handleLogin(post('/api/member/login', { email: 'a@b.c', password: 'bad' }), d);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ status: 'guest', rejection: { peachCode: 31 } });
  });

  it('§4.4 an expired member is answered as expired with a browser-session cookie', async () => {
    const d = deps(3, {
      login: vi.fn(async () =>
        answer({
          peachCode: 0,
          memberDetails: { ...details, memberExpiry: '2025-01-01T00:00:00Z' },
          sessionManagementTokens: tokens,
        }),
      ),
    });
    const response = await handleLogin(post('/api/member/login', { email: 'a@b.c', password: 'x' }), d);
    expect((await response.json()).status).toBe('expired');
    expect(response.headers.get('set-cookie')).not.toMatch(/Max-Age|Expires/);
  });

  it('login refuses anything but a JSON post and a well-formed body', async () => {
    expect(
      (await handleLogin(new Request('http://s/api/member/login', { method: 'POST', body: 'email=a' }), deps(3)))
        .status,
    ).toBe(415);
    expect((await handleLogin(post('/api/member/login', { email: 'a' }), deps(3))).status).toBe(400);
  });

  it('§4.1 refresh with no cookie: guest, and no Set-Cookie that could undo a sign-in answered meanwhile', async () => {
    const response = await handleRefresh(post('/api/member/refresh'), deps(3));
    expect(await response.json()).toEqual({ status: 'guest', member: null });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('§4.1 refresh with an unreadable cookie: guest, cookie removed', async () => {
    const response = await handleRefresh(post('/api/member/refresh', {}, `${SESSION_COOKIE_NAME}=garbage`), deps(3));
    expect(await response.json()).toEqual({ status: 'guest', member: null });
    expect(response.headers.get('set-cookie')).toContain('Max-Age=0');
    // The session cookie and its hint go together.
    expect(response.headers.getSetCookie().map((cookie) => cookie.split('=')[0])).toEqual([
      SESSION_COOKIE_NAME,
      'fincher_signed_in',
    ]);
    expect(response.headers.getSetCookie().every((cookie) => cookie.includes('Max-Age=0'))).toBe(true);
  });

  it('§4.1 refresh rotates the tokens into the cookie', async () => {
    const d = deps(3);
    const response = await handleRefresh(
      post('/api/member/refresh', {}, cookieOf({ token: 'S1', refreshToken: 'R1', cypherVersion: 3 })),
      d,
    );
    expect(d.api.refreshLogin).toHaveBeenCalledWith('R1');
    expect((await response.json()).status).toBe('member');
    expect(sessionOfCookieHeader(response.headers.get('set-cookie')?.split(';')[0], false)).toEqual({
      token: 'S2',
      refreshToken: 'R2',
      cypherVersion: 3,
    });
  });

  it('§4.1 a refresh failure logs out cleanly and removes the cookie', async () => {
    const d = deps(3, { refreshLogin: vi.fn(async () => answer({ peachCode: 401, statusCode: 401 })) });
    const response = await handleRefresh(
      post('/api/member/refresh', {}, cookieOf({ token: 'S1', refreshToken: 'R1', cypherVersion: 3 })),
      d,
    );
    expect(await response.json()).toEqual({ status: 'guest', member: null });
    expect(response.headers.get('set-cookie')).toContain('Max-Age=0');
  });

  it('§4.3 logout calls the provider and removes the cookie', async () => {
    const d = deps(3);
    const response = await handleLogout(
      post('/api/member/logout', {}, cookieOf({ token: 'S1', refreshToken: 'R1', cypherVersion: 3 })),
      d,
    );
    expect(d.api.logout).toHaveBeenCalledWith({ token: 'S1', refreshToken: 'R1' });
    expect(response.headers.get('set-cookie')).toContain('Max-Age=0');
  });

  it('§4.5/§7.10 v1 hand-off: 303 to {ticketingUrl}{return}?{tokenParam}={token}', async () => {
    const request = new Request('http://site.example/api/member/handoff?return=%2Fbook%3Fp%3D1', {
      headers: { cookie: cookieOf({ token: 'S1', refreshToken: 'R1', cypherVersion: 1, memberId: '1' }) },
    });
    const response = await handleHandoffRedirect(request, deps(1));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('http://tix.example/ticketing/book?p=1&userSessionId=S1');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('§4.5/§7.10 v3 hand-off: a server-written POST form with the token in a hidden field', async () => {
    const request = new Request('http://site.example/api/member/handoff?return=%2Faccount', {
      headers: { cookie: cookieOf({ token: 'S1', refreshToken: 'R1', cypherVersion: 3 }) },
    });
    const html = await (await handleHandoffRedirect(request, deps(3))).text();
    expect(html).toContain('method="post" action="http://tix.example/ticketing/account"');
    expect(html).toContain('<input type="hidden" name="token" value="S1">');
  });

  it('§4.5 the hand-off answers navigations only: page code (fetch) cannot read the token out of it', async () => {
    for (const version of [1, 3] as const) {
      const d = deps(version);
      const cookie = cookieOf({ token: 'S1', refreshToken: 'R1', cypherVersion: version, memberId: '1' });
      for (const mode of ['cors', 'no-cors', 'same-origin']) {
        const request = new Request('http://site.example/api/member/handoff?return=%2Faccount', {
          headers: { cookie, 'sec-fetch-mode': mode, 'sec-fetch-dest': 'empty' },
        });
        const response = await handleHandoffRedirect(request, d);
        expect([version, mode, response.status]).toEqual([version, mode, 403]);
        expect(await response.json()).toEqual({ error: 'navigation_only' });
        expect(response.headers.get('location')).toBeNull();
      }
      expect(d.api.getMember).not.toHaveBeenCalled();
      const navigation = new Request('http://site.example/api/member/handoff?return=%2Faccount', {
        headers: { cookie, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
      });
      const answer = await handleHandoffRedirect(navigation, d);
      expect(`${answer.headers.get('location') ?? ''}${await answer.text()}`).toContain('S1');
    }
  });

  it('§4.5/§8.3 invalid token: logout, cookie removed, sent to /{loginSlug} with the query kept', async () => {
    const d = deps(3, { getMember: vi.fn(async () => answer({ peachCode: 401 })) });
    const request = new Request('http://site.example/api/member/handoff?return=%2Faccount&utm_source=x', {
      headers: { cookie: cookieOf({ token: 'S1', refreshToken: 'R1', cypherVersion: 3 }) },
    });
    const response = await handleHandoffRedirect(request, d);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/sign-in/?return=%2Faccount&utm_source=x');
    expect(response.headers.get('set-cookie')).toContain('Max-Age=0');
    const check = await handleHandoffCheck(
      post(
        '/api/member/handoff/check?return=%2Fa',
        {},
        cookieOf({ token: 'S1', refreshToken: 'R1', cypherVersion: 3 }),
      ),
      d,
    );
    expect(await check.json()).toMatchObject({ valid: false, location: '/sign-in/?return=%2Fa' });
  });

  it('§4.5, §4.4: the hand-off endpoint refuses an expired member (allowExpiredAccountsLogin off)', async () => {
    const expired = { ...details, memberExpiry: '2020-01-01T00:00:00Z' };
    for (const version of [1, 3] as const) {
      const d = deps(version, {
        getMember: vi.fn(async () => answer({ peachCode: 0, statusCode: 0, memberDetails: expired })),
      });
      const cookie = cookieOf({ token: 'S1', refreshToken: 'R1', cypherVersion: version, memberId: '1' });
      const request = new Request('http://site.example/api/member/handoff?return=%2Faccount', { headers: { cookie } });
      const response = await handleHandoffRedirect(request, d);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/sign-in/?return=%2Faccount');
      expect(await response.text()).not.toContain('S1');
      const check = await handleHandoffCheck(post('/api/member/handoff/check?return=%2Fa', {}, cookie), d);
      expect(await check.json()).toMatchObject({ valid: false });
    }
  });

  it('refuses a return value that would leave the ticketing site', async () => {
    const request = new Request('http://site.example/api/member/handoff?return=%40evil.example', {
      headers: { cookie: cookieOf({ token: 'S1', refreshToken: 'R1', cypherVersion: 3 }) },
    });
    expect((await handleHandoffRedirect(request, deps(3))).status).toBe(400);
  });

  it('every answer to the page parses with the schema the page reads it with (session-answer.ts)', async () => {
    const session = cookieOf({ token: 'S1', refreshToken: 'R1', cypherVersion: 3 });
    const refused = deps(3, { login: vi.fn(async () => answer({ peachCode: 31 })) });
    const answers = [
      await handleLogin(post('/api/member/login', { email: 'jane@example.com', password: 'x' }), deps(3)),
      await handleLogin(post('/api/member/login', { email: 'jane@example.com', password: 'x' }), refused),
      await handleRefresh(post('/api/member/refresh', {}, session), deps(3)),
      await handleRefresh(post('/api/member/refresh'), deps(3)),
      await handleLogout(post('/api/member/logout', {}, session), deps(3)),
    ];
    const statuses = [];
    for (const response of answers) statuses.push(parseSessionAnswer(await response.json())?.status);
    expect(statuses).toEqual(['member', 'guest', 'member', 'guest', 'guest']);
    const valid = await handleHandoffCheck(post('/api/member/handoff/check?return=%2Fa', {}, session), deps(3));
    expect(parseHandoffCheckAnswer(await valid.json())).toEqual({ valid: true });
  });
});

const formPost = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request('http://site.example/api/member/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'site.example', ...headers },
    body: new URLSearchParams(fields).toString(),
  });

describe('§4.2, §5 the sign-in form posted without page JavaScript', () => {
  it('signs in from the site’s own origin: 303 to the member area with the session cookie and its hint', async () => {
    const d = deps(3);
    const response = await handleLogin(
      formPost(
        { email: 'jane@example.com', password: 'x', 'g-recaptcha-response': 'tok' },
        { origin: 'http://site.example' },
      ),
      d,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/account/');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.getSetCookie().map((cookie) => cookie.split('=')[0])).toEqual([
      'fincher_member_session',
      'fincher_signed_in',
    ]);
    // The captcha response of the form travels with the login (§5).
    expect(d.api.login).toHaveBeenCalledWith(expect.anything(), 'tok');
  });

  it('a refused, malformed or captcha-less sign-in goes back to the sign-in page saying why, with no session', async () => {
    const refused = deps(1, {
      login: vi.fn(async () => answer({ peachCode: 31, statusCode: 400, clientErrorMessage: 'Incorrect password' })),
    });
    const cases: [Request, MemberHandlerDeps, string][] = [
      [formPost({ email: 'a@b.c', password: 'bad' }, { origin: 'http://site.example' }), refused, 'refused'],
      [formPost({ email: '', password: '' }, { origin: 'http://site.example' }), deps(3), 'invalid'],
      [formPost({ email: 'a@b.c' }, { 'sec-fetch-site': 'same-origin' }), deps(3), 'invalid'],
    ];
    for (const [request, d, reason] of cases) {
      const response = await handleLogin(request, d);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`/sign-in/?signInError=${reason}#sign-in-error-${reason}`);
      expect(response.headers.getSetCookie().some((cookie) => /^fincher_member_session=v1\./.test(cookie))).toBe(false);
    }
  });

  it('goes back to the page the sign-in page names (?from=, read from its own address), never elsewhere', async () => {
    const from = (referer: string, origin = 'http://site.example') =>
      formPost({ email: 'jane@example.com', password: 'x' }, { origin, referer });
    const movie = await handleLogin(from('http://site.example/sign-in/?from=%2Fmovies%2F10001-dune%2F'), deps(3));
    expect(movie.headers.get('location')).toBe('/movies/10001-dune/');
    for (const referer of [
      'http://site.example/sign-in/?from=https%3A%2F%2Fevil.example%2F',
      'http://site.example/sign-in/?from=%2F%2Fevil.example%2F',
      'http://site.example/sign-in/?from=%2Fapi%2Fmember%2Flogout',
      'https://evil.example/sign-in/?from=%2Fmovies%2F',
      'not a url',
    ]) {
      const response = await handleLogin(from(referer), deps(3));
      expect(response.headers.get('location'), referer).toBe('/account/');
    }
    // A failed sign-in keeps the page to come back to.
    const refused = deps(1, {
      login: vi.fn(async () => answer({ peachCode: 31, statusCode: 400, clientErrorMessage: 'Incorrect password' })),
    });
    const again = await handleLogin(from('http://site.example/sign-in/?from=%2Fmovies%2F10001-dune%2F'), refused);
    expect(again.headers.get('location')).toBe(
      '/sign-in/?signInError=refused&from=%2Fmovies%2F10001-dune%2F#sign-in-error-refused',
    );
  });

  it('refuses a form posted from another origin (login CSRF) before anything is read or called', async () => {
    const crossOrigin: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'http://site.example.evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossOrigin) {
      const d = deps(3);
      const response = await handleLogin(formPost({ email: 'a@b.c', password: 'x' }, headers), d);
      expect(response.status).toBe(403);
      expect(d.api.login).not.toHaveBeenCalled();
    }
    // A configured public origin (a proxy that rewrites Host) is the site's own.
    const behindProxy = { ...deps(3), trustedOrigins: ['https://www.site.example'] };
    const response = await handleLogin(
      formPost({ email: 'a@b.c', password: 'x' }, { origin: 'https://www.site.example', host: 'internal:3000' }),
      behindProxy,
    );
    expect(response.status).toBe(303);
  });

  it('bounds the posted form like any body: an oversized one is not read, back to the sign-in page', async () => {
    const response = await handleLogin(
      formPost({ email: 'a@b.c', password: 'x'.repeat(20_000) }, { origin: 'http://site.example' }),
      deps(3),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/sign-in/?signInError=invalid#sign-in-error-invalid');
  });
});

describe('§1, §3.3 a site without a loyalty programme has no member routes', () => {
  it('answers 404 to every session route and calls no provider', async () => {
    const d = deps(1);
    const none: MemberHandlerDeps = { ...d, loyalty: { ...d.loyalty, provider: 'NONE' } };
    const calls = [
      handleLogin(post('/api/member/login', { email: 'a@b.c', password: 'x' }), none),
      handleLogin(formPost({ email: 'a@b.c', password: 'x' }, { origin: 'http://site.example' }), none),
      handleRefresh(post('/api/member/refresh'), none),
      handleLogout(post('/api/member/logout'), none),
      handleHandoffCheck(post('/api/member/handoff?return=%2Faccount'), none),
      handleHandoffRedirect(new Request('http://site.example/api/member/handoff?return=%2Faccount'), none),
      handleTokenLogin(new Request('http://site.example/api/member/token-login?to=%2F&token=T'), none),
    ];
    for (const response of await Promise.all(calls)) expect(response.status).toBe(404);
    expect(d.api.login).not.toHaveBeenCalled();
    expect(d.api.getMember).not.toHaveBeenCalled();
    expect(d.api.logout).not.toHaveBeenCalled();
  });
});

describe('issue 12: the member session routes under attack and under load', () => {
  const login = (email: string, headers: Record<string, string> = {}) =>
    new Request('http://site.example/api/member/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-fincher-client-address': '203.0.113.7', ...headers },
      body: JSON.stringify({ email, password: 'wrong' }),
    });

  it('item 4: 20 rapid wrong sign-ins to one account: 4 reach the provider, 16 are 429 with Retry-After', async () => {
    const d = {
      ...deps(3, { login: vi.fn(async () => answer({ peachCode: 31 })) }),
      attempts: createAttemptLimiter(createMemoryStore()),
    };
    const responses = await Promise.all(Array.from({ length: 20 }, () => handleLogin(login('Jane@Example.com'), d)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(16);
    expect(d.api.login).toHaveBeenCalledTimes(4);
    const refused = responses.find((response) => response.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: 'too_many_requests' });
  });

  it('item 4: sign-ins without a valid captcha spend nothing of the account: a stranger cannot lock a member out', async () => {
    const checked: (string | undefined)[] = [];
    const d = {
      ...deps(3, { login: vi.fn(async () => answer({ peachCode: 31 })) }),
      attempts: createAttemptLimiter(createMemoryStore()),
      captcha: async (response: string | undefined) => {
        checked.push(response);
        if (!response) return 'captcha_required' as const;
        return response === 'solved' ? null : ('captcha_failed' as const);
      },
    };
    const attempt = (client: string, captchaResponse?: string) =>
      handleLogin(
        new Request('http://site.example/api/member/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-fincher-client-address': client },
          body: JSON.stringify({ email: 'jane@example.com', password: 'wrong', captchaResponse }),
        }),
        d,
      );
    for (let index = 0; index < 6; index += 1) {
      expect((await attempt(`198.51.100.${index}`)).status).toBe(400);
      expect((await attempt(`198.51.100.${index}`, 'forged')).status).toBe(403);
    }
    expect(d.api.login).not.toHaveBeenCalled();
    // The member, captcha solved, still has the account's 4 tries before the provider's lockout.
    const statuses = [];
    for (let index = 0; index < 5; index += 1) statuses.push((await attempt('192.0.2.1', 'solved')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    // A client past its own limit is refused before its captcha costs a check.
    const before = checked.length;
    for (let index = 0; index < 12; index += 1) await attempt('198.51.100.99', 'forged');
    expect(checked.length - before).toBe(10);
  });

  it('the hand-off costs provider calls: 40 in a row from one client, 30 reach the provider, 10 are 429', async () => {
    const d = { ...deps(3), attempts: createAttemptLimiter(createMemoryStore()) };
    const cookie = cookieOf({ token: 'S1', refreshToken: 'R1', cypherVersion: 3 });
    const handoff = () =>
      new Request('http://site.example/api/member/handoff?return=%2Faccount', {
        headers: { cookie, 'x-fincher-client-address': '203.0.113.8' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await handleHandoffRedirect(handoff(), d)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(d.api.getMember).toHaveBeenCalledTimes(30);
  });

  it('item 3: a sign-in body over the limit is a 413, never read whole', async () => {
    const big = new Request('http://site.example/api/member/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(100_000) }),
    });
    const d = deps(3);
    expect((await handleLogin(big, d)).status).toBe(413);
    expect(d.api.login).not.toHaveBeenCalled();
  });

  it('item 10: a provider outage at sign-in is a 503 monitoring can see, not a wrong-password 401', async () => {
    const d = deps(3, { login: vi.fn(async () => Promise.reject(new Error('ECONNREFUSED'))) });
    const response = await handleLogin(login('jane@example.com'), d);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'provider_unavailable' });
  });

  it('item 7 §4.1: three tabs refreshing at once share one provider call and all stay signed in', async () => {
    const d = {
      ...deps(3, {
        refreshLogin: vi.fn(async () => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          return answer({
            peachCode: 0,
            statusCode: 0,
            sessionManagementTokens: { boxofficeSessionToken: 'S2', boxofficeRefreshSessionToken: 'R2' },
          });
        }),
      }),
      refreshes: createSessionRefreshSharing(createMemoryStore(), siteSessionKeys()),
    };
    const cookie = cookieOf({ token: 'S1', refreshToken: 'R1', cypherVersion: 3 });
    const responses = await Promise.all([1, 2, 3].map(() => handleRefresh(post('/api/member/refresh', {}, cookie), d)));
    expect(d.api.refreshLogin).toHaveBeenCalledTimes(1);
    for (const response of responses) {
      expect((await response.json()).status).toBe('member');
      expect(sessionOfCookieHeader(response.headers.get('set-cookie')?.split(';')[0], false)?.refreshToken).toBe('R2');
    }
  });

  it('item 7: a cookie that a newer refresh replaced is never cleared, even when its own refresh fails later', async () => {
    const store = createMemoryStore();
    const sharing = createSessionRefreshSharing(store, siteSessionKeys());
    const cookie = cookieOf({ token: 'S1', refreshToken: 'R1', cypherVersion: 3 });
    await handleRefresh(post('/api/member/refresh', {}, cookie), { ...deps(3), refreshes: sharing });
    // Minutes later the shared outcome is gone; a straggler sends the old cookie and its refresh fails.
    await store.delete(`refresh:outcome:${createHash('sha256').update('R1').digest('base64url')}`);
    const failing = deps(3, { refreshLogin: vi.fn(async () => answer({ peachCode: 401, statusCode: 401 })) });
    const late = await handleRefresh(post('/api/member/refresh', {}, cookie), { ...failing, refreshes: sharing });
    expect(late.headers.get('set-cookie')).toBeNull();
  });

  it('item 10 §7.10: return=/../../evil stays under {ticketingUrl}; the v3 form page runs its one hashed script only', async () => {
    const cookie = cookieOf({ token: 'S1', refreshToken: 'R1', cypherVersion: 1, memberId: '1' });
    const v1 = await handleHandoffRedirect(
      new Request('http://site.example/api/member/handoff?return=/../../evil', { headers: { cookie } }),
      deps(1),
    );
    expect(new URL(v1.headers.get('location')!).pathname).toBe('/ticketing/evil');
    const v3 = await handleHandoffRedirect(
      new Request('http://site.example/api/member/handoff?return=/book', {
        headers: { cookie: cookieOf({ token: 'S1', refreshToken: 'R1', cypherVersion: 3 }) },
      }),
      deps(3),
    );
    const policy = v3.headers.get('content-security-policy')!;
    expect(policy).toMatch(
      /^default-src 'none'; script-src 'sha256-[A-Za-z0-9+/=]+'; form-action http:\/\/tix\.example;/,
    );
    expect(policy).not.toContain('unsafe-inline');
    // Framed by no one (the site's own scripts could read a frame of it), and no opener keeps it.
    expect(policy).toContain("frame-ancestors 'none'");
    expect(v3.headers.get('cross-origin-opener-policy')).toBe('noopener-allow-popups');
  });

  it('§4.5 on a site embedded by others (a kiosk, TAPOS), the hand-off runs in their frame, and theirs only', async () => {
    const v3 = await handleHandoffRedirect(
      new Request('http://site.example/api/member/handoff?return=/book', {
        headers: { cookie: cookieOf({ token: 'S1', refreshToken: 'R1', cypherVersion: 3 }) },
      }),
      { ...deps(3), embeddingOrigins: ['https://kiosk.example', 'http://localhost:4010'] },
    );
    const policy = v3.headers.get('content-security-policy')!;
    expect(policy).toContain('frame-ancestors https://kiosk.example http://localhost:4010');
    expect(policy).not.toContain("'self'");
  });
});

describe('§4.2 login by token: a member back from the ticketing site with the token in the address', () => {
  const arrive = (to: string, token: string | null, cookie?: string) =>
    new Request(
      `http://site.example/api/member/token-login?${new URLSearchParams({ to, ...(token === null ? {} : { token }) })}`,
      { headers: { 'x-fincher-client-address': '203.0.113.9', ...(cookie ? { cookie } : {}) } },
    );

  it('validates the token, fetches the member, sets the cookie and goes to the page without the token', async () => {
    for (const version of [1, 3] as const) {
      const d = deps(version, {
        getMember: vi.fn(async () =>
          answer({ peachCode: 0, statusCode: 0, memberDetails: details, sessionManagementTokens: tokens }),
        ),
      });
      const response = await handleTokenLogin(arrive('/movies/dune/?day=2', 'ARRIVING-T'), d);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/movies/dune/?day=2');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(d.api.getMember).toHaveBeenCalledWith('ARRIVING-T');
      const cookies = response.headers.getSetCookie();
      const session = sessionOfCookieHeader(cookies.map((cookie) => cookie.split(';')[0]).join('; '), false);
      // The provider's session tokens from the answer; the member can be refreshed later (§4.1).
      expect(session).toMatchObject({ token: 'SESSION-T', refreshToken: 'REFRESH-T', cypherVersion: version });
      expect(cookies.join('\n')).toMatch(/HttpOnly/);
    }
  });

  it('reads the arrival from the page’s own address when the rewritten request still shows it', async () => {
    const d = deps(1, {
      getMember: vi.fn(async () =>
        answer({ peachCode: 0, statusCode: 0, memberDetails: details, sessionManagementTokens: tokens }),
      ),
    });
    const request = new Request('http://site.example/movies/?userSessionId=RTS-T&day=2');
    const response = await handleTokenLogin(request, d);
    expect(response.headers.get('location')).toBe('/movies/?day=2');
    expect(d.api.getMember).toHaveBeenCalledWith('RTS-T');
    expect(response.headers.getSetCookie()).toHaveLength(2);
  });

  it('keeps the token it was given when the answer carries none (§4.2)', async () => {
    const d = deps(3);
    const response = await handleTokenLogin(arrive('/', 'ONLY-T'), d);
    const session = sessionOfCookieHeader(
      response.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; '),
      false,
    );
    expect(session).toMatchObject({ token: 'ONLY-T', refreshToken: 'ONLY-T' });
  });

  it('an invalid token, a missing one or a provider failure: no session, still to the page without the token', async () => {
    for (const getMember of [
      vi.fn(async () => answer({ peachCode: 41 })),
      vi.fn(async () => answer({ peachCode: 0, statusCode: 0 })),
      vi.fn(async () => {
        throw new Error('provider down');
      }),
    ]) {
      const response = await handleTokenLogin(arrive('/movies/', 'BAD-T'), deps(3, { getMember }));
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/movies/');
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    const d = deps(3);
    const response = await handleTokenLogin(arrive('/movies/', null), d);
    expect(response.headers.get('location')).toBe('/movies/');
    expect(d.api.getMember).not.toHaveBeenCalled();
  });

  it('an arrival another site sent signs no one in by itself: the visitor is asked first (login CSRF)', async () => {
    const signedIn = () => ({
      ...deps(3, {
        getMember: vi.fn(async () =>
          answer({ peachCode: 0, statusCode: 0, memberDetails: details, sessionManagementTokens: tokens }),
        ),
      }),
      tokenArrivalOrigins: ['https://tickets.example.com'],
    });
    const from = (headers: Record<string, string>) =>
      new Request('http://site.example/api/member/token-login?to=%2Faccount%2F&token=ATTACKERS-T', {
        headers: { 'x-fincher-client-address': '203.0.113.9', ...headers },
      });
    for (const headers of [
      { 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/page' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', referer: 'https://blog.site.example/' },
    ] as Record<string, string>[]) {
      const response = await handleTokenLogin(from(headers), signedIn());
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(TOKEN_ARRIVAL_QUESTION_PATH);
      // No session: only the waiting arrival, sealed, for this route, five minutes.
      const [pending, ...others] = response.headers.getSetCookie();
      expect(others).toEqual([]);
      expect(pending).toMatch(
        /^fincher_token_arrival=v1\.[\w-]+; Path=\/api\/member\/token-login; HttpOnly; SameSite=Lax; Max-Age=300$/,
      );
      expect(pending).not.toContain('ATTACKERS-T');
    }
    for (const headers of [
      { 'sec-fetch-site': 'cross-site', referer: 'https://tickets.example.com/ticketing/done' },
      { 'sec-fetch-site': 'same-origin', referer: 'http://site.example/' },
      { 'sec-fetch-site': 'none' },
    ] as Record<string, string>[]) {
      const response = await handleTokenLogin(from(headers), signedIn());
      expect([headers, response.headers.get('location'), response.headers.getSetCookie().length]).toEqual([
        headers,
        '/account/',
        2,
      ]);
    }
  });

  it('the question names the account; only a post from this site signs in, and "not mine" stays signed out', async () => {
    const d = {
      ...deps(3, {
        getMember: vi.fn(async () =>
          answer({ peachCode: 0, statusCode: 0, memberDetails: details, sessionManagementTokens: tokens }),
        ),
      }),
      // As the site's translations fill them (member-context.ts), a name that is not markup included.
      tokenArrivalTexts: async (name: string) => {
        const texts = MESSAGES.fr.member.tokenArrival;
        return { lang: 'fr-FR', ...texts, body: texts.body.replace('{name}', () => `${name} <b>`) };
      },
    };
    const arrived = await handleTokenLogin(
      new Request('http://site.example/api/member/token-login?to=%2Fmovies%2F%3Fday%3D2&token=T<"', {
        headers: { 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/' },
      }),
      d,
    );
    const waiting = arrived.headers.getSetCookie()[0]!.split(';')[0]!;
    const ask = (method: 'GET' | 'POST', headers: Record<string, string> = {}) =>
      handleTokenArrivalQuestion(
        new Request(`http://site.example${TOKEN_ARRIVAL_QUESTION_PATH}`, {
          method,
          headers: { cookie: waiting, host: 'site.example', ...headers },
        }),
        d,
      );

    const question = await ask('GET');
    expect(question.status).toBe(200);
    expect(question.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(question.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // A no-referrer page would make the browser post with Origin: null, which the post refuses.
    expect(question.headers.get('referrer-policy')).toBe('same-origin');
    const html = await question.text();
    expect(html).toContain('<html lang="fr-FR">');
    expect(html).toContain('au compte membre de Jane D. &#60;b&#62;.');
    expect(html).toContain('<form method="post" action="/api/member/token-login/ask"');
    expect(html).toContain('<a href="/movies/?day=2"');
    expect(html).not.toContain('<script');

    // Another site's post (an auto-submitted form) is refused; ours signs in and goes on.
    expect((await ask('POST', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    const confirmed = await ask('POST', { origin: 'http://site.example', 'sec-fetch-site': 'same-origin' });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/movies/?day=2');
    const cookies = confirmed.headers.getSetCookie();
    expect(cookies[0]).toMatch(/^fincher_token_arrival=; .*Max-Age=0/);
    const session = sessionOfCookieHeader(cookies.map((cookie) => cookie.split(';')[0]).join('; '), false);
    expect(session).toMatchObject({ token: 'SESSION-T' });

    // Posting the same waiting arrival again and again: limited per client like arrivals (20 a minute).
    const limited = { ...d, attempts: createAttemptLimiter(createMemoryStore()) };
    for (let i = 0; i < 30; i++)
      await handleTokenArrivalQuestion(
        new Request(`http://site.example${TOKEN_ARRIVAL_QUESTION_PATH}`, {
          method: 'POST',
          headers: {
            cookie: waiting,
            host: 'site.example',
            origin: 'http://site.example',
            'x-fincher-client-address': '203.0.113.7',
          },
        }),
        limited,
      );
    expect(vi.mocked(d.api.getMember).mock.calls.length).toBe(2 + 20);

    // Nothing waiting (expired, altered, never there): the home page, signed out.
    for (const cookie of ['', 'fincher_token_arrival=v1.altered']) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await handleTokenArrivalQuestion(
          new Request(`http://site.example${TOKEN_ARRIVAL_QUESTION_PATH}`, {
            method,
            headers: { cookie, origin: 'http://site.example', host: 'site.example' },
          }),
          d,
        );
        expect([method, cookie, response.status, response.headers.get('location')]).toEqual([method, cookie, 303, '/']);
        expect(response.headers.getSetCookie().some((c) => c.startsWith('fincher_member_session'))).toBe(false);
      }
    }
  });

  it('a member already signed in keeps their session: a link cannot switch them to another account', async () => {
    const d = deps(3);
    const own = cookieOf({ token: 'MINE', refreshToken: 'MINE-R', cypherVersion: 3 });
    const response = await handleTokenLogin(arrive('/movies/', 'SOMEONE-ELSE', own), d);
    expect(response.headers.get('location')).toBe('/movies/');
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(d.api.getMember).not.toHaveBeenCalled();
  });

  it('goes only to a page of this site, answers GET only, and is limited per client', async () => {
    expect((await handleTokenLogin(arrive('https://evil.example/x', 'T'), deps(3))).headers.get('location')).toBe('/');
    expect((await handleTokenLogin(arrive('//evil.example/x', 'T'), deps(3))).headers.get('location')).toBe('/');
    // Paths that only resolve to "//evil.example": a 303 to another site before the fix.
    for (const to of ['/.//evil.example/x', '/a/..//evil.example/x', '/%2e//evil.example/x']) {
      expect((await handleTokenLogin(arrive(to, 'T'), deps(3))).headers.get('location'), to).toBe('/');
    }
    const post = new Request('http://site.example/api/member/token-login?to=%2F&token=T', { method: 'POST' });
    expect((await handleTokenLogin(post, deps(3))).status).toBe(405);
    const d = {
      ...deps(3, { getMember: vi.fn(async () => answer({ peachCode: 41 })) }),
      attempts: createAttemptLimiter(createMemoryStore()),
    };
    for (let i = 0; i < 30; i++) await handleTokenLogin(arrive('/', `GUESS-${i}`), d);
    expect(d.api.getMember).toHaveBeenCalledTimes(20);
  });
});
