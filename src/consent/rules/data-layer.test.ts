import { describe, expect, it } from 'vitest';
import { createAnalytics } from '../runtime/analytics.ts';
import { pushToDataLayer, toDataLayerEntry } from './data-layer.ts';

describe('analytics data layer (§9.7 "dataLayer", §2.2 page views, §2.3 outbound clicks)', () => {
  it('shapes page views and events as tag managers read them', () => {
    expect(toDataLayerEntry({ type: 'pageView', path: '/movies/' })).toEqual({
      event: 'page_view',
      page_path: '/movies/',
    });
    expect(
      toDataLayerEntry({
        type: 'event',
        event: { action: 'click', category: 'Navigation', label: 'out: https://www.ratp.fr/' },
      }),
    ).toEqual({
      event: 'click',
      eventCategory: 'Navigation',
      eventLabel: 'out: https://www.ratp.fr/',
    });
  });

  it('receives the records of a sink registered once containers load, waiting ones first', () => {
    const dataLayer: unknown[] = [];
    const analytics = createAnalytics();
    analytics.trackPageView('/');
    analytics.registerSink({ name: 'tag-manager', record: (record) => pushToDataLayer(record, dataLayer) });
    analytics.trackEvent({ action: 'click', category: 'Navigation', label: 'out: x' });
    expect(dataLayer).toEqual([
      { event: 'page_view', page_path: '/' },
      { event: 'click', eventCategory: 'Navigation', eventLabel: 'out: x' },
    ]);
  });

  it('outside a browser there is no data layer and nothing throws', () => {
    expect(() => pushToDataLayer({ type: 'pageView', path: '/' })).not.toThrow();
  });

  it('a throwing mirror does not stop the sinks', () => {
    const seen: string[] = [];
    const analytics = createAnalytics({
      mirror: () => {
        throw new Error('broken');
      },
    });
    const warn = console.warn;
    console.warn = () => {};
    analytics.registerSink({ name: 's', record: (r) => seen.push(r.type) });
    analytics.trackPageView('/');
    console.warn = warn;
    expect(seen).toEqual(['pageView']);
  });
});
