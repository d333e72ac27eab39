import { Worker } from 'node:worker_threads';
import { diag, TraceFlags, type Attributes } from '@opentelemetry/api';
import type { ReadableSpan, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { exportRequestOf, resourceJsonOf, scopeOf, spanJsonOf, type EncodedScope } from './otlp-json.ts';

// Spans batched on the thread that ends them and sent from a worker thread. Each sampled span is
// written to OTLP/JSON as it ends (otlp-json.ts), so the SDK's span object dies young and a batch is
// one string: one message to the worker per batch, which only sends it, with the SDK's own OTLP/HTTP
// transport (the OTEL_EXPORTER_OTLP_* variables, retries, compression). The SDK's BatchSpanProcessor
// kept every span object alive until its batch left and copied each one to the worker: on the
// gateway's fast path that cost a traced call several times its own spans' work
// (docs/decisions/0033-metrics-and-sampled-traces.md).

/** How spans are batched: the standard OTEL_BSP_* variables, as the SDK's BatchSpanProcessor reads them. */
export interface BatchOptions {
  /** Milliseconds a span waits at most before its batch is sent (OTEL_BSP_SCHEDULE_DELAY). */
  readonly delayMs: number;
  /** Spans in one export (OTEL_BSP_MAX_EXPORT_BATCH_SIZE). */
  readonly maxBatch: number;
  /** Spans waiting or being sent at most; past it new spans are dropped (OTEL_BSP_MAX_QUEUE_SIZE). */
  readonly maxQueue: number;
}

const DEFAULTS: BatchOptions = { delayMs: 5000, maxBatch: 512, maxQueue: 2048 };

function positiveInteger(value: string | undefined, fallback: number): number {
  const parsed = Number(value?.trim() || Number.NaN);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

export function batchOptionsOf(env: Readonly<Record<string, string | undefined>>): BatchOptions {
  const maxQueue = positiveInteger(env.OTEL_BSP_MAX_QUEUE_SIZE, DEFAULTS.maxQueue);
  return {
    delayMs: positiveInteger(env.OTEL_BSP_SCHEDULE_DELAY, DEFAULTS.delayMs),
    // A batch larger than the queue could never fill: the SDK caps it the same way.
    maxBatch: Math.min(maxQueue, positiveInteger(env.OTEL_BSP_MAX_EXPORT_BATCH_SIZE, DEFAULTS.maxBatch)),
    maxQueue,
  };
}

export type ExportMessage = { type: 'export'; body: string; count: number } | { type: 'flush' | 'shutdown' };

export interface ExportReply {
  /** 0 sent, 1 failed (ExportResultCode). */
  readonly code: number;
  readonly error?: string;
}

/** Where batches go: the worker thread in production, a stand-in in tests. */
export interface BatchSink {
  send(message: ExportMessage): Promise<ExportReply>;
}

/** A SpanProcessor that encodes each sampled span as it ends and sends them in batches. */
export class BatchingSpanProcessor implements SpanProcessor {
  private readonly resource: string;
  private groups = new Map<string, { scope: EncodedScope; spans: string[] }>();
  private batched = 0;
  private sending = 0;
  private dropped = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private readonly options: BatchOptions;
  private readonly sink: BatchSink;

  constructor(resource: Attributes, options: BatchOptions, sink: BatchSink) {
    this.resource = resourceJsonOf(resource);
    this.options = options;
    this.sink = sink;
  }

  onStart(): void {}

  onEnd(span: ReadableSpan): void {
    if (this.stopped || (span.spanContext().traceFlags & TraceFlags.SAMPLED) === 0) return;
    if (this.batched + this.sending >= this.options.maxQueue) {
      if (this.dropped === 0) diag.warn('tracing: the span queue is full, spans are dropped');
      this.dropped += 1;
      return;
    }
    const scope = scopeOf(span);
    let group = this.groups.get(scope.key);
    if (!group) {
      group = { scope, spans: [] };
      this.groups.set(scope.key, group);
    }
    group.spans.push(spanJsonOf(span));
    this.batched += 1;
    if (this.batched >= this.options.maxBatch) void this.sendBatch();
    else if (this.timer === undefined) {
      this.timer = setTimeout(() => void this.sendBatch(), this.options.delayMs);
      this.timer.unref();
    }
  }

  /** Spans dropped because the queue was full, since the start. */
  droppedSpans(): number {
    return this.dropped;
  }

  private async sendBatch(): Promise<void> {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    const count = this.batched;
    if (count === 0) return;
    const body = exportRequestOf(this.resource, this.groups.values());
    this.groups = new Map();
    this.batched = 0;
    this.sending += count;
    try {
      const reply = await this.sink.send({ type: 'export', body, count });
      if (reply.code !== 0) diag.warn(`tracing: ${count} spans not sent: ${reply.error ?? 'export failed'}`);
    } finally {
      this.sending -= count;
    }
  }

  async forceFlush(): Promise<void> {
    await this.sendBatch();
    await this.sink.send({ type: 'flush' });
  }

  async shutdown(): Promise<void> {
    if (this.stopped) return;
    await this.forceFlush();
    this.stopped = true;
    await this.sink.send({ type: 'shutdown' });
  }
}

// The worker: the SDK's OTLP/HTTP export delegate (endpoint, headers, timeout, compression and
// certificates from the OTEL_EXPORTER_OTLP_* variables, which a worker shares with its process),
// sending batches already encoded. Plain CommonJS, resolved from the working directory like the
// server's own packages, so that no bundler has to follow it.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createRequire } = require('node:module');
const path = require('node:path');
const load = createRequire(path.join(process.cwd(), 'package.json'));
const { convertLegacyHttpOptions, createOtlpHttpExportDelegate } = load('@opentelemetry/otlp-exporter-base/node-http');
const delegate = createOtlpHttpExportDelegate(
  convertLegacyHttpOptions({}, 'TRACES', 'v1/traces', { 'Content-Type': 'application/json' }),
  {
    serializeRequest: (batch) => Buffer.from(batch.body, 'utf8'),
    deserializeResponse: (data) => {
      try { return JSON.parse(Buffer.from(data).toString('utf8')); } catch { return {}; }
    },
  },
  'otlp_http_json_span_exporter',
  { name: 'span', countItems: (batch) => batch.count },
);
parentPort.on('message', (message) => {
  const reply = (code, error) => parentPort.postMessage({ id: message.id, code, error });
  if (message.type === 'export') {
    delegate.export(message, (result) => reply(result.code, result.error ? String(result.error.message || result.error) : undefined));
  } else if (message.type === 'flush') {
    delegate.forceFlush().then(() => reply(0), (error) => reply(1, String(error)));
  } else {
    delegate.shutdown().then(() => reply(0), (error) => reply(1, String(error)));
  }
});
`;

/** The worker thread that sends the batches (one per process). */
export class WorkerSink implements BatchSink {
  private readonly worker: Worker;
  private readonly pending = new Map<number, (reply: ExportReply) => void>();
  private nextId = 1;
  private stopped = false;

  constructor() {
    this.worker = new Worker(WORKER_SOURCE, { eval: true });
    this.worker.unref();
    this.worker.on('message', (reply: ExportReply & { id: number }) => {
      const settle = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      settle?.(reply);
    });
    const fail = (why: string) => {
      this.stopped = true;
      for (const settle of this.pending.values()) settle({ code: 1, error: why });
      this.pending.clear();
    };
    this.worker.on('error', (error) => fail(`the OTLP worker failed: ${error.message}`));
    this.worker.on('exit', () => fail('the OTLP worker exited'));
  }

  send(message: ExportMessage): Promise<ExportReply> {
    if (this.stopped) return Promise.resolve({ code: 1, error: 'the OTLP worker is stopped' });
    const id = this.nextId;
    this.nextId += 1;
    const answered = new Promise<ExportReply>((resolve) => this.pending.set(id, resolve));
    this.worker.postMessage({ ...message, id });
    if (message.type !== 'shutdown') return answered;
    return answered.then(async (reply) => {
      this.stopped = true;
      await this.worker.terminate();
      return reply;
    });
  }
}
