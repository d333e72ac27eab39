// Next's cache handler when several instances serve one site (FINCHER_SHARED_CACHE=1): pages and data
// live in Redis (REDIS_URL), so a page rendered or revalidated by one instance is seen by all. Reads go
// to Redis only, so no instance serves a stale copy of its own; a bounded in-process LRU serves while
// Redis is down. Why this library: docs/decisions/0006-shared-page-cache-handler.md
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { createClient } from 'redis';
import { observedHandler } from './observed-handler.mjs';

const STATE = Symbol.for('fincher.cacheHandlerConfig');
// The process's JSON log (src/server/log), found through the binding the site server makes as it
// starts, so that this file, which Next loads on its own, imports no TypeScript.
const EVENT_LOG = Symbol.for('fincher.eventLog');

function logEvent(level, event, msg, error) {
  const log = globalThis[EVENT_LOG];
  if (log) log.log(level, event, msg, {}, error);
  else console.warn(`${event}: ${msg}${error ? ` (${error.message})` : ''}`);
}

CacheHandler.onCreation(() => {
  globalThis[STATE] ??= (async () => {
    const memory = createLruHandler({ maxItemsNumber: 2000, maxItemSizeBytes: 4 * 1024 * 1024 });
    const url = process.env.REDIS_URL;
    // The build renders alone: nothing to share yet.
    if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD)
      return { handlers: [observedHandler(memory, 'memory')] };
    let down = false;
    const client = createClient({
      url,
      disableOfflineQueue: true,
      pingInterval: 5000,
      socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
    });
    client.on('error', (error) => {
      if (down) return;
      down = true;
      logEvent(
        'warn',
        'cache.redis_unavailable',
        "page cache: Redis unavailable; serving from this instance's memory",
        error,
      );
    });
    client.on('ready', () => {
      if (!down) return;
      down = false;
      logEvent('info', 'cache.redis_back', 'page cache: Redis is back; pages are shared again');
    });
    try {
      await client.connect();
    } catch (error) {
      // The client keeps reconnecting; until then the memory handler serves.
      down = true;
      logEvent(
        'warn',
        'cache.redis_unavailable',
        "page cache: Redis unavailable at start; serving from this instance's memory",
        error,
      );
    }
    const site = process.env.FINCHER_SITE || process.env.SITE || 'site';
    return {
      handlers: [
        observedHandler(createRedisHandler({ client, keyPrefix: `fincher:${site}:next:`, timeoutMs: 1000 }), 'redis'),
        observedHandler(memory, 'memory'),
      ],
    };
  })();
  return globalThis[STATE];
});

export default CacheHandler;
