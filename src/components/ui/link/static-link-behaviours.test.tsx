// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { PathnameContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analytics, type AnalyticsRecord } from '@/consent/runtime/analytics.ts';
import { StaticLinkBehaviours } from './static-link-behaviours.tsx';

// The server's anchors (StaticLink) as the browser receives them, with the one listener.

const router = {
  push: vi.fn(),
  replace: vi.fn(),
  prefetch: vi.fn(),
  back: vi.fn(),
  forward: vi.fn(),
  refresh: vi.fn(),
};

function page(path: string, anchors: ReactNode) {
  return (
    <AppRouterContext.Provider value={router as never}>
      <PathnameContext.Provider value={path}>
        {anchors}
        <StaticLinkBehaviours />
      </PathnameContext.Provider>
    </AppRouterContext.Provider>
  );
}

const anchors = (
  <>
    <a href="/movies/" data-link="route" data-mark-current="section">
      Movies
    </a>
    <a href="/contact/" data-link="route" data-mark-current="page">
      Contact
    </a>
    <a
      href="https://www.openstreetmap.org/"
      target="_blank"
      rel="noopener noreferrer"
      data-link="page"
      data-link-event='{"action":"click","category":"outbound","label":"https://www.openstreetmap.org/"}'
    >
      Map
    </a>
  </>
);

beforeEach(() => {
  vi.clearAllMocks();
  window.history.replaceState(null, '', '/movies/12-alien/');
});
afterEach(cleanup);

describe('§2.3 server-rendered links in the browser', () => {
  it('a page of the site opens with the client router, fetched ahead when pointed at', () => {
    const view = render(page('/movies/12-alien/', anchors));
    const movies = view.getByText('Movies');
    fireEvent.pointerOver(movies);
    expect(router.prefetch).toHaveBeenCalledWith('/movies/');
    expect(fireEvent.click(movies)).toBe(false);
    expect(router.push).toHaveBeenCalledWith('/movies/', { scroll: true });
  });

  it('a new tab, a modifier key or another window is left to the browser', () => {
    const view = render(page('/', anchors));
    expect(fireEvent.click(view.getByText('Contact'), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(view.getByText('Contact'), { button: 1 })).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('§2.3 outbound: the click is recorded and the browser opens the new window', () => {
    const records: AnalyticsRecord[] = [];
    const remove = analytics.registerSink({ name: 'test', record: (record) => records.push(record) });
    const view = render(page('/', anchors));
    expect(fireEvent.click(view.getByText('Map'))).toBe(true);
    remove();
    expect(records).toContainEqual({
      type: 'event',
      event: { action: 'click', category: 'outbound', label: 'https://www.openstreetmap.org/' },
    });
    expect(router.push).not.toHaveBeenCalled();
  });

  it('§2.3 preview prefix: in the editor’s frame a click does nothing', () => {
    window.history.replaceState(null, '', '/cms-preview/movies/');
    const view = render(page('/cms-preview/movies/', anchors));
    expect(fireEvent.click(view.getByText('Movies'))).toBe(false);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('§9.7 the utm_* parameters of the address are carried onto every link', () => {
    window.history.replaceState(null, '', '/movies/12-alien/?utm_source=fb&theater=2');
    const view = render(page('/movies/12-alien/', anchors));
    expect(view.getByText('Movies').getAttribute('href')).toBe('/movies/?utm_source=fb');
    expect(view.getByText('Map').getAttribute('href')).toBe('https://www.openstreetmap.org/?utm_source=fb');
  });

  it('§2.2 navigation links say where the visitor is, and follow the route', () => {
    const view = render(page('/movies/12-alien/', anchors));
    expect(view.getByText('Movies').getAttribute('aria-current')).toBe('true');
    expect(view.getByText('Contact').hasAttribute('aria-current')).toBe(false);
    view.rerender(page('/contact/', anchors));
    expect(view.getByText('Movies').hasAttribute('aria-current')).toBe(false);
    expect(view.getByText('Contact').getAttribute('aria-current')).toBe('page');
  });
});
