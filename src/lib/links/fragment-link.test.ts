import { describe, expect, it } from 'vitest';
import { fragmentTargetId } from './fragment-link.ts';

describe('§2.3 fragment links', () => {
  it('finds the id a bare fragment points at, percent-decoded', () => {
    expect(fragmentTargetId('#showtimes')).toBe('showtimes');
    expect(fragmentTargetId('#s%C3%A9ances')).toBe('séances');
    expect(fragmentTargetId('#100%')).toBe('100%');
  });

  it('is not a fragment link when the href has a path or an empty fragment', () => {
    expect(fragmentTargetId('/movies/#showtimes')).toBeNull();
    expect(fragmentTargetId('#')).toBeNull();
    expect(fragmentTargetId('')).toBeNull();
  });
});
