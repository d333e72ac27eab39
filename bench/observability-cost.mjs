// The cost of metrics and tracing (part of npm run bench:scale): two instances of the cluster's build
// side by side, one with nothing (METRICS_PORT=off, no OTLP endpoint), one with both on (its own
// metrics port, spans sent to the sandbox's OTLP stand-in). The same load is sent to each in turn,
// twice in alternating order so that a machine that slows down during the run weighs on both:
// requests/s and the instance's CPU per request, for a cached page and for a gateway call. Then
// the time of a scrape of /metrics. Target (docs/operations.md): at most 3 % fewer requests/s.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { waitForOk } from './support.mjs';

function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

function startInstance({ root, site, port, env }) {
  const inherited = { ...process.env };
  // One instance alone, its page cache in memory: the figures are the instance's own.
  for (const name of ['REDIS_URL', 'OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'])
    delete inherited[name];
  const child = spawn(process.execPath, [path.join('scripts', 'serve-site.mjs'), site], {
    cwd: root,
    env: {
      ...inherited,
      PORT: String(port),
      NEXT_DIST_DIR: `.next-cluster-${site}`,
      FINCHER_SHARED_CACHE: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = [];
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => log.push(String(chunk)));
  return { child, log, origin: `http://127.0.0.1:${port}` };
}

async function load(options, pid, seconds) {
  const before = cpuMs(pid);
  const result = await autocannon({ ...options, duration: seconds });
  const total = result.requests.total;
  return {
    requests: total,
    seconds: result.duration,
    cpuMs: cpuMs(pid) - before,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Rows for console.table: per workload, requests/s and CPU µs per request with both off and on,
 * the difference, and the scrape's time and size.
 */
export async function observabilityCost({ root, site, basePort, sandboxUrl, moviePath, seconds, connections }) {
  const off = startInstance({ root, site, port: basePort, env: { METRICS_PORT: 'off' } });
  const metricsPort = basePort + 2;
  const on = startInstance({
    root,
    site,
    port: basePort + 1,
    env: { METRICS_PORT: String(metricsPort), OTEL_EXPORTER_OTLP_ENDPOINT: sandboxUrl },
  });
  try {
    for (const instance of [off, on]) {
      try {
        await waitForOk(`${instance.origin}/api/health`, 120_000);
      } catch (error) {
        throw new Error(`${error.message}\n${instance.log.join('')}`);
      }
    }
    const gatewayBody = JSON.stringify({
      reqMetadata: { method: 'GET', route: '/Member/GetMembershipList/2001/?circuitId=1001', responseFormat: 'json' },
    });
    const workloads = [
      { name: 'cached movie page', request: (origin) => ({ url: `${origin}${moviePath}` }) },
      {
        name: 'gateway call',
        request: (origin) => ({
          url: `${origin}/api/cypher`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: gatewayBody,
        }),
      },
    ];
    const rows = [];
    for (const workload of workloads) {
      const runs = { off: [], on: [] };
      for (const instance of [off, on])
        await autocannon({ ...workload.request(instance.origin), connections, duration: 2 });
      // off, on, on, off: each side measured early and late.
      for (const [label, instance] of [
        ['off', off],
        ['on', on],
        ['on', on],
        ['off', off],
      ])
        runs[label].push(
          await load({ ...workload.request(instance.origin), connections }, instance.child.pid, seconds / 2),
        );
      const sum = (list, key) => list.reduce((total, run) => total + run[key], 0);
      const figures = Object.fromEntries(
        Object.entries(runs).map(([label, list]) => [
          label,
          {
            rps: sum(list, 'requests') / sum(list, 'seconds'),
            cpu: (sum(list, 'cpuMs') * 1000) / Math.max(1, sum(list, 'requests')),
            errors: sum(list, 'errors'),
          },
        ]),
      );
      rows.push({
        workload: workload.name,
        'req/s off': Math.round(figures.off.rps),
        'req/s on': Math.round(figures.on.rps),
        'throughput Δ': `${(((figures.on.rps - figures.off.rps) / figures.off.rps) * 100).toFixed(1)} %`,
        'CPU µs/req off': Math.round(figures.off.cpu),
        'CPU µs/req on': Math.round(figures.on.cpu),
        'CPU Δ': `${(((figures.on.cpu - figures.off.cpu) / figures.off.cpu) * 100).toFixed(1)} %`,
        errors: figures.off.errors + figures.on.errors,
      });
    }
    // The scrape, as Prometheus makes it, once the series of both workloads exist.
    const times = [];
    let bytes = 0;
    for (let i = 0; i < 20; i += 1) {
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      bytes = (await response.arrayBuffer()).byteLength;
      times.push(performance.now() - started);
    }
    rows.push({
      workload: `scrape of /metrics (${(bytes / 1024).toFixed(1)} KiB)`,
      'req/s off': '',
      'req/s on': '',
      'throughput Δ': `median ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`,
    });
    return rows;
  } finally {
    for (const instance of [off, on]) instance.child.kill('SIGINT');
  }
}
