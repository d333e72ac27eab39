import type { LogoSize } from '../preview/design-settings.ts';

// §3.15 logo sizes for a logo image: its height on a phone and from the lg breakpoint (where the header is one row);
// its width follows from the image's proportions. As CSS variables, read by src/app/design-layouts.css.

export const LOGO_HEIGHTS: Readonly<Record<LogoSize, { readonly mobile: number; readonly desktop: number }>> = {
  small: { mobile: 24, desktop: 32 },
  medium: { mobile: 32, desktop: 40 },
  large: { mobile: 40, desktop: 56 },
};

/** `--logo-height-{size}` (phone) and `--logo-height-{size}-lg` (from lg), in pixels. */
export function logoHeightVariables(): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [size, { mobile, desktop }] of Object.entries(LOGO_HEIGHTS)) {
    vars[`--logo-height-${size}`] = `${mobile}px`;
    vars[`--logo-height-${size}-lg`] = `${desktop}px`;
  }
  return vars;
}

/**
 * The box a logo of `width`×`height` is drawn in: the size's height, and the width its proportions give, capped at
 * the room it has (`maxWidth`: the image then shrinks inside the box, which keeps its height).
 */
export function logoBox(
  size: LogoSize,
  viewport: 'mobile' | 'desktop',
  image: { width: number; height: number },
  maxWidth = Infinity,
): { width: number; height: number } {
  const height = LOGO_HEIGHTS[size][viewport];
  return { width: Math.min((height * image.width) / image.height, maxWidth), height };
}
