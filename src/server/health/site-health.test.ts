import { describe, expect, it } from 'vitest';
import { healthEnv } from './site-health.ts';

// The stop's grace period and the provider's budget come from the server environment, checked once.

describe('healthEnv', () => {
  it('defaults: 20 s of grace, no delay, a 2 s provider budget', () => {
    expect(healthEnv({})).toEqual({ SHUTDOWN_GRACE_MS: 20_000, SHUTDOWN_DELAY_MS: 0, READY_PROVIDER_BUDGET_MS: 2000 });
    expect(healthEnv({ SHUTDOWN_GRACE_MS: '5000', SHUTDOWN_DELAY_MS: '2000' })).toMatchObject({
      SHUTDOWN_GRACE_MS: 5000,
      SHUTDOWN_DELAY_MS: 2000,
    });
  });

  it('refuses a value that is not a duration, and a delay longer than the grace period', () => {
    expect(() => healthEnv({ SHUTDOWN_GRACE_MS: '20s' })).toThrow(/SHUTDOWN_GRACE_MS/);
    expect(() => healthEnv({ READY_PROVIDER_BUDGET_MS: '5' })).toThrow(/READY_PROVIDER_BUDGET_MS/);
    expect(() => healthEnv({ SHUTDOWN_GRACE_MS: '1000', SHUTDOWN_DELAY_MS: '2000' })).toThrow(/SHUTDOWN_DELAY_MS/);
  });
});
