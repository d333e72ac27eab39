import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../i18n/messages.ts';
import { createAttemptLimiter } from '../../rate-limit/attempt-limiter.ts';
import { sessionOfCookieHeader } from '../../session/session-codec.ts';
import { createMemoryStore } from '../../shared-store/shared-store.ts';
import { TOKEN_ARRIVAL_QUESTION_PATH } from './pending-arrival.ts';
import { answer, cookieOf, deps, details, tokens } from './session-routes-test-support.ts';
import { handleTokenArrivalQuestion } from './token-arrival-question.ts';
import { handleTokenLogin } from './token-login.ts';

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
