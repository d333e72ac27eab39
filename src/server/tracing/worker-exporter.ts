import { Worker } from 'node:worker_threads';
import type { Attributes, HrTime, SpanStatus } from '@opentelemetry/api';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-base';

// Spans sent over OTLP from a worker thread: the request thread only copies each finished span's
// fields into a message. Sent from the request thread itself (an http.ClientRequest piped from a
// stream every few hundred spans), the export makes every gateway call of the process 10-15 %
// slower, even at 1 % sampling: it shares node:http's and node:stream's code with the answers
// (docs/decisions/0033-metrics-and-sampled-traces.md, "A root decision first").

type ExportResult = Parameters<Parameters<SpanExporter['export']>[1]>[0];

/** A finished span as a structured-clonable message: what OTLP's encoding reads of a ReadableSpan. */
export interface SpanMessage {
  readonly name: string;
  readonly kind: number;
  readonly traceId: string;
  readonly spanId: string;
  readonly traceFlags: number;
  readonly traceState: string | undefined;
  readonly parentSpanId: string | undefined;
  readonly parentIsRemote: boolean | undefined;
  readonly startTime: HrTime;
  readonly endTime: HrTime;
  readonly status: SpanStatus;
  readonly attributes: Attributes;
  readonly droppedAttributesCount: number;
  readonly events: readonly { name: string; time: HrTime; attributes?: Attributes; droppedAttributesCount?: number }[];
  readonly droppedEventsCount: number;
  readonly links: readonly {
    traceId: string;
    spanId: string;
    traceFlags: number;
    isRemote: boolean | undefined;
    attributes?: Attributes;
    droppedAttributesCount?: number;
  }[];
  readonly droppedLinksCount: number;
  readonly scope: { name: string; version?: string | undefined; schemaUrl?: string | undefined };
}

export function spanMessageOf(span: ReadableSpan): SpanMessage {
  const context = span.spanContext();
  return {
    name: span.name,
    kind: span.kind,
    traceId: context.traceId,
    spanId: context.spanId,
    traceFlags: context.traceFlags,
    traceState: context.traceState?.serialize(),
    parentSpanId: span.parentSpanContext?.spanId,
    parentIsRemote: span.parentSpanContext?.isRemote,
    startTime: span.startTime,
    endTime: span.endTime,
    status: span.status,
    attributes: span.attributes,
    droppedAttributesCount: span.droppedAttributesCount,
    events: span.events.map(({ name, time, attributes, droppedAttributesCount }) => ({
      name,
      time,
      ...(attributes ? { attributes } : {}),
      ...(droppedAttributesCount ? { droppedAttributesCount } : {}),
    })),
    droppedEventsCount: span.droppedEventsCount,
    links: span.links.map(({ context: linked, attributes, droppedAttributesCount }) => ({
      traceId: linked.traceId,
      spanId: linked.spanId,
      traceFlags: linked.traceFlags,
      isRemote: linked.isRemote,
      ...(attributes ? { attributes } : {}),
      ...(droppedAttributesCount ? { droppedAttributesCount } : {}),
    })),
    droppedLinksCount: span.droppedLinksCount,
    scope: {
      name: span.instrumentationScope.name,
      version: span.instrumentationScope.version,
      schemaUrl: span.instrumentationScope.schemaUrl,
    },
  };
}

// The worker: the SDK's own OTLP/HTTP exporter (it reads the OTEL_EXPORTER_OTLP_* variables, which a
// worker shares with its process), fed spans rebuilt from the messages. Plain CommonJS, resolved
// from the working directory like the server's own packages, so that no bundler has to follow it.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { createRequire } = require('node:module');
const path = require('node:path');
const load = createRequire(path.join(process.cwd(), 'package.json'));
const { OTLPTraceExporter } = load('@opentelemetry/exporter-trace-otlp-http');
const { resourceFromAttributes } = load('@opentelemetry/resources');
const exporter = new OTLPTraceExporter();
const resource = resourceFromAttributes(workerData.resource);
const scopes = new Map();
const state = (text) => (text === undefined ? undefined : { serialize: () => text });
function readable(m) {
  const scopeKey = m.scope.name + '@' + (m.scope.version || '') + ':' + (m.scope.schemaUrl || '');
  let scope = scopes.get(scopeKey);
  if (!scope) scopes.set(scopeKey, (scope = m.scope));
  const context = { traceId: m.traceId, spanId: m.spanId, traceFlags: m.traceFlags, traceState: state(m.traceState) };
  return {
    name: m.name,
    kind: m.kind,
    spanContext: () => context,
    parentSpanContext: m.parentSpanId === undefined ? undefined : { traceId: m.traceId, spanId: m.parentSpanId, traceFlags: m.traceFlags, isRemote: m.parentIsRemote },
    startTime: m.startTime,
    endTime: m.endTime,
    duration: [0, 0],
    ended: true,
    status: m.status,
    attributes: m.attributes,
    droppedAttributesCount: m.droppedAttributesCount,
    events: m.events,
    droppedEventsCount: m.droppedEventsCount,
    links: m.links.map((l) => ({ context: { traceId: l.traceId, spanId: l.spanId, traceFlags: l.traceFlags, isRemote: l.isRemote }, attributes: l.attributes, droppedAttributesCount: l.droppedAttributesCount })),
    droppedLinksCount: m.droppedLinksCount,
    resource,
    instrumentationScope: scope,
  };
}
parentPort.on('message', (message) => {
  const reply = (code, error) => parentPort.postMessage({ id: message.id, code, error });
  if (message.type === 'export') {
    exporter.export(message.spans.map(readable), (result) => reply(result.code, result.error ? String(result.error.message || result.error) : undefined));
  } else if (message.type === 'flush') {
    exporter.forceFlush().then(() => reply(0), (error) => reply(1, String(error)));
  } else {
    exporter.shutdown().then(() => reply(0), (error) => reply(1, String(error)));
  }
});
`;

interface Reply {
  readonly id: number;
  readonly code: number;
  readonly error?: string;
}

/** A SpanExporter whose OTLP requests leave from a worker thread; `resource` is the provider's. */
export class WorkerSpanExporter implements SpanExporter {
  private readonly worker: Worker;
  private readonly pending = new Map<number, (reply: Reply) => void>();
  private nextId = 1;
  private stopped = false;

  constructor(resource: Attributes) {
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { resource } });
    this.worker.unref();
    this.worker.on('message', (reply: Reply) => {
      const settle = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      settle?.(reply);
    });
    const fail = (why: string) => {
      this.stopped = true;
      for (const settle of this.pending.values()) settle({ id: 0, code: 1, error: why });
      this.pending.clear();
    };
    this.worker.on('error', (error) => fail(`the OTLP worker failed: ${error.message}`));
    this.worker.on('exit', () => fail('the OTLP worker exited'));
  }

  private ask(message: { type: 'export'; spans: SpanMessage[] } | { type: 'flush' | 'shutdown' }): Promise<Reply> {
    if (this.stopped) return Promise.resolve({ id: 0, code: 1, error: 'the OTLP worker is stopped' });
    const id = this.nextId;
    this.nextId += 1;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.worker.postMessage({ ...message, id });
    });
  }

  export(spans: ReadableSpan[], resultCallback: (result: ExportResult) => void): void {
    void this.ask({ type: 'export', spans: spans.map(spanMessageOf) }).then((reply) =>
      resultCallback(reply.code === 0 ? { code: 0 } : { code: 1, error: new Error(reply.error ?? 'export failed') }),
    );
  }

  async forceFlush(): Promise<void> {
    await this.ask({ type: 'flush' });
  }

  async shutdown(): Promise<void> {
    await this.ask({ type: 'shutdown' });
    this.stopped = true;
    await this.worker.terminate();
  }
}
