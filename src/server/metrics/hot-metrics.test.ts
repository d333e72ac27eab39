import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { HotCounter, HotHistogram } from './hot-metrics.ts';

// The request path's metrics (operations: fincher_http_* and fincher_gateway_upstream_*): counted
// as plain numbers, they must scrape exactly as prom-client's own counters and histograms would.

const BUCKETS = [0.005, 0.025, 0.1, 1];
const OBSERVED = [0.001, 0.005, 0.02, 0.3, 7, 0.0999, Number.NaN];

function pair() {
  const plain = new Registry();
  const hot = new Registry();
  const config = { help: 'h', labelNames: ['kind', 'status'] as const };
  return {
    plain,
    hot,
    plainCounter: new Counter({ ...config, name: 'c_total', registers: [plain] }),
    hotCounter: new HotCounter({ ...config, name: 'c_total', registers: [hot] }),
    plainHistogram: new Histogram({ help: 'h', labelNames: ['kind'], name: 'd', buckets: BUCKETS, registers: [plain] }),
    hotHistogram: new HotHistogram({ help: 'h', labelNames: ['kind'], name: 'd', buckets: BUCKETS, registers: [hot] }),
  };
}

describe('hot counters and histograms', () => {
  it('scrape byte for byte as prom-client’s own, in text and as objects', async () => {
    const m = pair();
    for (const [kind, status] of [
      ['page', '200'],
      ['page', '200'],
      ['gateway', '502'],
      ['page', 'aborted'],
    ] as const) {
      m.plainCounter.labels(kind, status).inc();
      m.hotCounter.series(kind, status).inc();
    }
    for (const value of OBSERVED) {
      // prom-client refuses a value that is not a number; the hot series skips it.
      if (Number.isFinite(value)) m.plainHistogram.labels('gateway').observe(value);
      m.hotHistogram.series('gateway').observe(value);
    }
    m.plainHistogram.labels('page').observe(0.025);
    m.hotHistogram.series('page').observe(0.025);
    expect(await m.hot.metrics()).toBe(await m.plain.metrics());
    expect(await m.hot.getMetricsAsJSON()).toEqual(await m.plain.getMetricsAsJSON());
    expect(await m.hot.metrics()).toMatch(/^d_bucket\{le="0.025",kind="gateway"\} 3$/m);
  });

  it('adds its series to those counted through the usual API, and resets both', async () => {
    const m = pair();
    m.hotCounter.labels('page', '200').inc(2);
    m.hotCounter.series('page', '200').inc();
    m.hotCounter.series('file', '404').inc();
    const values = (await m.hotCounter.get()).values.map((v) => [v.labels.kind, v.labels.status, v.value]);
    expect(values).toEqual([
      ['page', '200', 3],
      ['file', '404', 1],
    ]);
    m.hotCounter.reset();
    m.hotHistogram.series('page').observe(1);
    m.hotHistogram.reset();
    expect((await m.hotCounter.get()).values).toEqual([]);
    expect((await m.hotHistogram.get()).values).toEqual([]);
  });

  it('refuses label values that do not match its label names', () => {
    expect(() => pair().hotCounter.series('page')).toThrow(/expected 2 label values/);
    expect(() => pair().hotHistogram.series('page', '200')).toThrow(/expected 1 label value/);
  });
});
