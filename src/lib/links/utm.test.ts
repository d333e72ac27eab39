import { describe, expect, it } from 'vitest';
import { carryUtmParams, pickUtmParams } from './utm.ts';

const landing = '?utm_source=newsletter&utm_medium=email&theater=12&page=2';

describe('§2.3 UTM parameters carried onto links', () => {
  it('keeps only utm_* keys of the current page', () => {
    expect(pickUtmParams(landing)).toEqual([
      ['utm_source', 'newsletter'],
      ['utm_medium', 'email'],
    ]);
    expect(pickUtmParams('?UTM_source=x&utmsource=y')).toEqual([]);
  });

  it('adds them to internal links and drops the other current parameters', () => {
    expect(carryUtmParams('/movies/', landing)).toBe('/movies/?utm_source=newsletter&utm_medium=email');
    expect(carryUtmParams('/movies/?sort=az#list', landing)).toBe(
      '/movies/?sort=az&utm_source=newsletter&utm_medium=email#list',
    );
  });

  it('adds them to outbound links, whatever the scheme case', () => {
    expect(carryUtmParams('HTTPS://www.imdb.com/title/tt1', '?utm_source=fb')).toBe(
      'HTTPS://www.imdb.com/title/tt1?utm_source=fb',
    );
    expect(carryUtmParams('//cdn.example.com/a', '?utm_source=fb')).toBe('//cdn.example.com/a?utm_source=fb');
  });

  it('does not override a utm key the link sets itself', () => {
    expect(carryUtmParams('/a/?utm_source=poster', '?utm_source=fb&utm_campaign=x')).toBe(
      '/a/?utm_source=poster&utm_campaign=x',
    );
  });

  it('leaves the href untouched when there is nothing to carry', () => {
    expect(carryUtmParams('/a/?q=a%20b', '?page=2')).toBe('/a/?q=a%20b');
    expect(carryUtmParams('/a/', '')).toBe('/a/');
  });

  it('does not touch mailto:, tel: or same-page fragments', () => {
    expect(carryUtmParams('mailto:a@b.fr', landing)).toBe('mailto:a@b.fr');
    expect(carryUtmParams('tel:+33123', landing)).toBe('tel:+33123');
    expect(carryUtmParams('#showtimes', landing)).toBe('#showtimes');
  });
});
