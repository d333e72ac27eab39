// npm run bench:gateway — load through the loyalty gateway (POST /api/cypher, §7.1) and straight
// to the sandbox provider, 50 connections each, in one run; prints req/s, p50, p99 and the ratio.
//
// The gateway runs as its own process: the real handleCypherRequest of src/server/gateway inside
// a small plain Node http server (no Next build), so the figures measure the gateway code itself,
// not Next's routing. The sandbox runs as another process; autocannon runs here.

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitForOk } from './support.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
/** Provider latencies measured: 0 (CPU-bound worst case, all three processes on this machine) and a remote provider's. */
const LATENCIES_MS = (process.env.BENCH_LATENCIES_MS ?? '0,20').split(',').map(Number);
const WARMUP_S = 2;

/** Child mode: the gateway handler behind a plain http server. */
async function serveGateway(port, providerApiUrl) {
  const { handleCypherRequest } = await import('../src/server/gateway/handle-cypher-request.ts');
  const options = { providerApiUrl, timeoutMs: 10_000, maxInFlight: 1024, inFlight: { active: 0 } };
  const server = createServer(async (incoming, outgoing) => {
    if (incoming.url === '/health') {
      outgoing.writeHead(200).end('ok');
      return;
    }
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
    const response = await handleCypherRequest(request, options);
    const body = Buffer.from(await response.arrayBuffer());
    outgoing.writeHead(response.status, Object.fromEntries(response.headers));
    outgoing.end(body);
  });
  server.keepAliveTimeout = 30_000;
  server.listen(port, '127.0.0.1');
}

function spawnNode(args, env) {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return child;
}

async function run(autocannon, title, options) {
  await autocannon({ ...options, connections: CONNECTIONS, duration: WARMUP_S });
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: DURATION_S });
  const non2xx = result.non2xx + result.errors + result.timeouts;
  return { title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, total: result.requests.total, non2xx };
}

async function main() {
  if (process.argv[2] === '--serve-gateway') {
    await serveGateway(Number(process.argv[3]), process.argv[4]);
    return;
  }
  const { default: autocannon } = await import('autocannon');
  console.log(`bench:gateway — §7.5 GetMember (version 3) with a session token, ${CONNECTIONS} connections, ${DURATION_S} s per run after ${WARMUP_S} s warm-up`);
  console.log('The gateway is src/server/gateway/handleCypherRequest in a plain Node http server (no Next build): it measures the gateway code itself.');
  console.log(`Machine: ${os.cpus().length} CPU(s); autocannon, the gateway and the sandbox share them.`);
  for (const latencyMs of LATENCIES_MS) await benchAtLatency(autocannon, latencyMs);
}

async function benchAtLatency(autocannon, latencyMs) {
  const directory = mkdtempSync(path.join(tmpdir(), 'fincher-bench-'));
  const sandboxPort = await freePort();
  const gatewayPort = await freePort();
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const children = [
    spawnNode(['--no-warnings', 'sandbox/server.ts', '--reset'], {
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_DATA_FILE: path.join(directory, 'bench.sqlite'),
      SANDBOX_LATENCY_MS: String(latencyMs),
    }),
    spawnNode(['--no-warnings', 'bench/gateway.mjs', '--serve-gateway', String(gatewayPort), sandboxUrl], {}),
  ];
  try {
    await waitForOk(`${sandboxUrl}/health`);
    await waitForOk(`http://127.0.0.1:${gatewayPort}/health`);
    const login = await fetch(`${sandboxUrl}/Member/v3/Login?boxofficeCircuitId=5001`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'jane.doe@example.com', password: 'Starlight#2026' }),
    }).then((response) => response.json());
    const token = login.sessionManagementTokens.boxofficeSessionToken;
    const route = '/Member/v3/GetMember/?boxofficeCircuitId=5001';

    console.log(`\n— provider latency ${latencyMs} ms${latencyMs === 0 ? ' (CPU-bound: the sandbox answers in microseconds)' : ' (a remote provider)'}`);
    const direct = await run(autocannon, 'direct to sandbox', {
      url: `${sandboxUrl}${route}`,
      headers: { 'Boxoffice-Session-Token': token, Accept: 'application/json' },
    });
    const gateway = await run(autocannon, 'through gateway', {
      url: `http://127.0.0.1:${gatewayPort}/api/cypher`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Boxoffice-Session-Token': token },
      body: JSON.stringify({ reqMetadata: { method: 'GET', route, responseFormat: 'json' } }),
    });
    for (const row of [direct, gateway]) {
      console.log(`${row.title.padEnd(18)}  ${row.rps.toFixed(0).padStart(7)} req/s   p50 ${String(row.p50).padStart(4)} ms   p99 ${String(row.p99).padStart(4)} ms   (${row.total} requests, ${row.non2xx} not 2xx/errors)`);
    }
    const throughputRatio = gateway.rps / direct.rps;
    const addedP50 = gateway.p50 - direct.p50;
    console.log(`throughput ratio gateway/direct: ${(throughputRatio * 100).toFixed(1)}% (target ≥ 70%)`);
    console.log(`p50 added by the gateway: ${addedP50.toFixed(1)} ms (target ≤ 2 ms)`);
    if (direct.non2xx > 0 || gateway.non2xx > 0) console.log('warning: some answers were not 2xx; the figures are not comparable');
  } finally {
    for (const child of children) child.kill('SIGTERM');
    rmSync(directory, { recursive: true, force: true });
  }
}

await main();
