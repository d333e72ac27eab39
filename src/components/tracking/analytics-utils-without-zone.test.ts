// §9.7 web analytics: the browser's `analytics-utils` (aliased in next.config.ts) is the
// package's own, except that the core's time zone costs no Intl.DateTimeFormat.
import * as original from 'analytics-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as lean from './analytics-utils-without-zone.mjs';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('analytics-utils without the time zone', () => {
  it('gives no time zone and builds no DateTimeFormat for it', () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    expect(lean.getTimeZone()).toBeUndefined();
    expect(built).not.toHaveBeenCalled();
    // The package's own builds one: the reason for the alias.
    expect(original.getTimeZone()).toEqual(expect.any(String));
    expect(built).toHaveBeenCalled();
  });

  it('exports everything else the package exports, unchanged', () => {
    const names = Object.keys(original).sort();
    expect(Object.keys(lean).sort()).toEqual(names);
    for (const name of names.filter((n) => n !== 'getTimeZone')) {
      expect(lean[name as keyof typeof lean], name).toBe(original[name as keyof typeof original]);
    }
  });
});
