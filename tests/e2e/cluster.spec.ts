import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
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

interface ClusterState {
  readonly url: string;
  readonly instances: readonly { port: number; pid: number }[];
}
const STATE_FILE = path.join(tmpdir(), `fincher-e2e-cluster-${process.pid}.json`);
let cluster: ChildProcess | undefined;
const clusterLog: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  expect(existsSync(path.join(CLUSTER_DIST_DIR, 'BUILD_ID')), `${CLUSTER_DIST_DIR} is built by npm test`).toBe(true);
  rmSync(STATE_FILE, { force: true });
  cluster = spawn(process.execPath, [path.join('scripts', 'cluster.mjs'), CLUSTER_SITE], {
    env: {
      ...process.env,
      CLUSTER_INSTANCES: '2',
      CLUSTER_PORT: String(CLUSTER_PORT),
      CLUSTER_STATE_FILE: STATE_FILE,
      CATALOG_FEED_URL: `${SANDBOX_URL}/catalog/${CLUSTER_SITE}/feed.json`,
      PROVIDER_API_URL: SANDBOX_URL,
      // REVALIDATE_SECRET: the run's own (playwright.config.ts), inherited.
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [cluster.stdout!, cluster.stderr!]) stream.on('data', (chunk) => clusterLog.push(String(chunk)));
  await expect
    .poll(() => existsSync(STATE_FILE), { timeout: 150_000, message: `the cluster started:\n${clusterLog.join('')}` })
    .toBe(true);
});

test.afterAll(async () => {
  if (!cluster || cluster.exitCode !== null) return;
  const exited = new Promise((resolve) => cluster!.once('exit', resolve));
  cluster.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  rmSync(STATE_FILE, { force: true });
});

const availabilityOn = async (request: APIRequestContext, url: string, perfCode: string) =>
  availabilityOf(await offersOf(request, url), perfCode);

test('a change in the feed, announced once through nginx, reaches every instance within 5 s', async ({ request }) => {
  test.setTimeout(120_000);
  const state = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as ClusterState;
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
      PROVIDER_API_URL: SANDBOX_URL,
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
