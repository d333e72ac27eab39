// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { PathnameContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime';
import { afterEach, describe, expect, it } from 'vitest';
import { analytics, type AnalyticsRecord } from '@/consent/runtime/analytics.ts';
import { PageViewTracker } from './page-view-tracker.tsx';

afterEach(cleanup);

describe('§2.2 a page-view event on every route change', () => {
  it('records each new path once', () => {
    const records: AnalyticsRecord[] = [];
    const remove = analytics.registerSink({ name: 'test', record: (record) => records.push(record) });
    const at = (path: string) => (
      <PathnameContext.Provider value={path}>
        <PageViewTracker />
      </PathnameContext.Provider>
    );
    const { rerender } = render(at('/'));
    rerender(at('/movies/'));
    rerender(at('/movies/'));
    remove();
    expect(records).toEqual([
      { type: 'pageView', path: '/' },
      { type: 'pageView', path: '/movies/' },
    ]);
  });
});
