import { context, SpanKind, SpanStatusCode, trace, TraceFlags } from '@opentelemetry/api';
import { TraceState } from '@opentelemetry/core';
import { JsonTraceSerializer } from '@opentelemetry/otlp-transformer';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
  type ReadableSpan,
} from '@opentelemetry/sdk-trace-base';
import { describe, expect, it } from 'vitest';
import { exportRequestOf, nanosOf, resourceJsonOf, scopeOf, spanJsonOf } from './otlp-json.ts';

// docs/operations.md, "Traces": spans reach the collector as OTLP/HTTP JSON. The encoding written by
// hand must be the document the SDK's own serializer makes of the same spans, field for field.

const RESOURCE = { 'service.name': 'fincher-test', 'service.instance.id': 'host:1' };

function finishedSpans(): ReadableSpan[] {
  const exporter = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes(RESOURCE),
    spanProcessors: [new SimpleSpanProcessor(exporter)],
  });
  const tracer = provider.getTracer('fincher');
  const caller = trace.setSpanContext(context.active(), {
    traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
    spanId: '00f067aa0ba902b7',
    traceFlags: TraceFlags.SAMPLED,
    isRemote: true,
    traceState: new TraceState('vendor=a1,other=b2'),
  });
  const root = tracer.startSpan(
    'POST /api/cypher',
    { kind: SpanKind.SERVER, attributes: { 'http.route': '/api/cypher', 'http.request.method': 'POST' } },
    caller,
  );
  const child = tracer.startSpan(
    'provider "getMembershipList"\n',
    {
      kind: SpanKind.CLIENT,
      attributes: {
        'http.response.status_code': 503,
        'fincher.ratio': 0.25,
        'fincher.aborted': false,
        'fincher.routes': ['loginV1', 'getMembershipList'],
        'fincher.codes': [1, 2.5],
        'fincher.é': 'ünïcode ✓',
      },
      links: [{ context: root.spanContext(), attributes: { 'link.kind': 'retry' } }],
    },
    trace.setSpan(caller, root),
  );
  child.addEvent('retry', { attempt: 2 });
  child.addEvent('bare');
  child.setStatus({ code: SpanStatusCode.ERROR, message: 'upstream said 503' });
  child.end();
  root.setStatus({ code: SpanStatusCode.OK });
  root.end();
  provider.getTracer('next.js', '16.0.0').startSpan('GET /', { kind: SpanKind.INTERNAL }).end();
  return exporter.getFinishedSpans();
}

describe('the OTLP/JSON encoding', () => {
  it('writes the same ExportTraceServiceRequest as the SDK, scopes and spans in order', () => {
    const spans = finishedSpans();
    expect(spans).toHaveLength(3);
    const groups = new Map<string, { scope: ReturnType<typeof scopeOf>; spans: string[] }>();
    for (const span of spans) {
      const scope = scopeOf(span);
      const group = groups.get(scope.key) ?? { scope, spans: [] };
      group.spans.push(spanJsonOf(span));
      groups.set(scope.key, group);
    }
    const ours = JSON.parse(exportRequestOf(resourceJsonOf(RESOURCE), groups.values()));
    const sdks = JSON.parse(new TextDecoder().decode(JsonTraceSerializer.serializeRequest(spans)));
    expect(ours).toEqual(sdks);
    // What the collector reads of it: the child under its request, the caller's trace followed.
    const [child, root] = ours.resourceSpans[0].scopeSpans[0].spans;
    expect(child.parentSpanId).toBe(root.spanId);
    expect(root.parentSpanId).toBe('00f067aa0ba902b7');
    expect(root.traceId).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    expect(child.kind).toBe(3);
    expect(child.name).toBe('provider "getMembershipList"\n');
  });

  it('writes nanoseconds as a decimal string, exact beyond 2^53', () => {
    expect(nanosOf([1_764_288_000, 123_456_789])).toBe('1764288000123456789');
    expect(nanosOf([1_764_288_000, 5])).toBe('1764288000000000005');
    expect(nanosOf([0, 42])).toBe('42');
    expect(BigInt(nanosOf([1_764_288_000, 1]))).toBe(1_764_288_000n * 1_000_000_000n + 1n);
  });
});
