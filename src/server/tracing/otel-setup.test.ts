import { ROOT_CONTEXT, SpanKind, trace } from '@opentelemetry/api';
import { SamplingDecision } from '@opentelemetry/sdk-trace-node';
import { describe, expect, it } from 'vitest';
import { samplerOf } from './otel-setup.ts';
import { CHOSEN_FOR_TRACING } from './sampling.ts';

// docs/operations.md, "Traces": a share of the requests, chosen with the standard OTEL_TRACES_SAMPLER
// variables, within a per-second cap; a request the site server already chose is recorded without a
// second draw.

const traceIdOf = (i: number) => (BigInt(i) * 0x9e3779b97f4a7c15n).toString(16).padStart(32, '0').slice(-32);

const share = (env: Record<string, string>, context = ROOT_CONTEXT) => {
  const sampler = samplerOf(env);
  let sampled = 0;
  for (let i = 0; i < 4000; i += 1) {
    const result = sampler.shouldSample(context, traceIdOf(i), 'GET /', SpanKind.SERVER, {}, []);
    if (result.decision === SamplingDecision.RECORD_AND_SAMPLED) sampled += 1;
  }
  return sampled / 4000;
};

describe('samplerOf', () => {
  it('traces a tenth of the requests by default, all or none when told, a given ratio otherwise', () => {
    const uncapped = { TRACES_MAX_PER_SECOND: 'off' };
    expect(share(uncapped)).toBeGreaterThan(0.07);
    expect(share(uncapped)).toBeLessThan(0.13);
    expect(share({ OTEL_TRACES_SAMPLER: 'always_on' })).toBe(1);
    expect(share({ OTEL_TRACES_SAMPLER: 'parentbased_always_off' })).toBe(0);
    const half = { OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.5', ...uncapped };
    expect(share(half)).toBeGreaterThan(0.45);
    expect(share(half)).toBeLessThan(0.55);
    expect(() => samplerOf({ OTEL_TRACES_SAMPLER: 'jaeger_remote' })).toThrow(/unknown sampler/);
  });

  it('starts no more traces a second than TRACES_MAX_PER_SECOND, children of a traced span all recorded', () => {
    // 4000 root decisions within a few milliseconds: the cap's burst, a second's worth.
    const capped = share({ TRACES_MAX_PER_SECOND: '9' }) * 4000;
    expect(capped).toBeGreaterThanOrEqual(1);
    expect(capped).toBeLessThanOrEqual(10);
    const parent = trace.setSpanContext(ROOT_CONTEXT, {
      traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
      spanId: '00f067aa0ba902b7',
      traceFlags: 1,
      isRemote: false,
    });
    const env = { OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.5', TRACES_MAX_PER_SECOND: '3' };
    expect(share(env, parent)).toBe(1);
    expect(share(env, trace.setSpanContext(parent, { ...trace.getSpanContext(parent)!, traceFlags: 0 }))).toBe(0);
  });

  it('records every span of a request already chosen, and follows a sampled caller otherwise', () => {
    const chosen = ROOT_CONTEXT.setValue(CHOSEN_FOR_TRACING, true);
    expect(share({}, chosen)).toBe(1);
    expect(share({ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.1' }, chosen)).toBe(1);
    const sampledCaller = trace.setSpanContext(ROOT_CONTEXT, {
      traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
      spanId: '00f067aa0ba902b7',
      traceFlags: 1,
      isRemote: true,
    });
    expect(share({}, sampledCaller)).toBe(1);
    expect(
      share({}, trace.setSpanContext(sampledCaller, { ...trace.getSpanContext(sampledCaller)!, traceFlags: 0 })),
    ).toBe(0);
  });
});
