import { describe, expect, it } from 'vitest';
import { toSlug } from './name-slug.ts';
import { moviePath, parseMovieSegment } from './slug.ts';

describe('§2.1/§9.4 slugs: lowercase and strict', () => {
  it('drops accents, punctuation and case', () => {
    expect(toSlug("Le Fabuleux destin d'Amélie Poulain")).toBe('le-fabuleux-destin-damelie-poulain');
    expect(toSlug('Mr. & Mrs. Smith')).toBe('mr-and-mrs-smith');
    expect(toSlug('  Déjà Vu!  ')).toBe('deja-vu');
  });

  it('falls back when nothing is sluggable', () => {
    expect(toSlug('???')).toBe('film');
    expect(toSlug('', 'page')).toBe('page');
  });

  it('builds /movies/{id}-{slug}/ and parses it back', () => {
    expect(moviePath({ id: 10042, slug: 'titanic' })).toBe('/movies/10042-titanic/');
    expect(parseMovieSegment('10042-titanic')).toEqual({ id: 10042, slug: 'titanic' });
    expect(parseMovieSegment('10042')).toEqual({ id: 10042, slug: '' });
    expect(parseMovieSegment('titanic')).toBeNull();
    expect(parseMovieSegment('-1-x')).toBeNull();
  });
});
