// npm run serve: serves a built site (SITE, default cinema-paris) on PORT (default 3000).
// Builds it first when .next-{site} is missing. Usage: SITE=circuit-demo PORT=3001 npm run serve
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// Every line this process writes is a JSON event (src/server/log, docs/operations.md "Logs"); the
// log's own variables (LOG_LEVEL, INSTANCE_ID) are checked first.
let log;
try {
  log = (await import('../src/server/log/logger.ts')).siteLog();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const site = process.argv[2] ?? (process.env.SITE?.trim() || 'cinema-paris');
const port = process.env.PORT?.trim() || '3000';
if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535) {
  log.fatal('site.config_invalid', `PORT must be a TCP port number between 1 and 65535 (got "${port}")`);
  process.exit(1);
}
const env = { ...process.env, SITE: site, NEXT_TELEMETRY_DISABLED: '1' };
if (!env.SESSION_COOKIE_KEYS) {
  // The session cookie is sealed under this key (src/server/session): one per process here, so
  // sessions end when the server restarts; production sets SESSION_COOKIE_KEYS.
  env.SESSION_COOKIE_KEYS = randomBytes(32).toString('base64');
  log.warn(
    'session.ephemeral_key',
    'SESSION_COOKIE_KEYS is not set: sessions are sealed with a key made for this process',
  );
}

if (!existsSync(path.join(root, process.env.NEXT_DIST_DIR || `.next-${site}`, 'BUILD_ID'))) {
  const build = spawnSync(process.execPath, [path.join('scripts', 'build-site.mjs'), site], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The site server (src/server/site-server.ts): Next's production handler behind a node:http
// server that answers POST /api/cypher itself. Same process, like `next start`.
process.env.NODE_ENV = 'production';
process.chdir(root);
for (const [name, value] of Object.entries(env)) process.env[name] = value;
const [
  { default: next },
  { createSiteServer },
  { browserGatewayOptions },
  { sitePagePolicy },
  { rateLimitEnv },
  { siteThirdPartyProxy },
  { siteHealthProbes, shutdownOptions },
  { attachDrain },
  { siteMetrics },
  { requestMetricsObserver },
  { metricsHostOf, metricsPortOf, startMetricsServer },
  { pageTableFromEnv },
  { installBenchPause },
] = await Promise.all([
  import('next'),
  import('../src/server/site-server.ts'),
  import('../src/server/gateway/site-gateway.ts'),
  import('../src/server/http/site-page-policy.ts'),
  import('../src/server/rate-limit/site-limiter.ts'),
  import('../src/server/third-party-proxy/site-proxy.ts'),
  import('../src/server/health/site-health.ts'),
  import('../src/server/health/drain.ts'),
  import('../src/server/metrics/metrics.ts'),
  import('../src/server/metrics/request-metrics.ts'),
  import('../src/server/metrics/metrics-server.ts'),
  import('../src/server/http/page-table.ts'),
  import('../src/server/metrics/observability-pause.ts'),
]);
let gateway;
let trustedProxyHops;
let shutdown;
let health;
let drain;
let metricsPort;
let pageTable;
try {
  metricsPort = metricsPortOf(process.env.METRICS_PORT);
  gateway = browserGatewayOptions();
  trustedProxyHops = rateLimitEnv().TRUSTED_PROXY_HOPS;
  shutdown = shutdownOptions();
  health = siteHealthProbes(() => drain?.draining ?? false);
  pageTable = pageTableFromEnv();
  // For bench/observability-cost.mjs only: SIGUSR2 pauses and resumes what FINCHER_BENCH_PAUSE names.
  installBenchPause();
} catch (error) {
  log.fatal('site.config_invalid', 'the site server cannot start: invalid environment', {}, error);
  process.exit(1);
}
const app = next({ dev: false, dir: root, hostname: 'localhost', port: Number(port) });
await app.prepare();
// Each page's CSP lists the hashes of its own inline scripts (src/server/http/page-policy.ts).
const pages = sitePagePolicy(path.join(root, process.env.NEXT_DIST_DIR || `.next-${site}`), site);
const server = createSiteServer({
  next: app.getRequestHandler(),
  gateway,
  pages,
  trustedProxyHops,
  thirdPartyProxy: siteThirdPartyProxy(site),
  health,
  // Cached pages sent again without Next, PAGE_TABLE_TTL_MS each (src/server/http/page-table.ts).
  pageTable,
  // Prometheus metrics on METRICS_PORT of their own (docs/operations.md); "off": none, no cost.
  ...(metricsPort === null ? {} : { observe: requestMetricsObserver() }),
});
if (metricsPort !== null) {
  siteMetrics().readiness.source = health.readiness;
  void startMetricsServer(siteMetrics().registry, metricsPort, metricsHostOf(process.env.METRICS_HOST), (line) =>
    log.warn('metrics.not_served', line),
  );
}
drain = attachDrain(server, shutdown);
server.on('error', (error) => {
  log.fatal('site.listen_failed', 'the site server could not start', { port: Number(port) }, error);
  process.exit(1);
});
server.listen(Number(port), () => {
  log.info(
    'site.started',
    `fincher ${site} on http://localhost:${port}${process.env.PROVIDER_API_URL ? '' : ' (PROVIDER_API_URL not set: member features answer 503)'}`,
    { site, port: Number(port), provider: process.env.PROVIDER_API_URL ? 'set' : 'not_set' },
  );
});
// SIGTERM (an orchestrator, the cluster's rolling restart) drains: not ready at once, served as usual
// for SHUTDOWN_DELAY_MS, then the requests under way finish, within SHUTDOWN_GRACE_MS in all.
// SIGINT (Ctrl+C) drains without the delay; a second signal exits at once.
let exiting = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (exiting) process.exit(1);
    exiting = true;
    const started = Date.now();
    log.info('site.draining', `${signal}: draining (${drain.inFlight} requests under way)`, {
      signal,
      in_flight: drain.inFlight,
    });
    void drain.start(signal === 'SIGINT' ? { delayMs: 0 } : {}).then(async (outcome) => {
      if (outcome === 'drained')
        log.info('site.drained', `drained in ${Date.now() - started} ms`, { ms: Date.now() - started });
      else
        log.warn('site.grace_over', `grace of ${shutdown.graceMs} ms over: the connections still open were cut`, {
          grace_ms: shutdown.graceMs,
        });
      await Promise.race([app.close?.(), new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
      // The spans still batched are sent before the exit (tracing on only).
      await (await import('../src/server/tracing/tracing.ts')).flushTracing();
      process.exit(outcome === 'drained' ? 0 : 1);
    });
  });
}
