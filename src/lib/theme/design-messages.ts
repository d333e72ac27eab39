// §3.15, §4.13: what the editor's colour-scheme and font messages do to a theme (receiving them is
// src/lib/preview's); the live preview then only swaps variables.
import { z } from 'zod';
import type { Theme } from '../config/site-schema.ts';
import { normalizeHex } from './color.ts';
import { requireWebFont, type WebFontFamily } from './fonts.ts';

const hexColor = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'a hex colour such as #A01010');

/** §3.15 injected palette. Colours left out fall back to brand colours (§9.5), as in a site file. */
export const injectedPaletteSchema = z.object({
  primary: hexColor.optional(),
  accent: hexColor.optional(),
  highlight: hexColor.optional(),
  muted: hexColor.optional(),
  background: hexColor.optional(),
  footerBackground: hexColor.optional(),
  headerBackground: hexColor.optional(),
});
export type InjectedPalette = z.infer<typeof injectedPaletteSchema>;

/** §3.15 font message. */
export const fontMessageSchema = z.object({
  fontTarget: z.enum(['body', 'heading']),
  font: z.string().min(1),
  weights: z.array(z.string().regex(/^\d{3}i?$/, 'a weight such as "400" or "400i"')).min(1),
});
export type FontMessage = z.infer<typeof fontMessageSchema>;

export const themeDesignMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('colorScheme'), payload: z.object({ colorScheme: injectedPaletteSchema }) }),
  z.object({ type: z.literal('font'), payload: z.object({ font: fontMessageSchema }) }),
]);
export type ThemeDesignMessage = z.infer<typeof themeDesignMessageSchema>;

/** The §3.15 message types that change the theme; the others (layouts, logo size, toggles) do not. */
export const THEME_MESSAGE_TYPES = ['colorScheme', 'font'] as const;

export class DesignMessageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DesignMessageError';
  }
}

/** The editor sends a complete scheme, so a colour it leaves out falls back to the brand colour, not the old one. */
export function applyColorScheme(theme: Theme, colorScheme: InjectedPalette): Theme {
  const palette: Theme['palette'] = {};
  for (const [name, value] of Object.entries(colorScheme) as [keyof Theme['palette'], string | undefined][]) {
    if (value !== undefined) palette[name] = normalizeHex(value);
  }
  return { ...theme, palette };
}

/** Heading: the heaviest weight; body: the nearest 400, bold the heaviest above; italic when only italics are sent. */
export function applyFontMessage(theme: Theme, message: FontMessage): Theme {
  const entry = requireWebFont(message.font, `the font message for ${message.fontTarget}`);
  const parsed = message.weights.map((w) => ({ weight: Number(w.slice(0, 3)), italic: w.endsWith('i') }));
  const upright = parsed.filter((v) => !v.italic && entry.weights.includes(v.weight)).map((v) => v.weight);
  const italic = parsed.filter((v) => v.italic && entry.italicWeights.includes(v.weight)).map((v) => v.weight);
  const useItalic = upright.length === 0 && italic.length > 0;
  const weights = (useItalic ? italic : upright.length ? upright : [regularWeight(entry)]).sort((a, b) => a - b);
  const heaviest = weights[weights.length - 1] as number;
  const style = useItalic ? 'italic' : 'normal';

  if (message.fontTarget === 'heading') {
    return {
      ...theme,
      fonts: { ...theme.fonts, heading: entry.family },
      fontWeights: { ...theme.fontWeights, heading: heaviest },
      fontStyles: { ...theme.fontStyles, heading: style },
    };
  }
  const body = closestTo400(weights);
  return {
    ...theme,
    fonts: { ...theme.fonts, body: entry.family },
    fontWeights: { ...theme.fontWeights, body, bold: heaviest > body ? heaviest : theme.fontWeights.bold },
    fontStyles: { ...theme.fontStyles, body: style },
  };
}

/** One §3.15 message applied to a copy; other types leave the theme as it is, a malformed one throws. */
export function applyDesignMessage(theme: Theme, message: unknown): Theme {
  const type = (message as { type?: unknown } | null)?.type;
  if (!(THEME_MESSAGE_TYPES as readonly unknown[]).includes(type)) return theme;
  const parsed = themeDesignMessageSchema.safeParse(message);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(message)'}: ${i.message}`).join('; ');
    throw new DesignMessageError(`Invalid ${String(type)} design message: ${problems}`);
  }
  return parsed.data.type === 'colorScheme'
    ? applyColorScheme(theme, parsed.data.payload.colorScheme)
    : applyFontMessage(theme, parsed.data.payload.font);
}

function regularWeight(entry: WebFontFamily): number {
  return entry.weights.includes(400) ? 400 : (entry.weights[0] ?? 400);
}

function closestTo400(weights: number[]): number {
  return weights.reduce((best, w) => (Math.abs(w - 400) < Math.abs(best - 400) ? w : best));
}
