import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEnvelopeRequest } from '../../lib/loyalty/provider/envelope-client.ts';
import { buildRoute } from '../../lib/loyalty/provider/route-table.ts';
import { handleCypherRequest, type GatewayOptions } from './handle-cypher-request.ts';

// Fault tests against a fake upstream whose behaviour each test switches: slow, hangs, garbage,
// redirect, 500, down. Each gives its fixed status in time, and the first call after recovery works.

type Mode = 'ok' | 'slow' | 'hang' | 'garbage' | 'redirect' | 'error' | 'slow-body' | 'huge';

const TIMEOUT_MS = 300;
/** A timeout answers within timeout + 250 ms. */
const TIMEOUT_BOUND_MS = TIMEOUT_MS + 250;

let mode: Mode = 'ok';
let server: Server;
let port = 0;
const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
const hanging = new Set<ServerResponse>();

function startFakeUpstream(listenPort = 0): Promise<void> {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      switch (mode) {
        case 'ok':
          response
            .writeHead(200, { 'Content-Type': 'application/json' })
            .end(JSON.stringify({ peachCode: 0, statusCode: 0, echo: true }));
          return;
        case 'slow':
          setTimeout(
            () => response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"peachCode":0}'),
            TIMEOUT_MS * 3,
          );
          return;
        case 'slow-body':
          response.writeHead(200, { 'Content-Type': 'application/json' });
          response.write('{"peachCode":');
          setTimeout(() => response.end('0}'), TIMEOUT_MS * 3);
          return;
        case 'hang':
          hanging.add(response);
          return;
        case 'garbage':
          response.writeHead(200, { 'Content-Type': 'application/json' }).end('<html>definitely not json');
          return;
        case 'redirect':
          response.writeHead(302, { Location: 'http://169.254.169.254/latest/meta-data/' }).end();
          return;
        case 'huge':
          // A JSON answer far past the gateway's cap, sent as one endless-looking stream.
          response.writeHead(200, { 'Content-Type': 'application/json' });
          response.write(`{"peachCode":0,"padding":"${'x'.repeat(64 * 1024)}`);
          setTimeout(() => response.end('"}'), TIMEOUT_MS * 3);
          return;
        case 'error':
          response.writeHead(500, { 'Content-Type': 'application/json' }).end('{"message":"boom"}');
          return;
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(listenPort, '127.0.0.1', () => {
      port = (server.address() as AddressInfo).port;
      resolve();
    }),
  );
}

function stopFakeUpstream(): Promise<void> {
  for (const response of hanging) response.destroy();
  hanging.clear();
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

function options(): GatewayOptions {
  return { providerApiUrl: `http://127.0.0.1:${port}`, timeoutMs: TIMEOUT_MS, inFlight: { active: 0 } };
}

const route = buildRoute('getMemberV3', { boxofficeCircuitId: '5001' });

function call(gatewayOptions: GatewayOptions, extraHeaders: Record<string, string> = {}): Promise<Response> {
  const init = buildEnvelopeRequest({ method: 'GET', route, sessionToken: 'session-token-1' });
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
  return handleCypherRequest(new Request('http://site.test/api/cypher', { ...init, headers }), gatewayOptions);
}

async function timed(gatewayOptions: GatewayOptions): Promise<{ status: number; elapsed: number; body: unknown }> {
  const started = performance.now();
  const response = await call(gatewayOptions);
  const body: unknown = await response.json();
  return { status: response.status, elapsed: performance.now() - started, body };
}

async function expectRecovery(): Promise<void> {
  mode = 'ok';
  const after = await timed(options());
  expect(after.status).toBe(200);
  expect(after.body).toMatchObject({ peachCode: 0, echo: true });
}

beforeAll(() => startFakeUpstream());
afterAll(() => stopFakeUpstream());

describe('gateway faults', () => {
  it('§7.1 builds its own upstream headers: no cookies, host or forwarding headers; token header added', async () => {
    mode = 'ok';
    seen.length = 0;
    const response = await call(options(), {
      Cookie: 'session=secret',
      'X-Forwarded-For': '10.0.0.1',
      'X-Forwarded-Host': 'evil.example',
      Authorization: 'Bearer abc',
      'X-Custom': 'nope',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const upstream = seen[0];
    expect(upstream?.url).toBe('/Member/v3/GetMember/?boxofficeCircuitId=5001');
    expect(upstream?.headers.cookie).toBeUndefined();
    expect(upstream?.headers['x-forwarded-for']).toBeUndefined();
    expect(upstream?.headers['x-forwarded-host']).toBeUndefined();
    expect(upstream?.headers.authorization).toBeUndefined();
    expect(upstream?.headers['x-custom']).toBeUndefined();
    expect(upstream?.headers.host).toBe(`127.0.0.1:${port}`);
    expect(upstream?.headers['boxoffice-session-token']).toBe('session-token-1');
    expect(upstream?.headers.accept).toBe('application/json');
  });

  it('slow upstream → 504 within timeout + 250 ms, then recovers', async () => {
    mode = 'slow';
    const result = await timed(options());
    expect(result.status).toBe(504);
    expect(result.body).toEqual({ error: 'upstream_timeout' });
    expect(result.elapsed).toBeLessThan(TIMEOUT_BOUND_MS);
    await expectRecovery();
  });

  it('upstream that hangs (never answers) → 504 within timeout + 250 ms, then recovers', async () => {
    mode = 'hang';
    const result = await timed(options());
    expect(result.status).toBe(504);
    expect(result.elapsed).toBeLessThan(TIMEOUT_BOUND_MS);
    await expectRecovery();
  });

  it('upstream that stalls mid-body → 504 within timeout + 250 ms', async () => {
    mode = 'slow-body';
    const result = await timed(options());
    expect(result.status).toBe(504);
    expect(result.elapsed).toBeLessThan(TIMEOUT_BOUND_MS);
    await expectRecovery();
  });

  it('garbage answer → 502, then recovers', async () => {
    mode = 'garbage';
    expect(await timed(options())).toMatchObject({ status: 502, body: { error: 'upstream_invalid_response' } });
    await expectRecovery();
  });

  it('redirect → 502 and the redirect is never followed', async () => {
    mode = 'redirect';
    seen.length = 0;
    expect(await timed(options())).toMatchObject({ status: 502, body: { error: 'upstream_redirect' } });
    expect(seen).toHaveLength(1);
    await expectRecovery();
  });

  it('answer past the byte cap → 502 at once (no waiting for its end), then recovers', async () => {
    mode = 'huge';
    const result = await timed({ ...options(), maxUpstreamBytes: 16 * 1024 });
    expect(result).toMatchObject({ status: 502, body: { error: 'upstream_invalid_response' } });
    expect(result.elapsed).toBeLessThan(TIMEOUT_MS);
    await expectRecovery();
  });

  it('upstream 500 → 502, then recovers', async () => {
    mode = 'error';
    expect(await timed(options())).toMatchObject({ status: 502, body: { error: 'upstream_error' } });
    await expectRecovery();
  });

  it('upstream down → 502, and the first call after it comes back succeeds', async () => {
    const downPort = port;
    await stopFakeUpstream();
    expect(await timed(options())).toMatchObject({ status: 502, body: { error: 'upstream_unreachable' } });
    await startFakeUpstream(downPort);
    await expectRecovery();
  });

  it('calls beyond the in-flight cap get a fast 503; the cap frees up afterwards', async () => {
    mode = 'hang';
    const capped: GatewayOptions = { ...options(), maxInFlight: 2, timeoutMs: 2000 };
    const first = call(capped);
    const second = call(capped);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    const third = await call(capped);
    expect(third.status).toBe(503);
    expect(third.headers.get('retry-after')).toBe('1');
    // "Fast" means it did not wait on the upstream at all: far below the upstream time budget.
    expect(performance.now() - started).toBeLessThan(1000);
    for (const response of hanging) response.destroy();
    hanging.clear();
    expect([(await first).status, (await second).status]).toEqual([502, 502]);
    mode = 'ok';
    expect((await call(capped)).status).toBe(200);
  });

  it('callers whose bodies never finish hold no place under the cap, and get a 408 at the body deadline', async () => {
    mode = 'ok';
    const capped: GatewayOptions = { ...options(), maxInFlight: 2, bodyTimeoutMs: 400 };
    // Two callers that declare a body and send its first byte only, as a slow-loris client does.
    const stalled = () =>
      handleCypherRequest(
        new Request('http://site.test/api/cypher', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('{'));
            },
          }),
          duplex: 'half',
        } as RequestInit),
        capped,
      );
    const slow = [stalled(), stalled()];
    await new Promise((resolve) => setTimeout(resolve, 50));
    // A visitor's call meanwhile is served.
    expect((await call(capped)).status).toBe(200);
    const started = performance.now();
    const answers = await Promise.all(slow);
    expect(answers.map((answer) => answer.status)).toEqual([408, 408]);
    expect(performance.now() - started).toBeLessThan(1000);
    // What they hold is bounded too: four bodies being read per place under the cap, then a fast 503.
    const many = Array.from({ length: 8 }, () => stalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await call(capped)).status).toBe(503);
    expect((await Promise.all(many)).map((answer) => answer.status).sort()).toEqual([
      408, 408, 408, 408, 408, 408, 408, 408,
    ]);
    expect((await call(capped)).status).toBe(200);
  });
});
