import { describe, expect, it } from 'vitest';
import { hasSessionHint } from './session-hint.ts';

describe('§4.1 the session hint a page may read', () => {
  it('is found among other cookies, only with its value', () => {
    expect(hasSessionHint('fincher_signed_in=1')).toBe(true);
    expect(hasSessionHint('a=b; fincher_signed_in=1; c=d')).toBe(true);
    expect(hasSessionHint('a=b;fincher_signed_in=1')).toBe(true);
  });

  it('is absent for a guest, a removed hint or a look-alike name', () => {
    expect(hasSessionHint('')).toBe(false);
    expect(hasSessionHint('fincher_signed_in=')).toBe(false);
    expect(hasSessionHint('fincher_signed_in=10')).toBe(false);
    expect(hasSessionHint('xfincher_signed_in=1')).toBe(false);
  });
});
