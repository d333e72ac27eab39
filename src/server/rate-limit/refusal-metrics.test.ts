import { describe, expect, it } from 'vitest';
import { siteMetrics } from '../metrics/metrics.ts';
import { createMemoryStore } from '../shared-store/shared-store.ts';
import { createAttemptLimiter } from './attempt-limiter.ts';
import { createProbeLimiter } from './probe-limiter.ts';

// Refusals by a limit counted by action and by what was counted, never by whom.

const refusals = async () =>
  Object.fromEntries(
    (await siteMetrics().rateLimitRefusals.get()).values.map((v) => [`${v.labels.action}/${v.labels.scope}`, v.value]),
  );

describe('fincher_rate_limit_refusals_total', () => {
  it('counts the attempts refused, not the ones let through', async () => {
    siteMetrics().rateLimitRefusals.reset();
    const limiter = createAttemptLimiter(createMemoryStore(), {
      limits: {
        'sign-in': { client: { limit: 2, windowMs: 60_000 }, account: { limit: 1, windowMs: 60_000 } },
      } as never,
    });
    const verdicts = [];
    for (let i = 0; i < 3; i += 1) verdicts.push((await limiter.take('sign-in', '192.0.2.1', 'a@example.test')).ok);
    // First let through; second: the account's limit; third: the client's.
    expect(verdicts).toEqual([true, false, false]);
    const probes = createProbeLimiter({ rule: { limit: 1, windowMs: 60_000 } });
    await probes.take('192.0.2.2');
    await probes.take('192.0.2.2');
    expect(await refusals()).toEqual({ 'sign-in/account': 1, 'sign-in/client': 1, 'probe/client': 1 });
  });
});
