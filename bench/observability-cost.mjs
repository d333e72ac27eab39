// The cost of metrics and tracing (part of npm run bench:scale): instances of the cluster's build
// side by side, one with nothing (METRICS_PORT=off, no OTLP endpoint), one with metrics only, one
// with metrics and tracing at the default sampling (a tenth of the requests), one tracing every
// request (spans sent to the sandbox's OTLP stand-in); their provider is a stub in this process that
// answers at once (the sandbox's SQLite would be the bottleneck). The same load goes to each in
// turn, in one order then the reverse, so that a machine that slows down during the run weighs on
// all: requests/s and the instance's CPU per request, for a cached page and for a gateway call, then
// the time of a scrape of /metrics. Target (docs/operations.md): at most 3 % fewer requests/s.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { waitForOk } from './support.mjs';

function cpuMs(pid, thread) {
  const file = thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`;
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

function startInstance({ root, site, port, env, nodeArgs = [] }) {
  const inherited = { ...process.env };
  // One instance alone, its page cache in memory: the figures are the instance's own.
  for (const name of ['REDIS_URL', 'OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'])
    delete inherited[name];
  const child = spawn(process.execPath, [...nodeArgs, path.join('scripts', 'serve-site.mjs'), site], {
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

async function load(options, pid, seconds, collectorPid) {
  const before = cpuMs(pid);
  const mainBefore = cpuMs(pid, pid);
  const collectorBefore = collectorPid ? cpuMs(collectorPid) : 0;
  const result = await autocannon({ ...options, duration: seconds });
  const total = result.requests.total;
  return {
    requests: total,
    seconds: result.duration,
    cpuMs: cpuMs(pid) - before,
    mainMs: cpuMs(pid, pid) - mainBefore,
    collectorMs: collectorPid ? cpuMs(collectorPid) - collectorBefore : 0,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percent = (value, base) => `${value >= base ? '+' : ''}${(((value - base) / base) * 100).toFixed(1)} %`;

/** Rows for console.table: per workload and configuration, requests/s and CPU µs per request against off. */
export async function observabilityCost({
  root,
  site,
  basePort,
  sandboxUrl,
  moviePath,
  seconds,
  connections,
  only = ['page', 'gateway'],
  withAlwaysOff = false,
  profileDir,
  collectorPid,
}) {
  const answer = JSON.stringify({ peachCode: 0, statusCode: 200, listConcessionGrouping: [] });
  const provider = createServer((request, response) => {
    request.resume();
    request.on('end', () =>
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': answer.length }).end(answer),
    );
  });
  provider.listen(basePort + 9, '127.0.0.1');
  await once(provider, 'listening');
  const common = { PROVIDER_API_URL: `http://127.0.0.1:${basePort + 9}` };
  const metricsPort = (index) => basePort + 4 + index;
  const traced = { OTEL_EXPORTER_OTLP_ENDPOINT: sandboxUrl };
  const configurations = [
    { name: 'off', env: { METRICS_PORT: 'off' } },
    { name: 'metrics', env: { METRICS_PORT: String(metricsPort(1)) } },
    { name: 'metrics + traces 10 %', env: { METRICS_PORT: String(metricsPort(2)), ...traced } },
    {
      name: 'metrics + traces 100 %',
      env: { METRICS_PORT: String(metricsPort(3)), ...traced, OTEL_TRACES_SAMPLER: 'always_on' },
    },
    // The SDK registered, no request sampled: what having tracing on costs before any span is sent.
    ...(withAlwaysOff
      ? [{ name: 'metrics + traces off', env: { METRICS_PORT: 'off', ...traced, OTEL_TRACES_SAMPLER: 'always_off' } }]
      : []),
  ].map((configuration, index) => ({
    ...configuration,
    instance: startInstance({
      root,
      site,
      port: basePort + index,
      env: { ...common, ...configuration.env },
      nodeArgs: profileDir
        ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=${index}-${basePort + index}.cpuprofile`]
        : [],
    }),
  }));
  try {
    for (const { instance } of configurations) {
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
      { key: 'page', name: 'cached movie page', request: (origin) => ({ url: `${origin}${moviePath}` }) },
      {
        key: 'gateway',
        name: 'gateway call',
        request: (origin) => ({
          url: `${origin}/api/cypher`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: gatewayBody,
        }),
      },
    ].filter(({ key }) => only.includes(key));
    const rows = [];
    for (const workload of workloads) {
      const runs = new Map(configurations.map(({ name }) => [name, []]));
      for (const { instance } of configurations)
        await autocannon({ ...workload.request(instance.origin), connections, duration: 2 });
      for (const { name, instance } of [...configurations, ...[...configurations].reverse()])
        runs
          .get(name)
          .push(
            await load(
              { ...workload.request(instance.origin), connections },
              instance.child.pid,
              seconds / 2,
              collectorPid,
            ),
          );
      const sum = (list, key) => list.reduce((total, run) => total + run[key], 0);
      const figures = configurations.map(({ name }) => {
        const list = runs.get(name);
        return {
          name,
          rps: sum(list, 'requests') / sum(list, 'seconds'),
          cpu: (sum(list, 'cpuMs') * 1000) / Math.max(1, sum(list, 'requests')),
          collector: (sum(list, 'collectorMs') * 1000) / Math.max(1, sum(list, 'requests')),
          main: (sum(list, 'mainMs') * 1000) / Math.max(1, sum(list, 'requests')),
          errors: sum(list, 'errors'),
        };
      });
      const [base] = figures;
      for (const figure of figures)
        rows.push({
          workload: workload.name,
          configuration: figure.name,
          'req/s': Math.round(figure.rps),
          'req/s vs off': figure === base ? '' : percent(figure.rps, base.rps),
          'CPU µs/req': Math.round(figure.cpu),
          'CPU vs off': figure === base ? '' : percent(figure.cpu, base.cpu),
          'main thread µs/req': Math.round(figure.main),
          ...(collectorPid ? { 'collector CPU µs/req': Math.round(figure.collector) } : {}),
          errors: figure.errors,
        });
    }
    // The scrape, as Prometheus makes it (the readiness checks included), once both workloads' series exist.
    const times = [];
    let bytes = 0;
    for (let i = 0; i < 20; i += 1) {
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${metricsPort(1)}/metrics`);
      bytes = (await response.arrayBuffer()).byteLength;
      times.push(performance.now() - started);
    }
    rows.push({
      workload: `scrape of /metrics (${(bytes / 1024).toFixed(1)} KiB)`,
      configuration: `median ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`,
    });
    return rows;
  } finally {
    for (const { instance } of configurations) instance.child.kill('SIGINT');
    // Their exit writes the CPU profiles, when asked for.
    await Promise.all(
      configurations.map(({ instance }) =>
        instance.child.exitCode === null
          ? Promise.race([once(instance.child, 'exit'), new Promise((resolve) => setTimeout(resolve, 10_000))])
          : null,
      ),
    );
    provider.close();
  }
}

// Alone (inside the shared lock): node bench/observability-cost.mjs, with the sandbox of its own as
// the OTLP stand-in and the same settings as bench:scale. BENCH_OBS_ONLY=gateway (or page) measures
// one workload, BENCH_OBS_ALWAYS_OFF=1 adds the SDK with no request sampled, BENCH_OBS_PROFILE=dir
// writes each instance's CPU profile there (node --cpu-prof) as it exits.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  const site = process.env.SITE?.trim() || 'cinema-paris';
  const basePort = Number(process.env.BENCH_OBS_PORT ?? 5740);
  const sandboxUrl = `http://127.0.0.1:${basePort}`;
  const sandbox = spawn(process.execPath, [path.join('sandbox', 'server.ts'), '--reset'], {
    cwd: root,
    env: {
      ...process.env,
      SANDBOX_PORT: String(basePort),
      SANDBOX_DATA_FILE: path.join(tmpdir(), `fincher-bench-obs-${process.pid}.sqlite`),
    },
    stdio: 'ignore',
  });
  try {
    await waitForOk(`${sandboxUrl}/health`, 60_000);
    const feed = await (await fetch(`${sandboxUrl}/catalog/${site}/feed.json`)).json();
    const [movie] = feed.movies;
    const moviePath = `/movies/${movie.id}-${movie.slug}/`;
    const seconds = Number(process.env.BENCH_OBS_SECONDS ?? process.env.BENCH_SCALE_SECONDS ?? 10);
    console.log(`observability cost — ${site}, ${moviePath}, 20 connections, ${seconds} s per configuration`);
    const rows = await observabilityCost({
      root,
      site,
      basePort: basePort + 10,
      sandboxUrl,
      moviePath,
      seconds,
      connections: 20,
      only: (process.env.BENCH_OBS_ONLY ?? 'page,gateway').split(','),
      withAlwaysOff: process.env.BENCH_OBS_ALWAYS_OFF === '1',
      profileDir: process.env.BENCH_OBS_PROFILE || undefined,
      collectorPid: sandbox.pid,
    });
    console.table(rows);
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    sandbox.kill('SIGTERM');
  }
}
