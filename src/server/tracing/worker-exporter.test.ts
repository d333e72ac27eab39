import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkerSpanExporter } from './worker-exporter.ts';

// docs/operations.md, "Traces": spans reach the OTLP endpoint as OTLP/HTTP JSON, a request's children
// under it, with their attributes, status and the instance's resource, sent from a worker thread.

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: Record<string, unknown> }[];
  status: { code: number };
}

let server: Server;
const received: { path: string; body: { resourceSpans: Record<string, unknown>[] } }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
});

afterAll(() => {
  server.close();
});

describe('WorkerSpanExporter', () => {
  it('sends a request span and its child, with what they carry, to $OTEL_EXPORTER_OTLP_ENDPOINT/v1/traces', async () => {
    const previous = process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const resource = { 'service.name': 'fincher-test', 'service.instance.id': 'host:1' };
    const exporter = new WorkerSpanExporter(resource);
    if (previous === undefined) delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    else process.env.OTEL_EXPORTER_OTLP_ENDPOINT = previous;
    const provider = new BasicTracerProvider({
      resource: resourceFromAttributes(resource),
      spanProcessors: [new SimpleSpanProcessor(exporter)],
    });
    const tracer = provider.getTracer('fincher');
    const root = tracer.startSpan('POST /api/cypher', {
      kind: SpanKind.SERVER,
      attributes: { 'http.route': '/api/cypher' },
    });
    const child = tracer.startSpan(
      'provider getMembershipList',
      { kind: SpanKind.CLIENT, attributes: { 'http.response.status_code': 503 } },
      trace.setSpan(context.active(), root),
    );
    child.setStatus({ code: SpanStatusCode.ERROR });
    child.end();
    root.end();
    await provider.forceFlush();
    await provider.shutdown();

    expect(received.map(({ path }) => path)).toEqual(['/v1/traces', '/v1/traces']);
    const [resourceSpans] = received[0]!.body.resourceSpans as {
      resource: { attributes: { key: string; value: { stringValue?: string } }[] };
      scopeSpans: { scope: { name: string }; spans: OtlpSpan[] }[];
    }[];
    expect(resourceSpans!.resource.attributes).toContainEqual({
      key: 'service.name',
      value: { stringValue: 'fincher-test' },
    });
    const spans = received.flatMap(({ body }) =>
      (body.resourceSpans as { scopeSpans: { spans: OtlpSpan[] }[] }[]).flatMap((r) =>
        r.scopeSpans.flatMap((s) => s.spans),
      ),
    );
    const sentChild = spans.find((span) => span.name === 'provider getMembershipList')!;
    const sentRoot = spans.find((span) => span.name === 'POST /api/cypher')!;
    expect(sentRoot.spanId).toBe(root.spanContext().spanId);
    expect(sentRoot.parentSpanId).toBeUndefined();
    expect(sentChild.traceId).toBe(root.spanContext().traceId);
    expect(sentChild.parentSpanId).toBe(root.spanContext().spanId);
    // OTLP's kinds are the API's plus one; its status codes are the API's.
    expect(sentChild.kind).toBe(SpanKind.CLIENT + 1);
    expect(sentChild.status.code).toBe(SpanStatusCode.ERROR);
    expect(sentChild.attributes).toContainEqual({ key: 'http.response.status_code', value: { intValue: 503 } });
  });
});
