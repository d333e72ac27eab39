import type { Attributes, HrTime } from '@opentelemetry/api';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';

// OTLP/HTTP's JSON encoding of finished spans, written straight to text: each span is encoded once as
// it ends, on the thread that made it, into a string that holds nothing else alive; a batch is those
// strings joined. The same document the SDK's JsonTraceSerializer makes (otlp-json.test.ts compares
// them), at a fraction of its work: no intermediate objects, no per-batch regrouping
// (docs/decisions/0033-metrics-and-sampled-traces.md).

/** A span's scope as OTLP groups them: the key of its `scopeSpans` entry, and that entry's header. */
export interface EncodedScope {
  readonly key: string;
  /** `"scope":{…}` and `"schemaUrl"` when there is one, without braces. */
  readonly header: string;
}

const text = JSON.stringify;

function anyValueOf(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return `{"stringValue":${text(value)}}`;
    case 'number':
      return Number.isInteger(value) ? `{"intValue":${value}}` : `{"doubleValue":${text(value)}}`;
    case 'boolean':
      return `{"boolValue":${value}}`;
    default:
      if (Array.isArray(value)) return `{"arrayValue":{"values":[${value.map(anyValueOf).join(',')}]}}`;
      if (value instanceof Uint8Array) return `{"bytesValue":${text(Buffer.from(value).toString('base64'))}}`;
      if (value !== null && typeof value === 'object')
        return `{"kvlistValue":{"values":[${keyValuesOf(value as Record<string, unknown>)}]}}`;
      return '{}';
  }
}

function keyValuesOf(attributes: Readonly<Record<string, unknown>>): string {
  let out = '';
  for (const key in attributes) {
    if (!Object.hasOwn(attributes, key)) continue;
    out += `${out === '' ? '' : ','}{"key":${text(key)},"value":${anyValueOf(attributes[key])}}`;
  }
  return out;
}

/** Nanoseconds since the epoch as OTLP's JSON writes a fixed64: a decimal string. */
export function nanosOf([seconds, nanos]: HrTime): string {
  const s = Math.trunc(seconds);
  const n = Math.trunc(nanos);
  return s === 0 ? String(n) : `${s}${String(n).padStart(9, '0')}`;
}

/** The W3C trace flags with OTLP's has-is-remote and is-remote bits. */
function flagsOf(traceFlags: number, remote: boolean | undefined): number {
  return (traceFlags & 0xff) | 0x100 | (remote ? 0x200 : 0);
}

/** One span as an OTLP/JSON `Span` object. */
export function spanJsonOf(span: ReadableSpan): string {
  const context = span.spanContext();
  const parent = span.parentSpanContext;
  const state = context.traceState?.serialize();
  let out = `{"traceId":"${context.traceId}","spanId":"${context.spanId}"`;
  if (parent?.spanId) out += `,"parentSpanId":"${parent.spanId}"`;
  if (state !== undefined) out += `,"traceState":${text(state)}`;
  out += `,"name":${text(span.name)},"kind":${span.kind == null ? 0 : span.kind + 1}`;
  out += `,"startTimeUnixNano":"${nanosOf(span.startTime)}","endTimeUnixNano":"${nanosOf(span.endTime)}"`;
  out += `,"attributes":[${keyValuesOf(span.attributes)}],"droppedAttributesCount":${span.droppedAttributesCount}`;
  out += ',"events":[';
  span.events.forEach((event, index) => {
    out += `${index === 0 ? '' : ','}{"attributes":[${event.attributes ? keyValuesOf(event.attributes) : ''}]`;
    out += `,"name":${text(event.name)},"timeUnixNano":"${nanosOf(event.time)}"`;
    out += `,"droppedAttributesCount":${event.droppedAttributesCount || 0}}`;
  });
  out += `],"droppedEventsCount":${span.droppedEventsCount}`;
  const status = span.status;
  out += `,"status":{"code":${status.code}${status.message === undefined ? '' : `,"message":${text(status.message)}`}}`;
  out += ',"links":[';
  span.links.forEach((link, index) => {
    const linked = link.context;
    const linkedState = linked.traceState?.serialize();
    out += `${index === 0 ? '' : ','}{"attributes":[${link.attributes ? keyValuesOf(link.attributes) : ''}]`;
    out += `,"spanId":"${linked.spanId}","traceId":"${linked.traceId}"`;
    if (linkedState !== undefined) out += `,"traceState":${text(linkedState)}`;
    out += `,"droppedAttributesCount":${link.droppedAttributesCount || 0}`;
    out += `,"flags":${flagsOf(linked.traceFlags, linked.isRemote)}}`;
  });
  out += `],"droppedLinksCount":${span.droppedLinksCount}`;
  out += `,"flags":${flagsOf(context.traceFlags, parent?.isRemote)}}`;
  return out;
}

const scopes = new WeakMap<object, EncodedScope>();

/** A span's instrumentation scope, encoded once per scope object. */
export function scopeOf(span: ReadableSpan): EncodedScope {
  const scope = span.instrumentationScope;
  const known = scopes.get(scope);
  if (known) return known;
  let header = `"scope":{"name":${text(scope.name)}`;
  if (scope.version !== undefined) header += `,"version":${text(scope.version)}`;
  const { attributes } = scope as { attributes?: Attributes };
  if (attributes && Object.keys(attributes).length > 0)
    header += `,"attributes":[${keyValuesOf(attributes)}],"droppedAttributesCount":0`;
  header += '}';
  if (scope.schemaUrl !== undefined) header += `,"schemaUrl":${text(scope.schemaUrl)}`;
  const encoded = { key: `${scope.name}@${scope.version ?? ''}:${scope.schemaUrl ?? ''}`, header };
  scopes.set(scope, encoded);
  return encoded;
}

/** The `resource` member of a batch, for the process's resource attributes. */
export function resourceJsonOf(attributes: Attributes): string {
  return `"resource":{"attributes":[${keyValuesOf(attributes)}],"droppedAttributesCount":0}`;
}

/** An ExportTraceServiceRequest of the spans encoded by spanJsonOf, grouped by their scope. */
export function exportRequestOf(
  resource: string,
  groups: Iterable<{ readonly scope: EncodedScope; readonly spans: readonly string[] }>,
): string {
  let scopeSpans = '';
  for (const { scope, spans } of groups) {
    if (spans.length === 0) continue;
    scopeSpans += `${scopeSpans === '' ? '' : ','}{${scope.header},"spans":[${spans.join(',')}]}`;
  }
  return `{"resourceSpans":[{${resource},"scopeSpans":[${scopeSpans}]}]}`;
}
