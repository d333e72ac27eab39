// Shared by the bench scripts: a free local port, and waiting for a server to answer.

import { once } from 'node:events';
import { createServer } from 'node:net';

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
