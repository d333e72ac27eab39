import { inChildSpan, SpanKind, tracingOn } from '../tracing/tracing.ts';
import type { SharedStore } from './shared-store.ts';

// The shared store with each Redis command a child span of the request's (tracing on only). The
// span names the operation, never the key: keys hold digests of addresses and accounts.

const ATTRIBUTES = { 'db.system.name': 'redis' } as const;

export function tracedStore(store: SharedStore): SharedStore {
  if (!tracingOn()) return store;
  const span = <T>(operation: string, work: () => Promise<T>) =>
    inChildSpan(`redis ${operation}`, SpanKind.CLIENT, { ...ATTRIBUTES, 'db.operation.name': operation }, () => work());
  return {
    increment: (key, windowMs, options) => span('increment', () => store.increment(key, windowMs, options)),
    setIfAbsent: (key, value, ttlMs) => span('set_if_absent', () => store.setIfAbsent(key, value, ttlMs)),
    set: (key, value, ttlMs) => span('set', () => store.set(key, value, ttlMs)),
    get: (key) => span('get', () => store.get(key)),
    delete: (key) => span('delete', () => store.delete(key)),
    close: () => store.close(),
  };
}
