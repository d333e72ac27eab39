// §3.15, §4.13 layouts, logo size and toggles, carried as data attributes on <html> so that the server renders the
// published default and a message only swaps an attribute; CSS does the rest (src/app/design-layouts.css).
import { z } from 'zod';

export const HEADER_LAYOUTS = ['logoLeft', 'logoCentered'] as const;
export const FOOTER_LAYOUTS = ['full', 'compact'] as const;
export const LOGO_SIZES = ['small', 'medium', 'large'] as const;

export type HeaderLayout = (typeof HEADER_LAYOUTS)[number];
export type FooterLayout = (typeof FOOTER_LAYOUTS)[number];
export type LogoSize = (typeof LOGO_SIZES)[number];

export const designSettingsSchema = z.object({
  headerLayout: z.enum(HEADER_LAYOUTS).default('logoLeft'),
  footerLayout: z.enum(FOOTER_LAYOUTS).default('full'),
  logoSize: z.enum(LOGO_SIZES).default('medium'),
  hasSearch: z.boolean().default(false),
  footerMobileLinks: z.boolean().default(true),
});
export type DesignSettings = z.infer<typeof designSettingsSchema>;

export const DEFAULT_DESIGN_SETTINGS: DesignSettings = designSettingsSchema.parse({});

export const DESIGN_ATTRIBUTES = {
  headerLayout: 'data-header-layout',
  footerLayout: 'data-footer-layout',
  logoSize: 'data-logo-size',
  hasSearch: 'data-has-search',
  footerMobileLinks: 'data-footer-mobile-links',
} as const satisfies Record<keyof DesignSettings, `data-${string}`>;

/** The attributes the root layout writes on <html> and a message rewrites. */
export function designAttributes(
  settings: DesignSettings,
): Record<(typeof DESIGN_ATTRIBUTES)[keyof DesignSettings], string> {
  return {
    'data-header-layout': settings.headerLayout,
    'data-footer-layout': settings.footerLayout,
    'data-logo-size': settings.logoSize,
    'data-has-search': String(settings.hasSearch),
    'data-footer-mobile-links': String(settings.footerMobileLinks),
  };
}
