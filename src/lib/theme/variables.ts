// The one entry of the theme engine: a site's theme → every CSS variable components may use.
// Components read tokens only, so the live preview (§4.13) changes the look by swapping variables.
import type { Theme, WebsiteConfiguration } from '../config/site-schema.ts';
import { boundaryOn, focusRingOn, readableOn, textOn, visibleOn, type HexColor } from './color.ts';
import { fontStack, planFontLoading, type FontLoadPlan, type WebFontLists } from './fonts.ts';
import { layoutVariables } from './layout.ts';
import { resolveColorRoles, type ColorRoles } from './palette.ts';
import { roundnessVariables, type Roundness } from './roundness.ts';

/** Roles that are used as colours in their own right (text, icons, buttons, badges). */
export const ACCENT_ROLES = ['primary', 'secondary', 'accent', 'muted', 'highlight'] as const;
export type AccentRole = (typeof ACCENT_ROLES)[number];

/** Surfaces that text and accents are placed on, with their variable name. */
export const SURFACES = {
  'page-bg': 'background',
  'initial-background': 'initialBackground',
  'header-bg': 'headerBackground',
  'footer-bg': 'footerBackground',
} as const satisfies Record<string, keyof ColorRoles>;
export type SurfaceName = keyof typeof SURFACES;

export interface ThemeVariableOptions {
  /** Include breakpoints, container widths and layers (default true; a preview swap can omit them). */
  layout?: boolean;
}

/** `--color-readable-primary` on the page background, `--color-readable-primary-on-header-bg` elsewhere. */
export function readableVariable(role: AccentRole, surface: SurfaceName = 'page-bg'): string {
  return `--color-readable-${role}${surface === 'page-bg' ? '' : `-on-${surface}`}`;
}

export function visibleVariable(role: AccentRole, surface: SurfaceName = 'page-bg'): string {
  return `--color-visible-${role}${surface === 'page-bg' ? '' : `-on-${surface}`}`;
}

export function focusRingVariable(surface: SurfaceName = 'page-bg'): string {
  return `--color-focus-ring${surface === 'page-bg' ? '' : `-on-${surface}`}`;
}

/** Text on the visible colour above: `--color-on-visible-primary[-on-<surface>]`. */
export function onVisibleVariable(role: AccentRole, surface: SurfaceName = 'page-bg'): string {
  return `--color-on-${visibleVariable(role, surface).slice('--color-'.length)}`;
}

export function colorVariables(theme: Pick<Theme, 'colors' | 'palette' | 'settings'>): Record<string, HexColor> {
  const roles = resolveColorRoles(theme);
  const vars: Record<string, HexColor> = {
    '--color-primary': roles.primary,
    '--color-secondary': roles.secondary,
    '--color-accent': roles.accent,
    '--color-muted': roles.muted,
    '--color-highlight': roles.highlight,
    '--color-background': roles.background,
    '--color-page-bg': roles.background,
    '--color-initial-background': roles.initialBackground,
    '--color-header-bg': roles.headerBackground,
    '--color-footer-bg': roles.footerBackground,
    '--color-text': roles.text,
    '--color-text-alt': roles.textAlt,
    // A hairline that is perceptibly distinct from the page (soft neutral, else the base neutral).
    '--color-border': visibleOn(roles.background, roles.background, { alt: true }),
  };
  // The edge of a text field, at 3:1 against the page and the field's own fill (WCAG 1.4.11).
  vars['--color-field-border'] = boundaryOn([roles.background, roles.initialBackground], vars['--color-border']!);
  for (const role of ACCENT_ROLES) vars[`--color-on-${role}`] = textOn(roles[role]);
  vars['--color-on-background'] = textOn(roles.background);
  for (const [surface, role] of Object.entries(SURFACES) as [SurfaceName, keyof ColorRoles][]) {
    if (surface !== 'page-bg') vars[`--color-on-${surface}`] = textOn(roles[role]);
  }
  vars['--color-on-page-bg'] = textOn(roles.background);
  for (const [surface, surfaceRole] of Object.entries(SURFACES) as [SurfaceName, keyof ColorRoles][]) {
    const surfaceColor = roles[surfaceRole];
    vars[focusRingVariable(surface)] = focusRingOn(surfaceColor, roles.primary);
    for (const role of ACCENT_ROLES) {
      vars[readableVariable(role, surface)] = readableOn(surfaceColor, roles[role]);
      const visible = visibleOn(surfaceColor, roles[role]);
      vars[visibleVariable(role, surface)] = visible;
      vars[onVisibleVariable(role, surface)] = textOn(visible);
    }
  }
  return vars;
}

export function fontVariables(theme: Pick<Theme, 'fonts' | 'fontWeights' | 'fontStyles'>): Record<string, string> {
  return {
    '--font-body': fontStack(theme.fonts.body, { metricFallback: true }),
    '--font-heading': fontStack(theme.fonts.heading, { metricFallback: true }),
    '--font-weight-body': String(theme.fontWeights.body),
    '--font-weight-heading': String(theme.fontWeights.heading),
    '--font-weight-bold': String(theme.fontWeights.bold),
    '--font-style-body': theme.fontStyles.body,
    '--font-style-heading': theme.fontStyles.heading,
  };
}

/** Every CSS variable of a site's look; throws for an unknown font family or a malformed colour. */
export function buildThemeVariables(
  theme: Theme,
  roundness?: Partial<Roundness>,
  options: ThemeVariableOptions = {},
): Record<string, string> {
  return {
    ...colorVariables(theme),
    ...fontVariables(theme),
    ...roundnessVariables(roundness),
    ...(options.layout === false ? {} : layoutVariables()),
  };
}

const VARIABLE_NAME = /^--[a-z0-9-]+$/;
const UNSAFE_VALUE = /[;{}<>\\]/;

/** Safe to inline in a <style>: names and values that could end the declaration, rule or element are refused. */
export function themeVariablesToCss(vars: Record<string, string>, selector = ':root'): string {
  const declarations = Object.entries(vars).map(([name, value]) => {
    if (!VARIABLE_NAME.test(name)) throw new Error(`Invalid CSS variable name "${name}"`);
    if (UNSAFE_VALUE.test(value)) throw new Error(`Unsafe value for ${name}: "${value}"`);
    return `${name}:${value}`;
  });
  return `${selector}{${declarations.join(';')}}`;
}

export interface SiteTheme {
  variables: Record<string, string>;
  /** `:root{…}` for the root layout's inline <style>. */
  css: string;
  /** The @fontsource files to import: exactly the families and weights the site uses. */
  fonts: FontLoadPlan;
}

/** Everything the root layout needs from a site configuration, validated in one call. */
export function buildSiteTheme(
  config: Pick<WebsiteConfiguration, 'theme' | 'roundness'> & WebFontLists,
  options: ThemeVariableOptions = {},
): SiteTheme {
  const variables = buildThemeVariables(config.theme, config.roundness, options);
  return {
    variables,
    css: themeVariablesToCss(variables),
    fonts: planFontLoading(config.theme, config),
  };
}
