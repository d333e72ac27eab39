import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';

// GET /metrics on a port of its own (METRICS_PORT), never the public one: the numbers say how busy
// the site is and how its provider fares, which is the operator's business, not a visitor's.

export const DEFAULT_METRICS_PORT = 9464;

/** METRICS_PORT: a port (default 9464), or "off" / "0" for no metrics server. */
export function metricsPortOf(value: string | undefined): number | null {
  const text = value?.trim() ?? '';
  if (text === '') return DEFAULT_METRICS_PORT;
  if (text === 'off' || text === '0') return null;
  if (!/^\d{1,5}$/.test(text) || Number(text) > 65_535)
    throw new Error(`METRICS_PORT must be a TCP port number, or "off" (got "${text.slice(0, 40)}")`);
  return Number(text);
}

/** METRICS_HOST: the address the metrics server listens on (default 127.0.0.1: a scraper on the host). */
export function metricsHostOf(value: string | undefined): string {
  return value?.trim() || '127.0.0.1';
}

export function createMetricsServer(registry: Registry): Server {
  return createServer((incoming, outgoing) => {
    const path = (incoming.url ?? '').split('?')[0];
    if (path !== '/metrics') {
      outgoing.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    if (incoming.method !== 'GET' && incoming.method !== 'HEAD') {
      outgoing.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end();
      return;
    }
    registry.metrics().then(
      (text) => {
        outgoing.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
        outgoing.end(incoming.method === 'HEAD' ? undefined : text);
      },
      () => {
        outgoing.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('metrics unavailable\n');
      },
    );
  });
}

/**
 * Starts the metrics server; a port already taken is one warning, never the site's end (several
 * servers on one machine, each left at the default port).
 */
export function startMetricsServer(
  registry: Registry,
  port: number,
  host: string,
  warn: (line: string) => void,
): Promise<Server | null> {
  const server = createMetricsServer(registry);
  return new Promise((resolve) => {
    server.once('error', (error) => {
      warn(`metrics: not served on ${host}:${port} (${(error as Error).message})`);
      resolve(null);
    });
    server.listen(port, host, () => resolve(server));
  });
}
