import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../sandbox/server.ts';
import { buildRoute, matchRoute, PROVIDER_ROUTES, ROUTE_IDS } from '../../lib/loyalty/provider/route-table.ts';
import { handleCypherRequest, type GatewayOptions, type SessionTokens } from './handle-cypher-request.ts';
import { startTestSandbox } from './gateway-test-support.ts';

// Property: whatever a caller sends, the gateway never answers ≥ 500 for it, and nothing outside
// the §7 table ever reaches the provider (counted at the sandbox's own request log).

const RUNS = 1200;

let sandbox: RunningSandbox;
let cleanup: () => Promise<void>;
let liveToken = '';
let tokensForNextCall: SessionTokens = {};

beforeAll(async () => {
  ({ sandbox, cleanup } = await startTestSandbox());
  const response = await fetch(`${sandbox.url}/Member/v3/Login?boxofficeCircuitId=5001`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'jane.doe@example.com', password: 'Starlight#2026' }),
  });
  const body = (await response.json()) as { sessionManagementTokens: { boxofficeSessionToken: string } };
  liveToken = body.sessionManagementTokens.boxofficeSessionToken;
});
afterAll(async () => cleanup());

const validRoutes = ROUTE_IDS.map((id) => ({
  method: PROVIDER_ROUTES[id].method,
  route: buildRoute(id, {
    circuitId: '5001',
    cinemaId: '3001',
    boxofficeCircuitId: '5001',
    boxofficeCinemaId: '3001',
    email: 'jane.doe@example.com',
    emailAddress: 'jane.doe@example.com',
    rootUrl: 'www.example.com',
    resetPasswordLink: 'https://www.example.com/reset/',
    resetCode: 'abc',
    cardNumber: 'STAR5001000001',
    bookingId: 'SL-BK-5000',
    walletProvider: 'Apple',
    fullJwt: 'true',
    memberId: '',
  }),
}));

const hostile = fc.constantFrom(
  '..',
  '%2e%2e',
  '%2E%2E%2F',
  '..%2f..%2f',
  '%00',
  '%0d%0aX-Injected:%201',
  '\r\nX-Injected: 1',
  '@evil.example',
  'http://evil.example',
  '//evil.example',
  '\\\\evil',
  '?',
  '#',
  '%',
  '%zz',
  '__proto__',
  'constructor',
  ' ',
  '\u2028',
  'é',
);
const segment = fc.oneof(
  fc.string({ maxLength: 12 }),
  hostile,
  fc.constantFrom('Member', 'v3', 'Login', 'GetMember', 'Admin', 'internal'),
);

/** Routes that are not in the table: random paths, traversal, absolute URLs, mangled table routes. */
const badRoute = fc.oneof(
  fc.array(segment, { minLength: 1, maxLength: 6 }).map((parts) => `/${parts.join('/')}`),
  fc
    .tuple(fc.constantFrom('http://', 'https://', '//', 'file:///', 'javascript:', '\\\\'), fc.webUrl())
    .map(([prefix, url]) => `${prefix}${url.replace(/^https?:\/\//, '')}`),
  fc.webUrl(),
  fc.tuple(fc.constantFrom(...validRoutes), hostile, fc.nat(40)).map(([{ route }, insert, at]) => {
    const position = Math.min(at, route.length);
    return route.slice(0, position) + insert + route.slice(position);
  }),
  fc
    .tuple(fc.constantFrom(...validRoutes), fc.string({ maxLength: 20 }))
    .map(([{ route }, extra]) => `${route}&${extra}=1`),
  fc.constantFrom(...validRoutes).map(({ route }) => route.replace(/=([^&]*)/, '=..%2F..%2Fadmin')),
  fc.string({ maxLength: 200 }),
);

const wrongType = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);

/** A request body plus the content type it claims. */
interface BadEnvelope {
  readonly body: string | FormData;
  readonly contentType: string | null;
  readonly tokens: SessionTokens;
}

const tokens = fc.oneof(
  fc.constant<SessionTokens>({}),
  fc.constant<SessionTokens>({ sessionToken: '__live__' }),
  fc.string({ maxLength: 40 }).map((token) => ({ sessionToken: token, refreshToken: token })),
  fc
    .constantFrom('abc\r\nX-Injected: 1', 'a\nb', 'x'.repeat(5000), 'tok en', '\u0000')
    .map((token) => ({ sessionToken: token, refreshToken: token })),
);

const badEnvelope: fc.Arbitrary<BadEnvelope> = fc.oneof(
  // Unknown, traversing, absolute or mangled routes with either method.
  fc
    .record({ method: fc.constantFrom('GET', 'POST'), route: badRoute, tokens })
    .map(({ method, route, tokens: t }) => ({
      body: JSON.stringify({ reqMetadata: { method, route }, email: 'jane.doe@example.com' }),
      contentType: 'application/json',
      tokens: t,
    })),
  // Table routes with the wrong method, extra metadata or wrong-typed fields.
  fc
    .record({
      valid: fc.constantFrom(...validRoutes),
      method: fc.oneof(fc.constantFrom('PUT', 'DELETE', 'get', 'HEAD', 'OPTIONS', 'CONNECT', 'TRACE'), wrongType),
      tokens,
    })
    .map(({ valid, method, tokens: t }) => ({
      body: JSON.stringify({ reqMetadata: { method, route: valid.route } }),
      contentType: 'application/json',
      tokens: t,
    })),
  fc.record({ reqMetadata: wrongType, tokens }).map(({ reqMetadata, tokens: t }) => ({
    body: JSON.stringify({ reqMetadata }),
    contentType: 'application/json',
    tokens: t,
  })),
  fc
    .record({
      valid: fc.constantFrom(...validRoutes),
      field: fc.constantFrom('route', 'responseFormat', 'g-recaptcha-response', 'extra'),
      value: wrongType,
      tokens,
    })
    .map(({ valid, field, value, tokens: t }) => ({
      body: JSON.stringify({ reqMetadata: { method: valid.method, route: valid.route, [field]: value } }),
      contentType: 'application/json',
      tokens: t,
    })),
  // Table routes with hostile payloads: wrong types, deep nesting, prototype keys. These may
  // legitimately reach the provider; they must still never produce a 5xx.
  fc
    .record({
      valid: fc.constantFrom(...validRoutes),
      payload: fc.object({
        maxDepth: 3,
        key: fc.oneof(
          fc.string(),
          fc.constantFrom(
            '__proto__',
            'email',
            'password',
            'cardCode',
            'favoriteCinemas',
            'externalFilmId',
            'orderId',
            'resetCode',
            'quantity',
            'OrderId',
            'userSessionId',
          ),
        ),
      }),
      tokens,
    })
    .map(({ valid, payload, tokens: t }) => ({
      body: JSON.stringify({ ...payload, reqMetadata: { method: valid.method, route: valid.route } }),
      contentType: 'application/json',
      tokens: t,
    })),
  fc.nat(40).map((depth) => ({
    body: `{"reqMetadata":{"method":"POST","route":"/Member/v3/Login?boxofficeCircuitId=5001"},"a":${'['.repeat(depth + 20)}${']'.repeat(depth + 20)}}`,
    contentType: 'application/json',
    tokens: {},
  })),
  // Not JSON, not an object, wrong or missing content type, oversized.
  fc
    .record({
      body: fc.oneof(fc.string({ maxLength: 100 }), fc.constantFrom('[]', '1', 'null', '"x"', '{', '{"reqMetadata":')),
      contentType: fc.constantFrom('application/json', 'text/plain', null, 'application/xml', 'multipart/form-data'),
    })
    .map((value) => ({ ...value, tokens: {} })),
  fc.nat(3).map((extraKilobytes) => ({
    body: JSON.stringify({
      reqMetadata: { method: 'POST', route: validRoutes[0]?.route },
      filler: 'x'.repeat((17 + extraKilobytes) * 1024),
    }),
    contentType: 'application/json',
    tokens: {},
  })),
  // Form data with broken reqMetadata.
  fc
    .record({
      metadata: fc.oneof(
        fc.string({ maxLength: 50 }),
        badRoute.map((route) => JSON.stringify({ method: 'POST', route })),
      ),
      tokens,
    })
    .map(({ metadata, tokens: t }) => {
      const form = new FormData();
      form.append('email', 'jane.doe@example.com');
      form.append('reqMetadata', metadata);
      return { body: form, contentType: null, tokens: t };
    }),
);

function outsideTable(logLine: string): boolean {
  const space = logLine.indexOf(' ');
  const method = logLine.slice(0, space);
  const target = logLine.slice(space + 1);
  return !matchRoute(method, target).ok;
}

describe('gateway property (fast-check)', () => {
  it(`§7.1 ${RUNS} bad envelopes: 0 responses ≥ 500, 0 upstream requests outside the §7 table`, async () => {
    const gateway: GatewayOptions = {
      providerApiUrl: sandbox.url,
      timeoutMs: 5000,
      inFlight: { active: 0 },
      readSessionTokens: () => tokensForNextCall,
    };
    const statuses = new Map<number, number>();
    const logStart = sandbox.requestLog.length;
    await fc.assert(
      fc.asyncProperty(badEnvelope, async (envelope) => {
        tokensForNextCall = envelope.tokens.sessionToken === '__live__' ? { sessionToken: liveToken } : envelope.tokens;
        const headers: Record<string, string> = {};
        if (envelope.contentType) headers['Content-Type'] = envelope.contentType;
        const response = await handleCypherRequest(
          new Request('http://site.test/api/cypher', { method: 'POST', body: envelope.body, headers }),
          gateway,
        );
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(response.status, `body: ${String(envelope.body).slice(0, 300)}`).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
    const reached = sandbox.requestLog.slice(logStart);
    expect(reached.filter(outsideTable)).toEqual([]);
    // The refusals must be the gateway's own, not only provider answers: most never reach it.
    expect(reached.length).toBeLessThan(RUNS / 2);
    // …and the property is not vacuous: table routes with hostile payloads did reach the provider.
    expect(reached.length).toBeGreaterThan(20);
    console.info(
      `gateway property: ${RUNS} envelopes, ${reached.length} reached the sandbox, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect([...statuses.values()].reduce((sum, count) => sum + count, 0)).toBe(RUNS);
  }, 60_000);
});
