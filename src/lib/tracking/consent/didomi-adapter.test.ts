import { describe, expect, it } from 'vitest';
import { refusedAnything, type DidomiUserStatus } from './didomi-adapter.ts';

// §4.12 "a consent purpose is denied" (marketing identity) and §4.15 (ads), read from Didomi's user status.

const status = (purposes: string[], vendors: string[]): DidomiUserStatus => ({
  purposes: { consent: { disabled: purposes } },
  vendors: { consent: { disabled: vendors } },
});

describe('§4.12, §4.15 what a Didomi visitor refused', () => {
  it('nothing refused: nothing denied', () => {
    expect(refusedAnything(status([], []))).toBe(false);
  });

  it('a refused purpose is a refusal', () => {
    expect(refusedAnything(status(['advertising'], []))).toBe(true);
  });

  it('one vendor refused in the vendor list, every purpose kept: still a refusal', () => {
    expect(refusedAnything(status([], ['c:ad-network']))).toBe(true);
  });
});
