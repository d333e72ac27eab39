import { describe, expect, it } from 'vitest';
import { loginRedirectPath, planHandoff, safeReturnPath } from './handoff-return.ts';

describe('ticketing hand-off return path (§4.5, §7.10)', () => {
  it('accepts a path of the ticketing site with its query', () => {
    expect(safeReturnPath('/account/orders?x=1')).toBe('/account/orders?x=1');
    expect(safeReturnPath('/')).toBe('/');
  });

  it('refuses anything that could leave {ticketingUrl}', () => {
    for (const value of [
      null,
      undefined,
      '',
      'account',
      '//evil.example',
      '/\\evil',
      '@evil.example',
      '/x@evil',
      'https://evil',
      '/a b',
      '/a\nb',
      'x'.repeat(2000),
    ]) {
      expect(safeReturnPath(value)).toBeNull();
    }
  });

  it('resolves dot segments, so the hand-off stays under {ticketingUrl}', () => {
    expect(safeReturnPath('/../../evil')).toBe('/evil');
    expect(safeReturnPath('/%2e%2e/%2E%2E/evil?x=1')).toBe('/evil?x=1');
    expect(safeReturnPath('/account/./orders/../tickets')).toBe('/account/tickets');
    // A path that resolves to "//…" is refused, never made protocol-relative.
    for (const value of ['/.//evil.example', '/a/../../..//evil.example', '/%2e//evil.example/x']) {
      expect(safeReturnPath(value), value).toBeNull();
    }
    for (const value of ['/../../evil', '/%2e%2e/evil', '/a/../../../evil.example']) {
      const target = new URL(`http://localhost:4010/ticketing${safeReturnPath(value) ?? ''}`);
      expect([value, target.origin, target.pathname.startsWith('/ticketing/')]).toEqual([
        value,
        'http://localhost:4010',
        true,
      ]);
    }
  });

  it('§4.5 step 2: the login page keeps the query string', () => {
    expect(loginRedirectPath('connexion', '?return=%2Fbook&utm_source=x')).toBe(
      '/connexion/?return=%2Fbook&utm_source=x',
    );
    expect(loginRedirectPath('sign-in', '')).toBe('/sign-in/');
  });
});

describe('§4.5 hand-off plan', () => {
  const base = { loggedIn: true, hasTicketing: true, version: 1 as const, search: '?return=%2Fbook', delayMs: 5000 };
  it('v1: overlay and redirect after 5 s through the server endpoint, query kept', () => {
    expect(planHandoff(base)).toEqual({
      kind: 'handoff',
      delayMs: 5000,
      endpoint: '/api/member/handoff?return=%2Fbook',
    });
  });
  it('v3: the form is submitted at once', () => {
    expect(planHandoff({ ...base, version: 3 })).toMatchObject({ kind: 'handoff', delayMs: 0 });
  });
  it('nothing without a logged-in member, a ticketingUrl or a valid return', () => {
    expect(planHandoff({ ...base, loggedIn: false }).kind).toBe('none');
    expect(planHandoff({ ...base, hasTicketing: false }).kind).toBe('none');
    expect(planHandoff({ ...base, search: '?return=%2F%2Fevil' }).kind).toBe('none');
    expect(planHandoff({ ...base, search: '' }).kind).toBe('none');
  });
});
