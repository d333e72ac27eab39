import { Agent, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { GatewayOptions } from '../gateway/handle-cypher-request.ts';
import { createProbeLimiter } from '../rate-limit/probe-limiter.ts';
import { createSiteServer } from '../site-server.ts';
import { attachDrain, type Drain } from './drain.ts';
import { createReadiness, OK } from './readiness.ts';

// The graceful stop on a real site server (node:http): a slow request under way when the stop begins
// is answered whole, readiness answers 503 from the first moment, keep-alive connections close after
// their response, and the server closes once the last request is done, within the grace period.

const gateway: GatewayOptions = { providerApiUrl: '', inFlight: { active: 0 } };

interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  readonly socket: Socket;
}

function get(port: number, path: string, agent: Agent | false = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let socket: Socket | undefined;
    const req = httpRequest({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, socket: socket! }),
      );
      response.on('error', reject);
    });
    req.on('socket', (opened) => (socket = opened));
    req.on('error', reject);
    req.end();
  });
}

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

async function startSite(slowMs: number): Promise<{ port: number; drain: Drain; slowArrived: Promise<void> }> {
  const holder: { drain?: Drain } = {};
  let arrived: () => void = () => undefined;
  const slowArrived = new Promise<void>((resolve) => (arrived = resolve));
  server = createSiteServer({
    gateway,
    next: (incoming, outgoing) => {
      if (incoming.url === '/slow/') {
        arrived();
        // A request that never ends when slowMs is Infinity: the grace period must cut it.
        if (Number.isFinite(slowMs)) setTimeout(() => outgoing.writeHead(200).end('slow page'), slowMs);
        return;
      }
      outgoing.writeHead(200, { 'Content-Type': 'text/plain' }).end('page');
    },
    health: {
      readiness: createReadiness({
        checks: {
          catalogue: () => Promise.resolve(OK),
          store: () => Promise.resolve(OK),
          provider: () => Promise.resolve(OK),
        },
        draining: () => holder.drain?.draining ?? false,
      }),
      limiter: createProbeLimiter(),
    },
  });
  const drain = (holder.drain = attachDrain(server, { graceMs: 3000, delayMs: 300 }));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, drain, slowArrived };
}

describe('attachDrain', () => {
  it('finishes the request under way, answers not ready at once, closes keep-alive connections, then the server', async () => {
    const { port, drain, slowArrived } = await startSite(800);
    const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await get(port, '/api/ready')).status).toBe(200);
      // An idle keep-alive connection, as a load balancer holds.
      const first = await get(port, '/', keepAlive);
      expect(first.status).toBe(200);
      const idleClosed = new Promise<void>((resolve) => first.socket.once('close', () => resolve()));

      const slow = get(port, '/slow/');
      await slowArrived;
      const started = Date.now();
      const stopped = drain.start();

      // From the first moment: not ready, still alive.
      const ready = await get(port, '/api/ready');
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toEqual({ status: 'draining' });
      expect(ready.headers['cache-control']).toBe('no-store');
      expect((await get(port, '/api/health')).status).toBe(200);
      // During the delay the instance still serves, and every answer closes its connection.
      const during = await get(port, '/', new Agent({ keepAlive: true }));
      expect(during.status).toBe(200);
      expect(during.headers.connection).toBe('close');

      // The request under way is answered whole.
      const slowAnswer = await slow;
      expect(slowAnswer.status).toBe(200);
      expect(slowAnswer.body).toBe('slow page');

      expect(await stopped).toBe('drained');
      expect(Date.now() - started).toBeLessThan(2500);
      expect(server!.listening).toBe(false);
      await idleClosed;
      // Nothing is accepted afterwards.
      await expect(get(port, '/')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    } finally {
      keepAlive.destroy();
    }
  });

  it('cuts what is still open when the grace period is over', async () => {
    const { port, drain, slowArrived } = await startSite(Number.POSITIVE_INFINITY);
    const stuck = get(port, '/slow/');
    stuck.catch(() => undefined);
    await slowArrived;
    const started = Date.now();
    expect(await drain.start()).toBe('cut');
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    await expect(stuck).rejects.toMatchObject({ code: 'ECONNRESET' });
  });

  it('a second start is the same stop', async () => {
    const { drain } = await startSite(10);
    const first = drain.start({ delayMs: 0 });
    expect(drain.start()).toBe(first);
    expect(await first).toBe('drained');
  });
});
