// Corner radii for content and buttons (§3.1 roundness, §9.5 table).
import type { RoundnessValue, WebsiteConfiguration } from '../config/site-schema.ts';

export type Roundness = WebsiteConfiguration['roundness'];

/** §9.5: the default when a site does not say. */
export const DEFAULT_ROUNDNESS: Roundness = { buttons: 'HIGH', content: 'MEDIUM' };

/** §9.5: the six content radii, smallest to "fully round", in px. */
export const CONTENT_RADII: Readonly<
  Record<RoundnessValue, readonly [number, number, number, number, number, number]>
> = {
  NONE: [0, 0, 0, 0, 0, 0],
  MEDIUM: [0, 2, 4, 8, 16, 99999],
  HIGH: [3, 12, 26, 40, 50, 99999],
};

/** §9.5 button radii in px; a small button gets 6px with HIGH, as a pill reads as a blob that small. */
export const BUTTON_RADII: Readonly<Record<RoundnessValue, { small: number; regular: number }>> = {
  NONE: { small: 0, regular: 0 },
  MEDIUM: { small: 4, regular: 8 },
  HIGH: { small: 6, regular: 999 },
};

/** `--radius-0` … `--radius-5` (content), `--radius-button-sm` and `--radius-button`. */
export function roundnessVariables(roundness: Partial<Roundness> = {}): Record<string, string> {
  const content = CONTENT_RADII[roundness.content ?? DEFAULT_ROUNDNESS.content];
  const buttons = BUTTON_RADII[roundness.buttons ?? DEFAULT_ROUNDNESS.buttons];
  const vars: Record<string, string> = {};
  content.forEach((radius, index) => {
    vars[`--radius-${index}`] = px(radius);
  });
  vars['--radius-button-sm'] = px(buttons.small);
  vars['--radius-button'] = px(buttons.regular);
  return vars;
}

function px(value: number): string {
  return `${value}px`;
}
