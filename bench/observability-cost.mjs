// The cost of metrics and tracing (part of npm run bench:scale): processes of the cluster's build
// side by side, with nothing (METRICS_PORT=off, no OTLP endpoint), with metrics only, with metrics
// and tracing at the default sampling (a tenth of the requests, 10 traces a second at most), at a
// tenth uncapped, and tracing every request; their provider is a stub in this process that answers
// at once (the sandbox's SQLite would be the bottleneck), their OTLP collector one that takes each
// export unread. The same load goes to each in turn, in one order then the reverse, so that a machine
// that slows down during the run weighs on all: requests/s and the instance's CPU per request (all
// its threads, the OTLP worker included), for a cached page and for a gateway call, then the time of
// a scrape of /metrics. Target (docs/operations.md): at most 3 % fewer requests/s.
// The method, so that the figure is the instance's own cost: where taskset exists the processes under
// test run on the last core and this process (the load and the stubs) on the others, so a process
// under load is CPU-bound on a core of its own (its "CPU busy" near 100 %) and its requests/s is one
// over its CPU per request; the collector is a stub here because in production it runs elsewhere.
// Two processes of one build differ by up to ±10 % here, so each configuration runs in several
// processes (BENCH_OBS_COPIES, default 2) and their figures are pooled. Unpinned (BENCH_OBS_PIN=0)
// with the sandbox as collector (BENCH_OBS_COLLECTOR=sandbox) is the earlier method.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { waitForOk } from './support.mjs';

function cpuMs(pid, thread) {
  const file = thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`;
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** The CPU list of a process (all its threads), or null where taskset is missing. */
function affinityOf(pid) {
  const result = spawnSync('taskset', ['-cp', String(pid)], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim().split(': ').pop() : null;
}

function pin(pid, cpus) {
  spawnSync('taskset', ['-a', '-cp', cpus, String(pid)], { stdio: 'ignore' });
}

function startInstance({ root, site, port, env, nodeArgs = [], cpus }) {
  const inherited = { ...process.env };
  // One instance alone, its page cache in memory: the figures are the instance's own.
  for (const name of ['REDIS_URL', 'OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'])
    delete inherited[name];
  const command = [process.execPath, ...nodeArgs, path.join('scripts', 'serve-site.mjs'), site];
  const [file, ...args] = cpus ? ['taskset', '-c', cpus, ...command] : command;
  const child = spawn(file, args, {
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
  return { child, log, origin: `http://127.0.0.1:${port}`, metricsPort: env.METRICS_PORT };
}

async function load(options, pid, seconds, collectorPid, exports) {
  const before = cpuMs(pid);
  const mainBefore = cpuMs(pid, pid);
  const collectorBefore = collectorPid ? cpuMs(collectorPid) : 0;
  const exportedBefore = exports.bytes;
  const result = await autocannon({ ...options, duration: seconds });
  const total = result.requests.total;
  return {
    exportedBytes: exports.bytes - exportedBefore,
    requests: total,
    seconds: result.duration,
    cpuMs: cpuMs(pid) - before,
    mainMs: cpuMs(pid, pid) - mainBefore,
    collectorMs: collectorPid ? cpuMs(collectorPid) - collectorBefore : 0,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/** Stops the processes under test and waits for each to exit, 10 s at most. */
async function stopInstances(instances) {
  for (const instance of instances) instance.child.kill('SIGINT');
  await Promise.all(
    instances.map((instance) =>
      instance.child.exitCode === null
        ? Promise.race([once(instance.child, 'exit'), new Promise((resolve) => setTimeout(resolve, 10_000))])
        : null,
    ),
  );
}

/** The loyalty provider: a stub that answers at once (the sandbox's SQLite would be the bottleneck). */
function providerStub() {
  const answer = JSON.stringify({ peachCode: 0, statusCode: 200, listConcessionGrouping: [] });
  return createServer((request, response) => {
    request.resume();
    request.on('end', () =>
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': answer.length }).end(answer),
    );
  });
}

const GATEWAY_BODY = JSON.stringify({
  reqMetadata: { method: 'GET', route: '/Member/GetMembershipList/2001/?circuitId=1001', responseFormat: 'json' },
});

const WORKLOADS = [
  { key: 'page', name: 'cached movie page', request: (origin, moviePath) => ({ url: `${origin}${moviePath}` }) },
  {
    key: 'gateway',
    name: 'gateway call',
    request: (origin) => ({
      url: `${origin}/api/cypher`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: GATEWAY_BODY,
    }),
  },
];

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
  pinned = true,
  sandboxCollector = false,
  configurationNames,
  rounds = 1,
  copies = 2,
  nodeArgs = [],
  logDir,
}) {
  // The instance under test on the last core, this process (load and stubs) and the collector on the others.
  const cpuCount = availableParallelism();
  const ownAffinity = pinned && cpuCount >= 2 ? affinityOf(process.pid) : null;
  const instanceCpus = ownAffinity === null ? undefined : String(cpuCount - 1);
  const restCpus = cpuCount > 2 ? `0-${cpuCount - 2}` : '0';
  if (ownAffinity !== null) {
    pin(process.pid, restCpus);
    if (collectorPid) pin(collectorPid, restCpus);
  }
  // A collector that takes every export and reads nothing of it: in production it runs elsewhere.
  const exports = { requests: 0, bytes: 0 };
  const collector = createServer((request, response) => {
    exports.requests += 1;
    request.on('data', (chunk) => (exports.bytes += chunk.length));
    request.on('end', () => response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}'));
  });
  collector.listen(basePort + 8, '127.0.0.1');
  await once(collector, 'listening');
  const otlpEndpoint = sandboxCollector ? sandboxUrl : `http://127.0.0.1:${basePort + 8}`;
  const provider = providerStub();
  provider.listen(basePort + 9, '127.0.0.1');
  await once(provider, 'listening');
  const common = { PROVIDER_API_URL: `http://127.0.0.1:${basePort + 9}` };
  const metricsPort = (index) => basePort + 30 + index;
  const traced = { OTEL_EXPORTER_OTLP_ENDPOINT: otlpEndpoint };
  const known = {
    off: { name: 'off', env: { METRICS_PORT: 'off' } },
    metrics: { name: 'metrics', env: { METRICS_PORT: 'on' } },
    // The default sampling: a tenth of the requests, 10 traces a second at most.
    traces: { name: 'metrics + traces (default)', env: { METRICS_PORT: 'on', ...traced } },
    traces10: {
      name: 'metrics + traces 10 % uncapped',
      env: { METRICS_PORT: 'on', ...traced, TRACES_MAX_PER_SECOND: 'off' },
    },
    traces100: {
      name: 'metrics + traces 100 %',
      env: { METRICS_PORT: 'on', ...traced, OTEL_TRACES_SAMPLER: 'always_on' },
    },
    traces1: {
      name: 'metrics + traces 1 % uncapped',
      env: { METRICS_PORT: 'on', ...traced, OTEL_TRACES_SAMPLER_ARG: '0.01', TRACES_MAX_PER_SECOND: 'off' },
    },
    // The SDK registered, no request sampled: what having tracing on costs before any span is sent.
    tracesoff: {
      name: 'metrics + traces off',
      env: { METRICS_PORT: 'on', ...traced, OTEL_TRACES_SAMPLER: 'always_off' },
    },
  };
  // Each a name of `known`, then variables of its own if any: traces10+OTEL_BSP_SCHEDULE_DELAY=1000.
  const configurations = (
    configurationNames ?? ['off', 'metrics', 'traces', 'traces10', 'traces100', ...(withAlwaysOff ? ['tracesoff'] : [])]
  )
    .map((spec) => {
      const [key, ...assignments] = spec.split('+');
      if (!known[key]) throw new Error(`unknown configuration ${key} (${Object.keys(known).join(', ')})`);
      const env = { ...known[key].env, ...Object.fromEntries(assignments.map((a) => a.split('='))) };
      return { name: [known[key].name, ...assignments].join(' '), env };
    })
    .map((configuration, index) => ({
      ...configuration,
      // Several processes of one configuration: two processes of the same build differ by up to
      // ±10 % on this machine (where the JIT and the heap happen to land), more than the target.
      instances: Array.from({ length: copies }, (_, copy) => {
        const slot = index * copies + copy;
        const metrics = configuration.env.METRICS_PORT === 'on' ? String(metricsPort(slot)) : 'off';
        return startInstance({
          root,
          site,
          port: basePort + 10 + slot,
          env: { ...common, ...configuration.env, METRICS_PORT: metrics },
          cpus: instanceCpus,
          // A folder each: the main thread and the OTLP worker write a profile apiece.
          nodeArgs: [
            ...nodeArgs,
            ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.join(profileDir, String(slot))}`] : []),
          ],
        });
      }),
    }));
  const allInstances = configurations.flatMap(({ instances }) => instances);
  try {
    for (const instance of allInstances) {
      try {
        await waitForOk(`${instance.origin}/api/health`, 120_000);
      } catch (error) {
        throw new Error(`${error.message}\n${instance.log.join('')}`);
      }
    }
    const workloads = WORKLOADS.filter(({ key }) => only.includes(key));
    const rows = [];
    for (const workload of workloads) {
      const runs = new Map(configurations.map((configuration) => [configuration, []]));
      for (const instance of allInstances)
        await autocannon({ ...workload.request(instance.origin, moviePath), connections, duration: 2 });
      // Each process `rounds` times in one order and the reverse, `seconds` in all per configuration.
      const order = configurations.flatMap((configuration) =>
        configuration.instances.map((instance) => ({ configuration, instance })),
      );
      for (let round = 0; round < rounds; round += 1)
        for (const { configuration, instance } of [...order, ...[...order].reverse()])
          runs
            .get(configuration)
            .push(
              await load(
                { ...workload.request(instance.origin, moviePath), connections },
                instance.child.pid,
                seconds / 2 / rounds / copies,
                collectorPid,
                exports,
              ),
            );
      const sum = (list, key) => list.reduce((total, run) => total + run[key], 0);
      const figures = configurations.map((configuration) => {
        const { name } = configuration;
        const list = runs.get(configuration);
        return {
          name,
          rps: sum(list, 'requests') / sum(list, 'seconds'),
          cpu: (sum(list, 'cpuMs') * 1000) / Math.max(1, sum(list, 'requests')),
          collector: (sum(list, 'collectorMs') * 1000) / Math.max(1, sum(list, 'requests')),
          main: (sum(list, 'mainMs') * 1000) / Math.max(1, sum(list, 'requests')),
          errors: sum(list, 'errors'),
          busy: sum(list, 'cpuMs') / (sum(list, 'seconds') * 1000),
          exported: sum(list, 'exportedBytes') / Math.max(1, sum(list, 'requests')),
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
          // Near 100 % when pinned: the instance's core is what limits the requests/s.
          'instance CPU busy': `${Math.round(figure.busy * 100)} %`,
          ...(collectorPid && sandboxCollector ? { 'collector CPU µs/req': Math.round(figure.collector) } : {}),
          'OTLP bytes/req': Math.round(figure.exported),
          errors: figure.errors,
        });
    }
    // The scrape, as Prometheus makes it (the readiness checks included), once both workloads' series exist.
    const times = [];
    let bytes = 0;
    const scraped = configurations.find(({ env }) => env.METRICS_PORT !== 'off')?.instances[0];
    for (let i = 0; scraped && i < 20; i += 1) {
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${scraped.metricsPort}/metrics`);
      bytes = (await response.arrayBuffer()).byteLength;
      times.push(performance.now() - started);
    }
    if (scraped)
      rows.push({
        workload: `scrape of /metrics (${(bytes / 1024).toFixed(1)} KiB)`,
        configuration: `median ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`,
      });
    return rows;
  } finally {
    // Their exit writes the CPU profiles, when asked for.
    await stopInstances(allInstances);
    provider.close();
    collector.close();
    if (logDir)
      allInstances.forEach((instance, index) =>
        writeFileSync(path.join(logDir, `${index}.log`), instance.log.join('')),
      );
    if (ownAffinity !== null) pin(process.pid, ownAffinity);
  }
}

/**
 * Rows for console.table: what metrics and tracing cost inside one process, the way the target is
 * judged. Each process runs with the default tracing, FINCHER_BENCH_PAUSE naming what SIGUSR2 pauses;
 * the same load goes in pairs of short windows, one on and one paused in a random order, and each
 * pair is compared within itself, so the ±10 % between processes of one build cancels out and the
 * host's drift becomes noise. The figure is the mean of those comparisons, ± its standard error.
 */
export async function pairedObservabilityCost({
  root,
  site,
  basePort,
  moviePath,
  connections,
  only = ['gateway'],
  pausing = ['metrics,traces', 'traces'],
  pairs = 10,
  windowSeconds = 2,
  copies = 2,
  pinned = true,
  traced = true,
}) {
  const cpuCount = availableParallelism();
  const ownAffinity = pinned && cpuCount >= 2 ? affinityOf(process.pid) : null;
  const instanceCpus = ownAffinity === null ? undefined : String(cpuCount - 1);
  if (ownAffinity !== null) pin(process.pid, cpuCount > 2 ? `0-${cpuCount - 2}` : '0');
  const collector = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}'));
  });
  collector.listen(basePort + 8, '127.0.0.1');
  await once(collector, 'listening');
  const provider = providerStub();
  provider.listen(basePort + 9, '127.0.0.1');
  await once(provider, 'listening');
  const rows = [];
  try {
    for (const what of pausing) {
      const instances = Array.from({ length: copies }, (_, copy) =>
        startInstance({
          root,
          site,
          port: basePort + 10 + copy,
          env: {
            PROVIDER_API_URL: `http://127.0.0.1:${basePort + 9}`,
            METRICS_PORT: String(basePort + 30 + copy),
            ...(traced ? { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${basePort + 8}` } : {}),
            FINCHER_BENCH_PAUSE: what,
          },
          cpus: instanceCpus,
        }),
      );
      try {
        for (const instance of instances) await waitForOk(`${instance.origin}/api/health`, 120_000);
        for (const workload of WORKLOADS.filter(({ key }) => only.includes(key))) {
          const cpu = [];
          const rps = [];
          for (const instance of instances) {
            const options = { ...workload.request(instance.origin, moviePath), connections };
            await autocannon({ ...options, duration: 2 });
            // Each pair is a window on and a window paused, in an order drawn at random, so that
            // neither the host's drift nor anything periodic in it favours one side.
            let paused = false;
            const windows = [];
            for (let index = 0; index < pairs; index += 1) {
              const order = Math.random() < 0.5 ? [false, true] : [true, false];
              const pair = {};
              for (const pausedWindow of order) {
                if (pausedWindow !== paused) {
                  instance.child.kill('SIGUSR2');
                  paused = pausedWindow;
                  await new Promise((resolve) => setTimeout(resolve, 50));
                }
                const run = await load(options, instance.child.pid, windowSeconds, undefined, { bytes: 0 });
                pair[pausedWindow ? 'paused' : 'on'] = {
                  cpu: run.cpuMs / Math.max(1, run.requests),
                  rps: run.requests / run.seconds,
                };
              }
              windows.push(pair);
              cpu.push(pair.on.cpu / pair.paused.cpu - 1);
              rps.push(pair.on.rps / pair.paused.rps - 1);
            }
            // Back on: the process's next workload starts from the same state.
            if (paused) instance.child.kill('SIGUSR2');
            if (process.env.BENCH_OBS_DEBUG)
              console.log(
                windows
                  .map(({ on, paused }) => `${Math.round(on.cpu * 1000)}/${Math.round(paused.cpu * 1000)}`)
                  .join(' '),
              );
          }
          const meanOf = (values) => values.reduce((total, value) => total + value, 0) / values.length;
          const summary = (values) => {
            const mean = meanOf(values);
            const variance = values.reduce((total, value) => total + (value - mean) ** 2, 0) / (values.length - 1);
            const error = Math.sqrt(variance / values.length);
            return `${mean >= 0 ? '+' : ''}${(mean * 100).toFixed(1)} % ± ${(error * 100).toFixed(1)}`;
          };
          rows.push({
            workload: workload.name,
            'on against paused, one process': what.replace(',', ' and '),
            'req/s': summary(rps),
            'CPU µs/req': summary(cpu),
            'window pairs': `${cpu.length} (${copies} processes, ${windowSeconds} s windows)`,
            // The target is on everything the site observes: metrics and traces paused together.
            'target ≤ 3 %': what.split(',').length === 2 ? (meanOf(rps) >= -0.03 ? 'met' : 'NOT met') : '',
          });
        }
      } finally {
        await stopInstances(instances);
      }
    }
    return rows;
  } finally {
    provider.close();
    collector.close();
    if (ownAffinity !== null) pin(process.pid, ownAffinity);
  }
}

// Alone (inside the shared lock): node bench/observability-cost.mjs, with a sandbox of its own for
// the feed and the same settings as bench:scale. BENCH_OBS_ONLY=gateway (or page) measures one
// workload; BENCH_OBS_CONFIGS=metrics,traces1,traces10+OTEL_BSP_MAX_EXPORT_BATCH_SIZE=1024 chooses
// the configurations (the first is the base; names in `known`, variables after a +);
// BENCH_OBS_ALWAYS_OFF=1 adds the SDK with no request sampled; BENCH_OBS_SECONDS, BENCH_OBS_ROUNDS and
// BENCH_OBS_COPIES size the run; BENCH_OBS_PROFILE=dir writes each process's CPU profiles there (node
// --cpu-prof) as it exits, BENCH_OBS_NODE_ARGS adds node options (--trace-gc) and BENCH_OBS_LOGS=dir
// keeps each process's output. Then the paired figures (pairedObservabilityCost), the target's:
// BENCH_OBS_PAIRED=only runs them alone, 0 not at all; BENCH_OBS_PAIRS sets the windows per process.
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
    const only = (process.env.BENCH_OBS_ONLY ?? 'page,gateway').split(',');
    const copies = Number(process.env.BENCH_OBS_COPIES ?? 2);
    const pinned = process.env.BENCH_OBS_PIN !== '0';
    if (process.env.BENCH_OBS_PAIRED !== 'only') {
      const rows = await observabilityCost({
        root,
        site,
        basePort: basePort + 10,
        sandboxUrl,
        moviePath,
        seconds,
        connections: 20,
        only,
        withAlwaysOff: process.env.BENCH_OBS_ALWAYS_OFF === '1',
        profileDir: process.env.BENCH_OBS_PROFILE || undefined,
        nodeArgs: process.env.BENCH_OBS_NODE_ARGS?.split(' ').filter(Boolean),
        logDir: process.env.BENCH_OBS_LOGS || undefined,
        collectorPid: sandbox.pid,
        pinned,
        configurationNames: process.env.BENCH_OBS_CONFIGS?.split(','),
        rounds: Number(process.env.BENCH_OBS_ROUNDS ?? 1),
        copies,
        sandboxCollector: process.env.BENCH_OBS_COLLECTOR === 'sandbox',
      });
      console.table(rows);
    }
    if (process.env.BENCH_OBS_PAIRED !== '0') {
      console.log('the same, inside one process: windows with everything on against windows with a part paused');
      console.table(
        await pairedObservabilityCost({
          root,
          site,
          basePort: basePort + 10,
          moviePath,
          connections: 20,
          only,
          pairs: Number(process.env.BENCH_OBS_PAIRS ?? 10),
          copies,
          pinned,
        }),
      );
    }
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    sandbox.kill('SIGTERM');
  }
}
