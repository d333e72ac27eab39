import { describe, expect, it, vi } from 'vitest';
import { paramsToPrerender } from './deferred-pages.ts';

const off = { deferMoviePages: false, deferTheaterPages: false, deferEventPages: false, deferStandardPages: false };

describe('§3.1 deferred pages', () => {
  it('off: every page of the kind is pre-rendered', async () => {
    expect(await paramsToPrerender(off, 'deferMoviePages', () => [{ movie: '1-a' }])).toEqual([{ movie: '1-a' }]);
  });
  it('on: none is pre-rendered (rendered on first request), and the list is not even read', async () => {
    const params = vi.fn(() => [{ slug: 'contact' }]);
    for (const kind of ['deferMoviePages', 'deferTheaterPages', 'deferEventPages', 'deferStandardPages'] as const) {
      expect(await paramsToPrerender({ ...off, [kind]: true }, kind, params)).toEqual([]);
    }
    expect(params).not.toHaveBeenCalled();
    expect(await paramsToPrerender({ ...off, deferMoviePages: true }, 'deferTheaterPages', params)).toHaveLength(1);
  });
});
