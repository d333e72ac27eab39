import { describe, expect, it } from 'vitest';
import { siteMetrics } from '../metrics/metrics.ts';
import { isLiveEntry, observedHandler, type CacheLayer } from './observed-handler.mjs';

// The shared page cache's lookups counted per layer: hit, miss (an expired entry too), error.

const lookups = async () =>
  Object.fromEntries(
    (await siteMetrics().cacheLookups.get()).values.map((v) => [`${v.labels.layer}/${v.labels.result}`, v.value]),
  );

describe('observedHandler', () => {
  it('counts hits, misses and errors, and passes values and errors on', async () => {
    siteMetrics().cacheLookups.reset();
    const stored = new Map<string, unknown>([
      ['live', { value: 1, lifespan: { expireAt: Math.floor(Date.now() / 1000) + 60 } }],
      ['expired', { value: 2, lifespan: { expireAt: 1 } }],
    ]);
    const base: CacheLayer = {
      name: 'test',
      get: async (key) => {
        if (key === 'broken') throw new Error('down');
        return stored.get(key) ?? null;
      },
      set: async () => undefined,
      revalidateTag: async () => undefined,
    };
    const layer = observedHandler(base, 'redis');
    expect(await layer.get('live', {})).toEqual(stored.get('live'));
    expect(await layer.get('expired', {})).toEqual(stored.get('expired'));
    expect(await layer.get('absent', {})).toBeNull();
    await expect(layer.get('broken', {})).rejects.toThrow('down');
    expect(layer.name).toBe('test');
    expect(typeof layer.revalidateTag).toBe('function');
    expect(await lookups()).toEqual({ 'redis/hit': 1, 'redis/miss': 2, 'redis/error': 1 });
    expect(isLiveEntry(null)).toBe(false);
  });
});
