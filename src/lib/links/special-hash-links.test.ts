import { describe, expect, it } from 'vitest';
import { SPECIAL_HASH_LINKS, specialHashEventFor } from './special-hash-links.ts';

describe('§2.3 logout hash link', () => {
  it('has "#loyalty-logout" as the only special hash link', () => {
    expect(Object.keys(SPECIAL_HASH_LINKS)).toEqual(['#loyalty-logout']);
    expect(specialHashEventFor('#loyalty-logout')).toBe('loyalty:logout');
  });

  it('ignores other hashes and inherited object keys', () => {
    expect(specialHashEventFor('#loyalty')).toBeNull();
    expect(specialHashEventFor('toString')).toBeNull();
  });
});
