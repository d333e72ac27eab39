// npm run bench:gateway — load through the loyalty gateway (POST /api/cypher, §7.1) and straight
// to the sandbox provider, 50 connections each, in one run; prints req/s, p50, p99 and the ratio.
//
// The gateway runs as its own process: the production site server (src/server/site-server.ts)
// with the browser's gateway options (session cookie, token redaction, same-origin guard), whose
// node:http fast path answers POST /api/cypher; Next is left out (no build needed), as it never
// sees those calls. A second gateway row runs the same gateway through WHATWG Request/Response, as
// Next's route handler would (`next dev`), for comparison. The sandbox runs as another process;
// autocannon runs here.

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import { SESSION_COOKIE_NAME } from '../src/lib/loyalty/session/session-cookie.ts';
import { generateSessionKey, sessionKeysFromEnv } from '../src/server/session/sealed-cookie.ts';
import { sealSession } from '../src/server/session/session-codec.ts';
import { freePort, waitForOk } from './support.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
/** Provider latencies measured: 0 (CPU-bound worst case, all three processes on this machine) and a remote provider's. */
const LATENCIES_MS = (process.env.BENCH_LATENCIES_MS ?? '0,20').split(',').map(Number);
const WARMUP_S = 2;
const sessionKey = generateSessionKey();

/**
 * Child mode: the gateway in an http server. `site` is the production site server's fast path;
 * `web` converts to and from WHATWG Request/Response around handleCypherRequest, as Next does.
 */
async function serveGateway(port, mode) {
  const [{ createSiteServer }, { browserGatewayOptions }, { handleCypherRequest }] = await Promise.all([
    import('../src/server/site-server.ts'),
    import('../src/server/gateway/site-gateway.ts'),
    import('../src/server/gateway/handle-cypher-request.ts'),
  ]);
  const gateway = browserGatewayOptions();
  const health = (incoming, outgoing) => {
    outgoing.writeHead(incoming.url === '/health' ? 200 : 404).end();
  };
  const server =
    mode === 'site'
      ? createSiteServer({ next: health, gateway })
      : createServer(async (incoming, outgoing) => {
          if (incoming.url === '/health') return health(incoming, outgoing);
          const headers = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            if (typeof value === 'string') headers.set(name, value);
          }
          const chunks = [];
          for await (const chunk of incoming) chunks.push(chunk);
          const request = new Request(`http://127.0.0.1:${port}${incoming.url}`, {
            method: incoming.method,
            headers,
            body: incoming.method === 'POST' ? Buffer.concat(chunks) : undefined,
          });
          const response = await handleCypherRequest(request, gateway);
          const body = Buffer.from(await response.arrayBuffer());
          outgoing.writeHead(response.status, Object.fromEntries(response.headers));
          outgoing.end(body);
        });
  server.keepAliveTimeout = 30_000;
  server.listen(port, '127.0.0.1');
  // Exit normally on SIGTERM so that a --cpu-prof given in BENCH_GATEWAY_NODE_ARGS is written.
  process.on('SIGTERM', () => process.exit(0));
}

function spawnNode(args, env) {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

/** CPU time (user + system) a process has used so far, in ms; null where /proc is missing. */
function processCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 per second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

function selfCpuMs() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * Open-loop load at `rate` requests per second for DURATION_S: each request is timed from when it
 * was due, not when it left, so a stalled sender cannot hide latency. Sub-millisecond figures.
 */
async function paced(title, { url, method = 'GET', headers, body }, rate) {
  const target = new URL(url);
  const pool = new Pool(target.origin, { connections: CONNECTIONS });
  const latencies = [];
  let non2xx = 0;
  const one = async (due) => {
    try {
      const answer = await pool.request({ path: `${target.pathname}${target.search}`, method, headers, body });
      await answer.body.arrayBuffer();
      if (answer.statusCode < 200 || answer.statusCode > 299) non2xx += 1;
    } catch {
      non2xx += 1;
    }
    latencies.push(performance.now() - due);
  };
  const sendFor = async (seconds) => {
    const pending = [];
    const start = performance.now();
    let sent = 0;
    while (performance.now() - start < seconds * 1000) {
      for (let due = start + (sent * 1000) / rate; due <= performance.now(); due = start + (sent * 1000) / rate) {
        sent += 1;
        pending.push(one(due));
      }
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await Promise.all(pending);
  };
  await sendFor(WARMUP_S);
  latencies.length = 0;
  non2xx = 0;
  await sendFor(DURATION_S);
  await pool.close();
  latencies.sort((a, b) => a - b);
  const at = (fraction) =>
    latencies[Math.min(latencies.length - 1, Math.floor(fraction * latencies.length))] ?? Number.NaN;
  return { title, p50: at(0.5), p99: at(0.99), total: latencies.length, non2xx };
}

/** Runs autocannon once to warm up and once to measure; `processes` are {name, pid} whose CPU is counted. */
async function run(autocannon, title, options, processes) {
  await autocannon({ ...options, connections: CONNECTIONS, duration: WARMUP_S });
  const before = processes.map(({ pid }) => processCpuMs(pid));
  const selfBefore = selfCpuMs();
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: DURATION_S });
  const selfUsed = selfCpuMs() - selfBefore;
  const total = result.requests.total;
  const cpuPerRequestUs = Object.fromEntries([
    ['autocannon', (selfUsed * 1000) / total],
    ...processes.map(({ name, pid }, index) => {
      const after = processCpuMs(pid);
      return [name, after === null || before[index] === null ? null : ((after - before[index]) * 1000) / total];
    }),
  ]);
  const non2xx = result.non2xx + result.errors + result.timeouts;
  return {
    title,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total,
    non2xx,
    cpuPerRequestUs,
  };
}

async function main() {
  if (process.argv[2] === '--serve-gateway') {
    await serveGateway(Number(process.argv[3]), process.argv[4] === 'web' ? 'web' : 'site');
    return;
  }
  const { default: autocannon } = await import('autocannon');
  console.log(
    `bench:gateway — §7.5 GetMember (version 3) with a session token, ${CONNECTIONS} connections, ${DURATION_S} s per run after ${WARMUP_S} s warm-up`,
  );
  console.log(
    "The gateway is the site server's POST /api/cypher fast path (src/server/site-server.ts) with the browser's options: what production runs.",
  );
  console.log(`Machine: ${os.cpus().length} CPU(s); autocannon, the gateway and the sandbox share them.`);
  for (const latencyMs of LATENCIES_MS) await benchAtLatency(autocannon, latencyMs);
}

async function benchAtLatency(autocannon, latencyMs) {
  const directory = mkdtempSync(path.join(tmpdir(), 'fincher-bench-'));
  const [sandboxPort, sitePort, webPort] = [await freePort(), await freePort(), await freePort()];
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  // circuit-demo: the version 3 BOOST_POS site of circuit 5001, whose scope (§3.6) the call fits.
  const gatewayEnv = {
    PROVIDER_API_URL: sandboxUrl,
    CYPHER_MAX_IN_FLIGHT: '1024',
    SITE: 'circuit-demo',
    // The gateway opens the sealed session cookie with this key; the bench seals it with the same.
    SESSION_COOKIE_KEYS: sessionKey,
    // Every request comes from this machine: the per-client limits of the sign-in family do not
    // apply to GetMember, but keep the bench clear of them all the same.
    RATE_LIMIT_CLIENT_FACTOR: '1000',
  };
  const nodeArgs = (process.env.BENCH_GATEWAY_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const sandboxChild = spawnNode(['--no-warnings', 'sandbox/server.ts', '--reset'], {
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_DATA_FILE: path.join(directory, 'bench.sqlite'),
    SANDBOX_LATENCY_MS: String(latencyMs),
  });
  const siteChild = spawnNode(
    [...nodeArgs, '--no-warnings', 'bench/gateway.mjs', '--serve-gateway', String(sitePort), 'site'],
    gatewayEnv,
  );
  const webChild = spawnNode(
    ['--no-warnings', 'bench/gateway.mjs', '--serve-gateway', String(webPort), 'web'],
    gatewayEnv,
  );
  try {
    await waitForOk(`${sandboxUrl}/health`);
    await waitForOk(`http://127.0.0.1:${sitePort}/health`);
    await waitForOk(`http://127.0.0.1:${webPort}/health`);
    const login = await fetch(`${sandboxUrl}/Member/v3/Login?boxofficeCircuitId=5001`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'jane.doe@example.com', password: 'Starlight#2026' }),
    }).then((response) => response.json());
    const { boxofficeSessionToken: token, boxofficeRefreshSessionToken: refreshToken } = login.sessionManagementTokens;
    const route = '/Member/v3/GetMember/?boxofficeCircuitId=5001';
    // The browser's call: the session in its HttpOnly cookie, the page's own Origin (§7.1, §4.4).
    const cookie = `${SESSION_COOKIE_NAME}=${sealSession(
      { token, refreshToken, cypherVersion: 3 },
      false,
      sessionKeysFromEnv({ SESSION_COOKIE_KEYS: sessionKey }),
    )}`;
    const throughGateway = (port) => ({
      url: `http://127.0.0.1:${port}/api/cypher`,
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Cookie: cookie,
        Origin: `http://127.0.0.1:${port}`,
      },
      body: JSON.stringify({ reqMetadata: { method: 'GET', route, responseFormat: 'json' } }),
    });

    console.log(
      `\n— provider latency ${latencyMs} ms${latencyMs === 0 ? ' (CPU-bound: the sandbox answers in microseconds)' : ' (a remote provider)'}`,
    );
    const sandbox = { name: 'sandbox', pid: sandboxChild.pid };
    const directOptions = {
      url: `${sandboxUrl}${route}`,
      headers: { 'Boxoffice-Session-Token': token, Accept: 'application/json' },
    };
    const direct = await run(autocannon, 'direct to sandbox', directOptions, [sandbox]);
    const gateway = await run(autocannon, 'through gateway', throughGateway(sitePort), [
      sandbox,
      { name: 'gateway', pid: siteChild.pid },
    ]);
    const web = await run(autocannon, 'gateway as Next route (WHATWG objects)', throughGateway(webPort), [
      sandbox,
      { name: 'gateway', pid: webChild.pid },
    ]);
    const rows = [direct, gateway, web];
    const width = Math.max(...rows.map((row) => row.title.length));
    for (const row of rows) {
      console.log(
        `${row.title.padEnd(width)}  ${row.rps.toFixed(0).padStart(7)} req/s   p50 ${String(row.p50).padStart(4)} ms   p99 ${String(row.p99).padStart(4)} ms   (${row.total} requests, ${row.non2xx} not 2xx/errors)`,
      );
    }
    for (const row of rows) {
      const parts = Object.entries(row.cpuPerRequestUs).map(
        ([name, us]) => `${name} ${us === null ? 'n/a' : `${us.toFixed(0)} µs`}`,
      );
      console.log(`${row.title.padEnd(width)}  CPU per request: ${parts.join(', ')}`);
    }
    // At saturation a p50 is mostly queueing (50 connections / throughput): compare latency again
    // with both sides offered the same open-loop load, half of what the gateway sustained.
    const rate = Math.max(100, Math.round(gateway.rps / 2 / 100) * 100);
    const directPaced = await paced('direct, paced', directOptions, rate);
    const gatewayPaced = await paced('gateway, paced', throughGateway(sitePort), rate);
    console.log(`at ${rate} req/s offered to both, open loop, up to ${CONNECTIONS} connections:`);
    for (const row of [directPaced, gatewayPaced]) {
      console.log(
        `  ${row.title.padEnd(15)} p50 ${row.p50.toFixed(2).padStart(6)} ms   p99 ${row.p99.toFixed(2).padStart(6)} ms   (${row.total} requests, ${row.non2xx} not 2xx/errors)`,
      );
    }
    const throughputRatio = gateway.rps / direct.rps;
    console.log(`throughput ratio gateway/direct: ${(throughputRatio * 100).toFixed(1)}% (target ≥ 70%)`);
    console.log(
      `p50 added by the gateway, same offered load: ${(gatewayPaced.p50 - directPaced.p50).toFixed(2)} ms (target ≤ 2 ms)`,
    );
    console.log(
      `p50 added by the gateway, each at saturation: ${(gateway.p50 - direct.p50).toFixed(1)} ms (queueing: 50 connections over a lower throughput)`,
    );
    if ([...rows, directPaced, gatewayPaced].some((row) => row.non2xx > 0))
      console.log('warning: some answers were not 2xx; the figures are not comparable');
  } finally {
    for (const child of [sandboxChild, siteChild, webChild]) child.kill('SIGTERM');
    rmSync(directory, { recursive: true, force: true });
  }
}

await main();
