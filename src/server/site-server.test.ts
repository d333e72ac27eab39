import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildRoute } from '../lib/loyalty/provider/route-table.ts';
import { credentialRedaction } from '../lib/loyalty/provider/token-redaction.ts';
import type { GatewayOptions } from './gateway/handle-cypher-request.ts';
import { createSiteServer, isGatewayPath, isMalformedTarget, NOT_FOUND_CACHE_CONTROL } from './site-server.ts';
import { siteLog } from './log/logger.ts';

// The production site server: POST /api/cypher answered by the gateway's node:http fast path,
// everything else handed to Next (a recording stub here). A fake provider records what reaches it.

const route = buildRoute('getMemberV3', { boxofficeCircuitId: '5001' });
const upstreamSeen: { url: string; headers: IncomingHttpHeaders }[] = [];
const nextSeen: string[] = [];
const nextRanges: (string | null)[] = [];
let upstream: Server;
let site: Server;
let siteOrigin = '';

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

beforeAll(async () => {
  upstream = createServer((request, response) => {
    upstreamSeen.push({ url: request.url ?? '', headers: request.headers });
    const tokens = { boxofficeSessionToken: 'rotated-secret', boxofficeRefreshSessionToken: 'refresh-secret' };
    response
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ peachCode: 0, memberId: '42', sessionManagementTokens: tokens }));
  });
  const upstreamPort = await listen(upstream);
  const gateway: GatewayOptions = {
    providerApiUrl: `http://127.0.0.1:${upstreamPort}`,
    inFlight: { active: 0 },
    maxBodyBytes: 1024,
    sameOriginOnly: true,
    readSessionTokens: (call) => ({ sessionToken: /session=([\w-]+)/.exec(call.header('cookie') ?? '')?.[1] }),
    redaction: credentialRedaction,
  };
  site = createSiteServer({
    gateway,
    next: (incoming, outgoing) => {
      nextSeen.push(`${incoming.method} ${incoming.url}`);
      nextRanges.push(incoming.headers.range ?? null, String(incoming.headers['if-range'] ?? '') || null);
      // Next's static pages carry their own lifetime, its not-found page included.
      outgoing.setHeader('Cache-Control', 's-maxage=31536000');
      if (incoming.url?.startsWith('/movies/0-not-yet/')) {
        outgoing.writeHead(404, { 'Content-Type': 'text/html' }).end('not found');
        return;
      }
      outgoing.writeHead(200, { 'Content-Type': 'text/plain' }).end('from next');
    },
  });
  siteOrigin = `http://127.0.0.1:${await listen(site)}`;
});

afterAll(async () => {
  await close(site);
  await close(upstream);
});

beforeEach(() => {
  upstreamSeen.length = 0;
  nextSeen.length = 0;
});

function envelope(extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ ...extra, reqMetadata: { method: 'GET', route } });
}

function post(path: string, body: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${siteOrigin}${path}`, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json', Origin: siteOrigin, Cookie: 'session=member-token', ...headers },
  });
}

/** A raw request (fetch cannot send a chunked body or stop halfway); resolves with status and headers. */
function rawPost(
  headers: Record<string, string>,
  write: (send: (chunk: string) => void) => void,
): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${siteOrigin}/api/cypher`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
    });
    outgoing.on('response', (incoming) => {
      incoming.resume();
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers }));
    });
    outgoing.on('error', reject);
    write((chunk) => outgoing.write(chunk));
    outgoing.end();
  });
}

describe('site server (the gateway in production)', () => {
  it('§7.1 answers POST /api/cypher itself, with or without the trailing slash, and leaves every other path to Next', async () => {
    for (const path of ['/api/cypher', '/api/cypher/']) {
      const response = await post(path, envelope());
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ peachCode: 0, memberId: '42' });
    }
    expect(upstreamSeen).toHaveLength(2);
    expect(upstreamSeen[0]?.url).toBe('/Member/v3/GetMember/?boxofficeCircuitId=5001');
    // §6: the token comes from the cookie; the cookie itself never goes upstream.
    expect(upstreamSeen[0]?.headers['boxoffice-session-token']).toBe('member-token');
    expect(upstreamSeen[0]?.headers.cookie).toBeUndefined();
    const page = await fetch(`${siteOrigin}/api/cypher-not/`, { method: 'POST', body: envelope() });
    expect(await page.text()).toBe('from next');
    await fetch(`${siteOrigin}/movies/?api/cypher`);
    expect(nextSeen).toEqual(['POST /api/cypher-not/', 'GET /movies/?api/cypher']);
  });

  it('§7.1 takes the envelope as form data too, reqMetadata as a JSON string', async () => {
    const form = new URLSearchParams({ reqMetadata: JSON.stringify({ method: 'GET', route }) });
    const response = await fetch(`${siteOrigin}/api/cypher`, {
      method: 'POST',
      body: form,
      headers: { Origin: siteOrigin, Cookie: 'session=member-token' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ peachCode: 0, memberId: '42' });
    expect(upstreamSeen.map((seen) => seen.url)).toEqual(['/Member/v3/GetMember/?boxofficeCircuitId=5001']);
  });

  it('sends an API answer’s security headers and an exact Content-Length', async () => {
    const response = await post('/api/cypher', envelope());
    const body = await response.arrayBuffer();
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-length')).toBe(String(body.byteLength));
  });

  it('refuses another site’s page (CSRF with the member’s cookie) before anything goes upstream', async () => {
    const response = await post('/api/cypher', envelope(), { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'forbidden_origin' });
    const noOrigin = await post('/api/cypher', envelope(), { Origin: '', 'Sec-Fetch-Site': 'cross-site' });
    expect(noOrigin.status).toBe(403);
    expect(upstreamSeen).toHaveLength(0);
  });

  it('answers 405 with Allow to anything but POST', async () => {
    const response = await fetch(`${siteOrigin}/api/cypher`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('a body over the limit is a 413, declared or streamed, and that connection is closed', async () => {
    const declared = await post('/api/cypher', envelope({ padding: 'x'.repeat(2000) }));
    expect(declared.status).toBe(413);
    expect(declared.headers.get('connection')).toBe('close');
    const chunked = await rawPost({ 'Transfer-Encoding': 'chunked' }, (send) => {
      for (let index = 0; index < 8; index += 1) send('x'.repeat(512));
    });
    expect(chunked.status).toBe(413);
    expect(chunked.headers.connection).toBe('close');
    expect(upstreamSeen).toHaveLength(0);
  });

  it('survives a caller that stops halfway through its body, and answers the next call', async () => {
    await new Promise<void>((resolve) => {
      const outgoing = httpRequest(`${siteOrigin}/api/cypher`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': '500' },
      });
      outgoing.on('error', () => resolve());
      outgoing.write('{"reqMetadata":');
      setTimeout(() => {
        outgoing.destroy();
        resolve();
      }, 50);
    });
    const response = await post('/api/cypher', envelope());
    expect(response.status).toBe(200);
  });
});

describe('site server: malformed URLs (§2.1)', () => {
  it('answers a path that does not percent-decode with a 400 JSON error and one short log line; Next never sees it', async () => {
    const logged: string[] = [];
    const info = vi
      .spyOn(siteLog(), 'info')
      .mockImplementation((event, msg, fields) => void logged.push(JSON.stringify({ event, msg, fields })));
    try {
      for (const path of ['/movies/%FF/', '/api/calendar/%E0%A4%A.ics', '/posters/%FF.svg', '/%zz/', '/api/cypher%']) {
        const response = await fetch(`${siteOrigin}${path}`);
        expect([path, response.status]).toEqual([path, 400]);
        expect(await response.json()).toEqual({ error: 'malformed_url' });
      }
    } finally {
      info.mockRestore();
    }
    expect(nextSeen).toEqual([]);
    expect(logged).toHaveLength(5);
    expect(logged.every((line) => line.includes('"event":"http.malformed_url"') && line.length < 200)).toBe(true);
    // A well-formed escape still reaches Next.
    expect((await fetch(`${siteOrigin}/movies/%C3%A9t%C3%A9/`)).status).toBe(200);
    expect(isMalformedTarget('/ok/?q=%FF')).toBe(false);
  });
});

describe('site server: byte ranges', () => {
  it('are not passed on (Next answers a range past a static file’s end with a 500): files go whole', async () => {
    nextRanges.length = 0;
    for (const range of ['bytes=99999999-', 'bytes=5-2', 'bytes=0-10']) {
      const response = await fetch(`${siteOrigin}/_next/static/chunks/x.js`, {
        headers: { Range: range, 'If-Range': 'x' },
      });
      expect([range, response.status]).toEqual([range, 200]);
    }
    expect(nextRanges).toEqual([null, null, null, null, null, null]);
  });
});

describe('site server: request lines Next must never see', () => {
  /** One request with a raw method and target, as a client that is not a browser may send. */
  function rawRequest(method: string, target: string) {
    return new Promise<{ status: number; allow: string | undefined; body: string }>((resolve, reject) => {
      const url = new URL(siteOrigin);
      const outgoing = httpRequest({ host: url.hostname, port: url.port, method, path: target });
      outgoing.on('response', (incoming) => {
        let body = '';
        incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, allow: incoming.headers.allow, body }));
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
  }

  beforeEach(() => {
    nextSeen.length = 0;
  });

  it('TRACE is a 405 naming the methods served, not a 500 from Next', async () => {
    for (const method of ['TRACE']) {
      for (const target of ['/', '/movies/', '/api/member/login']) {
        const answer = await rawRequest(method, target);
        expect([method, target, answer.status, answer.allow]).toEqual([method, target, 405, 'GET, HEAD, POST']);
        expect(JSON.parse(answer.body)).toEqual({ error: 'method_not_allowed' });
      }
    }
    expect(nextSeen).toEqual([]);
  });

  it('a target that is not a path ("*", an absolute URL) is a 400: never a 500, never a redirect to another host', async () => {
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      for (const [method, target] of [
        ['OPTIONS', '*'],
        ['GET', 'http://evil.example/movies'],
        ['GET', 'https://evil.example/'],
      ] as const) {
        const answer = await rawRequest(method, target);
        expect([method, target, answer.status]).toEqual([method, target, 400]);
        expect(JSON.parse(answer.body)).toEqual({ error: 'malformed_url' });
      }
    } finally {
      console.warn = warn;
    }
    expect(nextSeen).toEqual([]);
  });
});

describe('site server: §2.1 /500.html', () => {
  it('answers the server-error page with 500, uncached; other pages keep their status', async () => {
    const page = await fetch(`${siteOrigin}/500.html`);
    expect(page.status).toBe(500);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(await page.text()).toBe('from next');
    expect((await fetch(`${siteOrigin}/500.html/x`)).status).toBe(200);
    expect((await fetch(`${siteOrigin}/`)).status).toBe(200);
  });
});

describe('site server: a not-found answer is never cached', () => {
  it('sends a 404 uncached whatever lifetime Next gave it; other answers keep theirs', async () => {
    const missing = await fetch(`${siteOrigin}/movies/0-not-yet/`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe(NOT_FOUND_CACHE_CONTROL);
    expect(await missing.text()).toBe('not found');
    expect((await fetch(`${siteOrigin}/movies/`)).headers.get('cache-control')).toBe('s-maxage=31536000');
  });
});

describe('isGatewayPath', () => {
  it('matches the gateway path exactly, query aside', () => {
    expect(isGatewayPath('/api/cypher')).toBe(true);
    expect(isGatewayPath('/api/cypher/?x=1')).toBe(true);
    expect(isGatewayPath('/api/cypher//')).toBe(false);
    expect(isGatewayPath('/api/cypherx')).toBe(false);
    expect(isGatewayPath('/API/cypher')).toBe(false);
    expect(isGatewayPath(undefined)).toBe(false);
  });
});

describe('site server: bodies and time are bounded', () => {
  let bounded: Server;
  let boundedOrigin = '';
  const seen: string[] = [];
  beforeAll(async () => {
    bounded = createSiteServer({
      gateway: { providerApiUrl: '', inFlight: { active: 0 } },
      requestTimeoutMs: 600,
      next: (incoming, outgoing) => {
        seen.push(`${incoming.method} ${incoming.url}`);
        incoming.resume();
        incoming.on('end', () => outgoing.writeHead(200).end('ok'));
      },
    });
    boundedOrigin = `http://127.0.0.1:${await listen(bounded)}`;
  });
  afterAll(async () => close(bounded));

  function raw(headers: Record<string, string>, write: (send: (chunk: string) => void) => void) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const outgoing = httpRequest(`${boundedOrigin}/api/member/login`, { method: 'POST', headers });
      outgoing.on('response', (incoming) => {
        let body = '';
        incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
      });
      outgoing.on('error', reject);
      write((chunk) => outgoing.write(chunk));
    });
  }

  it('a declared body over 64 KiB is a 413 and a body of undeclared length a 411, before Next reads anything', async () => {
    const big = await fetch(`${boundedOrigin}/api/member/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: 'x'.repeat(65 * 1024),
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ error: 'payload_too_large' });
    const chunked = await raw({ 'Transfer-Encoding': 'chunked', 'Content-Type': 'application/json' }, (send) => {
      send('{"email":');
    });
    expect(chunked.status).toBe(411);
    expect(seen).toEqual([]);
    const small = await fetch(`${boundedOrigin}/api/member/login`, { method: 'POST', body: '{"email":"a"}' });
    expect(small.status).toBe(200);
    expect(seen).toEqual(['POST /api/member/login']);
  });

  it('a body that never ends is answered 408 within the time limit', async () => {
    const started = Date.now();
    const slow = await raw({ 'Content-Length': '100', 'Content-Type': 'application/json' }, (send) => send('{"a":'));
    expect(slow.status).toBe(408);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
