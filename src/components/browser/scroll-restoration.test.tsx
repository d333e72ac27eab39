// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  parseStoredScrollPositions,
  rememberScrollPosition,
  SCROLL_POSITIONS_STORAGE_KEY,
  ScrollRestoration,
} from './scroll-restoration.tsx';

describe('§2.2 scroll positions per history entry', () => {
  it('remembers the latest position per entry, oldest forgotten first', () => {
    let positions = rememberScrollPosition([], 'a', 120.4);
    positions = rememberScrollPosition(positions, 'b', 300);
    positions = rememberScrollPosition(positions, 'a', 40, 2);
    expect(positions).toEqual([
      ['b', 300],
      ['a', 40],
    ]);
    expect(rememberScrollPosition(positions, 'c', -5, 2)).toEqual([
      ['a', 40],
      ['c', 0],
    ]);
  });

  it('treats unreadable storage as nothing remembered', () => {
    expect(parseStoredScrollPositions(null)).toEqual([]);
    expect(parseStoredScrollPositions('{')).toEqual([]);
    expect(parseStoredScrollPositions('{"a":1}')).toEqual([]);
    expect(parseStoredScrollPositions('[["a",10],["b","x"],[1,2]]')).toEqual([['a', 10]]);
  });
});

// A minimal stand-in for the Navigation API (Chromium), which jsdom lacks.
class FakeNavigation extends EventTarget {
  currentEntry = { key: 'home' };
  go(kind: 'push' | 'traverse', key: string) {
    const navigate = Object.assign(new Event('navigate'), { navigationType: kind, destination: { key } });
    this.dispatchEvent(navigate);
    this.currentEntry = { key };
    this.dispatchEvent(new Event('currententrychange'));
  }
}

const frames = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('<ScrollRestoration> (§2.2) with the Navigation API', () => {
  let navigation: FakeNavigation;
  let scrollY: number;
  const scrollTo = vi.fn((_x: number, y: number) => {
    scrollY = y;
  });

  beforeEach(() => {
    navigation = new FakeNavigation();
    scrollY = 0;
    sessionStorage.clear();
    Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });
    Object.defineProperty(window, 'scrollY', { get: () => scrollY, configurable: true });
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 5000, configurable: true });
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    scrollTo.mockClear();
  });

  afterEach(() => {
    cleanup();
    delete (window as { navigation?: unknown }).navigation;
  });

  it('restores the position of the entry the visitor goes back to', async () => {
    render(<ScrollRestoration />);
    expect(window.history.scrollRestoration).toBe('manual');
    scrollY = 1800;
    window.dispatchEvent(new Event('scroll'));
    await frames();

    navigation.go('push', 'detail');
    scrollY = 0; // the router shows the new page from its top
    navigation.go('traverse', 'home');
    await frames();

    expect(scrollTo).toHaveBeenLastCalledWith(0, 1800);
    expect(JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_STORAGE_KEY)!)).toContainEqual(['home', 1800]);
  });

  it('does not touch the scroll position on new (push) navigations', async () => {
    render(<ScrollRestoration />);
    scrollY = 900;
    navigation.go('push', 'detail');
    await frames();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('restores the current entry after a reload', async () => {
    sessionStorage.setItem(SCROLL_POSITIONS_STORAGE_KEY, JSON.stringify([['home', 700]]));
    render(<ScrollRestoration />);
    await frames();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 700);
  });

  it('gives the scroll mode back when unmounted', () => {
    window.history.scrollRestoration = 'auto';
    const { unmount } = render(<ScrollRestoration />);
    unmount();
    expect(window.history.scrollRestoration).toBe('auto');
  });
});
