import type { IncomingMessage, ServerResponse } from 'node:http';
import { siteMetrics, type SiteMetrics } from './metrics.ts';

// Requests counted by kind of route and status, and timed, as the site server sees them. The kinds
// are few and fixed, so the series stay bounded whatever paths strangers ask for.

export type RouteKind =
  'page' | 'file' | 'next_asset' | 'gateway' | 'member_api' | 'api' | 'probe' | 'third_party_proxy';

/** The kind of route a request target is for (its path only; an unreadable target is a page). */
export function routeKindOf(url: string | undefined): RouteKind {
  const target = url ?? '/';
  if (target.startsWith('/_next/')) return 'next_asset';
  if (target.startsWith('/api/')) {
    if (target.startsWith('/api/cypher') && /^\/api\/cypher\/?(\?|$)/.test(target)) return 'gateway';
    if (target.startsWith('/api/member/')) return 'member_api';
    if (/^\/api\/(health|ready)\/?(\?|$)/.test(target)) return 'probe';
    return 'api';
  }
  if (target.startsWith('/__third-party-proxy')) return 'third_party_proxy';
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  // A last segment with an extension is a file (posters, icons, robots.txt, the manifest); §2.1's
  // /404.html and /500.html are pages.
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[a-z0-9]{1,12}$/i.test(last) && !/^\d{3}\.html$/.test(last) ? 'file' : 'page';
}

type Child = { inc(): void };
type TimerChild = { observe(value: number): void };

/**
 * The site server's per-request hook: one listener per request, the label children looked up in
 * maps rather than hashed by prom-client each time (the hot path's cost, bench/observability-cost.mjs).
 */
export function requestMetricsObserver(metrics: SiteMetrics = siteMetrics()) {
  const counters = new Map<string, Child>();
  const timers = new Map<RouteKind, TimerChild>();
  const count = (kind: RouteKind, status: string) => {
    const key = `${kind} ${status}`;
    let child = counters.get(key);
    if (!child) {
      child = metrics.requests.labels(kind, status);
      counters.set(key, child);
    }
    child.inc();
  };
  const time = (kind: RouteKind, seconds: number) => {
    let child = timers.get(kind);
    if (!child) {
      child = metrics.requestDuration.labels(kind);
      timers.set(kind, child);
    }
    child.observe(seconds);
  };
  return (incoming: IncomingMessage, outgoing: ServerResponse): void => {
    const started = performance.now();
    const kind = routeKindOf(incoming.url);
    outgoing.once('close', () => {
      count(kind, outgoing.writableFinished ? String(outgoing.statusCode) : 'aborted');
      time(kind, (performance.now() - started) / 1000);
    });
  };
}
