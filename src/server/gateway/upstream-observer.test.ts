import { describe, expect, it } from 'vitest';
import { siteMetrics } from '../metrics/metrics.ts';
import { observedUpstreamCall } from './upstream-observer.ts';
import { UpstreamTimeoutError, type UpstreamRequest, type UpstreamTransport } from './upstream-http.ts';

// §7 gateway calls counted by route id and upstream status, timed, for the operator.

const request: UpstreamRequest = {
  baseUrl: 'http://provider.test',
  pathAndQuery: '/Member/GetMembershipList/2001/',
  method: 'GET',
  headers: {},
  timeoutMs: 1000,
  maxBytes: 1024,
};

const valueOf = async (route: string, status: string) =>
  (await siteMetrics().upstreamCalls.get()).values.find((v) => v.labels.route === route && v.labels.status === status)
    ?.value ?? 0;

describe('observedUpstreamCall', () => {
  it('counts each call under its route id and status, or why it had none, and times it', async () => {
    siteMetrics().upstreamCalls.reset();
    siteMetrics().upstreamDuration.reset();
    const answering: UpstreamTransport = async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return { status: 401, contentType: 'application/json', body: new Uint8Array() };
    };
    const late: UpstreamTransport = async () => {
      throw new UpstreamTimeoutError();
    };
    const refused: UpstreamTransport = async () => {
      throw new Error('ECONNREFUSED');
    };
    expect((await observedUpstreamCall('getMembershipList', 'GET', answering, request)).status).toBe(401);
    await expect(observedUpstreamCall('getMembershipList', 'GET', late, request)).rejects.toThrow(UpstreamTimeoutError);
    await expect(observedUpstreamCall('signInV1', 'POST', refused, request)).rejects.toThrow('ECONNREFUSED');
    expect(await valueOf('getMembershipList', '401')).toBe(1);
    expect(await valueOf('getMembershipList', 'timeout')).toBe(1);
    expect(await valueOf('signInV1', 'unreachable')).toBe(1);
    const text = await siteMetrics().registry.getSingleMetricAsString('fincher_gateway_upstream_duration_seconds');
    expect(text).toMatch(/fincher_gateway_upstream_duration_seconds_count\{route="getMembershipList"\} 2/);
    // The answer that took 30 ms is above the 25 ms bucket.
    expect(text).toMatch(/_bucket\{le="0\.025",route="getMembershipList"\} 1\n/);
  });
});
