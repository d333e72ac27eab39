import type { ServerResponse } from 'node:http';
import type { TimedResponse } from '../http/closed-responses.ts';
import { siteMetrics, type SiteMetrics } from './metrics.ts';
import { observabilityPaused } from './observability-pause.ts';

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

/**
 * Requests counted and timed as their response closes, in series of their own (hot-metrics.ts) that
 * prom-client reads at the scrape, not at each request. Added with onClosedResponses
 * (src/server/http/closed-responses.ts) to a server whose responses are TimedResponse.
 */
export function requestMetricsObserver(
  metrics: Pick<SiteMetrics, 'requests' | 'requestDuration'> = siteMetrics(),
): (outgoing: ServerResponse) => void {
  return (outgoing) => {
    if (observabilityPaused('metrics')) return;
    const { startedAt, target } = outgoing as Partial<TimedResponse>;
    const kind = routeKindOf(startedAt === undefined ? outgoing.req.url : target);
    metrics.requests.series(kind, outgoing.writableFinished ? String(outgoing.statusCode) : 'aborted').inc();
    if (startedAt !== undefined) metrics.requestDuration.series(kind).observe((performance.now() - startedAt) / 1000);
  };
}
