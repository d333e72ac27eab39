import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { CLUSTER_DIST_DIR, CLUSTER_PORT, CLUSTER_SITE } from './cluster-site.ts';
import { availabilityOf, offersOf, tomorrowsShowtimes, type Feed, type FeedShowtime } from './programme-feed.ts';
import { SANDBOX_URL } from './sites.ts';

// Several instances, one cache. The cluster (npm run cluster: Redis, 2 instances of the
// build made for it, nginx in front) runs against the sandbox's catalogue feed; a showtime is sold
// out and another added there, the change is announced once through nginx (POST /api/revalidate, as
// the feed's owner does), and every instance serves the new page within 5 s; an instance started
// afterwards joins without a rebuild and serves it too.
// Operable: each instance's readiness follows its provider, and a rolling restart (SIGTERM to each
// instance in turn; the cluster starts it again) under load loses no request. The provider is a
// sandbox of this spec's own, so that stopping it leaves the other specs' provider answering.
// Observable: Prometheus scrapes every instance, and the instances send their traces to that
// sandbox's OTLP stand-in.

interface ClusterState {
  readonly url: string;
  readonly prometheus: { readonly port: number };
  readonly instances: readonly { port: number; metricsPort: number; pid: number; ready: boolean; inNginx: boolean }[];
}
const STATE_FILE = path.join(tmpdir(), `fincher-e2e-cluster-${process.pid}.json`);
let cluster: ChildProcess | undefined;
let provider: ChildProcess | undefined;
let providerDir = '';
const PROVIDER_URL = `http://127.0.0.1:${CLUSTER_PORT + 10}`;
/** The provider answers this late, as a remote one does: a gateway call is under way that long. */
const PROVIDER_LATENCY_MS = 600;
const clusterLog: string[] = [];

const readState = () => JSON.parse(readFileSync(STATE_FILE, 'utf8')) as ClusterState;

// The tests share one cluster, in this order, in one worker.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  expect(existsSync(path.join(CLUSTER_DIST_DIR, 'BUILD_ID')), `${CLUSTER_DIST_DIR} is built by npm test`).toBe(true);
  rmSync(STATE_FILE, { force: true });
  providerDir = mkdtempSync(path.join(tmpdir(), 'fincher-e2e-cluster-provider-'));
  provider = spawn(process.execPath, [path.join('sandbox', 'server.ts'), '--reset'], {
    env: {
      ...process.env,
      SANDBOX_PORT: String(CLUSTER_PORT + 10),
      SANDBOX_DATA_FILE: path.join(providerDir, 'provider.sqlite'),
      SANDBOX_LATENCY_MS: String(PROVIDER_LATENCY_MS),
    },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`${PROVIDER_URL}/health`).catch(() => null))?.status ?? 0, { timeout: 30_000 })
    .toBe(200);
  cluster = spawn(process.execPath, [path.join('scripts', 'cluster.mjs'), CLUSTER_SITE], {
    env: {
      ...process.env,
      CLUSTER_INSTANCES: '2',
      CLUSTER_PORT: String(CLUSTER_PORT),
      CLUSTER_STATE_FILE: STATE_FILE,
      CATALOG_FEED_URL: `${SANDBOX_URL}/catalog/${CLUSTER_SITE}/feed.json`,
      PROVIDER_API_URL: PROVIDER_URL,
      // REVALIDATE_SECRET: the run's own (playwright.config.ts), inherited.
      PROMETHEUS_SCRAPE_INTERVAL: '1',
      OTEL_EXPORTER_OTLP_ENDPOINT: PROVIDER_URL,
      OTEL_BSP_SCHEDULE_DELAY: '200',
      OTEL_TRACES_SAMPLER: 'always_on',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [cluster.stdout!, cluster.stderr!]) stream.on('data', (chunk) => clusterLog.push(String(chunk)));
  await expect
    .poll(() => existsSync(STATE_FILE), { timeout: 150_000, message: `the cluster started:\n${clusterLog.join('')}` })
    .toBe(true);
});

test.afterAll(async () => {
  if (cluster && cluster.exitCode === null) {
    const exited = new Promise((resolve) => cluster!.once('exit', resolve));
    cluster.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 8000))]);
  }
  rmSync(STATE_FILE, { force: true });
  provider?.kill('SIGTERM');
  if (providerDir) rmSync(providerDir, { recursive: true, force: true });
});

const availabilityOn = async (request: APIRequestContext, url: string, perfCode: string) =>
  availabilityOf(await offersOf(request, url), perfCode);

test('a change in the feed, announced once through nginx, reaches every instance within 5 s', async ({ request }) => {
  test.setTimeout(120_000);
  const state = readState();
  expect(state.instances).toHaveLength(2);
  const feed = (await (await request.get(`${SANDBOX_URL}/catalog/${CLUSTER_SITE}/feed.json`)).json()) as Feed;
  const now = Date.now();
  // A showtime on sale tomorrow (in the page's JSON-LD) that no other spec changes (live-programme
  // takes the last).
  const candidates = tomorrowsShowtimes(feed, new Date(now)).filter(
    (s) => s.availability === 'AVAILABLE' && Date.parse(s.startsAt) > now + 3_600_000,
  );
  const target = candidates.at(-3)!;
  expect(target, 'a showtime on sale in the next days').toBeTruthy();
  const movie = feed.movies.find((m) => m.id === target.movieId)!;
  const page = `/movies/${movie.id}-${movie.slug}/`;
  const origins = [state.url, ...state.instances.map((instance) => `http://127.0.0.1:${instance.port}`)];
  for (const origin of origins)
    expect(await availabilityOn(request, `${origin}${page}`, target.perfCode), origin).toBe(
      'https://schema.org/InStock',
    );

  const announce = async (change: { movieIds: number[]; theaterIds: string[] }) => {
    const response = await request.post(`${state.url}/api/revalidate`, {
      headers: { Authorization: `Bearer ${process.env.REVALIDATE_SECRET}` },
      data: change,
    });
    expect(response.status()).toBe(200);
  };

  // Sold out in the feed, announced to one instance (through nginx): every instance shows it.
  const soldOut = await request.post(`${SANDBOX_URL}/catalog/${CLUSTER_SITE}/sold-out`, {
    data: { showtimeId: target.id },
  });
  expect(soldOut.status()).toBe(200);
  await announce({ movieIds: [movie.id], theaterIds: [target.theaterId] });
  for (const origin of origins)
    await expect
      .poll(() => availabilityOn(request, `${origin}${page}`, target.perfCode), { timeout: 5000, message: origin })
      .toBe('https://schema.org/SoldOut');

  // A new showtime of the film: on every instance too.
  const added = await request.post(`${SANDBOX_URL}/catalog/${CLUSTER_SITE}/showtimes`, {
    data: { movieId: movie.id, theaterId: target.theaterId, startsAt: target.startsAt.replace(/T\d\d:\d\d/, 'T23:40') },
  });
  expect(added.status()).toBe(200);
  const perfCode = ((await added.json()) as { showtime: FeedShowtime }).showtime.perfCode;
  await announce({ movieIds: [movie.id], theaterIds: [target.theaterId] });
  for (const origin of origins)
    await expect
      .poll(() => availabilityOn(request, `${origin}${page}`, perfCode), { timeout: 5000, message: origin })
      .toBe('https://schema.org/InStock');

  // An instance started now, from the same build and the same Redis, joins without a rebuild and
  // serves the programme as it is (the page the others renewed).
  const latePort = CLUSTER_PORT + 5;
  const late = spawn(process.execPath, [path.join('scripts', 'serve-site.mjs'), CLUSTER_SITE], {
    env: {
      ...process.env,
      PORT: String(latePort),
      SITE: CLUSTER_SITE,
      NEXT_DIST_DIR: CLUSTER_DIST_DIR,
      FINCHER_SHARED_CACHE: '1',
      REDIS_URL: `redis://127.0.0.1:${CLUSTER_PORT - 1}`,
      CATALOG_FEED_URL: `${SANDBOX_URL}/catalog/${CLUSTER_SITE}/feed.json`,
      PROVIDER_API_URL: PROVIDER_URL,
    },
    stdio: 'ignore',
  });
  try {
    const lateOrigin = `http://127.0.0.1:${latePort}`;
    await expect
      .poll(async () => (await request.get(`${lateOrigin}/`).catch(() => null))?.status() ?? 0, { timeout: 60_000 })
      .toBe(200);
    expect(await availabilityOn(request, `${lateOrigin}${page}`, target.perfCode)).toBe('https://schema.org/SoldOut');
    expect(await availabilityOn(request, `${lateOrigin}${page}`, perfCode)).toBe('https://schema.org/InStock');
  } finally {
    late.kill('SIGTERM');
  }
});

const statusOf = async (request: APIRequestContext, url: string) =>
  (await request.get(url, { timeout: 5000 }).catch(() => null))?.status() ?? 0;

test('readiness: 503 within 15 s of the provider no longer answering, 200 once it is back', async ({ request }) => {
  test.setTimeout(60_000);
  const state = readState();
  const instances = state.instances.map((instance) => `http://127.0.0.1:${instance.port}`);
  for (const origin of instances) {
    const ready = await request.get(`${origin}/api/ready`);
    expect(ready.status(), origin).toBe(200);
    expect(ready.headers()['cache-control']).toBe('no-store');
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { catalogue: { ok: true }, store: { ok: true }, provider: { ok: true } },
    });
  }
  const outage = (down: boolean) => request.post(`${PROVIDER_URL}/sandbox/provider-outage`, { data: { down } });
  expect((await outage(true)).status()).toBe(200);
  try {
    const stopped = Date.now();
    for (const origin of instances)
      await expect
        .poll(() => statusOf(request, `${origin}/api/ready`), {
          timeout: Math.max(1000, 15_000 - (Date.now() - stopped)),
          intervals: [500],
          message: `${origin} not ready within 15 s`,
        })
        .toBe(503);
    const notReady = await (await request.get(`${instances[0]}/api/ready`)).json();
    expect(notReady).toEqual({
      status: 'not_ready',
      checks: { catalogue: { ok: true }, store: { ok: true }, provider: { ok: false, reason: 'timeout' } },
    });
    // Alive, and the site still served: nginx keeps every instance when none is ready.
    for (const origin of instances) expect(await statusOf(request, `${origin}/api/health`)).toBe(200);
    expect(await statusOf(request, `${state.url}/`)).toBe(200);
  } finally {
    await outage(false);
  }
  for (const origin of instances)
    await expect
      .poll(() => statusOf(request, `${origin}/api/ready`), { timeout: 15_000, intervals: [500], message: origin })
      .toBe(200);
});

interface LoadRequest {
  readonly path: string;
  /** A POST body (JSON); none: a GET. */
  readonly body?: string;
}

/** One request on a connection of its own: its status, or what went wrong. */
function send(origin: string, { path: target, body }: LoadRequest): Promise<number | string> {
  return new Promise((resolve) => {
    const started = Date.now();
    const failed = (error: Error) => resolve(`${error.message} after ${Date.now() - started} ms`);
    const options = body
      ? { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } }
      : { method: 'GET' };
    const req = httpRequest(`${origin}${target}`, { ...options, agent: false, timeout: 30_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', failed);
    });
    req.on('error', failed);
    req.end(body);
  });
}

/** Requests through nginx in a loop until stopped; what did not answer below 400 is a failure. */
function steadyLoad(origin: string, requests: readonly LoadRequest[], workers: number) {
  const failures: string[] = [];
  let answered = 0;
  let running = true;
  const loops = Array.from({ length: workers }, async (_, worker) => {
    for (let i = worker; running; i += 1) {
      const request = requests[i % requests.length]!;
      const outcome = await send(origin, request);
      if (typeof outcome === 'number' && outcome < 400) answered += 1;
      else failures.push(`${request.path}: ${outcome}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return { answered, failures };
    },
  };
}

test('a rolling restart of every instance under load loses no request', async ({ request }) => {
  test.setTimeout(150_000);
  const state = readState();
  const feed = (await (await request.get(`${SANDBOX_URL}/catalog/${CLUSTER_SITE}/feed.json`)).json()) as Feed;
  const [first, second] = feed.movies;
  // A visitor's browser keeps its connection to nginx and retries a request on it when nginx closes
  // it (a reload closes idle ones); a plain client does not, so each request opens its own: what is
  // under test is the way from nginx to the instances.
  // Pages (GET: nginx may retry them elsewhere) and a gateway call (POST: nginx never retries one
  // the instance may have acted on, so only a drain keeps it whole).
  const gatewayCall = JSON.stringify({
    reqMetadata: { method: 'GET', route: '/Member/GetMembershipList/2001/?circuitId=1001', responseFormat: 'json' },
  });
  const load = steadyLoad(
    state.url,
    [
      { path: '/' },
      { path: '/api/cypher', body: gatewayCall },
      ...[first!, second!].map((movie) => ({ path: `/movies/${movie.id}-${movie.slug}/` })),
    ],
    3,
  );
  try {
    for (const [index, instance] of state.instances.entries()) {
      // A gateway call under way on this very instance when it is told to stop (the provider takes
      // PROVIDER_LATENCY_MS to answer): it is answered whole.
      const underWay = send(`http://127.0.0.1:${instance.port}`, { path: '/api/cypher', body: gatewayCall });
      await new Promise((resolve) => setTimeout(resolve, PROVIDER_LATENCY_MS / 3));
      process.kill(instance.pid, 'SIGTERM');
      expect(await underWay, `the call under way on :${instance.port}`).toBe(200);
      // Started again by the cluster, ready, and back in nginx.
      await expect
        .poll(
          () => {
            const now = readState().instances[index]!;
            return now.pid !== instance.pid && now.ready && now.inNginx;
          },
          { timeout: 60_000, intervals: [500], message: `instance :${instance.port} back:\n${clusterLog.join('')}` },
        )
        .toBe(true);
    }
    // Each stopped by draining, not cut at the end of its grace period.
    for (const index of state.instances.keys())
      expect(clusterLog.join('')).toMatch(new RegExp(`\\[site ${index + 1}\\] \\{.*"event":"site\\.drained"`));
  } finally {
    const { answered, failures } = await load.stop();
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(50);
  }
});

interface PrometheusSample {
  readonly metric: Record<string, string>;
  readonly value: [number, string];
}

interface RecordedSpan {
  readonly traceId: string;
  readonly spanId: string;
  readonly parentSpanId: string;
  readonly name: string;
  readonly kind: number;
  readonly attributes: Record<string, string | number | boolean | null>;
}

test('Prometheus sees every instance and the gateway after a member journey, traced end to end', async ({
  request,
}) => {
  test.setTimeout(60_000);
  const state = readState();
  const prometheus = `http://127.0.0.1:${state.prometheus.port}`;
  const query = async (promql: string) => {
    const answer = await request.get(`${prometheus}/api/v1/query`, { params: { query: promql } });
    expect(answer.status()).toBe(200);
    return ((await answer.json()) as { data: { result: PrometheusSample[] } }).data.result;
  };
  // Every instance scraped on its own metrics port (the instances of the rolling restart included).
  await expect
    .poll(async () => (await query('up{job="fincher"} == 1')).map((sample) => sample.metric.instance).sort(), {
      timeout: 15_000,
    })
    .toEqual(state.instances.map((instance) => `127.0.0.1:${instance.metricsPort}`).sort());
  expect((await query('fincher_ready')).map((sample) => sample.value[1])).toEqual(['1', '1']);
  const rules = (await (await request.get(`${prometheus}/api/v1/rules`)).json()) as {
    data: { groups: { rules: { name: string }[] }[] };
  };
  expect(rules.data.groups.flatMap((group) => group.rules.map((rule) => rule.name))).toEqual(
    expect.arrayContaining(['FincherProviderSlow', 'FincherInstanceNotReady', 'FincherProgrammeStale']),
  );
  // The metrics are not on the public port.
  expect((await request.get(`${state.url}/metrics`)).status()).toBe(404);

  // A member signs in, refreshes the session and reads their memberships, through nginx.
  expect((await request.delete(`${PROVIDER_URL}/sandbox/traces`)).status()).toBe(200);
  const headers = { Origin: state.url };
  const login = await request.post(`${state.url}/api/member/login`, {
    headers,
    data: { email: 'claire.dubois@example.fr', password: 'Popcorn2026' },
  });
  expect(login.status()).toBe(200);
  expect((await request.post(`${state.url}/api/member/refresh`, { headers, data: {} })).status()).toBe(200);
  const memberships = await request.post(`${state.url}/api/cypher`, {
    headers,
    data: {
      reqMetadata: { method: 'GET', route: '/Member/GetMembershipList/2001/?circuitId=1001', responseFormat: 'json' },
    },
  });
  expect(memberships.status()).toBe(200);

  // The gateway's histogram, by §7 route id, has those calls.
  await expect
    .poll(
      async () =>
        (await query('sum by (route) (fincher_gateway_upstream_duration_seconds_count)'))
          .map((sample) => sample.metric.route)
          .sort(),
      { timeout: 15_000 },
    )
    .toEqual(expect.arrayContaining(['getMembershipList', 'loginV1', 'refreshLoginV1']));
  expect(await query('sum(fincher_session_refreshes_total{result="refreshed"})')).toEqual([
    expect.objectContaining({ value: [expect.any(Number), expect.stringMatching(/^[1-9]/)] }),
  ]);

  // Each request one trace: the provider call a child of the request's span, whether the site server
  // answered it (the gateway) or Next did (the sign-in, calling the gateway in-process).
  const spans = async () =>
    ((await (await request.get(`${PROVIDER_URL}/sandbox/traces`)).json()) as { spans: RecordedSpan[] }).spans;
  const rootOf = (all: RecordedSpan[], span: RecordedSpan): RecordedSpan | undefined => {
    let current: RecordedSpan | undefined = span;
    for (let depth = 0; current && current.parentSpanId !== '' && depth < 50; depth += 1)
      current = all.find((other) => other.spanId === current!.parentSpanId && other.traceId === current!.traceId);
    return current;
  };
  await expect
    .poll(
      async () => {
        const all = await spans();
        const call = all.find((span) => span.name === 'provider getMembershipList');
        const request = call && all.find((span) => span.spanId === call.parentSpanId);
        const signIn = all.find((span) => span.name === 'provider loginV1');
        return {
          gateway: request && { name: request.name, kind: request.kind, trace: request.traceId === call.traceId },
          callKind: call?.kind,
          signInRoot: signIn && rootOf(all, signIn)?.kind,
          // The sign-in's attempt counters are in Redis: its commands are spans of the same trace.
          signInRedis: all.some((span) => span.name.startsWith('redis ') && span.traceId === signIn?.traceId),
        };
      },
      { timeout: 10_000 },
    )
    // 2: a server span (the request), 3: a client span (the call to the provider).
    .toEqual({
      gateway: { name: 'POST /api/cypher', kind: 2, trace: true },
      callKind: 3,
      signInRoot: 2,
      signInRedis: true,
    });
  // No span names a path or carries the member's e-mail or password.
  const text = JSON.stringify(await spans());
  expect(text).not.toContain('claire.dubois');
  expect(text).not.toContain('Popcorn2026');
});
