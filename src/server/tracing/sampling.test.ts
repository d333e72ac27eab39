import { describe, expect, it } from 'vitest';
import {
  callerDecisionOf,
  sampledRequest,
  samplingPolicyOf,
  TraceBudget,
  traceBudgetOf,
  type SamplingPolicy,
} from './sampling.ts';

// docs/operations.md, "Traces": a tenth of the requests by default, at most 10 traces a second per
// process, a caller's sampled traceparent followed, the standard OTEL_TRACES_SAMPLER variables
// obeyed; decided before any span exists.

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT_ID = '00f067aa0ba902b7';
const header = (flags: string, version = '00') => `${version}-${TRACE_ID}-${PARENT_ID}-${flags}`;

/** The share of `draws` evenly spread over [0, 1) for which a request without traceparent is traced. */
function share(policy: SamplingPolicy, draws = 1000): number {
  let traced = 0;
  for (let i = 0; i < draws; i += 1) if (sampledRequest(policy, 'none', i / draws)) traced += 1;
  return traced / draws;
}

describe('samplingPolicyOf', () => {
  it('is parentbased_traceidratio at a tenth, 10 traces a second at most, when nothing is set', () => {
    expect(samplingPolicyOf({})).toEqual({
      name: 'parentbased_traceidratio',
      ratio: 0.1,
      followParent: true,
      maxPerSecond: 10,
    });
  });

  it('caps the ratio samplers at TRACES_MAX_PER_SECOND, "off" for no cap, never always_on', () => {
    expect(samplingPolicyOf({ TRACES_MAX_PER_SECOND: '50' }).maxPerSecond).toBe(50);
    expect(samplingPolicyOf({ TRACES_MAX_PER_SECOND: '0.5' }).maxPerSecond).toBe(0.5);
    expect(samplingPolicyOf({ TRACES_MAX_PER_SECOND: 'off' }).maxPerSecond).toBeNull();
    for (const invalid of ['', '0', '-3', 'many', 'Infinity'])
      expect(samplingPolicyOf({ TRACES_MAX_PER_SECOND: invalid }).maxPerSecond).toBe(10);
    expect(samplingPolicyOf({ OTEL_TRACES_SAMPLER: 'traceidratio', TRACES_MAX_PER_SECOND: '5' }).maxPerSecond).toBe(5);
    expect(samplingPolicyOf({ OTEL_TRACES_SAMPLER: 'always_on', TRACES_MAX_PER_SECOND: '5' }).maxPerSecond).toBeNull();
    expect(
      samplingPolicyOf({ OTEL_TRACES_SAMPLER: 'parentbased_always_on', TRACES_MAX_PER_SECOND: '5' }).maxPerSecond,
    ).toBeNull();
  });

  it('reads the standard sampler names and their ratio', () => {
    expect(samplingPolicyOf({ OTEL_TRACES_SAMPLER: 'always_on' })).toMatchObject({ ratio: 1, followParent: false });
    expect(samplingPolicyOf({ OTEL_TRACES_SAMPLER: 'always_off' })).toMatchObject({ ratio: 0, followParent: false });
    expect(samplingPolicyOf({ OTEL_TRACES_SAMPLER: 'parentbased_always_on' })).toMatchObject({
      ratio: 1,
      followParent: true,
    });
    expect(samplingPolicyOf({ OTEL_TRACES_SAMPLER: 'parentbased_always_off' })).toMatchObject({
      ratio: 0,
      followParent: true,
    });
    expect(samplingPolicyOf({ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.25' })).toMatchObject({
      ratio: 0.25,
      followParent: false,
    });
    expect(samplingPolicyOf({ OTEL_TRACES_SAMPLER_ARG: '0' })).toMatchObject({ ratio: 0, followParent: true });
  });

  it('keeps the default ratio for an argument that is not a share, and refuses an unknown sampler', () => {
    for (const argument of ['', ' ', '1.5', '-0.1', 'half', 'NaN'])
      expect(samplingPolicyOf({ OTEL_TRACES_SAMPLER_ARG: argument }).ratio).toBe(0.1);
    expect(() => samplingPolicyOf({ OTEL_TRACES_SAMPLER: 'jaeger_remote' })).toThrow(/unknown sampler/);
  });
});

describe('callerDecisionOf', () => {
  it("reads the caller's sampled flag", () => {
    expect(callerDecisionOf(header('01'))).toBe('sampled');
    expect(callerDecisionOf(header('00'))).toBe('unsampled');
    // Other flag bits say nothing about sampling.
    expect(callerDecisionOf(header('03'))).toBe('sampled');
    expect(callerDecisionOf(header('02'))).toBe('unsampled');
    // A later version may carry more fields after the flags.
    expect(callerDecisionOf(`${header('01', 'cc')}-what-comes-next`)).toBe('sampled');
  });

  it('is none without a valid header, as the trace-context rules would restart the trace', () => {
    for (const invalid of [
      undefined,
      '',
      'garbage',
      header('01', 'ff'),
      `${header('01')}-extra`,
      `00-${'0'.repeat(32)}-${PARENT_ID}-01`,
      `00-${TRACE_ID}-${'0'.repeat(16)}-01`,
      header('01').toUpperCase(),
      `00-${TRACE_ID.slice(1)}-${PARENT_ID}-01`,
      `${header('01', 'cc')}-${'x'.repeat(600)}`,
    ])
      expect(callerDecisionOf(invalid)).toBe('none');
    // Several traceparent headers are not one decision.
    expect(callerDecisionOf([header('01'), header('01')])).toBe('none');
  });
});

describe('TraceBudget', () => {
  it("lets a second's worth start at once, then one per 1/rate seconds", () => {
    let now = 0;
    const budget = new TraceBudget(10, () => now);
    const started = () => Array.from({ length: 30 }, () => budget.take()).filter(Boolean).length;
    expect(started()).toBe(10);
    now += 100;
    expect(started()).toBe(1);
    now += 450;
    expect(started()).toBe(4);
    // Idle for long, it never holds more than a second's worth.
    now += 60_000;
    expect(started()).toBe(10);
  });

  it('holds a rate below one a second', () => {
    let now = 0;
    const budget = new TraceBudget(0.5, () => now);
    expect([budget.take(), budget.take()]).toEqual([true, false]);
    now += 1000;
    expect(budget.take()).toBe(false);
    now += 1000;
    expect(budget.take()).toBe(true);
  });

  it('is one per process and cap, none without a cap', () => {
    const policy = samplingPolicyOf({ TRACES_MAX_PER_SECOND: '7' });
    expect(traceBudgetOf(policy)).toBe(traceBudgetOf(samplingPolicyOf({ TRACES_MAX_PER_SECOND: '7' })));
    expect(traceBudgetOf(policy)).not.toBe(traceBudgetOf(samplingPolicyOf({ TRACES_MAX_PER_SECOND: '8' })));
    expect(traceBudgetOf(samplingPolicyOf({ TRACES_MAX_PER_SECOND: 'off' }))).toBeNull();
  });
});

describe('sampledRequest', () => {
  it('starts no more traces than the budget allows, and spends none on requests left out', () => {
    let now = 0;
    const budget = new TraceBudget(2, () => now);
    const policy = samplingPolicyOf({});
    expect(sampledRequest(policy, 'none', 0.5, budget)).toBe(false);
    expect([0.01, 0.02, 0.03].map((draw) => sampledRequest(policy, 'none', draw, budget))).toEqual([true, true, false]);
    // A caller's decision is its own: followed, budget or not.
    expect(sampledRequest(policy, 'sampled', 0.9, budget)).toBe(true);
    now += 500;
    expect(sampledRequest(policy, 'none', 0.01, budget)).toBe(true);
  });

  it('traces the configured share of the requests that come without a decision', () => {
    expect(share(samplingPolicyOf({}))).toBeCloseTo(0.1, 5);
    expect(share(samplingPolicyOf({ OTEL_TRACES_SAMPLER_ARG: '0.5' }))).toBeCloseTo(0.5, 5);
    expect(share(samplingPolicyOf({ OTEL_TRACES_SAMPLER: 'always_on' }))).toBe(1);
    expect(share(samplingPolicyOf({ OTEL_TRACES_SAMPLER: 'always_off' }))).toBe(0);
  });

  it("follows a caller's decision under a parentbased sampler, whatever the draw", () => {
    const policy = samplingPolicyOf({});
    expect(sampledRequest(policy, 'sampled', 0.99)).toBe(true);
    expect(sampledRequest(policy, 'unsampled', 0)).toBe(false);
    expect(sampledRequest(samplingPolicyOf({ OTEL_TRACES_SAMPLER: 'parentbased_always_off' }), 'sampled', 0.5)).toBe(
      true,
    );
  });

  it("draws for every request, the caller's decision aside, under the other samplers", () => {
    const policy = samplingPolicyOf({ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.2' });
    expect(sampledRequest(policy, 'sampled', 0.5)).toBe(false);
    expect(sampledRequest(policy, 'unsampled', 0.1)).toBe(true);
    expect(sampledRequest(samplingPolicyOf({ OTEL_TRACES_SAMPLER: 'always_off' }), 'sampled', 0)).toBe(false);
  });
});
