import { afterEach, describe, expect, it } from 'vitest';
import { requestMetricsObserver } from './request-metrics.ts';
import { installBenchPause, observabilityPaused, pausablesOf, togglePause } from './observability-pause.ts';
import type { ServerResponse } from 'node:http';

// The bench's switch (docs/operations.md, "the cost of metrics and tracing"): off in production,
// and while paused a request adds nothing to the metrics.

afterEach(() => {
  if (observabilityPaused('metrics')) togglePause(['metrics']);
  if (observabilityPaused('traces')) togglePause(['traces']);
  process.removeAllListeners('SIGUSR2');
});

describe('the bench pause of metrics and traces', () => {
  it('reads its names and refuses any other', () => {
    expect(pausablesOf(undefined)).toEqual([]);
    expect(pausablesOf(' metrics , traces,metrics ')).toEqual(['metrics', 'traces']);
    expect(() => pausablesOf('metrics,logs')).toThrow(/"logs" is neither/);
  });

  it('is not installed without FINCHER_BENCH_PAUSE: SIGUSR2 then has no listener of ours', () => {
    expect(installBenchPause({})).toEqual([]);
    expect(process.listenerCount('SIGUSR2')).toBe(0);
  });

  it('SIGUSR2 pauses what it names, and the next resumes it', () => {
    expect(installBenchPause({ FINCHER_BENCH_PAUSE: 'traces' })).toEqual(['traces']);
    process.emit('SIGUSR2');
    expect([observabilityPaused('traces'), observabilityPaused('metrics')]).toEqual([true, false]);
    process.emit('SIGUSR2');
    expect(observabilityPaused('traces')).toBe(false);
  });

  it('while metrics are paused a request is not counted; resumed, it is', async () => {
    const counted: string[] = [];
    const closed = requestMetricsObserver({
      requests: { series: (kind: string, status: string) => ({ inc: () => counted.push(`${kind} ${status}`) }) },
      requestDuration: { series: () => ({ observe: () => undefined }) },
    } as unknown as Parameters<typeof requestMetricsObserver>[0]);
    const serve = () =>
      closed({ req: { url: '/api/cypher' }, statusCode: 200, writableFinished: true } as unknown as ServerResponse);
    togglePause(['metrics']);
    serve();
    togglePause(['metrics']);
    serve();
    expect(counted).toEqual(['gateway 200']);
  });
});
