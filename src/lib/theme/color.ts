// Colour arithmetic of §3.2 and §9.5. culori's tree-shakable entry lets the live preview run this in the browser
// without shipping every colour space.
import {
  differenceCiede2000,
  formatHex,
  interpolate,
  modeLab65,
  modeLrgb,
  modeRgb,
  modeXyz65,
  useMode as registerMode,
  wcagContrast,
} from 'culori/fn';

const toRgb = registerMode(modeRgb);
// wcagContrast goes through linear RGB; CIEDE2000 compares in CIELAB (D65).
registerMode(modeLrgb);
registerMode(modeXyz65);
registerMode(modeLab65);
const ciede2000 = differenceCiede2000();

/** A colour as the engine emits it: lowercase `#rrggbb`. */
export type HexColor = `#${string}`;

export const WHITE: HexColor = '#ffffff';
export const BLACK: HexColor = '#000000';

/** §9.5: text colours on light and on dark colours. */
export const TEXT_ON_LIGHT: HexColor = BLACK;
export const TEXT_ON_DARK: HexColor = WHITE;

/** §9.5: neutral fallbacks for "visible" colours and their softer alternatives. */
export const BASE_DARK: HexColor = '#212020';
export const BASE_DARK_ALT: HexColor = '#4f4e4e';
export const BASE_LIGHT: HexColor = '#f7f7f7';
export const BASE_LIGHT_ALT: HexColor = '#dddddd';

/** §9.5: readable text meets WCAG 2 level AA for normal text. */
export const MIN_READABLE_CONTRAST = 4.5;
/** §9.5: two colours at least this far apart (CIEDE2000) are perceptibly distinct. */
export const MIN_VISIBLE_DISTANCE = 5.9;

/** One tint or shade step is a 5 % sRGB mix with white or black, so tintShade (−10…10) spans up to 50 %. */
export const TINT_SHADE_STEP = 0.05;
export const MAX_TINT_SHADE_STEPS = 10;

export class InvalidColorError extends Error {
  readonly value: string;
  constructor(value: string) {
    super(`Invalid colour "${value}": expected a hex colour such as #A01010`);
    this.name = 'InvalidColorError';
    this.value = value;
  }
}

/** Parses `#rgb` or `#rrggbb` (any case) and returns it as lowercase `#rrggbb`. */
export function normalizeHex(value: string): HexColor {
  if (!/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(value)) throw new InvalidColorError(value);
  const color = toRgb(value);
  if (!color) throw new InvalidColorError(value);
  return formatHex(color) as HexColor;
}

/** WCAG 2 contrast ratio, 1…21. */
export function contrastRatio(a: string, b: string): number {
  return wcagContrast(a, b);
}

/** CIEDE2000 colour difference. */
export function perceptualDistance(a: string, b: string): number {
  return ciede2000(a, b);
}

/** Decided by text contrast, so that "light" and "text on light is black" can never disagree. */
export function isLight(color: string): boolean {
  return contrastRatio(color, BLACK) >= contrastRatio(color, WHITE);
}

/** §9.5: #000 on a light colour, #fff on a dark one (whichever contrasts more; always ≥ 4.58:1). */
export function textOn(surface: string): HexColor {
  return isLight(surface) ? TEXT_ON_LIGHT : TEXT_ON_DARK;
}

/** §3.2 "readable on X": `preferred` when it reaches AA against `surface`, else black or white. */
export function readableOn(surface: string, preferred?: string): HexColor {
  if (preferred !== undefined && contrastRatio(preferred, surface) >= MIN_READABLE_CONTRAST) {
    return normalizeHex(preferred);
  }
  return textOn(surface);
}

/** §3.2 "visible X": `color` when perceptibly distinct from `surface`, else a neutral (with `alt` the softer first). */
export function visibleOn(surface: string, color: string, options: { alt?: boolean } = {}): HexColor {
  if (perceptualDistance(color, surface) >= MIN_VISIBLE_DISTANCE) return normalizeHex(color);
  const light = isLight(surface);
  const base = light ? BASE_DARK : BASE_LIGHT;
  if (!options.alt) return base;
  const alt = light ? BASE_LIGHT_ALT : BASE_DARK_ALT;
  return perceptualDistance(alt, surface) >= MIN_VISIBLE_DISTANCE ? alt : base;
}

/** WCAG 2.1 SC 1.4.11: a focus indicator needs 3:1 against the colours beside it. */
export const MIN_FOCUS_RING_CONTRAST = 3;

/** The visible `color` if it also reaches 3:1 (distinct is not enough: red on dark blue is 2:1), else a neutral. */
export function focusRingOn(surface: string, color: string): HexColor {
  const visible = visibleOn(surface, color);
  if (contrastRatio(visible, surface) >= MIN_FOCUS_RING_CONTRAST) return visible;
  const base = isLight(surface) ? BASE_DARK : BASE_LIGHT;
  return contrastRatio(base, surface) >= MIN_FOCUS_RING_CONTRAST ? base : textOn(surface);
}

/** A text field's edge: the softest 5 % step of `color` toward the text colour that reaches 3:1 on every surface. */
export function boundaryOn(surfaces: readonly string[], color: string): HexColor {
  const toward = textOn(surfaces[0] ?? color);
  for (let step = 0; step <= 20; step += 1) {
    const candidate = mix(color, toward, step * TINT_SHADE_STEP);
    if (surfaces.every((surface) => contrastRatio(candidate, surface) >= MIN_FOCUS_RING_CONTRAST)) return candidate;
  }
  return toward;
}

export function tint(color: string, steps: number): HexColor {
  return mix(color, WHITE, clampSteps(steps) * TINT_SHADE_STEP);
}

export function shade(color: string, steps: number): HexColor {
  return mix(color, BLACK, clampSteps(steps) * TINT_SHADE_STEP);
}

/** The settings' signed tintShade: positive tints, negative shades, 0 keeps the colour. */
export function applyTintShade(color: string, tintShade: number): HexColor {
  if (tintShade > 0) return tint(color, tintShade);
  if (tintShade < 0) return shade(color, -tintShade);
  return normalizeHex(color);
}

function mix(color: string, toward: HexColor, amount: number): HexColor {
  const from = normalizeHex(color);
  if (amount <= 0) return from;
  const mixed = interpolate([from, toward], 'rgb')(amount);
  return formatHex(mixed) as HexColor;
}

function clampSteps(steps: number): number {
  if (!Number.isFinite(steps)) return 0;
  return Math.min(MAX_TINT_SHADE_STEPS, Math.max(0, steps));
}
