import { describe, expect, it, vi } from 'vitest';
import { ANALYTICS_PENDING_LIMIT, createAnalytics, type AnalyticsRecord } from './analytics.ts';

function recordingSink(name = 'test') {
  const records: AnalyticsRecord[] = [];
  return { sink: { name, record: (record: AnalyticsRecord) => records.push(record) }, records };
}

describe('analytics facade (§2.2 page views, §2.3 outbound clicks)', () => {
  it('sends events and page views to every registered sink', () => {
    const analytics = createAnalytics();
    const a = recordingSink('a');
    const b = recordingSink('b');
    analytics.registerSink(a.sink);
    analytics.registerSink(b.sink);

    analytics.trackEvent({ action: 'click', category: 'Navigation', label: 'out: https://www.imdb.com/' });
    analytics.trackPageView('/movies/');

    const expected = [
      { type: 'event', event: { action: 'click', category: 'Navigation', label: 'out: https://www.imdb.com/' } },
      { type: 'pageView', path: '/movies/' },
    ];
    expect(a.records).toEqual(expected);
    expect(b.records).toEqual(expected);
  });

  it('is a no-op until set up, then hands waiting records to each sink registered, in order, once', () => {
    const analytics = createAnalytics();
    analytics.trackPageView('/');
    analytics.trackPageView('/movies/');
    const first = recordingSink();
    analytics.registerSink(first.sink);
    expect(first.records.map((r) => (r.type === 'pageView' ? r.path : ''))).toEqual(['/', '/movies/']);

    // A sink set up a moment later (the analytics tag loads after the containers) sees the landing
    // page view too, and the page seen while it was loading (handed live to the first sink only).
    analytics.trackPageView('/theaters/');
    const second = recordingSink();
    analytics.registerSink(second.sink);
    expect(second.records.map((r) => (r.type === 'pageView' ? r.path : ''))).toEqual(['/', '/movies/', '/theaters/']);
    expect(first.records.map((r) => (r.type === 'pageView' ? r.path : ''))).toEqual(['/', '/movies/', '/theaters/']);
    analytics.trackPageView('/offers/');
    expect(second.records.map((r) => (r.type === 'pageView' ? r.path : ''))).toEqual([
      '/',
      '/movies/',
      '/theaters/',
      '/offers/',
    ]);
    expect(first.records).toHaveLength(4);

    // Consent withdrawn, then given again: nothing old is sent twice.
    analytics.setWaiting(false);
    analytics.setWaiting(true);
    const third = recordingSink();
    analytics.registerSink(third.sink);
    expect(third.records).toEqual([]);
  });

  it('keeps only the latest records while nothing is set up', () => {
    const analytics = createAnalytics();
    for (let i = 0; i < ANALYTICS_PENDING_LIMIT + 5; i += 1) analytics.trackPageView(`/p${i}/`);
    const sink = recordingSink();
    analytics.registerSink(sink.sink);
    expect(sink.records).toHaveLength(ANALYTICS_PENDING_LIMIT);
    expect(sink.records[0]).toEqual({ type: 'pageView', path: '/p5/' });
  });

  it('sends nothing twice to a sink removed and set up again while still waiting (§4.12)', () => {
    const analytics = createAnalytics();
    const containers = recordingSink('containers');
    analytics.registerSink(containers.sink);
    const tag = recordingSink('tag');
    const remove = analytics.registerSink(tag.sink);
    analytics.trackPageView('/');
    remove();
    analytics.trackPageView('/movies/');
    analytics.registerSink(tag.sink);
    // "/" reached it before it was removed; "/movies/" was made while it was away.
    expect(tag.records.map((r) => (r.type === 'pageView' ? r.path : ''))).toEqual(['/', '/movies/']);
    analytics.trackPageView('/theaters/');
    expect(tag.records).toHaveLength(3);
    expect(containers.records).toHaveLength(3);
  });

  it('stops sending to a removed sink (consent withdrawn, §4.12)', () => {
    const analytics = createAnalytics();
    const sink = recordingSink();
    const remove = analytics.registerSink(sink.sink);
    remove();
    analytics.trackPageView('/');
    expect(sink.records).toEqual([]);
  });

  it('drops waiting records and keeps none once waiting is off (consent refused, §4.12)', () => {
    const analytics = createAnalytics();
    analytics.trackPageView('/');
    analytics.setWaiting(false);
    analytics.trackPageView('/movies/');
    const sink = recordingSink();
    analytics.registerSink(sink.sink);
    expect(sink.records).toEqual([]);
    analytics.trackPageView('/theaters/');
    expect(sink.records).toEqual([{ type: 'pageView', path: '/theaters/' }]);
  });

  it('the page facade pushes nothing to window.dataLayer before a sink is set up (§4.12)', async () => {
    const { analytics } = await import('./analytics.ts');
    analytics.trackPageView('/');
    analytics.trackEvent({ action: 'click', category: 'Navigation', label: 'out: x' });
    expect((globalThis as { dataLayer?: unknown }).dataLayer).toBeUndefined();
  });

  it('survives a failing sink', () => {
    const analytics = createAnalytics();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const healthy = recordingSink();
    analytics.registerSink({
      name: 'broken',
      record: () => {
        throw new Error('vendor down');
      },
    });
    analytics.registerSink(healthy.sink);
    expect(() => analytics.trackPageView('/')).not.toThrow();
    expect(healthy.records).toHaveLength(1);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
