// Shared by the bench scripts: a free local port, waiting for a server to answer, the calibrated CPU slowdown.

import { once } from 'node:events';
import { get as httpsGet } from 'node:https';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  await once(server, 'close');
  return port;
}

/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function waitForOk(url, timeoutMs = 60_000, pollMs = 200) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Resolves once the local TLS proxy at `url` answers 2xx over https (its certificate is self-signed). */
export async function waitForHttpsOk(url, timeoutMs = 30_000, pollMs = 200) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await new Promise((resolve) => {
      const request = httpsGet(url, { rejectUnauthorized: false }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', () => resolve(0));
    });
    if (status >= 200 && status < 300) return;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * The CPU slowdown that makes this host behave like Lighthouse's reference phone, from the host's
 * benchmark index, following Lighthouse's documented calibration (docs/throttling.md, "Calibrating
 * multipliers"): its default 4x assumes a host whose index is about 1,533; each step of the index
 * scale maps linearly onto a multiplier (1,300 → 3x, 800 → 2x, 150 → 1x; 233 index points per step
 * above 1,300). A slower host gets a smaller multiplier, a faster one a larger.
 */
export function calibratedCpuMultiplier(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 150) return 1;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}

/** The sandbox plays the vendors (consent SDK, tags): started here unless it already runs. */
export async function ensureSandbox(sandboxUrl) {
  try {
    if ((await fetch(`${sandboxUrl}/health`)).ok) return null;
  } catch {
    // not running
  }
  const child = spawn(process.execPath, [path.join('sandbox', 'server.ts'), '--reset'], {
    cwd: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
    env: {
      ...process.env,
      SANDBOX_PORT: new URL(sandboxUrl).port,
      SANDBOX_DATA_FILE: path.join('.sandbox-data', 'bench.sqlite'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForOk(`${sandboxUrl}/health`);
  return child;
}
