import { describe, expect, it } from 'vitest';
import { CatalogBuildError, planBuildCatalog, snapshotFeed } from './build-catalog.ts';
import { testCatalog, testMovie, testShowtime } from './test-catalog.ts';

// §3.1 the programme a build embeds: the site's feed whenever it has one, a generated programme
// only on a site marked demo, and a build that stops with one line when the feed cannot be used.

const base = { site: 'cinema-lyon', refresh: true, fileExists: false };
const { pages: _pages, ...feed } = testCatalog([testMovie(7)], [testShowtime(7, '2026-11-28T20:30:00+01:00')]);
const pages = [{ slug: 'a-propos', title: 'À propos', body: [] }];
const answering = (status: number, body: string) => (async () => new Response(body, { status })) as typeof fetch;

describe('planBuildCatalog (§3.1)', () => {
  it('builds any site with a feed from that feed, demo or not', () => {
    for (const demo of [false, true]) {
      expect(planBuildCatalog({ ...base, demo, feedUrl: ' https://feed.example/p.json ' })).toEqual({
        kind: 'feed',
        url: 'https://feed.example/p.json',
      });
    }
  });

  it('refuses a site that is not a demo and has no feed, saying what to set', () => {
    expect(() => planBuildCatalog({ ...base, demo: false })).toThrow(CatalogBuildError);
    expect(() => planBuildCatalog({ ...base, demo: false, feedUrl: '  ' })).toThrow(
      'site cinema-lyon is not a demo site: set CATALOG_FEED_URL',
    );
  });

  it('generates a demo site programme, kept between builds only when asked', () => {
    expect(planBuildCatalog({ ...base, demo: true })).toEqual({ kind: 'generate' });
    expect(planBuildCatalog({ ...base, demo: true, refresh: false, fileExists: true })).toEqual({ kind: 'keep' });
    expect(planBuildCatalog({ ...base, demo: true, refresh: false, fileExists: false })).toEqual({ kind: 'generate' });
  });
});

describe('snapshotFeed (§3.1)', () => {
  it('embeds the feed with the site pages', async () => {
    const catalog = await snapshotFeed('https://feed.example/p.json', pages, {
      fetch: answering(200, JSON.stringify(feed)),
    });
    expect(catalog.movies.map((m) => m.id)).toEqual([7]);
    expect(catalog.pages).toEqual(pages);
  });

  it('stops on a feed that is down, naming the URL', async () => {
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(snapshotFeed('https://feed.example/p.json', pages, { fetch: down })).rejects.toThrow(
      'catalogue feed https://feed.example/p.json: unreachable (fetch failed)',
    );
    await expect(snapshotFeed('https://feed.example/p.json', pages, { fetch: answering(503, 'busy') })).rejects.toThrow(
      'catalogue feed https://feed.example/p.json: answered HTTP 503',
    );
  });

  it('stops on a feed that does not validate, naming the field', async () => {
    const bad = { ...feed, showtimes: [{ ...feed.showtimes[0], availability: 'MAYBE' }] };
    await expect(
      snapshotFeed('https://feed.example/p.json', pages, { fetch: answering(200, JSON.stringify(bad)) }),
    ).rejects.toThrow(/^catalogue feed https:\/\/feed\.example\/p\.json: invalid feed at showtimes\.0\.availability/);
  });
});
