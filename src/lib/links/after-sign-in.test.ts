import { describe, expect, it } from 'vitest';
import { afterSignInPath, safeSitePath, signInPathFrom } from './after-sign-in.ts';

describe('§4.2 sign-in returns to the page that asked for it', () => {
  it('the sign-in link carries the page, and a sign-in goes back to it', () => {
    const link = signInPathFrom('connexion', '/movies/10001-dune/?utm_source=x#top');
    expect(link).toBe('/connexion/?from=%2Fmovies%2F10001-dune%2F%3Futm_source%3Dx%23top');
    expect(afterSignInPath(new URL(link, 'https://a.example').search, 'connexion')).toBe(
      '/movies/10001-dune/?utm_source=x#top',
    );
  });

  it('without a page, or with one that is not ours, the member area', () => {
    expect(afterSignInPath('', 'login')).toBe('/account/');
    for (const hostile of [
      'https://attacker.example/',
      '//attacker.example/',
      '/\\attacker.example/',
      // Harmless until resolved: then "//attacker.example/…", another site as a Location.
      '/.//attacker.example/',
      '/a/..//attacker.example/x',
      '/%2e//attacker.example/',
      '/./%2e//attacker.example/',
      'javascript:alert(1)',
      '/ok\nLocation: x',
      'movies/',
      `/${'a'.repeat(600)}`,
    ]) {
      expect(afterSignInPath(`?from=${encodeURIComponent(hostile)}`, 'login'), hostile).toBe('/account/');
    }
  });

  it('never the API or the sign-in page itself; dot segments stay on the site', () => {
    expect(safeSitePath('/api/member/logout', 'login')).toBeNull();
    expect(safeSitePath('/login/', 'login')).toBeNull();
    expect(safeSitePath('/movies/../api/x', 'login')).toBeNull();
    expect(safeSitePath('/../../etc/passwd', 'login')).toBe('/etc/passwd');
    expect(safeSitePath('/account/history/', 'login')).toBe('/account/history/');
  });
});
