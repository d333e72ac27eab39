import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Span,
} from '@opentelemetry/api';
import {
  CHOSEN_FOR_TRACING,
  callerDecisionOf,
  sampledRequest,
  samplingPolicyOf,
  traceBudgetOf,
  type SamplingPolicy,
} from './sampling.ts';
import { observabilityPaused } from '../metrics/observability-pause.ts';

// Spans of our own, beside Next's: the site server's fast-path requests, the provider calls, the
// feed's requests and Redis. With no OTLP endpoint in the environment nothing here touches the
// OpenTelemetry API: one boolean read per call (the SDK itself starts in src/instrumentation.ts).

/** True when traces are exported: an OTLP endpoint is set and the SDK is not turned off. */
export function tracingConfigured(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  const endpoint = (env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? env.OTEL_EXPORTER_OTLP_ENDPOINT ?? '').trim();
  return endpoint !== '' && env.OTEL_SDK_DISABLED !== 'true' && env.OTEL_TRACES_EXPORTER !== 'none';
}

const ON = tracingConfigured();
const TRACER_NAME = 'fincher';

function policyOf(env: Readonly<Record<string, string | undefined>>): SamplingPolicy {
  try {
    return samplingPolicyOf(env);
  } catch {
    // The SDK refuses the same variable as it starts (otel-setup.ts) and says why; nothing is traced.
    return { name: 'always_off', ratio: 0, followParent: false, maxPerSecond: null };
  }
}

const POLICY = ON ? policyOf(process.env) : null;
const BUDGET = POLICY && traceBudgetOf(POLICY);

export function tracingOn(): boolean {
  return ON;
}

function failed(span: Span, error: unknown): void {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR });
}

/**
 * Runs `work` in a span that is a child of the active one. Without an active span (no request
 * around it) it is not traced, so background work makes no root traces of its own.
 */
export function inChildSpan<T>(
  name: string,
  kind: SpanKind,
  attributes: Attributes,
  work: (span: Span | undefined) => Promise<T>,
): Promise<T> {
  if (!ON || trace.getSpan(context.active()) === undefined) return work(undefined);
  return trace.getTracer(TRACER_NAME).startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      failed(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/**
 * The request span of a request the site server answers without Next (Next makes its own for the
 * others): the caller's trace context is followed, and the span ends when the answer is sent.
 * Whether the request is traced is decided first, from its traceparent and a draw: the requests left
 * out (nine in ten by default, all past the per-second cap) never reach the SDK, no span, no id, no
 * context (bench:scale).
 */
export function serveInRequestSpan(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  route: string,
  serve: () => Promise<void>,
): Promise<void> {
  if (POLICY === null || observabilityPaused('traces')) return serve();
  const caller = callerDecisionOf(incoming.headers.traceparent);
  if (!sampledRequest(POLICY, caller, Math.random(), BUDGET)) return serve();
  const remote = caller === 'none' ? ROOT_CONTEXT : propagation.extract(ROOT_CONTEXT, incoming.headers);
  const parent = remote.setValue(CHOSEN_FOR_TRACING, true);
  const method = incoming.method ?? 'GET';
  const span = trace.getTracer(TRACER_NAME).startSpan(
    `${method} ${route}`,
    {
      kind: SpanKind.SERVER,
      attributes: { 'http.request.method': method, 'http.route': route, 'url.path': route },
    },
    parent,
  );
  outgoing.once('close', () => {
    span.setAttribute('http.response.status_code', outgoing.statusCode);
    if (!outgoing.writableFinished) span.setAttribute('fincher.aborted', true);
    if (outgoing.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
  return context.with(trace.setSpan(parent, span), serve);
}

/** Sends the spans still batched (a process about to exit), waiting `timeoutMs` at most. */
export async function flushTracing(timeoutMs = 1000): Promise<void> {
  const holder = globalThis as unknown as Record<symbol, { forceFlush(): Promise<void> } | undefined>;
  const provider = holder[Symbol.for('fincher.tracerProvider')];
  if (!provider) return;
  await Promise.race([
    provider.forceFlush().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, timeoutMs).unref()),
  ]);
}

export { SpanKind };
