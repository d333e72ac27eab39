import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';

// An OpenTelemetry collector stand-in: POST /v1/traces in OTLP/HTTP's JSON encoding (what the site
// exports with OTEL_EXPORTER_OTLP_ENDPOINT pointing at the sandbox), each span recorded flat; tests
// read them at GET /sandbox/traces and clear them with DELETE. Protobuf is refused with 415, as a
// collector without it would.

export const OTLP_TRACES_PATH = '/v1/traces';
export const RECORDED_TRACES_PATH = '/sandbox/traces';
const MAX_BODY_BYTES = 8 * 1024 * 1024;
const MAX_SPANS = 20_000;

export type AttributeValue = string | number | boolean | null;

export interface RecordedSpan {
  readonly traceId: string;
  readonly spanId: string;
  /** "" for a root span. */
  readonly parentSpanId: string;
  readonly name: string;
  /** OTLP's SpanKind number: 1 internal, 2 server, 3 client. */
  readonly kind: number;
  readonly service: string;
  readonly scope: string;
  readonly startTimeUnixNano: string;
  readonly endTimeUnixNano: string;
  readonly attributes: Readonly<Record<string, AttributeValue>>;
  /** OTLP's status code: 0 unset, 1 ok, 2 error. */
  readonly status: number;
}

interface OtlpKeyValue {
  key?: string;
  value?: Record<string, unknown>;
}

function valueOf(value: Record<string, unknown> | undefined): AttributeValue {
  if (!value) return null;
  if (typeof value.stringValue === 'string') return value.stringValue;
  if (typeof value.boolValue === 'boolean') return value.boolValue;
  if (value.intValue !== undefined) return Number(value.intValue);
  if (typeof value.doubleValue === 'number') return value.doubleValue;
  return JSON.stringify(value);
}

function attributesOf(list: unknown): Record<string, AttributeValue> {
  if (!Array.isArray(list)) return {};
  return Object.fromEntries(
    (list as OtlpKeyValue[]).filter((kv) => typeof kv?.key === 'string').map((kv) => [kv.key!, valueOf(kv.value)]),
  );
}

/** Trace and span ids as lower-case hex, whether sent as hex (the JSON mapping) or base64. */
export function idOf(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  if (/^[0-9a-f]+$/i.test(value) && (value.length === 32 || value.length === 16)) return value.toLowerCase();
  return Buffer.from(value, 'base64').toString('hex');
}

/** The spans of one ExportTraceServiceRequest (JSON), flattened; throws on a body that is not one. */
export function spansOfExport(body: unknown): RecordedSpan[] {
  if (body === null || typeof body !== 'object' || !Array.isArray((body as { resourceSpans?: unknown }).resourceSpans))
    throw new Error('not an ExportTraceServiceRequest');
  const spans: RecordedSpan[] = [];
  for (const resourceSpans of (body as { resourceSpans: Record<string, unknown>[] }).resourceSpans) {
    const resource = attributesOf((resourceSpans.resource as { attributes?: unknown } | undefined)?.attributes);
    const service = String(resource['service.name'] ?? '');
    for (const scopeSpans of (resourceSpans.scopeSpans as Record<string, unknown>[] | undefined) ?? []) {
      const scope = String((scopeSpans.scope as { name?: unknown } | undefined)?.name ?? '');
      for (const span of (scopeSpans.spans as Record<string, unknown>[] | undefined) ?? []) {
        spans.push({
          traceId: idOf(span.traceId),
          spanId: idOf(span.spanId),
          parentSpanId: idOf(span.parentSpanId),
          name: String(span.name ?? ''),
          kind: Number(span.kind ?? 0),
          service: service,
          scope,
          startTimeUnixNano: String(span.startTimeUnixNano ?? ''),
          endTimeUnixNano: String(span.endTimeUnixNano ?? ''),
          attributes: { ...resource, ...attributesOf(span.attributes) },
          status: Number((span.status as { code?: unknown } | undefined)?.code ?? 0),
        });
      }
    }
  }
  return spans;
}

function answer(response: ServerResponse, status: number, json: unknown): void {
  const body = JSON.stringify(json);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  response.end(body);
}

async function readBody(request: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function createOtlpReceiver() {
  const spans: RecordedSpan[] = [];
  return {
    spans: () => [...spans],
    isPath: (pathname: string) => pathname === OTLP_TRACES_PATH || pathname === RECORDED_TRACES_PATH,
    async handle(request: IncomingMessage, response: ServerResponse, pathname: string): Promise<void> {
      const method = request.method ?? 'GET';
      if (pathname === RECORDED_TRACES_PATH) {
        if (method === 'DELETE') spans.length = 0;
        else if (method !== 'GET') return answer(response, 405, { error: 'method_not_allowed' });
        return answer(response, 200, { spans });
      }
      if (method !== 'POST') return answer(response, 405, { error: 'method_not_allowed' });
      if (!String(request.headers['content-type'] ?? '').startsWith('application/json'))
        return answer(response, 415, { error: 'only the JSON encoding is taken here' });
      let raw = await readBody(request);
      if (raw === null) return answer(response, 413, { error: 'body too large' });
      try {
        if (request.headers['content-encoding'] === 'gzip') raw = gunzipSync(raw);
        const received = spansOfExport(JSON.parse(raw.toString('utf8')));
        spans.push(...received);
        if (spans.length > MAX_SPANS) spans.splice(0, spans.length - MAX_SPANS);
        // ExportTraceServiceResponse: everything taken.
        return answer(response, 200, { partialSuccess: {} });
      } catch (error) {
        return answer(response, 400, { error: (error as Error).message });
      }
    },
  };
}
