import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createSiteServer } from '../site-server.ts';
import { siteMetrics } from './metrics.ts';
import { requestMetricsObserver, routeKindOf } from './request-metrics.ts';

// Issue "operable": requests by route kind and status, and their latency, from the site server.

describe('routeKindOf', () => {
  it('puts every target in one of a few kinds, whatever its path', () => {
    expect(routeKindOf('/')).toBe('page');
    expect(routeKindOf('/movies/12-alien/?day=2')).toBe('page');
    expect(routeKindOf('/404.html')).toBe('page');
    expect(routeKindOf('/posters/12.webp')).toBe('file');
    expect(routeKindOf('/robots.txt')).toBe('file');
    expect(routeKindOf('/_next/static/chunks/a.js')).toBe('next_asset');
    expect(routeKindOf('/api/cypher')).toBe('gateway');
    expect(routeKindOf('/api/cypher/?x=1')).toBe('gateway');
    expect(routeKindOf('/api/cypherx')).toBe('api');
    expect(routeKindOf('/api/member/refresh/')).toBe('member_api');
    expect(routeKindOf('/api/ready')).toBe('probe');
    expect(routeKindOf('/api/health/')).toBe('probe');
    expect(routeKindOf('/api/revalidate')).toBe('api');
    expect(routeKindOf('/__third-party-proxy?url=x')).toBe('third_party_proxy');
    expect(routeKindOf(undefined)).toBe('page');
  });
});

describe('requestMetricsObserver on the site server', () => {
  it('counts each answer by kind and status, and times it', async () => {
    const metrics = siteMetrics();
    metrics.requests.reset();
    metrics.requestDuration.reset();
    const server = createSiteServer({
      next: (_incoming, outgoing) => {
        outgoing.statusCode = 200;
        setTimeout(() => outgoing.end('page'), 30);
      },
      gateway: { providerApiUrl: '', inFlight: { active: 0 } },
      observe: requestMetricsObserver(metrics),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await (await fetch(`${origin}/`)).text();
      await (await fetch(`${origin}/movies/1-a/`)).text();
      await (await fetch(`${origin}/%zz`)).text();
      await new Promise((resolve) => setTimeout(resolve, 20));
      const counted = (await metrics.requests.get()).values.map((v) => [v.labels.kind, v.labels.status, v.value]);
      expect(counted).toEqual(
        expect.arrayContaining([
          ['page', '200', 2],
          ['page', '400', 1],
        ]),
      );
      const text = await metrics.registry.getSingleMetricAsString('fincher_http_request_duration_seconds');
      expect(text).toMatch(/fincher_http_request_duration_seconds_count\{kind="page"\} 3/);
      // Two answers took the 30 ms of the handler: none of them in the buckets below 25 ms.
      expect(text).toMatch(/fincher_http_request_duration_seconds_bucket\{le="0\.025",kind="page"\} 1/);
    } finally {
      server.close();
    }
  });

  it('counts a request by the target it arrived with, whatever a handler later writes to req.url', async () => {
    const metrics = siteMetrics();
    metrics.requests.reset();
    const server = createSiteServer({
      next: (incoming, outgoing) => {
        incoming.url = '/_next/data/rewritten.json';
        outgoing.end('page');
      },
      gateway: { providerApiUrl: '', inFlight: { active: 0 } },
      observe: requestMetricsObserver(metrics),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/movies/`)).text();
      await new Promise((resolve) => setTimeout(resolve, 20));
      const counted = (await metrics.requests.get()).values.map((v) => [v.labels.kind, v.value]);
      expect(counted).toEqual([['page', 1]]);
    } finally {
      server.close();
    }
  });
});
