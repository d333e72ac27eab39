// npm run cluster: on one machine, what a circuit runs on several — Redis (Debian's redis-server),
// N site instances of one build (default 3) sharing Redis for their page cache, rate limits and
// session refreshes, and nginx (Debian's nginx) in front with a generated configuration. Prints the
// URL; Ctrl+C stops everything. Install first: apt-get install -y nginx redis-server prometheus
// Each instance's GET /api/ready is polled every second: one that is not ready is marked down in
// nginx (the configuration rewritten and reloaded), and back once ready; an instance that exits is
// started again (docs/decisions/0030-cluster-readiness-by-polling.md). A rolling restart is a
// SIGTERM to each instance in turn: it drains (src/server/health/drain.ts) and comes back.
//
//   SITE            the site (default cinema-paris)
//   CLUSTER_INSTANCES  how many instances (default 3)
//   CLUSTER_PORT    nginx's port (default 8080); instances use the ports after it, Redis the one before
//   CATALOG_FEED_URL, REVALIDATE_SECRET, PROVIDER_API_URL  passed to every instance
//   CLUSTER_STATE_FILE  if set, the ports, process ids and readiness are written there as JSON
//                   (bench:scale, the cluster's end-to-end test), again at every change
//   CLUSTER_RESTART set to 0 to leave an instance that exits stopped
//   SHUTDOWN_DELAY_MS  how long a SIGTERM'd instance serves on while nginx takes it out (default 2000)
//   PROMETHEUS_SCRAPE_INTERVAL  seconds between scrapes of each instance (default 5)
//
// Prometheus (Debian's prometheus) scrapes each instance's /metrics on a port of its own
// (METRICS_PORT: the instance's port + CLUSTER_INSTANCES) and evaluates scripts/prometheus/rules.yml;
// its UI and API are on the port two below nginx's (8078 by default).
//
// The instances run the build in .next-cluster-{site} (made with FINCHER_SHARED_CACHE=1, which
// turns on the Redis cache handler), built here when missing: the same build id on every instance.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { instancesOut, nginxConfig, prometheusConfig } from './cluster-config.ts';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const site = process.argv[2] ?? (process.env.SITE?.trim() || 'cinema-paris');
const count = Number(process.env.CLUSTER_INSTANCES ?? 3);
const port = Number(process.env.CLUSTER_PORT ?? 8080);
if (!Number.isInteger(count) || count < 1 || count > 16) {
  console.error('CLUSTER_INSTANCES must be a whole number from 1 to 16');
  process.exit(1);
}
if (!Number.isInteger(port) || port < 3 || port + 2 * count > 65_535) {
  console.error('CLUSTER_PORT must be a TCP port number');
  process.exit(1);
}
const scrapeSeconds = Number(process.env.PROMETHEUS_SCRAPE_INTERVAL ?? 5);
if (!Number.isInteger(scrapeSeconds) || scrapeSeconds < 1 || scrapeSeconds > 300) {
  console.error('PROMETHEUS_SCRAPE_INTERVAL must be a whole number of seconds from 1 to 300');
  process.exit(1);
}
for (const tool of ['redis-server', 'nginx', 'prometheus']) {
  if (spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0) {
    console.error(`${tool} is not installed: apt-get install -y nginx redis-server prometheus`);
    process.exit(1);
  }
}

const redisPort = port - 1;
const prometheusPort = port - 2;
const instancePorts = Array.from({ length: count }, (_, i) => port + 1 + i);
const metricsPorts = instancePorts.map((p) => p + count);
const distDir = `.next-cluster-${site}`;
const origin = `http://localhost:${port}`;
const env = {
  ...process.env,
  SITE: site,
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: distDir,
  FINCHER_SHARED_CACHE: '1',
  REDIS_URL: `redis://127.0.0.1:${redisPort}`,
  TRUSTED_PROXY_HOPS: '1',
  SITE_ORIGIN: process.env.SITE_ORIGIN || origin,
  // One key and one secret for every instance: a session sealed by one is opened by the others.
  SESSION_COOKIE_KEYS: process.env.SESSION_COOKIE_KEYS || randomBytes(32).toString('base64'),
  // Two polls and a reload: by then nginx sends the instance nothing new.
  SHUTDOWN_DELAY_MS: process.env.SHUTDOWN_DELAY_MS || '2000',
};
const restartInstances = process.env.CLUSTER_RESTART !== '0';
const POLL_INTERVAL_MS = 1000;

if (!existsSync(path.join(root, distDir, 'BUILD_ID'))) {
  console.log(`building ${site} for the cluster into ${distDir} …`);
  const build = spawnSync(process.execPath, [path.join('scripts', 'build-site.mjs'), site], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const workDir = mkdtempSync(path.join(tmpdir(), 'fincher-cluster-'));
for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'prometheus'])
  mkdirSync(path.join(workDir, sub));
const children = new Map();
let stopping = false;
let pollTimer;

function start(name, command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const prefix = `[${name}] `;
  const relay = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim()) out.write(`${prefix}${line}\n`);
    });
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) console.warn(`${prefix}stopped (${signal ?? `exit ${code}`})`);
  });
  children.set(name, child);
  return child;
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000), redirect: 'manual' });
      await response.body?.cancel();
      if (response.status < 500) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

function stop() {
  if (stopping) return;
  stopping = true;
  clearTimeout(pollTimer);
  // SIGINT: the instances finish what they serve without waiting for nginx, which stops too.
  for (const [name, child] of children) child.kill(name.startsWith('site ') ? 'SIGINT' : 'SIGTERM');
  setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
    rmSync(workDir, { recursive: true, force: true });
    process.exit(0);
  }, 5000).unref();
  const check = setInterval(() => {
    if (children.size > 0) return;
    clearInterval(check);
    rmSync(workDir, { recursive: true, force: true });
    process.exit(0);
  }, 100);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

// Redis for the cache, nothing written to disk (the cache is rebuilt from the pages).
start('redis', 'redis-server', [
  '--port',
  String(redisPort),
  '--bind',
  '127.0.0.1',
  '--save',
  '',
  '--appendonly',
  'no',
  '--dir',
  workDir,
  '--maxmemory',
  '256mb',
  '--maxmemory-policy',
  'allkeys-lru',
]);
// Prometheus: every instance scraped on its metrics port, the rules evaluated; nothing kept past the run.
const prometheusFile = path.join(workDir, 'prometheus.yml');
writeFileSync(
  prometheusFile,
  prometheusConfig({
    metricsPorts,
    scrapeIntervalSeconds: scrapeSeconds,
    rulesFile: path.join(root, 'scripts', 'prometheus', 'rules.yml'),
  }),
);
start('prometheus', 'prometheus', [
  `--config.file=${prometheusFile}`,
  `--storage.tsdb.path=${path.join(workDir, 'prometheus')}`,
  `--web.listen-address=127.0.0.1:${prometheusPort}`,
  '--storage.tsdb.retention.time=1d',
  '--log.level=warn',
]);
const startedAt = new Map();
const restarts = new Map();
function startInstance(index) {
  const name = `site ${index + 1}`;
  const child = start(name, process.execPath, [path.join('scripts', 'serve-site.mjs'), site], {
    env: {
      ...env,
      PORT: String(instancePorts[index]),
      METRICS_PORT: String(metricsPorts[index]),
      // Each log line names its instance (src/server/log).
      INSTANCE_ID: process.env.INSTANCE_ID ? `${process.env.INSTANCE_ID}-${index + 1}` : `site-${index + 1}`,
    },
  });
  startedAt.set(index, Date.now());
  child.on('exit', () => {
    if (stopping || !restartInstances) return;
    // An instance that keeps failing at start is retried less and less often (up to every 30 s).
    const quick = Date.now() - (startedAt.get(index) ?? 0) < 30_000;
    const attempt = quick ? (restarts.get(index) ?? 0) + 1 : 1;
    restarts.set(index, attempt);
    const wait = Math.min(30_000, 500 * 2 ** (attempt - 1));
    console.warn(`[${name}] starting again in ${wait} ms`);
    setTimeout(() => {
      if (!stopping) {
        startInstance(index);
        writeState();
      }
    }, wait);
  });
  return child;
}
instancePorts.forEach((_, index) => startInstance(index));

const confFile = path.join(workDir, 'nginx.conf');
// The ports nginx marks down now (instancesOut), and what each instance's last poll said.
let out = [];
const ready = new Map(instancePorts.map((p) => [p, false]));

function writeState() {
  const file = process.env.CLUSTER_STATE_FILE;
  if (!file || !children.has('nginx')) return;
  // Written aside then renamed: a reader never sees half a file.
  writeFileSync(
    `${file}.next`,
    JSON.stringify({
      url: origin,
      redis: { port: redisPort, pid: children.get('redis')?.pid, dir: workDir },
      nginx: { port, pid: children.get('nginx')?.pid },
      prometheus: { port: prometheusPort, pid: children.get('prometheus')?.pid },
      instances: instancePorts.map((p, i) => ({
        port: p,
        metricsPort: metricsPorts[i],
        pid: children.get(`site ${i + 1}`)?.pid,
        ready: ready.get(p),
        inNginx: !out.includes(p),
      })),
    }),
  );
  renameSync(`${file}.next`, file);
}

async function isReady(instancePort) {
  try {
    const response = await fetch(`http://127.0.0.1:${instancePort}/api/ready`, { signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

// open-source nginx has no active health checks: each instance's readiness is polled here, and
// nginx is told (configuration rewritten, then SIGHUP: a reload that drops no connection).
async function poll() {
  const results = await Promise.all(instancePorts.map(isReady));
  if (stopping) return;
  let changed = false;
  instancePorts.forEach((p, i) => {
    if (ready.get(p) !== results[i]) {
      changed = true;
      ready.set(p, results[i]);
      console.log(`[cluster] instance :${p} ${results[i] ? 'ready' : 'not ready'}`);
    }
  });
  const nextOut = instancesOut(
    instancePorts,
    instancePorts.filter((p) => !ready.get(p)),
  );
  if (nextOut.join() !== out.join()) {
    out = nextOut;
    writeFileSync(confFile, nginxConfig({ port, instancePorts, workDir, notReady: out }));
    children.get('nginx')?.kill('SIGHUP');
    const none = instancePorts.every((p) => !ready.get(p));
    console.log(
      `[cluster] nginx: ${out.length ? `:${out.join(', :')} out` : 'every instance in'}${none ? ' (none is ready: all kept)' : ''}`,
    );
  }
  if (changed) writeState();
  pollTimer = setTimeout(poll, POLL_INTERVAL_MS);
}

const up = await Promise.all(instancePorts.map((p) => waitFor(`http://127.0.0.1:${p}/`, 120_000)));
if (up.some((ok) => !ok)) {
  console.error('an instance did not start; stopping');
  stop();
} else {
  writeFileSync(confFile, nginxConfig({ port, instancePorts, workDir }));
  start('nginx', 'nginx', ['-p', workDir, '-c', confFile, '-e', 'stderr']);
  if (await waitFor(`${origin}/`, 10_000)) {
    await poll();
    writeState();
    console.log(
      `\nfincher ${site}: ${origin}/ (nginx → ${count} instances on ${instancePorts.join(', ')}, Redis on ${redisPort}, Prometheus on http://127.0.0.1:${prometheusPort}/). Ctrl+C stops everything.`,
    );
  } else {
    console.error('nginx did not start; stopping');
    stop();
  }
}
