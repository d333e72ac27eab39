import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { context, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { describe, expect, it } from 'vitest';
import { createOtlpReceiver, idOf, spansOfExport } from './otlp-receiver.ts';

// The OTLP stand-in records what the site's OpenTelemetry exporter sends (OTLP/HTTP, JSON), with
// each span's parent, so that a test can check a trace's shape.

describe('the OTLP stand-in', () => {
  it("records the spans the SDK's OTLP/HTTP exporter sends, parents included", async () => {
    const receiver = createOtlpReceiver();
    const server = createServer((request, response) => {
      const pathname = new URL(request.url ?? '/', 'http://x').pathname;
      if (receiver.isPath(pathname)) void receiver.handle(request, response, pathname);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const provider = new BasicTracerProvider({
      resource: resourceFromAttributes({ 'service.name': 'fincher-test' }),
      spanProcessors: [new SimpleSpanProcessor(new OTLPTraceExporter({ url: `${origin}/v1/traces` }))],
    });
    try {
      const tracer = provider.getTracer('test');
      const parent = tracer.startSpan('POST /api/cypher', { attributes: { 'http.response.status_code': 200 } });
      const child = tracer.startSpan('provider getMembershipList', {}, trace.setSpan(context.active(), parent));
      child.end();
      parent.end();
      await provider.forceFlush();
      const recorded = (await (await fetch(`${origin}/sandbox/traces`)).json()) as {
        spans: ReturnType<typeof receiver.spans>;
      };
      const root = recorded.spans.find((s) => s.name === 'POST /api/cypher')!;
      const call = recorded.spans.find((s) => s.name === 'provider getMembershipList')!;
      expect(root).toMatchObject({ parentSpanId: '', service: 'fincher-test', scope: 'test' });
      expect(root.attributes['http.response.status_code']).toBe(200);
      expect(root.traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(call.traceId).toBe(root.traceId);
      expect(call.parentSpanId).toBe(root.spanId);
      expect((await fetch(`${origin}/sandbox/traces`, { method: 'DELETE' })).status).toBe(200);
      expect(receiver.spans()).toEqual([]);
      const refused = await fetch(`${origin}/v1/traces`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-protobuf' },
        body: new Uint8Array([1, 2]),
      });
      expect(refused.status).toBe(415);
      const bad = await fetch(`${origin}/v1/traces`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"spans":[]}',
      });
      expect(bad.status).toBe(400);
    } finally {
      await provider.shutdown();
      server.close();
    }
  });

  it('reads ids sent as hex or base64', () => {
    expect(idOf('5B8EFFF798038103D269B633813FC60C')).toBe('5b8efff798038103d269b633813fc60c');
    expect(idOf(Buffer.from('eee19b7ec3c1b174', 'hex').toString('base64'))).toBe('eee19b7ec3c1b174');
    expect(idOf(undefined)).toBe('');
    expect(() => spansOfExport({})).toThrow(/ExportTraceServiceRequest/);
  });
});
