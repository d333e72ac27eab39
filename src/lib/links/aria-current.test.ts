import { describe, expect, it } from 'vitest';
import { ariaCurrentOf } from './aria-current.ts';

describe('§2.2 aria-current on navigation links', () => {
  it('marks the link to the page shown', () => {
    expect(ariaCurrentOf('/movies/', '/movies/', 'section')).toBe('page');
    expect(ariaCurrentOf('/contact/', '/contact/', 'page')).toBe('page');
  });

  it('marks a section link on the pages under it, never the home link', () => {
    expect(ariaCurrentOf('/movies/', '/movies/12-alien/', 'section')).toBe('true');
    expect(ariaCurrentOf('/', '/movies/', 'section')).toBeUndefined();
    expect(ariaCurrentOf('/movies/', '/movies/12-alien/', 'page')).toBeUndefined();
  });

  it('leaves other links alone', () => {
    expect(ariaCurrentOf('/movies/', '/theaters/', 'section')).toBeUndefined();
    expect(ariaCurrentOf('https://example.org/', '/', 'page')).toBeUndefined();
    expect(ariaCurrentOf('/movies/', '/movies/', undefined)).toBeUndefined();
  });
});
