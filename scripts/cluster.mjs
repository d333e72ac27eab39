// npm run cluster: on one machine, what a circuit runs on several — Redis (Debian's redis-server),
// N site instances of one build (default 3) sharing Redis for their page cache, rate limits and
// session refreshes, and nginx (Debian's nginx) in front with a generated configuration. Prints the
// URL; Ctrl+C stops everything. Install first: apt-get install -y nginx redis-server
//
//   SITE            the site (default cinema-paris)
//   CLUSTER_INSTANCES  how many instances (default 3)
//   CLUSTER_PORT    nginx's port (default 8080); instances use the ports after it, Redis the one before
//   CATALOG_FEED_URL, REVALIDATE_SECRET, PROVIDER_API_URL  passed to every instance
//   CLUSTER_STATE_FILE  if set, the ports and process ids are written there as JSON (bench:scale)
//
// The instances run the build in .next-cluster-{site} (made with FINCHER_SHARED_CACHE=1, which
// turns on the Redis cache handler), built here when missing: the same build id on every instance.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nginxConfig } from './cluster-config.ts';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const site = process.argv[2] ?? (process.env.SITE?.trim() || 'cinema-paris');
const count = Number(process.env.CLUSTER_INSTANCES ?? 3);
const port = Number(process.env.CLUSTER_PORT ?? 8080);
if (!Number.isInteger(count) || count < 1 || count > 16) {
  console.error('CLUSTER_INSTANCES must be a whole number from 1 to 16');
  process.exit(1);
}
if (!Number.isInteger(port) || port < 2 || port + count > 65_535) {
  console.error('CLUSTER_PORT must be a TCP port number');
  process.exit(1);
}
for (const tool of ['redis-server', 'nginx']) {
  if (spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0) {
    console.error(`${tool} is not installed: apt-get install -y nginx redis-server`);
    process.exit(1);
  }
}

const redisPort = port - 1;
const instancePorts = Array.from({ length: count }, (_, i) => port + 1 + i);
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
};

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
for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(workDir, sub));
const children = new Map();
let stopping = false;

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
  for (const child of children.values()) child.kill('SIGTERM');
  setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
    rmSync(workDir, { recursive: true, force: true });
    process.exit(0);
  }, 1500).unref();
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
instancePorts.forEach((instancePort, index) =>
  start(`site ${index + 1}`, process.execPath, [path.join('scripts', 'serve-site.mjs'), site], {
    env: { ...env, PORT: String(instancePort) },
  }),
);
const up = await Promise.all(instancePorts.map((p) => waitFor(`http://127.0.0.1:${p}/`, 120_000)));
if (up.some((ok) => !ok)) {
  console.error('an instance did not start; stopping');
  stop();
} else {
  const confFile = path.join(workDir, 'nginx.conf');
  writeFileSync(confFile, nginxConfig({ port, instancePorts, workDir }));
  start('nginx', 'nginx', ['-p', workDir, '-c', confFile, '-e', 'stderr']);
  if (await waitFor(`${origin}/`, 10_000)) {
    if (process.env.CLUSTER_STATE_FILE)
      writeFileSync(
        process.env.CLUSTER_STATE_FILE,
        JSON.stringify({
          url: origin,
          redis: { port: redisPort, pid: children.get('redis')?.pid, dir: workDir },
          nginx: { port, pid: children.get('nginx')?.pid },
          instances: instancePorts.map((p, i) => ({ port: p, pid: children.get(`site ${i + 1}`)?.pid })),
        }),
      );
    console.log(
      `\nfincher ${site}: ${origin}/ (nginx → ${count} instances on ${instancePorts.join(', ')}, Redis on ${redisPort}). Ctrl+C stops everything.`,
    );
  } else {
    console.error('nginx did not start; stopping');
    stop();
  }
}
