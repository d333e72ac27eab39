import type { AddressInfo } from 'node:net';
import { Counter, Registry } from 'prom-client';
import { afterEach, describe, expect, it } from 'vitest';
import { createMetricsServer, DEFAULT_METRICS_PORT, metricsPortOf, startMetricsServer } from './metrics-server.ts';

// Issue "operable": metrics on a port of their own, in the Prometheus text format.

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function listening(registry: Registry) {
  const server = createMetricsServer(registry);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('METRICS_PORT', () => {
  it('defaults to 9464, turns off with "off" or 0, and refuses anything else', () => {
    expect(metricsPortOf(undefined)).toBe(DEFAULT_METRICS_PORT);
    expect(metricsPortOf(' ')).toBe(9464);
    expect(metricsPortOf('9500')).toBe(9500);
    expect(metricsPortOf('off')).toBeNull();
    expect(metricsPortOf('0')).toBeNull();
    expect(() => metricsPortOf('ninety')).toThrow(/METRICS_PORT/);
    expect(() => metricsPortOf('70000')).toThrow(/METRICS_PORT/);
  });
});

describe('the metrics server', () => {
  it('serves the registry at /metrics in the text format, and nothing else', async () => {
    const registry = new Registry();
    new Counter({ name: 'test_things_total', help: 'things', registers: [registry] }).inc(3);
    const origin = await listening(registry);
    const answer = await fetch(`${origin}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.text()).toMatch(/^test_things_total 3$/m);
    expect((await fetch(`${origin}/`)).status).toBe(404);
    expect((await fetch(`${origin}/metrics`, { method: 'POST' })).status).toBe(405);
  });

  it('leaves the process running with a warning when its port is taken', async () => {
    const registry = new Registry();
    const first = await startMetricsServer(registry, 0, '127.0.0.1', () => undefined);
    servers.push(first!);
    const port = (first!.address() as AddressInfo).port;
    const warnings: string[] = [];
    const second = await startMetricsServer(registry, port, '127.0.0.1', (line) => warnings.push(line));
    expect(second).toBeNull();
    expect(warnings).toEqual([
      expect.stringMatching(new RegExp(`^metrics: not served on 127\\.0\\.0\\.1:${port} \\(.*EADDRINUSE`)),
    ]);
  });
});
