import { z } from 'zod';
import { siteLog } from '../log/logger.ts';
import { siteSharedStore } from '../shared-store/site-store.ts';
import { ATTEMPT_LIMITS, createAttemptLimiter, type ActionLimits, type AttemptLimiter } from './attempt-limiter.ts';
import type { LimitedAction } from '../../lib/loyalty/provider/attempt-limits.ts';

// The attempt limiter of this process, over the shared store (Redis when REDIS_URL is set).

export const rateLimitEnvSchema = z.object({
  /** Proxies in front of the site server whose X-Forwarded-For is trusted (nginx: 1). */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  /** Multiplies per-client limits only: the end-to-end tests drive every browser from one address. */
  RATE_LIMIT_CLIENT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
});

export type RateLimitEnv = z.infer<typeof rateLimitEnvSchema>;

export function rateLimitEnv(env: Readonly<Record<string, string | undefined>> = process.env): RateLimitEnv {
  const parsed = rateLimitEnvSchema.safeParse(env);
  if (!parsed.success)
    throw new Error(
      `Invalid rate-limit environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  return parsed.data;
}

export function scaledLimits(factor: number): Record<LimitedAction, ActionLimits> {
  return Object.fromEntries(
    Object.entries(ATTEMPT_LIMITS).map(([action, limits]) => [
      action,
      { ...limits, client: { ...limits.client, limit: limits.client.limit * factor } },
    ]),
  ) as Record<LimitedAction, ActionLimits>;
}

let limiter: AttemptLimiter | undefined;
let lastStoreError = 0;

export function siteAttemptLimiter(): AttemptLimiter {
  limiter ??= createAttemptLimiter(siteSharedStore(), {
    limits: scaledLimits(rateLimitEnv().RATE_LIMIT_CLIENT_FACTOR),
    onStoreError: (error) => {
      // One line a minute at most: a store that is down fails every call.
      if (Date.now() - lastStoreError < 60_000) return;
      lastStoreError = Date.now();
      siteLog().warn('rate_limit.store_unavailable', 'shared store unavailable: attempts let through', {}, error);
    },
  });
  return limiter;
}
