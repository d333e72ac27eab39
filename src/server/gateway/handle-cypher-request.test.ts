import { describe, expect, it } from 'vitest';
import { buildEnvelopeRequest } from '../../lib/loyalty/provider/envelope-client.ts';
import { buildRoute } from '../../lib/loyalty/provider/route-table.ts';
import { gatewayOptionsFromEnv, GatewayEnvError } from './gateway-env.ts';
import { credentialRedaction } from '../../lib/loyalty/provider/token-redaction.ts';
import { SESSION_ROUTES, SIGN_IN_ROUTES } from '../../lib/loyalty/provider/attempt-limits.ts';
import { CAPTCHA_FIELD } from '../../lib/loyalty/provider/provider-constants.ts';
import { createAttemptLimiter } from '../rate-limit/attempt-limiter.ts';
import { createMemoryStore } from '../shared-store/shared-store.ts';
import { handleCypherRequest, type GatewayOptions } from './handle-cypher-request.ts';

// Gateway unit tests with an in-memory upstream (a fetch stub that records what it is asked).

function recordingUpstream(answer: () => Response = () => Response.json({ peachCode: 0, statusCode: 0 })) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchStub = (async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    return answer();
  }) as typeof fetch;
  return { calls, fetchStub };
}

function options(fetchStub: typeof fetch, extra: Partial<GatewayOptions> = {}): GatewayOptions {
  return { providerApiUrl: 'https://provider.example/api', fetch: fetchStub, inFlight: { active: 0 }, ...extra };
}

function post(body: BodyInit, headers: Record<string, string> = { 'Content-Type': 'application/json' }): Request {
  return new Request('http://site.test/api/cypher', { method: 'POST', body, headers });
}

const loginRoute = buildRoute('loginV3', { boxofficeCircuitId: '5001' });

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

  it('§7.1 body over 16 KB → 413, declared or streamed', async () => {
    const { calls, fetchStub } = recordingUpstream();
    const big = JSON.stringify({ reqMetadata: { method: 'POST', route: loginRoute }, filler: 'x'.repeat(17 * 1024) });
    expect((await handleCypherRequest(post(big), options(fetchStub))).status).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const streamed = new Request('http://site.test/api/cypher', {
      method: 'POST',
      body: stream,
      headers: { 'Content-Type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect((await handleCypherRequest(streamed, options(fetchStub))).status).toBe(413);
    expect(calls).toHaveLength(0);
  });

  it('§7.1 form data with reqMetadata as a JSON string is accepted; files are refused', async () => {
    const { calls, fetchStub } = recordingUpstream();
    const form = new FormData();
    form.append('email', 'a@b.co');
    form.append('reqMetadata', JSON.stringify({ method: 'POST', route: loginRoute }));
    expect(
      (
        await handleCypherRequest(
          new Request('http://site.test/api/cypher', { method: 'POST', body: form }),
          options(fetchStub),
        )
      ).status,
    ).toBe(200);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ email: 'a@b.co' });
    form.append('avatar', new Blob(['x']), 'a.png');
    expect(
      (
        await handleCypherRequest(
          new Request('http://site.test/api/cypher', { method: 'POST', body: form }),
          options(fetchStub),
        )
      ).status,
    ).toBe(400);
  });

  it('§6 a token with a line break is refused, never turned into a header', async () => {
    const { calls, fetchStub } = recordingUpstream();
    const route = buildRoute('getMemberV3', { boxofficeCircuitId: '5001' });
    const response = await handleCypherRequest(
      post(JSON.stringify({ reqMetadata: { method: 'GET', route } })),
      options(fetchStub, {
        readSessionTokens: () => ({ sessionToken: 'abc\r\nX-Evil: 1' }),
      }),
    );
    expect(response.status).toBe(400);
    expect(calls).toHaveLength(0);
  });

  it('§6 the readSessionTokens seam supplies the token header (future HttpOnly cookie)', async () => {
    const { calls, fetchStub } = recordingUpstream();
    const route = buildRoute('getMemberV3', { boxofficeCircuitId: '5001' });
    await handleCypherRequest(
      post(JSON.stringify({ reqMetadata: { method: 'GET', route } })),
      options(fetchStub, {
        readSessionTokens: () => ({ sessionToken: 'from-cookie' }),
      }),
    );
    expect(new Headers(calls[0]?.init.headers).get('Boxoffice-Session-Token')).toBe('from-cookie');
    // A call that needs the session token (§7.3 history) is refused without one, never forwarded.
    const historyRoute = buildRoute('orderHistoryV3', { boxofficeCircuitId: '5001' });
    const missing = await handleCypherRequest(
      post(JSON.stringify({ reqMetadata: { method: 'GET', route: historyRoute } })),
      options(fetchStub),
    );
    expect(missing.status).toBe(401);
    expect(calls).toHaveLength(1);
  });

  it('§5 captcha: verified when a secret is configured, not checked otherwise', async () => {
    const { calls, fetchStub } = recordingUpstream();
    const envelope = (captcha?: string) =>
      post(
        JSON.stringify({
          email: 'a@b.co',
          reqMetadata: { method: 'POST', route: loginRoute, ...(captcha ? { 'g-recaptcha-response': captcha } : {}) },
        }),
      );
    const captcha = {
      secret: 's3cret',
      verify: async (response: string, secret: string) => response === 'good' && secret === 's3cret',
    };
    expect((await handleCypherRequest(envelope(), options(fetchStub, { captcha }))).status).toBe(400);
    expect((await handleCypherRequest(envelope('bad'), options(fetchStub, { captcha }))).status).toBe(403);
    expect(calls).toHaveLength(0);
    expect((await handleCypherRequest(envelope('good'), options(fetchStub, { captcha }))).status).toBe(200);
    expect((await handleCypherRequest(envelope(), options(fetchStub))).status).toBe(200);
  });

  it('§7.1 raw and blob response formats', async () => {
    const raw = recordingUpstream(() => new Response('aaa.bbb.ccc', { headers: { 'Content-Type': 'text/plain' } }));
    const route = buildRoute('walletLoyaltyCard', {
      walletProvider: 'Apple',
      circuitId: '5001',
      cardNumber: 'C1',
      fullJwt: 'true',
    });
    const body = JSON.stringify({ reqMetadata: { method: 'GET', route, responseFormat: 'raw' } });
    const rawResponse = await handleCypherRequest(
      new Request('http://site.test/api/cypher', {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json', 'Boxoffice-Session-Token': 't' },
      }),
      options(raw.fetchStub),
    );
    expect(await rawResponse.text()).toBe('aaa.bbb.ccc');
    expect(rawResponse.headers.get('content-type')).toBe('text/plain; charset=utf-8');

    const blob = recordingUpstream(
      () => new Response(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'text/html' } }),
    );
    const blobBody = JSON.stringify({ reqMetadata: { method: 'GET', route, responseFormat: 'blob' } });
    const blobResponse = await handleCypherRequest(
      new Request('http://site.test/api/cypher', {
        method: 'POST',
        body: blobBody,
        headers: { 'Content-Type': 'application/json', 'Boxoffice-Session-Token': 't' },
      }),
      options(blob.fetchStub),
    );
    expect(new Uint8Array(await blobResponse.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    // An upstream HTML type is never relayed as such (no script execution on our origin).
    expect(blobResponse.headers.get('content-type')).toBe('application/octet-stream');
  });

  it('ARCHITECTURE Boundaries: answers pass byte for byte, less the members that carry credentials', async () => {
    const route = buildRoute('getMemberV3', { boxofficeCircuitId: '5001' });
    const call = (fetchStub: typeof fetch) =>
      handleCypherRequest(
        post(JSON.stringify({ reqMetadata: { method: 'GET', route } }), {
          'Content-Type': 'application/json',
          'Boxoffice-Session-Token': 't',
        }),
        options(fetchStub, { redaction: credentialRedaction }),
      );
    const plainText = '{ "peachCode": 0,\n  "memberDetails": {"firstName": "Zoé"} }';
    const plain = recordingUpstream(() => new Response(plainText, { headers: { 'Content-Type': 'application/json' } }));
    expect(await (await call(plain.fetchStub)).text()).toBe(plainText);
    const withTokens = recordingUpstream(() =>
      Response.json({
        peachCode: 0,
        memberDetails: {},
        userSessionId: 'U',
        sessionManagementTokens: { boxofficeSessionToken: 's' },
      }),
    );
    expect(await (await call(withTokens.fetchStub)).json()).toEqual({ peachCode: 0, memberDetails: {} });
    // A key spelled with a \u escape is the same key to JSON.parse: still removed.
    const escaped = recordingUpstream(
      () =>
        new Response('{"peachCode":0,"\\u0073essionManagementTokens":{"a":"s"}}', {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    expect(await (await call(escaped.fetchStub)).json()).toEqual({ peachCode: 0 });
    for (const garbage of ['{"peachCode":0', '"just a string"', '<html>']) {
      const broken = recordingUpstream(
        () => new Response(garbage, { headers: { 'Content-Type': 'application/json' } }),
      );
      const response = await call(broken.fetchStub);
      expect([garbage, response.status]).toEqual([garbage, 502]);
    }
  });

  it('§3.9 issue 6: tokens never pass, whatever responseFormat asks and whatever Content-Type the provider claims', async () => {
    const route = buildRoute('loginV3', { boxofficeCircuitId: '5001' });
    const answer = JSON.stringify({
      peachCode: 0,
      memberDetails: { firstName: 'Zoé' },
      userSessionId: 'U-secret',
      sessionManagementTokens: { boxofficeSessionToken: 'S-secret', boxofficeRefreshSessionToken: 'R-secret' },
    });
    const contentTypes = [
      'text/plain',
      'application/problem+json',
      'text/html',
      'application/octet-stream',
      'application/json',
      null,
    ];
    for (const responseFormat of ['json', 'raw', 'blob'] as const) {
      for (const contentType of contentTypes) {
        const upstream = recordingUpstream(() => {
          const response = new Response(new TextEncoder().encode(answer), { status: 200 });
          if (contentType) response.headers.set('Content-Type', contentType);
          else response.headers.delete('Content-Type');
          return response;
        });
        const response = await handleCypherRequest(
          post(
            JSON.stringify({ reqMetadata: { method: 'POST', route, responseFormat }, email: 'a@b.co', password: 'x' }),
          ),
          options(upstream.fetchStub, { redaction: credentialRedaction }),
        );
        const text = await response.text();
        expect([responseFormat, contentType, response.status]).toEqual([responseFormat, contentType, 200]);
        expect([responseFormat, contentType, /secret/.test(text)]).toEqual([responseFormat, contentType, false]);
        expect(JSON.parse(text)).toEqual({ peachCode: 0, memberDetails: { firstName: 'Zoé' } });
      }
    }
    // Text that is not JSON but names a credential is refused, not relayed.
    for (const body of [
      'sessionManagementTokens=S-secret',
      '{"boxofficeSessionToken":"S-secret"',
      'userSessionId: U',
    ]) {
      const upstream = recordingUpstream(() => new Response(body, { headers: { 'Content-Type': 'text/plain' } }));
      const response = await handleCypherRequest(
        post(JSON.stringify({ reqMetadata: { method: 'POST', route, responseFormat: 'raw' }, email: 'a@b.co' })),
        options(upstream.fetchStub, { redaction: credentialRedaction }),
      );
      expect([body, response.status, /secret/i.test(await response.text())]).toEqual([body, 502, false]);
    }
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

  it('reads its environment with zod: captcha only with a secret; a bad URL fails early', () => {
    const counter = { active: 0 };
    expect(gatewayOptionsFromEnv({ PROVIDER_API_URL: 'http://localhost:4010' }, counter)).toMatchObject({
      providerApiUrl: 'http://localhost:4010',
      timeoutMs: 10_000,
    });
    expect(gatewayOptionsFromEnv({ PROVIDER_API_URL: 'http://localhost:4010' }, counter).captcha).toBeUndefined();
    expect(gatewayOptionsFromEnv({ CAPTCHA_SECRET: 'x' }, counter).captcha).toEqual({ secret: 'x' });
    expect(() => gatewayOptionsFromEnv({ PROVIDER_API_URL: 'file:///etc/passwd' }, counter)).toThrow(GatewayEnvError);
    expect(
      gatewayOptionsFromEnv({ CYPHER_TRUSTED_ORIGINS: ' https://a.example, http://b.example:8080 ' }, counter)
        .trustedOrigins,
    ).toEqual(['https://a.example', 'http://b.example:8080']);
    expect(gatewayOptionsFromEnv({}, counter).trustedOrigins).toBeUndefined();
    expect(() => gatewayOptionsFromEnv({ CYPHER_TRUSTED_ORIGINS: 'https://a.example/path' }, counter)).toThrow(
      /CYPHER_TRUSTED_ORIGINS/,
    );
  });
});

describe('issue 12 item 4: repeated attempts through the gateway', () => {
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
