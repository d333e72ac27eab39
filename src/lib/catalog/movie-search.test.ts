import { describe, expect, it } from 'vitest';
import { normalizeSearchText, searchMovies, searchScore, toSearchEntry } from './movie-search.ts';

const films = [
  { id: 1, title: "Le Fabuleux Destin d'Amélie Poulain", directors: ['Jean-Pierre Jeunet'], cast: ['Audrey Tautou'] },
  { id: 2, title: 'Delicatessen', directors: ['Jean-Pierre Jeunet', 'Marc Caro'], cast: ['Dominique Pinon'] },
  { id: 3, title: 'Amen.', directors: ['Costa-Gavras'], cast: [] },
  { id: 4, title: 'The Ring', directors: ['Gore Verbinski'], cast: ['Naomi Watts'] },
  { id: 5, title: 'Ring', directors: ['Hideo Nakata'], cast: [] },
  { id: 6, title: 'Jeune et jolie', directors: ['François Ozon'], cast: [] },
].map(toSearchEntry);

describe('movie list search', () => {
  it('normalises case, accents and punctuation', () => {
    expect(normalizeSearchText("  Le Fabuleux Destin d'Amélie!! ")).toBe('le fabuleux destin d amelie');
    expect(normalizeSearchText('ŒUVRE – Ça')).toBe('œuvre ca');
    expect(normalizeSearchText('...')).toBe('');
  });

  it('finds a film by a word of its title typed without accents or capitals', () => {
    expect(searchMovies(films, 'amelie')).toEqual([1]);
    expect(searchMovies(films, 'AMÉLIE poul')).toEqual([1]);
  });

  it('matches word starts only, not the middle of words', () => {
    expect(searchMovies(films, 'men')).toEqual([]);
    expect(searchMovies(films, 'ame')).toEqual([3, 1]);
  });

  it('ranks a title starting with the query, then title words, then people (film first)', () => {
    // "jeune" starts the title of 6, and is a director's name of 1 and 2.
    expect(searchMovies(films, 'jeune')).toEqual([6, 1, 2]);
    expect(searchMovies(films, 'ring')).toEqual([5, 4]);
  });

  it('keeps the list order among equally relevant films', () => {
    expect(searchMovies(films, 'jean pierre')).toEqual([1, 2]);
  });

  it('needs every word of the query', () => {
    expect(searchMovies(films, 'ring naomi')).toEqual([4]);
    expect(searchMovies(films, 'ring tautou')).toEqual([]);
  });

  it('an empty or punctuation-only query matches nothing (the whole list stays)', () => {
    expect(searchMovies(films, '')).toEqual([]);
    expect(searchMovies(films, ' -- ')).toEqual([]);
    expect(searchScore(films[0]!, '')).toBe(0);
  });
});
