import { describe, expect, it } from 'vitest';
import type { Theme } from '../config/site-schema.ts';
import { DesignMessageError, applyDesignMessage } from './design-messages.ts';
import { WebFontError } from './fonts.ts';
import { buildThemeVariables } from './variables.ts';

const theme: Theme = {
  colors: { brand1: '#111111', brand5: '#555555' },
  palette: { primary: '#8B0A1A', accent: '#D9A441', background: '#FAF7F5' },
  settings: {},
  fonts: { body: 'Inter', heading: 'Inter' },
  fontWeights: { body: 400, heading: 700, bold: 700 },
  fontStyles: { body: 'normal', heading: 'normal' },
};

describe('§3.15 colorScheme message: the injected palette', () => {
  it('replaces the palette and returns a new theme', () => {
    const next = applyDesignMessage(theme, {
      type: 'colorScheme',
      payload: { colorScheme: { primary: '#1D4ED8', background: '#FFF', headerBackground: '#0B1F4D' } },
    });
    expect(next.palette).toEqual({ primary: '#1d4ed8', background: '#ffffff', headerBackground: '#0b1f4d' });
    expect(theme.palette.primary).toBe('#8B0A1A');
    expect(next.fonts).toBe(theme.fonts);
  });

  it('lets a colour the scheme leaves out fall back to its brand colour (§9.5)', () => {
    const next = applyDesignMessage(theme, { type: 'colorScheme', payload: { colorScheme: { primary: '#1D4ED8' } } });
    expect(buildThemeVariables(next)['--color-accent']).toBe('#555555');
  });

  it('changes only variables: the preview swaps the :root values', () => {
    const before = buildThemeVariables(theme);
    const after = buildThemeVariables(
      applyDesignMessage(theme, { type: 'colorScheme', payload: { colorScheme: { primary: '#1D4ED8' } } }),
    );
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(after['--color-primary']).toBe('#1d4ed8');
  });

  it('names a malformed colour', () => {
    expect(() =>
      applyDesignMessage(theme, { type: 'colorScheme', payload: { colorScheme: { primary: 'red' } } }),
    ).toThrow(DesignMessageError);
    expect(() =>
      applyDesignMessage(theme, { type: 'colorScheme', payload: { colorScheme: { primary: 'red' } } }),
    ).toThrow(/payload\.colorScheme\.primary: a hex colour/);
  });
});

describe('§3.15 font message {fontTarget, font, weights}', () => {
  it('sets the heading family and its heaviest weight', () => {
    const next = applyDesignMessage(theme, {
      type: 'font',
      payload: { font: { fontTarget: 'heading', font: 'playfair display', weights: ['400', '700'] } },
    });
    expect(next.fonts).toEqual({ body: 'Inter', heading: 'Playfair Display' });
    expect(next.fontWeights).toEqual({ body: 400, heading: 700, bold: 700 });
    expect(buildThemeVariables(next)['--font-heading']).toMatch(/^"Playfair Display", .*serif$/);
  });

  it('sets the body family, the weight closest to 400 and the bold weight', () => {
    const next = applyDesignMessage(theme, {
      type: 'font',
      payload: { font: { fontTarget: 'body', font: 'Montserrat', weights: ['300', '600'] } },
    });
    expect(next.fonts.body).toBe('Montserrat');
    expect(next.fontWeights).toEqual({ body: 300, heading: 700, bold: 600 });
    expect(next.fontStyles.body).toBe('normal');
  });

  it('keeps the bold weight when no heavier weight is sent', () => {
    const next = applyDesignMessage(theme, {
      type: 'font',
      payload: { font: { fontTarget: 'body', font: 'Lato', weights: ['400'] } },
    });
    expect(next.fontWeights).toEqual({ body: 400, heading: 700, bold: 700 });
  });

  it('makes the target italic when only italic weights are sent', () => {
    const next = applyDesignMessage(theme, {
      type: 'font',
      payload: { font: { fontTarget: 'heading', font: 'Lora', weights: ['500i'] } },
    });
    expect(next.fontStyles.heading).toBe('italic');
    expect(next.fontWeights.heading).toBe(500);
  });

  it('ignores weights the family does not ship and falls back to its regular weight', () => {
    const next = applyDesignMessage(theme, {
      type: 'font',
      payload: { font: { fontTarget: 'heading', font: 'Bebas Neue', weights: ['700', '700i'] } },
    });
    expect(next.fontWeights.heading).toBe(400);
    expect(next.fontStyles.heading).toBe('normal');
  });

  it('refuses a family outside the list, naming it', () => {
    expect(() =>
      applyDesignMessage(theme, {
        type: 'font',
        payload: { font: { fontTarget: 'body', font: 'Papyrus', weights: ['400'] } },
      }),
    ).toThrow(WebFontError);
  });

  it('names a malformed font message', () => {
    expect(() =>
      applyDesignMessage(theme, {
        type: 'font',
        payload: { font: { fontTarget: 'footer', font: 'Inter', weights: [] } },
      }),
    ).toThrow(/Invalid font design message: payload\.font\.fontTarget/);
  });
});

describe('§3.15 other design messages', () => {
  it.each([
    { type: 'headerLayout', payload: { headerLayout: 'centered' } },
    { type: 'logoSize', payload: { logoSize: 'large' } },
    { type: 'hasSearch', payload: { hasSearch: true } },
    null,
    'colorScheme',
  ])('leave the theme as it is: %j', (message) => {
    expect(applyDesignMessage(theme, message)).toBe(theme);
  });
});
