import { describe, expect, it, vi } from 'vitest';
import {
  cachedCheck,
  createReadiness,
  describeReport,
  NOT_CONFIGURED,
  OK,
  withBudget,
  type Check,
  type CheckResult,
} from './readiness.ts';

// Readiness: an instance is ready when its catalogue, its shared store and its provider answer; a
// probe storm costs the provider one call per period; a stopping instance is not ready at once.

const never: Check = () => new Promise<CheckResult>(() => undefined);

describe('withBudget', () => {
  it('answers timeout past the budget, failed for a check that throws, the result otherwise', async () => {
    vi.useFakeTimers();
    try {
      const slow = withBudget(never, 1000);
      const pending = slow();
      await vi.advanceTimersByTimeAsync(999);
      let settled: CheckResult | undefined;
      void pending.then((result) => (settled = result));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toEqual({ ok: false, reason: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
    expect(await withBudget(() => Promise.reject(new Error('boom')), 1000)()).toEqual({ ok: false, reason: 'failed' });
    expect(await withBudget(() => Promise.resolve(OK), 1000)()).toEqual(OK);
  });
});

describe('cachedCheck', () => {
  it('asks the dependency once per period however many probes come, never two at a time', async () => {
    let now = 0;
    let calls = 0;
    let answer: CheckResult = OK;
    const check = cachedCheck(
      async () => {
        calls += 1;
        return answer;
      },
      5000,
      () => now,
    );
    // The first probes wait for the first answer, and share it.
    expect(await Promise.all(Array.from({ length: 50 }, () => check()))).toEqual(Array(50).fill(OK));
    expect(calls).toBe(1);
    now = 4999;
    for (let i = 0; i < 20; i += 1) await check();
    expect(calls).toBe(1);
    // Past the period a probe answers the last result and renews it behind.
    answer = { ok: false, reason: 'timeout' };
    now = 5000;
    expect(await check()).toEqual(OK);
    await Promise.resolve();
    expect(calls).toBe(2);
    expect(await check()).toEqual({ ok: false, reason: 'timeout' });
  });

  it('never waits for a renewal once there is an answer, and starts only one renewal', async () => {
    let now = 0;
    let calls = 0;
    let release: (result: CheckResult) => void = () => undefined;
    const check = cachedCheck(
      () => {
        calls += 1;
        return calls === 1 ? Promise.resolve(OK) : new Promise<CheckResult>((resolve) => (release = resolve));
      },
      5000,
      () => now,
    );
    await check();
    now = 10_000;
    // The renewal hangs (a provider that stopped answering): probes still answer at once.
    for (let i = 0; i < 10; i += 1) expect(await check()).toEqual(OK);
    expect(calls).toBe(2);
    release({ ok: false, reason: 'timeout' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(await check()).toEqual({ ok: false, reason: 'timeout' });
  });
});

describe('createReadiness', () => {
  const checks = (provider: CheckResult) => ({
    catalogue: () => Promise.resolve(OK),
    store: () => Promise.resolve(NOT_CONFIGURED),
    provider: () => Promise.resolve(provider),
  });

  it('is ready when every check is ok (not configured counts as ok), and says which one fails', async () => {
    expect(await createReadiness({ checks: checks(OK), draining: () => false }).report()).toEqual({
      status: 'ready',
      checks: { catalogue: OK, store: NOT_CONFIGURED, provider: OK },
    });
    const report = await createReadiness({
      checks: checks({ ok: false, reason: 'timeout' }),
      draining: () => false,
    }).report();
    expect(report.status).toBe('not_ready');
    expect(report.checks?.provider).toEqual({ ok: false, reason: 'timeout' });
    expect(describeReport(report)).toBe('not ready (provider: timeout)');
  });

  it('is draining once the stop has begun, without asking any dependency', async () => {
    const provider = vi.fn(() => Promise.resolve(OK));
    const readiness = createReadiness({
      checks: { ...checks(OK), provider },
      draining: () => true,
    });
    expect(await readiness.report()).toEqual({ status: 'draining' });
    expect(provider).not.toHaveBeenCalled();
  });

  it('tells a change of verdict once, not once per probe', async () => {
    let provider: CheckResult = OK;
    const changes: string[] = [];
    const readiness = createReadiness({
      checks: { ...checks(OK), provider: () => Promise.resolve(provider) },
      draining: () => false,
      onChange: (report) => changes.push(describeReport(report)),
    });
    for (let i = 0; i < 3; i += 1) await readiness.report();
    provider = { ok: false, reason: 'unreachable' };
    for (let i = 0; i < 3; i += 1) await readiness.report();
    provider = OK;
    await readiness.report();
    expect(changes).toEqual(['ready', 'not ready (provider: unreachable)', 'ready']);
  });
});
