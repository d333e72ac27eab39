import { z } from 'zod';
import { createRedisStore } from './redis-store.ts';
import { createMemoryStore, type SharedStore } from './shared-store.ts';
import { tracedStore } from './traced-store.ts';

// The shared store of this process: Redis when REDIS_URL is set, else memory (one instance).

export const sharedStoreEnvSchema = z.object({
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
});

let store: SharedStore | undefined;

export function siteSharedStore(env: Readonly<Record<string, string | undefined>> = process.env): SharedStore {
  if (!store) {
    const parsed = sharedStoreEnvSchema.safeParse(env);
    if (!parsed.success) throw new Error(`Invalid REDIS_URL: ${parsed.error.issues[0]?.message ?? 'not a redis URL'}`);
    const site = env.FINCHER_SITE || env.SITE?.trim() || 'site';
    store = parsed.data.REDIS_URL
      ? tracedStore(createRedisStore(parsed.data.REDIS_URL, `fincher:${site}:`))
      : createMemoryStore();
  }
  return store;
}
