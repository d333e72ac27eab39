import { describe, expect, it } from 'vitest';
import { fillPlaceholder } from './fill.ts';

describe('fillPlaceholder (§2.2 the movie search repeats what was typed)', () => {
  it('puts the value in as typed, replacement patterns included', () => {
    const template = 'Aucun film ne correspond à « {query} ».';
    expect(fillPlaceholder(template, 'query', 'dune')).toBe('Aucun film ne correspond à « dune ».');
    for (const typed of ["$'", '$&', '$`', '$$', '$1'])
      expect(fillPlaceholder(template, 'query', typed)).toBe(`Aucun film ne correspond à « ${typed} ».`);
  });

  it('leaves a text without the placeholder unchanged', () => {
    expect(fillPlaceholder('No result', 'query', 'x')).toBe('No result');
  });
});
