// §3.15, §4.13: the parts of the look that are not theme colours or fonts: header and footer
// layouts, logo size, the header search field and the footer links on small screens. The published
// configuration decides their defaults; editor messages change them until the page is reloaded.
// Pages carry them as data attributes on <html>, so the server renders the default and a message
// only swaps an attribute (CSS in src/app/design-layouts.css does the rest: no layout code in JS).
import { z } from 'zod';

/** Header layouts: logo left of the navigation, or a centred logo above a centred navigation. */
export const HEADER_LAYOUTS = ['logoLeft', 'logoCentered'] as const;
/** Footer layouts: links and notice side by side, or one compact centred block. */
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

/** The data attribute of each setting on <html>. */
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
