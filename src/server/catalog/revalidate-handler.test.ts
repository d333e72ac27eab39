import { describe, expect, it } from 'vitest';
import { testCatalog, testMovie, testShowtime } from '../../lib/catalog/test-catalog.ts';
import { createMemoryStore } from '../shared-store/shared-store.ts';
import {
  handleRevalidate,
  RENEW_AGAIN_AFTER_MS,
  REVALIDATE_LIMITS,
  sameSecret,
  type RevalidateDeps,
} from './revalidate-handler.ts';

// POST /api/revalidate (§2.1 pages renewed on a programme change): secret, body, limits, and the
// tags it renews.

const SECRET = 'a-shared-secret-of-at-least-32-characters';
const catalog = testCatalog([testMovie(7)], [testShowtime(7, '2026-11-23T20:30:00+01:00', { theaterId: 't1' })]);

function deps(overrides: Partial<RevalidateDeps> = {}) {
  const renewed: string[] = [];
  const renewedLater: { tags: readonly string[]; delayMs: number }[] = [];
  let refreshed = 0;
  const all: RevalidateDeps = {
    secret: SECRET,
    store: createMemoryStore(),
    clientAddress: '203.0.113.9',
    current: async () => catalog,
    refresh: async () => {
      refreshed += 1;
      return catalog;
    },
    revalidateTag: (tag) => renewed.push(tag),
    renewAgainLater: (tags, delayMs) => renewedLater.push({ tags, delayMs }),
    ...overrides,
  };
  return { all, renewed, renewedLater, refreshed: () => refreshed };
}

function post(body: string, auth: string | null = `Bearer ${SECRET}`): Request {
  return new Request('http://site.test/api/revalidate', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(auth ? { Authorization: auth } : {}) },
    body,
  });
}

describe('POST /api/revalidate', () => {
  it('asks the feed again and renews the movie page, the lists and the theaters that play it', async () => {
    const d = deps();
    const response = await handleRevalidate(post('{"movieIds":[7]}'), d.all);
    expect(response.status).toBe(200);
    expect(d.renewed.sort()).toEqual(['movie:7', 'programme', 'theater:t1']);
    expect(d.refreshed()).toBe(1);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    // Renewed again once the renders in flight at the change (which read the programme before it) are done.
    expect(d.renewedLater).toHaveLength(1);
    expect([...d.renewedLater[0]!.tags].sort()).toEqual(d.renewed);
    expect(d.renewedLater[0]!.delayMs).toBe(RENEW_AGAIN_AFTER_MS);
    expect(RENEW_AGAIN_AFTER_MS).toBeGreaterThan(0);
  });

  it('is a 401 without the secret or with another one, renewing nothing', async () => {
    const d = deps();
    expect((await handleRevalidate(post('{"all":true}', null), d.all)).status).toBe(401);
    expect((await handleRevalidate(post('{"all":true}', `Bearer ${SECRET}x`), d.all)).status).toBe(401);
    expect((await handleRevalidate(post('{"all":true}', SECRET), d.all)).status).toBe(401);
    expect(d.renewed).toEqual([]);
    expect(d.renewedLater).toEqual([]);
    expect(d.refreshed()).toBe(0);
  });

  it('is a 400 for a body that is not a change, and a 413 for one too large', async () => {
    const d = deps();
    expect((await handleRevalidate(post('not json'), d.all)).status).toBe(400);
    expect((await handleRevalidate(post('{"movieIds":"7"}'), d.all)).status).toBe(400);
    expect((await handleRevalidate(post('{}'), d.all)).status).toBe(400);
    const large = JSON.stringify({ movieIds: Array.from({ length: 3000 }, (_, i) => i + 1) });
    expect((await handleRevalidate(post(large), d.all)).status).toBe(413);
    expect(d.renewed).toEqual([]);
  });

  it('does not exist without a configured secret', async () => {
    const d = deps({ secret: undefined });
    expect((await handleRevalidate(post('{"all":true}'), d.all)).status).toBe(404);
  });

  it('limits how often one client may call, secret or not', async () => {
    const d = deps();
    for (let i = 0; i < REVALIDATE_LIMITS.perMinute; i += 1)
      await handleRevalidate(post('{"all":true}', 'Bearer wrong'), d.all);
    const refused = await handleRevalidate(post('{"all":true}'), d.all);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('compares secrets whatever their lengths', () => {
    expect(sameSecret(SECRET, SECRET)).toBe(true);
    expect(sameSecret('short', SECRET)).toBe(false);
  });
});
