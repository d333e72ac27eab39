import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

// A layer of the shared page cache (cache-handler.mjs) with its lookups counted (hit, miss, error)
// and, when tracing is on, Redis's get and set as child spans of the request's. This runs in Next's
// server context, in the site server's process: the metrics are found through their global
// accessor (src/server/metrics/metrics.ts), so there is one set per process whoever made it.

const METRICS = Symbol.for('fincher.metrics');
const TRACING =
  Boolean((process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? process.env.OTEL_EXPORTER_OTLP_ENDPOINT ?? '').trim()) &&
  process.env.OTEL_SDK_DISABLED !== 'true' &&
  process.env.OTEL_TRACES_EXPORTER !== 'none';

function count(layer, result) {
  globalThis[METRICS]?.cacheLookups.labels(layer, result).inc();
}

/** What the cache handler library treats as a hit: a value whose lifespan has not ended. */
export function isLiveEntry(value, nowSeconds = Math.floor(Date.now() / 1000)) {
  return Boolean(value) && !(value.lifespan && value.lifespan.expireAt < nowSeconds);
}

function inSpan(layer, operation, work) {
  if (!TRACING || layer !== 'redis' || !trace.getSpan(context.active())) return work();
  return trace
    .getTracer('fincher')
    .startActiveSpan(
      `redis ${operation}`,
      { kind: SpanKind.CLIENT, attributes: { 'db.system.name': 'redis', 'fincher.cache.layer': 'page-cache' } },
      async (span) => {
        try {
          return await work();
        } catch (error) {
          span.setStatus({ code: SpanStatusCode.ERROR });
          throw error;
        } finally {
          span.end();
        }
      },
    );
}

export function observedHandler(handler, layer) {
  return {
    ...handler,
    name: handler.name,
    async get(key, meta) {
      try {
        const value = await inSpan(layer, 'get', () => handler.get(key, meta));
        count(layer, isLiveEntry(value) ? 'hit' : 'miss');
        return value;
      } catch (error) {
        count(layer, 'error');
        throw error;
      }
    },
    set(key, value) {
      return inSpan(layer, 'set', () => handler.set(key, value));
    },
  };
}
