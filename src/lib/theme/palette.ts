// Palette fallbacks and the colour roles of §3.2, derived by the rules of §9.5.
import type { Theme } from '../config/site-schema.ts';
import {
  BASE_DARK_ALT,
  BASE_LIGHT_ALT,
  BLACK,
  MIN_READABLE_CONTRAST,
  applyTintShade,
  contrastRatio,
  normalizeHex,
  shade,
  textOn,
  tint,
  isLight,
  type HexColor,
} from './color.ts';

export type PaletteColorName = keyof Theme['palette'];
export type BrandColorName = keyof Theme['colors'];

/** A palette with every colour present, as lowercase `#rrggbb`. */
export type ResolvedPalette = Record<PaletteColorName, HexColor>;

/** §9.5 fallbacks before #000; the spec names none for primary, and brand1 is the main brand colour of every site. */
export const PALETTE_FALLBACKS: Readonly<Record<PaletteColorName, BrandColorName>> = {
  primary: 'brand1',
  accent: 'brand5',
  highlight: 'brand3',
  muted: 'brand4',
  background: 'brand6',
  headerBackground: 'brand2',
  footerBackground: 'brand3',
};

/** The last resort of every fallback chain (§9.5). */
export const FALLBACK_COLOR: HexColor = BLACK;

/** §9.5: the page background is this many tint or shade steps away from the configured background. */
export const PAGE_BACKGROUND_STEPS = 6;

const PALETTE_NAMES = Object.keys(PALETTE_FALLBACKS) as PaletteColorName[];

/** §9.5: palette colour, else its brand colour, else #000. */
export function resolvePalette(theme: Pick<Theme, 'colors' | 'palette'>): ResolvedPalette {
  const resolved = {} as ResolvedPalette;
  for (const name of PALETTE_NAMES) {
    const value = theme.palette[name] ?? theme.colors[PALETTE_FALLBACKS[name]] ?? FALLBACK_COLOR;
    resolved[name] = normalizeHex(value);
  }
  return resolved;
}

/** The named colour roles of §3.2. */
export interface ColorRoles {
  primary: HexColor;
  /** §9.5: secondary uses palette.primary, like primary. */
  secondary: HexColor;
  accent: HexColor;
  muted: HexColor;
  highlight: HexColor;
  /** The page background: initialBackground pushed PAGE_BACKGROUND_STEPS toward white or black. */
  background: HexColor;
  /** The background as configured (settings.background applied, else palette.background). */
  initialBackground: HexColor;
  headerBackground: HexColor;
  footerBackground: HexColor;
  text: HexColor;
  /** Secondary text on the page background (#4f4e4e on light, #dddddd on dark), AA or else `text`. */
  textAlt: HexColor;
}

/** §9.5: toward the nearer extreme, which only raises text contrast and keeps the configured colour for cards. */
export function pageBackgroundOf(initialBackground: string): HexColor {
  return isLight(initialBackground)
    ? tint(initialBackground, PAGE_BACKGROUND_STEPS)
    : shade(initialBackground, PAGE_BACKGROUND_STEPS);
}

type BackgroundSetting = NonNullable<Theme['settings']['background']>;

function fromSetting(palette: ResolvedPalette, setting: BackgroundSetting | undefined, fallback: HexColor): HexColor {
  if (!setting) return fallback;
  return applyTintShade(palette[setting.paletteColor], setting.tintShade);
}

/** The §3.2 roles; text colours are derived last, from the final page background. */
export function resolveColorRoles(theme: Pick<Theme, 'colors' | 'palette' | 'settings'>): ColorRoles {
  const palette = resolvePalette(theme);
  const settings = theme.settings;
  const initialBackground = fromSetting(palette, settings.background, palette.background);
  let headerBackground = fromSetting(palette, settings.headerBackground, palette.headerBackground);
  let footerBackground = fromSetting(palette, settings.footerBackground, palette.footerBackground);
  if (settings.combination?.swap) {
    [headerBackground, footerBackground] = [footerBackground, headerBackground];
  }
  const background = pageBackgroundOf(initialBackground);
  const text = textOn(background);
  const altCandidate = isLight(background) ? BASE_DARK_ALT : BASE_LIGHT_ALT;
  return {
    primary: palette.primary,
    secondary: palette.primary,
    accent: palette.accent,
    muted: palette.muted,
    highlight: palette.highlight,
    background,
    initialBackground,
    headerBackground,
    footerBackground,
    text,
    textAlt: textAltOn(background, altCandidate, text),
  };
}

/** The softer grey only when it stays AA against the page, else the main text colour. */
function textAltOn(background: HexColor, candidate: HexColor, text: HexColor): HexColor {
  return contrastRatio(candidate, background) >= MIN_READABLE_CONTRAST ? candidate : text;
}
