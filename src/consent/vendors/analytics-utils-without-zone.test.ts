// §9.7 web analytics: the browser's `analytics-utils` (aliased in next.config.ts) is the
// package's own, except that the core's time zone costs no Intl.DateTimeFormat and the address
// bar's parameters cannot name the visitor or send events (§4.12, §7.11).
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
    for (const name of names.filter((n) => n !== 'getTimeZone' && n !== 'paramsParse')) {
      expect(lean[name as keyof typeof lean], name).toBe(original[name as keyof typeof original]);
    }
  });

  it('passes the campaign parameters only: no user id, anonymous id, event, property or trait from the address', () => {
    const link =
      'https://www.example.fr/movies/?an_uid=jane%40example.com&an_aid=a1&an_event=injected&an_prop_x=1&an_trait_email=j&utm_source=news&utm_campaign=noel&gclid=g1';
    // The package's own hands all of them to the core.
    expect(original.paramsParse(link)).toMatchObject({ an_uid: 'jane@example.com', an_event: 'injected' });
    expect(lean.paramsParse(link)).toEqual({ utm_source: 'news', utm_campaign: 'noel' });
  });
});
