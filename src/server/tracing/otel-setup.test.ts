import { ROOT_CONTEXT, SpanKind, trace } from '@opentelemetry/api';
import { SamplingDecision } from '@opentelemetry/sdk-trace-node';
import { describe, expect, it } from 'vitest';
import { samplerOf } from './otel-setup.ts';
import { CHOSEN_FOR_TRACING } from './sampling.ts';

// docs/operations.md, "Traces": a share of the requests, chosen with the standard OTEL_TRACES_SAMPLER
// variables; a request the site server already chose is recorded without a second draw.

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
    expect(share({})).toBeGreaterThan(0.07);
    expect(share({})).toBeLessThan(0.13);
    expect(share({ OTEL_TRACES_SAMPLER: 'always_on' })).toBe(1);
    expect(share({ OTEL_TRACES_SAMPLER: 'parentbased_always_off' })).toBe(0);
    expect(share({ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.5' })).toBeGreaterThan(0.45);
    expect(share({ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.5' })).toBeLessThan(0.55);
    expect(() => samplerOf({ OTEL_TRACES_SAMPLER: 'jaeger_remote' })).toThrow(/unknown sampler/);
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
