import { describe, expect, it, vi } from 'vitest';
import { createPathChangeDebouncer, shouldSetUpAds, slotsToRefresh } from './lifecycle.ts';
import type { AdSlotSpec } from './slots.ts';

const slot = (kind: AdSlotSpec['kind'], elementId: string): AdSlotSpec => ({
  kind,
  location: kind,
  elementId,
  sizes: ['fluid'],
  viewports: [],
  outOfPage: false,
});

describe('§4.15 advertising lifecycle', () => {
  it('sets up ads only when the page gives scheduledMovieIds', () => {
    expect(shouldSetUpAds({ scheduledMovieIds: [1, 2] })).toBe(true);
    expect(shouldSetUpAds({ scheduledMovieIds: [] })).toBe(true);
    expect(shouldSetUpAds({})).toBe(false);
    expect(shouldSetUpAds(null)).toBe(false);
  });

  it('refreshes on a targeting change in CUSTOM_WITHOUT_WRAPPER only, the interstitial excepted', () => {
    const slots = [slot('header', 'h'), slot('interstitial', 'i'), slot('pulse', 'p')];
    expect(slotsToRefresh('CUSTOM_WITHOUT_WRAPPER', slots, { a: '1' }, { a: '2' })).toEqual(['h', 'p']);
    expect(slotsToRefresh('CUSTOM_WITHOUT_WRAPPER', slots, { a: '1' }, { a: '1' })).toEqual([]);
    expect(slotsToRefresh('CUSTOM_WITHOUT_WRAPPER', slots, null, { a: '1' })).toEqual([]);
    expect(slotsToRefresh('PROGRAMMATIC', slots, { a: '1' }, { a: '2' })).toEqual([]);
  });

  it('clears at once on each path change and sets up once, 500 ms after the last one', () => {
    vi.useFakeTimers();
    try {
      const clear = vi.fn();
      const setUp = vi.fn();
      const debouncer = createPathChangeDebouncer({ clear, setUp });
      debouncer.pathChanged('/a/');
      vi.advanceTimersByTime(300);
      debouncer.pathChanged('/b/');
      expect(clear).toHaveBeenCalledTimes(2);
      vi.advanceTimersByTime(499);
      expect(setUp).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(setUp).toHaveBeenCalledExactlyOnceWith('/b/');
      // The same path again (a query change, a re-render) is no path change.
      debouncer.pathChanged('/b/');
      vi.advanceTimersByTime(1000);
      expect(clear).toHaveBeenCalledTimes(2);
      expect(setUp).toHaveBeenCalledTimes(1);
      // Unmount cancels a pending set-up.
      debouncer.pathChanged('/c/');
      debouncer.dispose();
      vi.advanceTimersByTime(1000);
      expect(setUp).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
