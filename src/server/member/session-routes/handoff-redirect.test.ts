import { describe, expect, it, vi } from 'vitest';
import { createAttemptLimiter } from '../../rate-limit/attempt-limiter.ts';
import { createMemoryStore } from '../../shared-store/shared-store.ts';
import { handleHandoffCheck } from './handoff-check.ts';
import { handleHandoffRedirect } from './handoff-redirect.ts';
import { answer, cookieOf, deps, details, post } from './session-routes-test-support.ts';

describe('member session routes (§4.1–§4.5)', () => {
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
});

describe('the member session routes under attack and under load', () => {
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
