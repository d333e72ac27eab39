import { siteMetrics } from '../metrics/metrics.ts';
import { observabilityPaused } from '../metrics/observability-pause.ts';
import { inChildSpan, SpanKind, tracingOn } from '../tracing/tracing.ts';
import {
  UpstreamTimeoutError,
  UpstreamTooLargeError,
  type UpstreamAnswer,
  type UpstreamRequest,
  type UpstreamTransport,
} from './upstream-http.ts';

// Every call to the loyalty provider, counted by §7 route id and upstream status, timed, and traced
// as a child of the request's span. The span names the route id, never the path: a path can carry
// a member's id or a reset code.

/** A status, or why there is none: the labels of fincher_gateway_upstream_requests_total. */
export function upstreamOutcome(answer: UpstreamAnswer | undefined, error: unknown): string {
  if (answer) return String(answer.status);
  if (error instanceof UpstreamTimeoutError) return 'timeout';
  if (error instanceof UpstreamTooLargeError) return 'too_large';
  return 'unreachable';
}

function record(route: string, outcome: string, seconds: number): void {
  if (observabilityPaused('metrics')) return;
  const metrics = siteMetrics();
  metrics.upstreamCalls.series(route, outcome).inc();
  metrics.upstreamDuration.series(route).observe(seconds);
}

export async function observedUpstreamCall(
  route: string,
  method: string,
  transport: UpstreamTransport,
  request: UpstreamRequest,
): Promise<UpstreamAnswer> {
  const call = async (): Promise<UpstreamAnswer> => {
    const started = performance.now();
    let answer: UpstreamAnswer | undefined;
    let failure: unknown;
    try {
      answer = await transport(request);
      return answer;
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      record(route, upstreamOutcome(answer, failure), (performance.now() - started) / 1000);
    }
  };
  if (!tracingOn()) return call();
  return inChildSpan(
    `provider ${route}`,
    SpanKind.CLIENT,
    { 'fincher.provider.route': route, 'http.request.method': method },
    async (span) => {
      const answer = await call();
      span?.setAttribute('http.response.status_code', answer.status);
      return answer;
    },
  );
}
