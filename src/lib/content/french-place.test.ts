import { describe, expect, it } from 'vitest';
import { frenchAtPlace, frenchOfPlace } from './french-place.ts';

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

  it('"of a place" contracts the same articles with de: du, des, de la, de l’', () => {
    expect(frenchOfPlace('Le Grand Écran Paris')).toBe('du Grand Écran Paris');
    expect(frenchOfPlace('Les Trois Luxembourg')).toBe('des Trois Luxembourg');
    expect(frenchOfPlace('La Pagode')).toBe('de la Pagode');
    expect(frenchOfPlace("L'Escurial")).toBe('de l’Escurial');
    expect(frenchOfPlace('  Starlight Cinemas ')).toBe('du Starlight Cinemas');
    expect(frenchOfPlace('Lesbos Ciné')).toBe('du Lesbos Ciné');
  });
});
