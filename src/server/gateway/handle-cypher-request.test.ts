import { describe, expect, it } from 'vitest';
import { buildEnvelopeRequest } from '../../lib/loyalty/provider/envelope-client.ts';
import { buildRoute } from '../../lib/loyalty/provider/route-table.ts';
import { SESSION_ROUTES, SIGN_IN_ROUTES } from '../../lib/loyalty/provider/attempt-limits.ts';
import { CAPTCHA_FIELD } from '../../lib/loyalty/provider/provider-constants.ts';
import { createAttemptLimiter } from '../rate-limit/attempt-limiter.ts';
import { createMemoryStore } from '../shared-store/shared-store.ts';
import { loginRoute, options, post, recordingUpstream } from './cypher/cypher-test-support.ts';
import { handleCypherRequest } from './handle-cypher-request.ts';

// The gateway's order of checks, through its entry; the tests of each step sit beside it in cypher/.

describe('handleCypherRequest', () => {
  it('§7.1 forwards a table route to PROVIDER_API_URL with a JSON body and the captcha response', async () => {
    const { calls, fetchStub } = recordingUpstream();
    const init = buildEnvelopeRequest({
      method: 'POST',
      route: loginRoute,
      payload: { email: 'a@b.co', password: 'x' },
      captchaResponse: 'cap-1',
    });
    const response = await handleCypherRequest(new Request('http://site.test/api/cypher', init), options(fetchStub));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(calls[0]?.url).toBe('https://provider.example/api/Member/v3/Login?boxofficeCircuitId=5001');
    expect(calls[0]?.init.redirect).toBe('manual');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      email: 'a@b.co',
      password: 'x',
      'g-recaptcha-response': 'cap-1',
    });
  });

  it('§7.1 refuses routes outside the table (403) and wrong methods (405) without forwarding', async () => {
    const { calls, fetchStub } = recordingUpstream();
    for (const [method, route, status] of [
      ['POST', '/Admin/DeleteEverything', 403],
      ['GET', loginRoute, 405],
      ['POST', 'https://evil.example/Member/v3/Login?boxofficeCircuitId=1', 403],
    ] as const) {
      const response = await handleCypherRequest(
        post(JSON.stringify({ reqMetadata: { method, route } })),
        options(fetchStub),
      );
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ error: status === 405 ? 'method_not_allowed' : 'route_not_allowed' });
    }
    expect(calls).toHaveLength(0);
  });

  it('refuses other methods, other media types and cross-origin posts when same-origin calls only are asked for', async () => {
    const { fetchStub } = recordingUpstream();
    expect((await handleCypherRequest(new Request('http://site.test/api/cypher'), options(fetchStub))).status).toBe(
      405,
    );
    expect((await handleCypherRequest(post('x', { 'Content-Type': 'text/plain' }), options(fetchStub))).status).toBe(
      415,
    );
    const crossSite = post(JSON.stringify({ reqMetadata: { method: 'POST', route: loginRoute } }), {
      'Content-Type': 'application/json',
      Origin: 'https://evil.example',
    });
    expect((await handleCypherRequest(crossSite, options(fetchStub, { sameOriginOnly: true }))).status).toBe(403);
  });
});

describe('repeated attempts through the gateway', () => {
  const giftCard = buildRoute('checkGiftCardBalance', { cinemaId: '3001' });
  const reset = (email: string) =>
    buildRoute('getResetPasswordCodeV3', {
      boxofficeCircuitId: '5001',
      boxofficeCinemaId: '3001',
      emailAddress: email,
      rootUrl: 'site.test',
      resetPasswordLink: 'http://site.test/account/reset-password/',
    });

  function limited(fetchStub: typeof fetch) {
    return options(fetchStub, {
      attempts: {
        limiter: createAttemptLimiter(createMemoryStore()),
        clientOf: (call) => call.header('x-fincher-client-address') ?? 'unknown',
      },
      refusedRoutes: SESSION_ROUTES,
    });
  }

  function from(client: string, method: 'GET' | 'POST', route: string, payload: object = {}) {
    return post(JSON.stringify({ reqMetadata: { method, route }, ...payload }), {
      'Content-Type': 'application/json',
      'x-fincher-client-address': client,
    });
  }

  it('gift-card check: 5 tries of one card, then 429 with Retry-After and nothing upstream', async () => {
    const { calls, fetchStub } = recordingUpstream();
    const gateway = limited(fetchStub);
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let pin = 0; pin < 20; pin += 1) {
      const response = await handleCypherRequest(
        from(`10.0.0.${pin}`, 'POST', giftCard, { cardNumber: '6035710000000001', pin: String(pin).padStart(4, '0') }),
        gateway,
      );
      statuses.push(response.status);
      if (response.status === 429) {
        retryAfter = response.headers.get('retry-after');
        expect(await response.json()).toEqual({ error: 'too_many_requests' });
      }
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(calls).toHaveLength(5);
  });

  it('password reset: 3 requests per address an hour; another address still passes', async () => {
    const { fetchStub } = recordingUpstream();
    const gateway = limited(fetchStub);
    const statuses = [];
    for (let index = 0; index < 5; index += 1)
      statuses.push((await handleCypherRequest(from('10.0.0.1', 'GET', reset('Victim@Example.com')), gateway)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect((await handleCypherRequest(from('10.0.0.1', 'GET', reset('other@example.com')), gateway)).status).toBe(200);
  });

  it('an attempt without a valid captcha spends nothing of the card’s: a stranger cannot hold it', async () => {
    const { calls, fetchStub } = recordingUpstream();
    const gateway = options(fetchStub, {
      attempts: {
        limiter: createAttemptLimiter(createMemoryStore()),
        clientOf: (call) => call.header('x-fincher-client-address') ?? 'unknown',
      },
      captcha: { secret: 'secret', verify: async (response) => response === 'solved' },
    });
    const card = { cardNumber: '6035710000000001', pin: '0000' };
    const withCaptcha = (client: string, captcha?: string) =>
      post(
        JSON.stringify({
          reqMetadata: { method: 'POST', route: giftCard, ...(captcha ? { [CAPTCHA_FIELD]: captcha } : {}) },
          ...card,
        }),
        { 'Content-Type': 'application/json', 'x-fincher-client-address': client },
      );
    for (let index = 0; index < 8; index += 1) {
      expect((await handleCypherRequest(withCaptcha(`10.0.1.${index}`), gateway)).status).toBe(400);
      expect((await handleCypherRequest(withCaptcha(`10.0.2.${index}`, 'forged'), gateway)).status).toBe(403);
    }
    expect(calls).toHaveLength(0);
    // The card's holder, with a solved captcha, still has the card's 5 checks.
    const statuses = [];
    for (let index = 0; index < 6; index += 1)
      statuses.push((await handleCypherRequest(withCaptcha('10.0.3.1', 'solved'), gateway)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('a caller that checks the sign-in’s captcha itself names those routes only: every other captcha route is still checked', async () => {
    const { calls, fetchStub } = recordingUpstream();
    const gateway = options(fetchStub, {
      captcha: { secret: 'secret', verify: async (response) => response === 'solved' },
      captchaVerifiedByCaller: SIGN_IN_ROUTES,
    });
    const call = (route: string, payload: object) =>
      handleCypherRequest(post(JSON.stringify({ reqMetadata: { method: 'POST', route }, ...payload })), gateway);
    expect((await call(loginRoute, { email: 'a@b.co', password: 'x' })).status).toBe(200);
    expect((await call(giftCard, { cardNumber: '6035710000000001', pin: '0000' })).status).toBe(400);
    expect(calls).toHaveLength(1);
  });

  it('sign-in and refresh are the member session routes’: the page’s gateway refuses them', async () => {
    const { calls, fetchStub } = recordingUpstream();
    const response = await handleCypherRequest(
      from('10.0.0.1', 'POST', loginRoute, { email: 'a@b.co', password: 'x' }),
      limited(fetchStub),
    );
    expect(response.status).toBe(403);
    expect(calls).toHaveLength(0);
  });
});

describe('§4.10, §7.5 routes a guest may not use (guestRefusedRoutes)', () => {
  const edit = buildRoute('editV1', { circuitId: '1001' });
  const profile = buildRoute('getMemberV1', { circuitId: '1001' });

  function guarded(fetchStub: typeof fetch, session?: string) {
    return options(fetchStub, {
      guestRefusedRoutes: ['editV1'],
      readSessionTokens: () => ({ sessionToken: session }),
      attempts: { limiter: createAttemptLimiter(createMemoryStore()), clientOf: () => '10.0.0.1' },
    });
  }

  it('a call without a member session is refused as a refused route is (403), nothing upstream', async () => {
    const { calls, fetchStub } = recordingUpstream();
    for (const session of [undefined, '']) {
      const response = await handleCypherRequest(
        post(JSON.stringify({ reqMetadata: { method: 'POST', route: edit }, memberId: '100001', password: 'x' })),
        guarded(fetchStub, session),
      );
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'route_not_allowed' });
    }
    expect(calls).toHaveLength(0);
  });

  it('with the member’s session the call goes, with its token; other session-optional routes are untouched', async () => {
    const { calls, fetchStub } = recordingUpstream();
    const signedIn = await handleCypherRequest(
      post(JSON.stringify({ reqMetadata: { method: 'POST', route: edit }, mobilePhone: '+33600000000' })),
      guarded(fetchStub, 'member-token'),
    );
    expect(signedIn.status).toBe(200);
    expect(new Headers(calls[0]?.init.headers).get('Boxoffice-Session-Token')).toBe('member-token');
    const guestProfile = await handleCypherRequest(
      post(JSON.stringify({ reqMetadata: { method: 'GET', route: profile } })),
      guarded(fetchStub),
    );
    expect(guestProfile.status).toBe(200);
    expect(calls).toHaveLength(2);
  });

  it('a gateway without the option (the server’s, in-process) forwards a guest’s edit', async () => {
    const { calls, fetchStub } = recordingUpstream();
    const response = await handleCypherRequest(
      post(JSON.stringify({ reqMetadata: { method: 'POST', route: edit }, memberId: '100001' })),
      options(fetchStub),
    );
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(1);
  });
});
