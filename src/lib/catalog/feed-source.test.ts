import { describe, expect, it, vi } from 'vitest';
import { createFeedCatalogSource } from './feed-source.ts';
import { testCatalog, testMovie, testShowtime } from './test-catalog.ts';
import type { Catalog, CatalogSource } from './types.ts';

// The HTTP feed source (§3.1 programme, kept live): conditional requests, bounds, and the last good
// catalogue kept through any bad answer.

const embedded = testCatalog([testMovie(1)], [testShowtime(1, '2026-11-23T20:30:00+01:00')]);
const fallback: CatalogSource = { load: async () => embedded };

function feedOf(catalog: Catalog) {
  const { pages: _pages, ...feed } = catalog;
  return feed;
}

const changed = testCatalog(
  [testMovie(1), testMovie(2)],
  [
    testShowtime(1, '2026-11-23T20:30:00+01:00', { availability: 'SOLD_OUT' }),
    testShowtime(2, '2026-11-24T20:30:00+01:00'),
  ],
);

function fakeFeed(answers: (() => Response | Promise<Response>)[]) {
  const calls: RequestInit[] = [];
  const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    calls.push(init ?? {});
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const json = (body: unknown, etag = '"v1"') =>
  new Response(JSON.stringify(body), { status: 200, headers: { ETag: etag, 'Content-Type': 'application/json' } });

function source(feed: ReturnType<typeof fakeFeed>, extra: { maxBytes?: number; clock?: { t: number } } = {}) {
  const log: Record<string, unknown>[] = [];
  const clock = extra.clock ?? { t: 0 };
  const src = createFeedCatalogSource({
    url: 'http://feed.test/catalog.json',
    fallback,
    pages: [{ slug: 'about', title: 'About', body: [] }],
    fetch: feed.fetch,
    minIntervalMs: 2000,
    now: () => clock.t,
    log: { log: (level, event, msg, fields) => log.push({ level, event, msg, ...fields }) },
    ...(extra.maxBytes ? { maxBytes: extra.maxBytes } : {}),
  });
  return { src, log, clock };
}

describe('feed catalogue source', () => {
  it('draws the poster of a film whose image is on an origin the page may not load (§3.1)', async () => {
    const hosted = testCatalog(
      [
        testMovie(1, { poster: { src: 'https://img.cinema.example/1.jpg', width: 300, height: 450 } }),
        testMovie(2, { poster: { src: 'https://other.example/2.jpg', width: 300, height: 450 } }),
      ],
      [],
    );
    const feed = fakeFeed([() => json(feedOf(hosted))]);
    const src = createFeedCatalogSource({
      url: 'http://feed.test/catalog.json',
      fallback,
      pages: [],
      fetch: feed.fetch,
      posterOrigins: ['https://img.cinema.example'],
    });
    expect((await src.fresh()).movies.map((m) => m.poster.src)).toEqual([
      'https://img.cinema.example/1.jpg',
      '/posters/2.svg',
    ]);
  });

  it('reads the feed, keeps the site pages, and sends If-None-Match with the ETag it got (304 keeps it)', async () => {
    const feed = fakeFeed([() => json(feedOf(changed)), () => new Response(null, { status: 304 })]);
    const { src } = source(feed);
    const first = await src.fresh();
    expect(first.showtimes[0]?.availability).toBe('SOLD_OUT');
    expect(first.pages.map((p) => p.slug)).toEqual(['about']);
    const again = await src.refresh();
    expect(again).toBe(first);
    expect(new Headers(feed.calls[1]?.headers).get('If-None-Match')).toBe('"v1"');
    expect(new Headers(feed.calls[0]?.headers).get('If-None-Match')).toBeNull();
  });

  it('keeps the last good catalogue through a bad body, a 500 and an unreachable feed, logging one line for each new failure', async () => {
    const feed = fakeFeed([
      () => json(feedOf(changed)),
      () => json({ ...feedOf(changed), showtimes: [{ id: 'x' }] }, '"v2"'),
      () => new Response('oops', { status: 500 }),
      () => new Response('oops', { status: 500 }),
      () => {
        throw new TypeError('fetch failed');
      },
    ]);
    const { src, log } = source(feed);
    const good = await src.fresh();
    expect(await src.refresh()).toBe(good);
    expect(await src.refresh()).toBe(good);
    expect(await src.refresh()).toBe(good);
    expect(await src.refresh()).toBe(good);
    expect(log).toHaveLength(3);
    expect(log.map((entry) => [entry.level, entry.event, entry.kept])).toEqual([
      ['warn', 'catalog.feed_failed', 'last_good'],
      ['warn', 'catalog.feed_failed', 'last_good'],
      ['warn', 'catalog.feed_failed', 'last_good'],
    ]);
    expect(log[0]!.reason).toMatch(/invalid feed at showtimes\.0\.movieId/);
    expect(log[1]!.reason).toMatch(/HTTP 500/);
    expect(log[2]!.reason).toMatch(/unreachable/);
    expect(log[0]!.catalog).toBe(good.generatedAt);
  });

  it('serves the embedded catalogue while the feed has never answered well', async () => {
    const feed = fakeFeed([() => new Response('{"not":"a feed"}', { status: 200 })]);
    const { src, log } = source(feed);
    expect(await src.load()).toBe(embedded);
    expect(log[0]).toMatchObject({ event: 'catalog.feed_failed', kept: 'embedded' });
  });

  it('refuses a feed larger than its cap, declared or streamed', async () => {
    const big = JSON.stringify(feedOf(changed));
    const feed = fakeFeed([
      () => json(feedOf(changed)),
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode(big));
              controller.close();
            },
          }),
          { status: 200 },
        ),
    ]);
    const { src, log } = source(feed, { maxBytes: big.length - 1 });
    expect(await src.fresh()).toBe(embedded);
    expect(await src.refresh()).toBe(embedded);
    expect(log[0]!.reason).toMatch(/larger than/);
  });

  it('load() asks again only once the interval has passed, without making the request wait', async () => {
    const clock = { t: 0 };
    const feed = fakeFeed([() => json(feedOf(embedded)), () => json(feedOf(changed), '"v2"')]);
    const { src } = source(feed, { clock });
    const first = await src.load();
    expect(first.movies).toHaveLength(1);
    clock.t = 1000;
    await src.load();
    expect(feed.calls).toHaveLength(1);
    clock.t = 2500;
    expect((await src.load()).movies).toHaveLength(1); // the stale one, while the check runs
    await vi.waitFor(async () => expect((await src.load()).movies).toHaveLength(2));
    expect(feed.calls).toHaveLength(2);
  });

  it('does not ask a feed that just failed on every render', async () => {
    const clock = { t: 0 };
    const feed = fakeFeed([() => new Response('', { status: 503 })]);
    const { src } = source(feed, { clock });
    await src.fresh();
    clock.t = 500;
    await src.fresh();
    expect(feed.calls).toHaveLength(1);
  });
});
