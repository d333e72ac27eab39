import { describe, expect, it } from 'vitest';
import { castLine } from './cast.ts';

describe('the cast on the movie page', () => {
  it('shows the first names in billing order, each once, and counts the rest', () => {
    expect(castLine(['A', 'B|C', 'A', 'D', 'E', 'F', 'G', 'H'])).toEqual({
      names: ['A', 'B', 'C', 'D', 'E', 'F'],
      more: 2,
    });
    expect(castLine(['Zendaya'])).toEqual({ names: ['Zendaya'], more: 0 });
  });

  it('says nothing when the catalogue lists nobody', () => {
    expect(castLine([])).toBeNull();
    expect(castLine([' ', '|'])).toBeNull();
  });
});
