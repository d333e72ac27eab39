import { describe, expect, it } from 'vitest';
import { frenchAtPlace } from './french-place.ts';

describe('French "at a place" (§9.4 reference site fr-FR): the article of the name contracts', () => {
  it('contracts le, les, la and l’ of the name', () => {
    expect(frenchAtPlace('Le Grand Écran Paris')).toBe('au Grand Écran Paris');
    expect(frenchAtPlace('Les Trois Luxembourg')).toBe('aux Trois Luxembourg');
    expect(frenchAtPlace('La Pagode')).toBe('à la Pagode');
    expect(frenchAtPlace("L'Escurial")).toBe('à l’Escurial');
    expect(frenchAtPlace('L’Arlequin')).toBe('à l’Arlequin');
  });

  it('a name without an article takes "au"; a word merely starting with the letters is not an article', () => {
    expect(frenchAtPlace('Starlight Cinemas')).toBe('au Starlight Cinemas');
    expect(frenchAtPlace('Lumière')).toBe('au Lumière');
    expect(frenchAtPlace('Lesbos Ciné')).toBe('au Lesbos Ciné');
  });
});
