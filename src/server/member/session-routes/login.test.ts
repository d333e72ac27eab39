import { describe, expect, it, vi } from 'vitest';
import { createAttemptLimiter } from '../../rate-limit/attempt-limiter.ts';
import { createMemoryStore } from '../../shared-store/shared-store.ts';
import type { MemberHandlerDeps } from './handler-deps.ts';
import { handleLogin } from './login.ts';
import { answer, deps, details, formPost, post, tokens } from './session-routes-test-support.ts';

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

describe('the member session routes under attack and under load', () => {
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
});
