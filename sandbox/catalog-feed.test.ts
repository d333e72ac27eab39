import { describe, expect, it } from 'vitest';
import { parseCatalogFeed } from '../src/lib/catalog/feed-schema.ts';
import { createCatalogFeeds, parseRevalidateTargets } from './catalog-feed.ts';
import { HOUSE_FILMS } from './house-programme.ts';

// The sandbox's catalogue feed (the site's HTTP feed source): conditional answers, programme
// changes, and the POST /api/revalidate it sends after each.

const NOW = new Date('2026-11-23T09:00:00Z');

describe('sandbox catalogue feed', () => {
  it('gives a site that is not a demo its house programme, valid and sharing no film with a demo site (§3.1)', () => {
    const feeds = createCatalogFeeds({ now: () => NOW });
    const answer = feeds.serve('no-loyalty', undefined);
    const verdict = parseCatalogFeed(JSON.parse(answer.body));
    expect(verdict.ok).toBe(true);
    const house = feeds.catalogOf('no-loyalty')!;
    expect(house.movies.map((m) => m.title)).toEqual(HOUSE_FILMS.map((f) => f.title));
    expect(house.showtimes.length).toBeGreaterThan(20);
    const demoIds = new Set(feeds.catalogOf('cinema-paris')!.movies.map((m) => m.id));
    expect(house.movies.filter((m) => demoIds.has(m.id))).toEqual([]);
  });

  it('answers a valid feed with an ETag, 304 to it, and a new ETag after a change that it tells the site about', async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    const feeds = createCatalogFeeds({
      now: () => NOW,
      revalidateTargets: { 'cinema-paris': 'http://site.test' },
      secret: 's'.repeat(32),
      fetch: (async (url: string, init: RequestInit) => {
        sent.push({ url, init });
        return new Response('{"revalidated":[]}', { status: 200 });
      }) as unknown as typeof fetch,
    });
    const first = feeds.serve('cinema-paris', undefined);
    expect(first.status).toBe(200);
    expect(parseCatalogFeed(JSON.parse(first.body)).ok).toBe(true);
    const etag = first.headers.ETag;
    expect(feeds.serve('cinema-paris', etag).status).toBe(304);

    const catalog = feeds.catalogOf('cinema-paris')!;
    const target = catalog.showtimes.find((s) => s.availability !== 'SOLD_OUT')!;
    const result = await feeds.markSoldOut('cinema-paris', { showtimeId: target.id });
    expect(result.status).toBe(200);
    const after = feeds.serve('cinema-paris', etag);
    expect(after.status).toBe(200);
    expect(after.headers.ETag).not.toBe(etag);
    const parsed = parseCatalogFeed(JSON.parse(after.body));
    expect(parsed.ok && parsed.feed.showtimes.find((s) => s.id === target.id)?.availability).toBe('SOLD_OUT');
    expect(sent[0]?.url).toBe('http://site.test/api/revalidate');
    expect(new Headers(sent[0]?.init.headers).get('Authorization')).toBe(`Bearer ${'s'.repeat(32)}`);
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({
      movieIds: [target.movieId],
      theaterIds: [target.theaterId],
    });
  });

  it('adds a showtime and a film that stay valid feed content, and refuses unknown ids', async () => {
    const feeds = createCatalogFeeds({ now: () => NOW });
    const catalog = feeds.catalogOf('circuit-demo')!;
    const movieId = catalog.showtimes[0]!.movieId;
    const theaterId = catalog.theaters[1]!.id;
    expect((await feeds.addShowtime('circuit-demo', { movieId, theaterId, time: '23:55' })).status).toBe(200);
    expect((await feeds.addShowtime('circuit-demo', { movieId: 1, theaterId })).status).toBe(400);
    const film = await feeds.addFilm('circuit-demo', { title: 'Opening Night' });
    expect(film.status).toBe(200);
    const parsed = parseCatalogFeed(JSON.parse(feeds.serve('circuit-demo', undefined).body));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const added = parsed.feed.movies.find((m) => m.title === 'Opening Night')!;
    expect(parsed.feed.programme[0]).toBe(added.id);
    expect(parsed.feed.showtimes.some((s) => s.movieId === added.id)).toBe(true);
    expect(parsed.feed.showtimes.some((s) => s.theaterId === theaterId && s.startsAt.includes('T23:55'))).toBe(true);
    expect(feeds.serve('no-such-site', undefined).status).toBe(404);
  });

  it('reads its revalidation targets from "site=origin" pairs', () => {
    expect(parseRevalidateTargets('a=http://localhost:1, b = http://x.test/ ,bad=ftp://x')).toEqual({
      a: 'http://localhost:1',
      b: 'http://x.test/',
    });
  });
});
