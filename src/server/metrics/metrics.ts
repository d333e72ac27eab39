import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Readiness } from '../health/readiness.ts';
import { HotCounter, HotHistogram } from './hot-metrics.ts';

// The process's Prometheus metrics (prom-client), served on a port of their own (metrics-server.ts).
// One set per process, kept on globalThis: the site server's plain-Node modules and Next's bundled
// copies of the same modules (route handlers, the cache handler) must count into the same series.

/** Seconds; 2 s is the provider's readiness budget, so "p95 over budget" reads off one bucket. */
const UPSTREAM_BUCKETS = [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8];
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type FeedOutcome = 'updated' | 'not_modified' | 'failed';

function createSiteMetrics() {
  const registry = new Registry();
  const registers = [registry];
  const programme = { confirmedAt: Number.NaN, generatedAt: Number.NaN };
  const readiness: { source?: Readiness } = {};
  const readinessChecks = new Gauge({
    name: 'fincher_readiness_check_ok',
    help: 'Each check of GET /api/ready at the last scrape: 1 ok, 0 not (catalogue, store, provider).',
    labelNames: ['check'] as const,
  });
  return {
    registry,
    programme,
    readiness,
    ready: new Gauge({
      name: 'fincher_ready',
      help: 'What GET /api/ready answers at the scrape: 1 ready, 0 not ready or draining.',
      registers,
      async collect() {
        this.reset();
        readinessChecks.reset();
        if (!readiness.source) return;
        const report = await readiness.source.report();
        this.set(report.status === 'ready' ? 1 : 0);
        for (const [check, result] of Object.entries(report.checks ?? {}))
          readinessChecks.labels(check).set(result.ok ? 1 : 0);
      },
    }),
    // Set by the collect of fincher_ready, so registered after it.
    readinessChecks: (registry.registerMetric(readinessChecks), readinessChecks),
    requests: new HotCounter({
      name: 'fincher_http_requests_total',
      help: 'Requests answered by the site server, by route kind and HTTP status ("aborted": the client left first).',
      labelNames: ['kind', 'status'] as const,
      registers,
    }),
    requestDuration: new HotHistogram({
      name: 'fincher_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer sent, by route kind.',
      labelNames: ['kind'] as const,
      buckets: REQUEST_BUCKETS,
      registers,
    }),
    upstreamCalls: new HotCounter({
      name: 'fincher_gateway_upstream_requests_total',
      help: 'Calls to the loyalty provider by route id of the route table and upstream status (or timeout, unreachable, too_large).',
      labelNames: ['route', 'status'] as const,
      registers,
    }),
    upstreamDuration: new HotHistogram({
      name: 'fincher_gateway_upstream_duration_seconds',
      help: 'Time the loyalty provider took to answer, by route id (failed calls included).',
      labelNames: ['route'] as const,
      buckets: UPSTREAM_BUCKETS,
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'fincher_rate_limit_refusals_total',
      help: 'Requests refused with 429 by a limit, by action and by what was counted (client or account).',
      labelNames: ['action', 'scope'] as const,
      registers,
    }),
    cacheLookups: new Counter({
      name: 'fincher_page_cache_lookups_total',
      help: "Lookups in Next's shared page and data cache, by layer (redis, memory) and result (hit, miss, error).",
      labelNames: ['layer', 'result'] as const,
      registers,
    }),
    revalidations: new Counter({
      name: 'fincher_revalidations_total',
      help: 'Programme changes announced on POST /api/revalidate, by result (renewed, refused, invalid).',
      labelNames: ['result'] as const,
      registers,
    }),
    revalidatedTags: new Counter({
      name: 'fincher_revalidated_tags_total',
      help: 'Cache tags renewed after announced programme changes.',
      registers,
    }),
    feedRequests: new Counter({
      name: 'fincher_catalog_feed_requests_total',
      help: 'Requests for the catalogue feed, by outcome (updated, not_modified, failed).',
      labelNames: ['outcome'] as const,
      registers,
    }),
    feedDuration: new Histogram({
      name: 'fincher_catalog_feed_request_duration_seconds',
      help: 'Time a request for the catalogue feed took, body and checks included.',
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 3],
      registers,
    }),
    programmeAge: new Gauge({
      name: 'fincher_programme_age_seconds',
      help: 'Seconds since the feed last confirmed the programme this instance serves (no sample before its first answer).',
      registers,
      collect() {
        this.reset();
        if (Number.isFinite(programme.confirmedAt)) this.set((Date.now() - programme.confirmedAt) / 1000);
      },
    }),
    programmeGenerated: new Gauge({
      name: 'fincher_programme_generated_timestamp_seconds',
      help: "The generatedAt of the catalogue this instance serves, in Unix seconds (the feed's own clock).",
      registers,
      collect() {
        this.reset();
        if (Number.isFinite(programme.generatedAt)) this.set(programme.generatedAt / 1000);
      },
    }),
    sessionRefreshes: new Counter({
      name: 'fincher_session_refreshes_total',
      help: 'Member session refreshes (POST /api/member/refresh) by result: refreshed, failed, superseded (a newer refresh already replaced the cookie), unreadable (a cookie that does not open).',
      labelNames: ['result'] as const,
      registers,
    }),
  };
}

export type SiteMetrics = ReturnType<typeof createSiteMetrics>;

const KEY = Symbol.for('fincher.metrics');
const holder = globalThis as unknown as Record<symbol, SiteMetrics | undefined>;

/** The process's metrics, made on first use; from then on the catalogue feed reports to them. */
export function siteMetrics(): SiteMetrics {
  let metrics = holder[KEY];
  if (!metrics) {
    metrics = holder[KEY] = createSiteMetrics();
    feedObserverSlot().answered = feedMetricsObserver(metrics).answered;
  }
  return metrics;
}

/** The feed observer that src/lib/catalog/site-source.ts reads at each request for the feed. */
export function feedObserverSlot(): { answered?: FeedMetricsObserver['answered']; request?: FeedRequestWrapper } {
  const slots = globalThis as unknown as Record<symbol, ReturnType<typeof feedObserverSlot> | undefined>;
  return (slots[Symbol.for('fincher.feedObserver')] ??= {});
}

type FeedRequestWrapper = <T>(run: () => Promise<T>) => Promise<T>;
type FeedMetricsObserver = ReturnType<typeof feedMetricsObserver>;

/** The feed's observer (src/lib/catalog/feed-source.ts) feeding the catalogue's metrics. */
export function feedMetricsObserver(metrics: SiteMetrics) {
  return {
    answered(outcome: FeedOutcome, seconds: number, generatedAt: string | undefined) {
      metrics.feedRequests.labels(outcome).inc();
      metrics.feedDuration.observe(seconds);
      if (outcome !== 'failed') metrics.programme.confirmedAt = Date.now();
      const generated = generatedAt === undefined ? Number.NaN : Date.parse(generatedAt);
      if (Number.isFinite(generated)) metrics.programme.generatedAt = generated;
    },
  };
}
