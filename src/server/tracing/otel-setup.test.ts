import { ROOT_CONTEXT, SpanKind } from '@opentelemetry/api';
import { SamplingDecision } from '@opentelemetry/sdk-trace-node';
import { describe, expect, it } from 'vitest';
import { samplerOf } from './otel-setup.ts';

// Traces of a share of the requests, chosen with the standard OTEL_TRACES_SAMPLER variables.

const share = (env: Record<string, string>) => {
  const sampler = samplerOf(env);
  let sampled = 0;
  for (let i = 0; i < 4000; i += 1) {
    const traceId = (BigInt(i) * 0x9e3779b97f4a7c15n).toString(16).padStart(32, '0').slice(-32);
    const result = sampler.shouldSample(ROOT_CONTEXT, traceId, 'GET /', SpanKind.SERVER, {}, []);
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
});
