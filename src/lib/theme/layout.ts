// §9.5 layout constants as CSS variables. The values live in config/constants.ts; this only names them.
import { BREAKPOINTS, CONTAINER_WIDTHS, LAYERS } from '../config/constants.ts';
import { logoHeightVariables } from './logo-sizes.ts';

/** Size names shared by breakpoints and container widths, smallest first (Tailwind's names). */
export const SIZE_NAMES = ['sm', 'md', 'lg', 'xl', '2xl'] as const;
export type SizeName = (typeof SIZE_NAMES)[number];

/** `--z-header` … for each layer of LAYERS (camelCase keys become kebab-case). */
export const LAYER_VARIABLES: Readonly<Record<keyof typeof LAYERS, string>> = {
  header: '--z-header',
  subHeader: '--z-sub-header',
  popper: '--z-popper',
  stickyFooter: '--z-sticky-footer',
  modal: '--z-modal',
};

/** Breakpoint variables serve scripts: media queries cannot read variables, so Tailwind's `@theme` repeats them. */
export function layoutVariables(): Record<string, string> {
  const vars: Record<string, string> = {};
  SIZE_NAMES.forEach((name, index) => {
    vars[`--breakpoint-${name}`] = `${BREAKPOINTS[index]}px`;
  });
  SIZE_NAMES.forEach((name, index) => {
    vars[`--container-page-${name}`] = `${CONTAINER_WIDTHS[index]}px`;
  });
  for (const [layer, variable] of Object.entries(LAYER_VARIABLES) as [keyof typeof LAYERS, string][]) {
    vars[variable] = String(LAYERS[layer]);
  }
  return { ...vars, ...logoHeightVariables() };
}
