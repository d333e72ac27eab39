import { hostname } from 'node:os';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  NodeTracerProvider,
  ParentBasedSampler,
  SamplingDecision,
  TraceIdRatioBasedSampler,
  type Sampler,
  type SamplingResult,
} from '@opentelemetry/sdk-trace-node';
import { feedObserverSlot } from '../metrics/metrics.ts';
import { isSpanContextValid, trace, TraceFlags } from '@opentelemetry/api';
import {
  CHOSEN_FOR_TRACING,
  samplingPolicyOf,
  traceBudgetOf,
  type SamplingPolicy,
  type TraceBudget,
} from './sampling.ts';
import { inChildSpan, SpanKind } from './tracing.ts';
import { batchOptionsOf, BatchingSpanProcessor, WorkerSink } from './worker-exporter.ts';

// The OpenTelemetry SDK of a site process, started by src/instrumentation.ts when an OTLP endpoint is
// set: spans encoded as they end, batched, and sent from a worker thread (worker-exporter.ts) over
// OTLP/HTTP (JSON) to
// OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT as it is).
// Registered globally, so that Next's own spans, the site server's and the gateway's all land in one
// trace per request.

// Kept on globalThis: flushTracing (tracing.ts) finds it there without loading the SDK.
const KEY = Symbol.for('fincher.tracerProvider');

/**
 * A sampler whose traces also spend the process's per-second budget as they start: a span under a
 * local parent follows it (its trace's start was the decision), any other asks `inner`, then the budget.
 */
class BudgetedSampler implements Sampler {
  private readonly inner: Sampler;
  private readonly budget: TraceBudget;

  constructor(inner: Sampler, budget: TraceBudget) {
    this.inner = inner;
    this.budget = budget;
  }

  shouldSample(...args: Parameters<Sampler['shouldSample']>): SamplingResult {
    const parent = trace.getSpanContext(args[0]);
    if (parent && !parent.isRemote && isSpanContextValid(parent))
      return {
        decision:
          (parent.traceFlags & TraceFlags.SAMPLED) === TraceFlags.SAMPLED
            ? SamplingDecision.RECORD_AND_SAMPLED
            : SamplingDecision.NOT_RECORD,
      };
    const result = this.inner.shouldSample(...args);
    if (result.decision !== SamplingDecision.RECORD_AND_SAMPLED || this.budget.take()) return result;
    return { decision: SamplingDecision.NOT_RECORD };
  }

  toString(): string {
    return `Budgeted{${this.inner.toString()}}`;
  }
}

/** The SDK's own sampler for a policy (Next's spans, and any span not chosen beforehand). */
function standardSampler(policy: SamplingPolicy): Sampler {
  const { ratio, followParent } = policy;
  const ratioRoot =
    ratio >= 1 ? new AlwaysOnSampler() : ratio <= 0 ? new AlwaysOffSampler() : new TraceIdRatioBasedSampler(ratio);
  const budget = traceBudgetOf(policy);
  const root = budget ? new BudgetedSampler(ratioRoot, budget) : ratioRoot;
  return followParent ? new ParentBasedSampler({ root }) : root;
}

/**
 * Records, without deciding again, a span whose request sampledRequest already chose (the site
 * server's fast path decides before any span exists); asks the standard sampler for every other.
 */
class ChosenFirstSampler implements Sampler {
  private readonly standard: Sampler;

  constructor(standard: Sampler) {
    this.standard = standard;
  }

  shouldSample(...args: Parameters<Sampler['shouldSample']>): SamplingResult {
    if (args[0].getValue(CHOSEN_FOR_TRACING) === true) return { decision: SamplingDecision.RECORD_AND_SAMPLED };
    return this.standard.shouldSample(...args);
  }

  toString(): string {
    return `ChosenFirst{${this.standard.toString()}}`;
  }
}

/**
 * The sampler the standard OTEL_TRACES_SAMPLER / OTEL_TRACES_SAMPLER_ARG name (the SDK leaves reading
 * them to its caller). Default: a tenth of the requests, following the caller's decision when it sent
 * a traceparent.
 */
export function samplerOf(env: Readonly<Record<string, string | undefined>>): Sampler {
  return new ChosenFirstSampler(standardSampler(samplingPolicyOf(env)));
}

export function startTracing(env: Readonly<Record<string, string | undefined>> = process.env): NodeTracerProvider {
  const holder = globalThis as unknown as Record<symbol, NodeTracerProvider | undefined>;
  const existing = holder[KEY];
  if (existing) return existing;
  const site = env.FINCHER_SITE || env.SITE?.trim() || 'site';
  const resource = {
    'service.name': env.OTEL_SERVICE_NAME?.trim() || `fincher-${site}`,
    // One instance of several: the host and the port it serves on.
    'service.instance.id': `${hostname()}:${env.PORT ?? ''}`,
  };
  const provider = new NodeTracerProvider({
    sampler: samplerOf(env),
    resource: resourceFromAttributes(resource),
    spanProcessors: [new BatchingSpanProcessor(resource, batchOptionsOf(env), new WorkerSink())],
  });
  provider.register();
  holder[KEY] = provider;
  // Each request for the catalogue feed, a child span of the request that asked for it.
  feedObserverSlot().request = (run) => inChildSpan('catalog feed', SpanKind.CLIENT, {}, () => run());
  return provider;
}
