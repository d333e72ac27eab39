import { clientLimitKey } from '../http/client-address.ts';
import { createMemoryStore, type SharedStore } from '../shared-store/shared-store.ts';
import type { AttemptLimit, AttemptVerdict } from './attempt-limiter.ts';
import { countRefusal } from './refusal-metrics.ts';

// Per-client limit of the health and readiness probes. Counted in this process's memory, not the
// shared store: a probe answers for this instance alone, and must still answer while Redis is away.

/** An orchestrator probes every few seconds and the cluster's poller once a second: 6 a second is a flood. */
export const PROBE_LIMIT: AttemptLimit = { limit: 60, windowMs: 10_000 };

export interface ProbeLimiter {
  take(client: string): Promise<AttemptVerdict>;
}

export function createProbeLimiter(
  options: { rule?: AttemptLimit; store?: SharedStore; clientFactor?: number } = {},
): ProbeLimiter {
  const rule = options.rule ?? PROBE_LIMIT;
  const limit = rule.limit * (options.clientFactor ?? 1);
  // Bounded: a churn of addresses cannot grow it (shared-store.ts evicts the fewest hits first).
  const store = options.store ?? createMemoryStore({ maxEntries: 10_000 });
  return {
    async take(client) {
      const { count, msLeft } = await store.increment(`probe:${clientLimitKey(client)}`, rule.windowMs);
      if (count <= limit) return { ok: true };
      countRefusal('probe', 'client');
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)) };
    },
  };
}
