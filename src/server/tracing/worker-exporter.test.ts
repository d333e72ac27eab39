import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { AlwaysOffSampler, BasicTracerProvider, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  batchOptionsOf,
  BatchingSpanProcessor,
  WorkerSink,
  type BatchSink,
  type ExportMessage,
  type ExportReply,
} from './worker-exporter.ts';

// docs/operations.md, "Traces": spans reach the OTLP endpoint as OTLP/HTTP JSON, a request's children
// under it, with their attributes, status and the instance's resource, in batches (the OTEL_BSP_*
// variables) sent from a worker thread.

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: Record<string, unknown> }[];
  status: { code: number };
}
interface OtlpRequest {
  resourceSpans: {
    resource: { attributes: { key: string; value: { stringValue?: string } }[] };
    scopeSpans: { scope: { name: string }; spans: OtlpSpan[] }[];
  }[];
}

const RESOURCE = { 'service.name': 'fincher-test', 'service.instance.id': 'host:1' };
const spansOf = (body: OtlpRequest) => body.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans));

/** A sink that records each batch and answers when told to. */
function recordingSink() {
  const batches: { count: number; body: OtlpRequest }[] = [];
  const others: string[] = [];
  const waiting: ((reply: ExportReply) => void)[] = [];
  let holding = false;
  const sink: BatchSink = {
    send(message: ExportMessage) {
      if (message.type !== 'export') {
        others.push(message.type);
        return Promise.resolve({ code: 0 });
      }
      batches.push({ count: message.count, body: JSON.parse(message.body) as OtlpRequest });
      if (!holding) return Promise.resolve({ code: 0 });
      return new Promise((resolve) => waiting.push(resolve));
    },
  };
  return {
    sink,
    batches,
    others,
    hold: () => (holding = true),
    release: () => {
      holding = false;
      for (const settle of waiting.splice(0)) settle({ code: 0 });
    },
  };
}

function tracerWith(processor: SpanProcessor, sampled = true) {
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes(RESOURCE),
    spanProcessors: [processor],
    ...(sampled ? {} : { sampler: new AlwaysOffSampler() }),
  });
  return { provider, tracer: provider.getTracer('fincher') };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('batchOptionsOf', () => {
  it('reads the OTEL_BSP_* variables, the SDK defaults otherwise', () => {
    expect(batchOptionsOf({})).toEqual({ delayMs: 5000, maxBatch: 512, maxQueue: 2048 });
    expect(
      batchOptionsOf({
        OTEL_BSP_SCHEDULE_DELAY: '200',
        OTEL_BSP_MAX_EXPORT_BATCH_SIZE: '1024',
        OTEL_BSP_MAX_QUEUE_SIZE: '8192',
      }),
    ).toEqual({ delayMs: 200, maxBatch: 1024, maxQueue: 8192 });
    for (const invalid of ['', '0', '-5', '1.5', 'soon'])
      expect(batchOptionsOf({ OTEL_BSP_SCHEDULE_DELAY: invalid }).delayMs).toBe(5000);
    // A batch never larger than the queue.
    expect(batchOptionsOf({ OTEL_BSP_MAX_QUEUE_SIZE: '100' })).toMatchObject({ maxBatch: 100, maxQueue: 100 });
  });
});

describe('BatchingSpanProcessor', () => {
  it('sends one message per full batch, the spans of each scope together', async () => {
    const recorder = recordingSink();
    const processor = new BatchingSpanProcessor(
      RESOURCE,
      { delayMs: 60_000, maxBatch: 3, maxQueue: 100 },
      recorder.sink,
    );
    const { provider, tracer } = tracerWith(processor);
    tracer.startSpan('a').end();
    provider.getTracer('next.js').startSpan('b').end();
    expect(recorder.batches).toHaveLength(0);
    tracer.startSpan('c').end();
    tracer.startSpan('d').end();
    await settled();
    expect(recorder.batches.map(({ count }) => count)).toEqual([3]);
    const [first] = recorder.batches;
    expect(first!.body.resourceSpans[0]!.scopeSpans.map((s) => [s.scope.name, s.spans.map((x) => x.name)])).toEqual([
      ['fincher', ['a', 'c']],
      ['next.js', ['b']],
    ]);
    expect(first!.body.resourceSpans[0]!.resource.attributes).toContainEqual({
      key: 'service.name',
      value: { stringValue: 'fincher-test' },
    });
    // The rest leaves with a flush, and the sink is asked to flush too.
    await processor.forceFlush();
    expect(recorder.batches.map(({ body }) => spansOf(body).map((s) => s.name))).toEqual([['a', 'c', 'b'], ['d']]);
    expect(recorder.others).toEqual(['flush']);
  });

  it('sends what waits after the schedule delay', async () => {
    const recorder = recordingSink();
    const { tracer } = tracerWith(
      new BatchingSpanProcessor(RESOURCE, { delayMs: 20, maxBatch: 512, maxQueue: 2048 }, recorder.sink),
    );
    tracer.startSpan('alone').end();
    await settled();
    expect(recorder.batches).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(recorder.batches.map(({ body }) => spansOf(body).map((s) => s.name))).toEqual([['alone']]);
  });

  it('drops spans past the queue while batches are being sent, and takes them again once sent', async () => {
    const recorder = recordingSink();
    const processor = new BatchingSpanProcessor(RESOURCE, { delayMs: 60_000, maxBatch: 2, maxQueue: 4 }, recorder.sink);
    const { tracer } = tracerWith(processor);
    recorder.hold();
    for (let i = 0; i < 7; i += 1) tracer.startSpan(`s${i}`).end();
    expect(recorder.batches.map(({ count }) => count)).toEqual([2, 2]);
    expect(processor.droppedSpans()).toBe(3);
    recorder.release();
    await settled();
    tracer.startSpan('after').end();
    await processor.forceFlush();
    expect(recorder.batches.flatMap(({ body }) => spansOf(body).map((s) => s.name))).toEqual([
      's0',
      's1',
      's2',
      's3',
      'after',
    ]);
  });

  it('sends nothing of a span that is not sampled, and nothing after shutdown', async () => {
    const recorder = recordingSink();
    const processor = new BatchingSpanProcessor(
      RESOURCE,
      { delayMs: 60_000, maxBatch: 1, maxQueue: 10 },
      recorder.sink,
    );
    tracerWith(processor, false).tracer.startSpan('unsampled').end();
    await processor.shutdown();
    tracerWith(processor).tracer.startSpan('late').end();
    await settled();
    expect(recorder.batches).toHaveLength(0);
    expect(recorder.others).toEqual(['flush', 'shutdown']);
  });
});

describe('WorkerSink', () => {
  let server: Server;
  const received: { path: string; type: string; body: OtlpRequest }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          path: request.url ?? '',
          type: String(request.headers['content-type']),
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpRequest,
        });
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
  });

  afterAll(() => {
    server.close();
  });

  it('sends a request span and its child, with what they carry, to $OTEL_EXPORTER_OTLP_ENDPOINT/v1/traces', async () => {
    const previous = process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The worker reads the variables as it starts.
    const sink = new WorkerSink();
    const processor = new BatchingSpanProcessor(RESOURCE, { delayMs: 60_000, maxBatch: 512, maxQueue: 2048 }, sink);
    const { provider, tracer } = tracerWith(processor);
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
    if (previous === undefined) delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    else process.env.OTEL_EXPORTER_OTLP_ENDPOINT = previous;

    // One batch, one request.
    expect(received.map(({ path, type }) => [path, type])).toEqual([['/v1/traces', 'application/json']]);
    expect(received[0]!.body.resourceSpans[0]!.resource.attributes).toContainEqual({
      key: 'service.name',
      value: { stringValue: 'fincher-test' },
    });
    const spans = spansOf(received[0]!.body);
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
    // Stopped: no more batches, and the worker says so.
    expect(await sink.send({ type: 'flush' })).toMatchObject({ code: 1 });
  });
});
