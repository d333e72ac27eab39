import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProbeLimiter } from '../rate-limit/probe-limiter.ts';
import { createSiteServer } from '../site-server.ts';
import { probeKindOf } from './probe-endpoints.ts';
import { createReadiness, NOT_CONFIGURED, OK, type CheckResult } from './readiness.ts';

// GET /api/health and /api/ready on the site server: answered before Next, uncached, a small JSON
// of codes, 503 when not ready, rate-limited per client like any public endpoint.

let server: Server;
let origin = '';
const nextSeen: string[] = [];
let provider: CheckResult = OK;

beforeAll(async () => {
  server = createSiteServer({
    gateway: { providerApiUrl: '', inFlight: { active: 0 } },
    next: (incoming, outgoing) => {
      nextSeen.push(incoming.url ?? '');
      outgoing.writeHead(200).end('next');
    },
    // Behind one proxy, as in the cluster: each X-Forwarded-For address is a client of its own.
    trustedProxyHops: 1,
    health: {
      readiness: createReadiness({
        checks: {
          catalogue: () => Promise.resolve(OK),
          store: () => Promise.resolve(NOT_CONFIGURED),
          provider: () => Promise.resolve(provider),
        },
        draining: () => false,
      }),
      limiter: createProbeLimiter({ rule: { limit: 5, windowMs: 60_000 } }),
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let client = 0;
beforeEach(() => {
  nextSeen.length = 0;
  provider = OK;
  client += 1;
});
const from = () => ({ 'X-Forwarded-For': `203.0.113.${client}` });

describe('probe paths', () => {
  it('knows both probes with or without the trailing slash, any query aside, and nothing else', () => {
    expect(probeKindOf('/api/health')).toBe('liveness');
    expect(probeKindOf('/api/health/?x=1')).toBe('liveness');
    expect(probeKindOf('/api/ready')).toBe('readiness');
    expect(probeKindOf('/api/ready/')).toBe('readiness');
    expect(probeKindOf('/api/readyz')).toBeNull();
    expect(probeKindOf('/fr/api/ready')).toBeNull();
    expect(probeKindOf(undefined)).toBeNull();
  });
});

describe('GET /api/health and /api/ready', () => {
  it('answer before Next, uncached, with the status and each check as codes', async () => {
    const health = await fetch(`${origin}/api/health`, { headers: from() });
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${origin}/api/ready/`, { headers: from() });
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(ready.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { catalogue: { ok: true }, store: { ok: true, reason: 'not_configured' }, provider: { ok: true } },
    });
    expect(nextSeen).toEqual([]);
  });

  it('answer 503 with the failing check when not ready; liveness stays 200', async () => {
    provider = { ok: false, reason: 'timeout' };
    const ready = await fetch(`${origin}/api/ready`, { headers: from() });
    expect(ready.status).toBe(503);
    const body = (await ready.json()) as { status: string; checks: Record<string, CheckResult> };
    expect(body.status).toBe('not_ready');
    expect(body.checks.provider).toEqual({ ok: false, reason: 'timeout' });
    expect((await fetch(`${origin}/api/health`, { headers: from() })).status).toBe(200);
  });

  it('answer HEAD without a body, and refuse other methods with 405', async () => {
    const head = await fetch(`${origin}/api/ready`, { method: 'HEAD', headers: from() });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await fetch(`${origin}/api/ready`, { method: 'POST', headers: from(), body: '{}' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect(nextSeen).toEqual([]);
  });

  it('refuse a client past its limit with 429 and Retry-After, other clients still answered', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await fetch(`${origin}/api/health`, { headers: from() })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const refused = await fetch(`${origin}/api/ready`, { headers: from() });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: 'too_many_requests' });
    const other = await fetch(`${origin}/api/ready`, { headers: { 'X-Forwarded-For': '198.51.100.1' } });
    expect(other.status).toBe(200);
  });
});
