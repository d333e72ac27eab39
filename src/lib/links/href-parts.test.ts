import { describe, expect, it } from 'vitest';
import {
  hasUnsafeScheme,
  isRelativeHref,
  isWebHref,
  joinHref,
  parseWebUrl,
  schemeOf,
  splitHref,
} from './href-parts.ts';

describe('href parts (helpers of the §2.3 rules)', () => {
  it('splits and joins relative and absolute hrefs without changing them', () => {
    for (const href of ['/movies/?a=1#top', 'page/', '?q=1', '#x', 'https://a.fr/p?x=1&y=2#h', '/a#b?c']) {
      expect(joinHref(splitHref(href))).toBe(href);
    }
    expect(splitHref('/a/?x=1#h')).toEqual({ beforeQuery: '/a/', query: 'x=1', hash: '#h' });
    expect(splitHref('/a#b?c')).toEqual({ beforeQuery: '/a', query: '', hash: '#b?c' });
  });

  it('reads schemes case-insensitively', () => {
    expect(schemeOf('HTTPS://A.FR')).toBe('https');
    expect(schemeOf('MailTo:a@b.fr')).toBe('mailto');
    expect(schemeOf('/path')).toBeNull();
    expect(schemeOf('//cdn.example.com/x')).toBeNull();
  });

  it('tells web, relative and scheme-relative hrefs apart', () => {
    expect(isWebHref('HTTP://a.fr')).toBe(true);
    expect(isWebHref('//a.fr/x')).toBe(true);
    expect(isWebHref('mailto:a@b.fr')).toBe(false);
    expect(isRelativeHref('/x')).toBe(true);
    expect(isRelativeHref('x/y')).toBe(true);
    expect(isRelativeHref('//a.fr')).toBe(false);
    expect(isRelativeHref('tel:+33')).toBe(false);
  });

  it('flags script schemes in any case, even split by tabs or newlines', () => {
    expect(hasUnsafeScheme('javascript:alert(1)')).toBe(true);
    expect(hasUnsafeScheme('JavaScript:alert(1)')).toBe(true);
    expect(hasUnsafeScheme('java\tscript:alert(1)')).toBe(true);
    expect(hasUnsafeScheme('data:text/html,x')).toBe(true);
    expect(hasUnsafeScheme('https://a.fr/javascript:')).toBe(false);
  });

  it('parses malformed URLs to null instead of throwing', () => {
    expect(parseWebUrl('http://')).toBeNull();
    expect(parseWebUrl('https://exa mple.com')).toBeNull();
    expect(parseWebUrl('//a.fr/x')?.hostname).toBe('a.fr');
  });
});
