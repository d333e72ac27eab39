import { hostname } from 'node:os';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  NodeTracerProvider,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  type Sampler,
} from '@opentelemetry/sdk-trace-node';
import { feedObserverSlot } from '../metrics/metrics.ts';
import { inChildSpan, SpanKind } from './tracing.ts';

// The OpenTelemetry SDK of a site process, started by src/instrumentation.ts when an OTLP endpoint is
// set: spans batched and sent over OTLP/HTTP (JSON) to OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces (or
// OTEL_EXPORTER_OTLP_TRACES_ENDPOINT as it is). Registered globally, so that Next's own spans, the
// site server's and the gateway's all land in one trace per request.

// Kept on globalThis: flushTracing (tracing.ts) finds it there without loading the SDK.
const KEY = Symbol.for('fincher.tracerProvider');

/** The share of requests traced when OTEL_TRACES_SAMPLER does not say (docs/operations.md, "Traces"). */
export const DEFAULT_SAMPLE_RATIO = 0.1;

/**
 * The sampler the standard OTEL_TRACES_SAMPLER / OTEL_TRACES_SAMPLER_ARG name (the SDK leaves reading
 * them to its caller). Default: a tenth of the requests, following the caller's decision when it sent
 * a traceparent; every request costs a busy gateway a third of its throughput (bench:scale).
 */
export function samplerOf(env: Readonly<Record<string, string | undefined>>): Sampler {
  const name = env.OTEL_TRACES_SAMPLER?.trim() || 'parentbased_traceidratio';
  const arg = Number(env.OTEL_TRACES_SAMPLER_ARG);
  const ratio = env.OTEL_TRACES_SAMPLER_ARG !== undefined && arg >= 0 && arg <= 1 ? arg : DEFAULT_SAMPLE_RATIO;
  switch (name) {
    case 'always_on':
      return new AlwaysOnSampler();
    case 'always_off':
      return new AlwaysOffSampler();
    case 'traceidratio':
      return new TraceIdRatioBasedSampler(ratio);
    case 'parentbased_always_on':
      return new ParentBasedSampler({ root: new AlwaysOnSampler() });
    case 'parentbased_always_off':
      return new ParentBasedSampler({ root: new AlwaysOffSampler() });
    case 'parentbased_traceidratio':
      return new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(ratio) });
    default:
      throw new Error(`OTEL_TRACES_SAMPLER: unknown sampler "${name.slice(0, 40)}"`);
  }
}

export function startTracing(env: Readonly<Record<string, string | undefined>> = process.env): NodeTracerProvider {
  const holder = globalThis as unknown as Record<symbol, NodeTracerProvider | undefined>;
  const existing = holder[KEY];
  if (existing) return existing;
  const site = env.FINCHER_SITE || env.SITE?.trim() || 'site';
  const delay = Number(env.OTEL_BSP_SCHEDULE_DELAY);
  const provider = new NodeTracerProvider({
    sampler: samplerOf(env),
    resource: resourceFromAttributes({
      'service.name': env.OTEL_SERVICE_NAME?.trim() || `fincher-${site}`,
      // One instance of several: the host and the port it serves on.
      'service.instance.id': `${hostname()}:${env.PORT ?? ''}`,
    }),
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter(), {
        scheduledDelayMillis: Number.isFinite(delay) && delay > 0 ? delay : 5000,
      }),
    ],
  });
  provider.register();
  holder[KEY] = provider;
  // Each request for the catalogue feed, a child span of the request that asked for it.
  feedObserverSlot().request = (run) => inChildSpan('catalog feed', SpanKind.CLIENT, {}, () => run());
  return provider;
}
