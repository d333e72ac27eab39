import { describe, expect, it } from 'vitest';
import { previewFontFaces, previewFontFileOf } from './preview-fonts.ts';

describe('§3.15 font message: the faces loaded on demand', () => {
  it('upright and italic weights of the family, from the site origin', () => {
    expect(previewFontFaces({ font: 'Source Sans 3', weights: ['400', '700', '400i'] })).toEqual([
      {
        family: 'Source Sans 3',
        weight: 400,
        style: 'normal',
        url: '/api/preview/font/source-sans-3-latin-400-normal.woff2',
      },
      {
        family: 'Source Sans 3',
        weight: 700,
        style: 'normal',
        url: '/api/preview/font/source-sans-3-latin-700-normal.woff2',
      },
      {
        family: 'Source Sans 3',
        weight: 400,
        style: 'italic',
        url: '/api/preview/font/source-sans-3-latin-400-italic.woff2',
      },
    ]);
  });

  it('leaves out weights the package does not ship, duplicates and unknown families', () => {
    expect(previewFontFaces({ font: 'Bebas Neue', weights: ['400', '400', '700', '400i'] })).toEqual([
      {
        family: 'Bebas Neue',
        weight: 400,
        style: 'normal',
        url: '/api/preview/font/bebas-neue-latin-400-normal.woff2',
      },
    ]);
    expect(previewFontFaces({ font: 'Comic Sans', weights: ['400'] })).toEqual([]);
  });
});

describe('§3.15 font files served: only faces of the list', () => {
  it('names the package and file of a listed face', () => {
    expect(previewFontFileOf('inter-latin-700-italic.woff2')).toEqual({
      packageName: '@fontsource/inter',
      file: 'inter-latin-700-italic.woff2',
    });
  });

  it.each([
    '../../etc/passwd',
    'inter-latin-700-normal.woff',
    'inter-cyrillic-700-normal.woff2',
    'inter-latin-750-normal.woff2',
    'bebas-neue-latin-400-italic.woff2',
    'unknown-latin-400-normal.woff2',
    'inter/../x-latin-400-normal.woff2',
    '',
  ])('refuses %j', (file) => {
    expect(previewFontFileOf(file)).toBeNull();
  });
});
