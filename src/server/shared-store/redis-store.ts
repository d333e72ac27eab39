import { createClient } from 'redis';
import type { SharedStore } from './shared-store.ts';

// The shared store in Redis (REDIS_URL) for several instances: a counter is INCR on a key that a first
// SET … NX PX gave its window; every key is under one prefix per site.

export function createRedisStore(url: string, prefix: string): SharedStore {
  const client = createClient({
    url,
    // A store that cannot be reached answers at once (the caller decides); it reconnects meanwhile.
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(retries * 100, 2000) },
  });
  client.on('error', () => {
    // Reported through the failing calls; the client reconnects by itself.
  });
  let connecting: Promise<unknown> | undefined;
  const ready = async () => {
    if (!client.isOpen) connecting ??= client.connect().finally(() => (connecting = undefined));
    await connecting;
    return client;
  };
  const name = (key: string) => `${prefix}${key}`;
  return {
    async increment(key, windowMs) {
      const redis = await ready();
      const [, count, msLeft] = (await redis
        .multi()
        .set(name(key), '0', { condition: 'NX', expiration: { type: 'PX', value: windowMs } })
        .incr(name(key))
        .pTTL(name(key))
        .exec()) as [unknown, number, number];
      return { count: Number(count), msLeft: Number(msLeft) > 0 ? Number(msLeft) : windowMs };
    },
    async setIfAbsent(key, value, ttlMs) {
      const redis = await ready();
      const answer = await redis.set(name(key), value, {
        condition: 'NX',
        expiration: { type: 'PX', value: ttlMs },
      });
      return answer === 'OK';
    },
    async set(key, value, ttlMs) {
      const redis = await ready();
      await redis.set(name(key), value, { expiration: { type: 'PX', value: ttlMs } });
    },
    async get(key) {
      const redis = await ready();
      const value = await redis.get(name(key));
      return typeof value === 'string' ? value : null;
    },
    async delete(key) {
      const redis = await ready();
      await redis.del(name(key));
    },
    async close() {
      if (client.isOpen) await client.quit();
    },
  };
}
