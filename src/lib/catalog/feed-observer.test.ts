import { describe, expect, it } from 'vitest';
import { createFeedCatalogSource, type FeedOutcome } from './feed-source.ts';
import { testCatalog, testMovie, testShowtime } from './test-catalog.ts';

// §3.1 programme kept live, watched: each request for the feed reports its outcome and the
// catalogue's generatedAt to the server's observer (metrics), inside its wrapper (a trace span).

const catalog = testCatalog([testMovie(1)], [testShowtime(1, '2026-11-23T20:30:00+01:00')]);
const { pages: _pages, ...feed } = catalog;

describe('the feed observer', () => {
  it('sees every request: a new catalogue, the same one, a failure', async () => {
    const answers = [
      () => new Response(JSON.stringify(feed), { status: 200, headers: { ETag: '"v1"' } }),
      () => new Response(null, { status: 304 }),
      () => new Response('down', { status: 503 }),
    ];
    const seen: [FeedOutcome, string | undefined][] = [];
    const wrapped: string[] = [];
    const clock = { t: 0 };
    const source = createFeedCatalogSource({
      url: 'http://feed.test/catalog.json',
      fallback: { load: async () => catalog },
      pages: [],
      fetch: (async () => answers.shift()!()) as unknown as typeof fetch,
      now: () => clock.t,
      log: undefined,
      observer: {
        request: async (run) => {
          wrapped.push('start');
          try {
            const result = await run();
            wrapped.push('end');
            return result;
          } catch (error) {
            // The wrapper (a span) sees the failure as it happens.
            wrapped.push('error');
            throw error;
          }
        },
        answered: (outcome, seconds, generatedAt) => {
          expect(seconds).toBeGreaterThanOrEqual(0);
          seen.push([outcome, generatedAt]);
        },
      },
    });
    await source.refresh();
    await source.refresh();
    await source.refresh();
    expect(seen).toEqual([
      ['updated', catalog.generatedAt],
      ['not_modified', catalog.generatedAt],
      ['failed', catalog.generatedAt],
    ]);
    expect(wrapped).toEqual(['start', 'end', 'start', 'end', 'start', 'error']);
  });
});
