import { describe, expect, it } from 'vitest';
import { loginRedirectPath, safeReturnPath } from './handoff-return.ts';

describe('ticketing hand-off return path (§4.5, §7.10)', () => {
  it('accepts a path of the ticketing site with its query', () => {
    expect(safeReturnPath('/account/orders?x=1')).toBe('/account/orders?x=1');
    expect(safeReturnPath('/')).toBe('/');
  });

  it('refuses anything that could leave {ticketingUrl}', () => {
    for (const value of [null, undefined, '', 'account', '//evil.example', '/\\evil', '@evil.example', '/x@evil', 'https://evil', '/a b', '/a\nb', 'x'.repeat(2000)]) {
      expect(safeReturnPath(value)).toBeNull();
    }
  });

  it('§4.5 step 2: the login page keeps the query string', () => {
    expect(loginRedirectPath('connexion', '?return=%2Fbook&utm_source=x')).toBe('/connexion/?return=%2Fbook&utm_source=x');
    expect(loginRedirectPath('sign-in', '')).toBe('/sign-in/');
  });
});
