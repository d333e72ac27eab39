import { z } from 'zod';
import { memberMenuSchema } from './member-menu.ts';
import { DEFAULT_COUNTRY, DEFAULT_LOCALE, EMBEDDING_MODE_TAPOS, PROVIDERS, RESERVED_SEGMENTS } from './constants.ts';
import { pageBodySchema } from '../content/page-body.ts';
import { APP_ACTIONS } from '../events/app-actions.ts';
import { adsConfigSchema, DEFAULT_ADS_CONFIG } from '../../consent/rules/ads/ads-config.ts';
import { DEFAULT_TRACKING_CONFIG, trackingConfigSchema } from '../../consent/rules/tracking-config.ts';
import { DEFAULT_DESIGN_SETTINGS, designSettingsSchema } from '../preview/design-settings.ts';
import { loyaltySettingsProblems } from '../loyalty/loyalty-settings-rules.ts';
import { LOGO_SOURCE_EXPECTED, LOGO_SOURCES } from './site-logo.ts';

// Schemas for a site's configuration file (content/sites/{site}/site.json).
// §3.1 website configuration, §3.3 runtime settings, §3.5 theaters, defaults of §9.4.

const hexColor = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'a hex colour such as #A01010');

const slugSegment = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a lowercase slug of letters, digits and dashes')
  .refine((slug) => !(RESERVED_SEGMENTS as readonly string[]).includes(slug), {
    message: `a slug that is not a reserved segment (${RESERVED_SEGMENTS.join(', ')})`,
  });

export const countrySchema = z.object({
  code: z.string().regex(/^[a-z]{2}$/, 'a lowercase two-letter country code'),
  iso31661A2: z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 code'),
  iso31661A3: z.string().regex(/^[A-Z]{3}$/, 'an ISO 3166-1 alpha-3 code'),
});
export type Country = z.infer<typeof countrySchema>;

export const roundnessValue = z.enum(['NONE', 'MEDIUM', 'HIGH']);
export type RoundnessValue = z.infer<typeof roundnessValue>;

export const paletteColorName = z.enum([
  'muted',
  'accent',
  'primary',
  'highlight',
  'background',
  'footerBackground',
  'headerBackground',
]);

const backgroundSetting = z.object({
  tintShade: z.number().int().min(-10).max(10),
  paletteColor: paletteColorName,
});

export const themeSchema = z.object({
  colors: z
    .object({
      brand1: hexColor.optional(),
      brand2: hexColor.optional(),
      brand3: hexColor.optional(),
      brand4: hexColor.optional(),
      brand5: hexColor.optional(),
      brand6: hexColor.optional(),
    })
    .default({}),
  palette: z
    .object({
      muted: hexColor.optional(),
      accent: hexColor.optional(),
      primary: hexColor.optional(),
      highlight: hexColor.optional(),
      background: hexColor.optional(),
      footerBackground: hexColor.optional(),
      headerBackground: hexColor.optional(),
    })
    .default({}),
  settings: z
    .object({
      background: backgroundSetting.optional(),
      footerBackground: backgroundSetting.optional(),
      headerBackground: backgroundSetting.optional(),
      combination: z.object({ name: z.string(), swap: z.boolean() }).optional(),
    })
    .default({}),
  fonts: z.object({ body: z.string().min(1), heading: z.string().min(1) }),
  fontWeights: z
    .object({ body: z.number().int(), heading: z.number().int(), bold: z.number().int() })
    .default({ body: 400, heading: 700, bold: 700 }),
  fontStyles: z
    .object({ body: z.enum(['normal', 'italic']), heading: z.enum(['normal', 'italic']) })
    .default({ body: 'normal', heading: 'normal' }),
});
export type Theme = z.infer<typeof themeSchema>;

/** §3.1 the web-font list: families and weights ("400", "400i") a site loads beyond its theme's. */
const webFontListSchema = z
  .array(z.object({ font: z.string().min(1), weights: z.array(z.string().regex(/^\d{3}i?$/)).min(1) }))
  .default([]);

export const providerSchema = z.enum(PROVIDERS);

const idText = z.union([z.string(), z.number().transform(String)]);

/**
 * §3.3 settings.loyalty, checked at build so that a misspelt provider or a flag written as text is
 * refused rather than read as a default; unknown fields pass, as the provider may add its own.
 */
export const loyaltySettingsSchema = z.looseObject({
  provider: providerSchema.optional(),
  version: z.union([z.literal(1), z.literal(3)], 'the API version 1 or 3').optional(),
  ticketingUrl: z
    .string()
    .refine(
      (url) => url === '' || z.url({ protocol: /^https?$/ }).safeParse(url).success,
      'an absolute http(s) URL such as https://tickets.example.com',
    )
    .optional(),
  circuitId: idText.optional(),
  cinemaId: idText.optional(),
  clubId: idText.optional(),
  type: z.string().optional(),
  includeActivation: z.boolean().optional(),
  includeActivationCardNumber: z.boolean().optional(),
  includeActivationPhoneNumber: z.boolean().optional(),
  balanceTypes: z.array(z.string()).optional(),
  scannableCodeFormat: z.string().optional(),
  accessFromHeader: z.boolean().optional(),
  guestHeaderAccessLabel: z.string().optional(),
  guestSignupTabButton: z.string().optional(),
  guestSignupTabText: z.string().optional(),
  loggedInHeaderAccessLabel: z.string().optional(),
  loggedInMenu: memberMenuSchema.optional(),
  includeWatchlist: z.boolean().optional(),
  cardType: z.string().optional(),
});

/** §2.3 action link targets: unknown action names fail validation with the allowed list. */
export const actionLinkTargetsSchema = z.record(z.string().min(1), z.enum(APP_ACTIONS));

/** §3.1 */
export const websiteConfigurationSchema = z.object({
  name: z.string().min(1),
  pathPrefix: z.literal('/').default('/'),
  websiteId: z.string().min(1),
  locale: z
    .string()
    .regex(/^[a-z]{2}(?:-[A-Z]{2})?$/, 'a locale such as fr-FR or en-US')
    .default(DEFAULT_LOCALE.long),
  country: countrySchema.default({ ...DEFAULT_COUNTRY }),
  allCountries: z.array(countrySchema).default([]),
  trackers: z
    .object({
      googleAnalytics4: z
        .string()
        .regex(/^G-[A-Z0-9]+$/, 'a measurement id such as G-ABC123')
        .optional(),
    })
    .default({}),
  /** Consent manager and vendor base URLs (§2.7, §4.12, §7.11; src/consent/rules/tracking-config.ts). */
  tracking: trackingConfigSchema.default(DEFAULT_TRACKING_CONFIG),
  /** Where the ad scripts load from (§7.11; src/consent/rules/ads/ads-config.ts). */
  ads: adsConfigSchema.default(DEFAULT_ADS_CONFIG),
  isSingleLocation: z.boolean(),
  relatedEntityType: z.literal('Theater'),
  circuitId: z.string().min(1),
  theaterIds: z.array(z.string().min(1)).min(1, 'at least one theater id'),
  allowedEmbeddingDomains: z.array(z.string().regex(/^[a-z0-9.-]+(?::\d+)?$/, 'a host name')).default([]),
  embeddingMode: z.literal(EMBEDDING_MODE_TAPOS).optional(),
  /**
   * §2.3 action links: an href, exactly as editors write it, mapped to an in-app action. Replaces
   * the shipped list ({ "#theater-picker": "openTheaterPicker" }) when given.
   */
  actionLinkTargets: actionLinkTargetsSchema.optional(),
  roundness: z
    .object({ buttons: roundnessValue.default('HIGH'), content: roundnessValue.default('MEDIUM') })
    .default({ buttons: 'HIGH', content: 'MEDIUM' }),
  adsDisplay: z.enum(['CAPTIVE', 'CUSTOM', 'CUSTOM_WITHOUT_WRAPPER', 'PROGRAMMATIC', '']).default(''),
  globalExcludedMovieIds: z.array(z.number().int()).default([]),
  movieOrderIndex: z.array(z.number().int()).default([]),
  deferStandardPages: z.boolean().default(false),
  deferEventPages: z.boolean().default(false),
  deferMoviePages: z.boolean().default(false),
  deferTheaterPages: z.boolean().default(false),
  betaFeaturesEnabled: z.boolean().default(false),
  /** Day the cinema week starts on, 0 = Sunday (France: Wednesday, 3; US: Friday, 5). */
  playweekStartsOn: z.number().int().min(0).max(6).default(3),
  theme: themeSchema,
  /**
   * §3.15, §4.13: header and footer layouts, logo size and the two toggles as published; the
   * editor's messages change them during a preview.
   */
  design: designSettingsSchema.default(DEFAULT_DESIGN_SETTINGS),
  webFonts: webFontListSchema,
  /**
   * §3.1 the same list under its other reading, named after the font service: loaded as webFonts is,
   * from the site's own files (a site never asks that service for anything).
   */
  googleFonts: webFontListSchema,
});
export type WebsiteConfiguration = z.infer<typeof websiteConfigurationSchema>;

/** §3.3 */
export const siteSettingsSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  domain: z.string().min(1),
  /** A file in the site's folder, served by the site (src/lib/config/site-logo.ts). */
  logo: z.object({ src: z.enum(LOGO_SOURCES, { error: LOGO_SOURCE_EXPECTED }) }).optional(),
  relatedEntity: z.object({ name: z.string().min(1) }),
  circuit: z.object({ id: z.string().min(1), name: z.string().min(1) }),
  ticketingProvider: providerSchema.default('NONE'),
  /** Base URL of the ticketing web-sales site (booking pages, token hand-off). */
  ticketingSiteUrl: z.url({ protocol: /^https?$/ }),
  didomi: z.object({ noticeId: z.string() }).optional(),
  adsDisplay: z
    .union([z.enum(['CAPTIVE', 'CUSTOM', 'CUSTOM_WITHOUT_WRAPPER', 'PROGRAMMATIC', '']), z.boolean()])
    .default(''),
  adsLocation: z.array(z.enum(['INTERSTITIAL', 'PAGES_BOTTOM', 'PAGES_TOP', 'PULSE'])).default([]),
  adsCustom: z
    .object({
      locations: z.array(z.object({ key: z.string().min(1) })).default([]),
      sizeMapping: z.string().default(''),
      url: z.string().default(''),
      /** §3.3: the ad network id of the site's ad-server account; empty, the product's network of its country (§9.6). */
      networkCode: z
        .string()
        .regex(/^\d*$/, 'an ad network code of digits such as 4242, or "" for the network of the site\'s country')
        .default(''),
    })
    .optional(),
  loyalty: loyaltySettingsSchema.default({}),
  enableTargettTracking: z.boolean().default(false),
  trackers: z.array(z.object({ type: z.string().min(1), token: z.string().min(1) })).default([]),
  loginPage: z.object({ slug: slugSegment }),
  privacyPolicyPage: z.object({ slug: slugSegment }),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** §3.5: a theater as the site configuration declares it. */
export const theaterSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  slug: slugSegment,
  theaterCode: z.string().regex(/^[A-Za-z0-9_-]+$/, 'a theater code of letters, digits, _ and -'),
  timeZone: z.string().refine(isKnownTimeZone, 'an IANA time zone such as Europe/Paris'),
  ticketingProvider: providerSchema.optional(),
  address: z.object({
    line1: z.string().min(1),
    city: z.string().min(1),
    postalCode: z.string().min(1),
    region: z.string().optional(),
    country: z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 code'),
  }),
  geo: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).optional(),
  screens: z.number().int().min(1).default(6),
});
export type TheaterConfig = z.infer<typeof theaterSchema>;

export const genericPageSchema = z.object({
  slug: slugSegment,
  title: z.string().min(1),
  /** Paragraphs, section headings and links (src/lib/content/page-body.ts). */
  body: pageBodySchema.default([]),
});
export type GenericPage = z.infer<typeof genericPageSchema>;

export const siteFileSchema = z
  .object({
    $schema: z.string().optional(), // names docs/site.schema.json for editors; the site ignores it
    /** A demo site's programme is generated at build; any other site's comes from its feed (CATALOG_FEED_URL). */
    demo: z.boolean().default(false),
    configuration: websiteConfigurationSchema,
    settings: siteSettingsSchema,
    theaters: z.array(theaterSchema).min(1, 'at least one theater'),
    pages: z.array(genericPageSchema).default([]),
  })
  .superRefine((site, ctx) => {
    const known = new Set(site.theaters.map((t) => t.id));
    site.configuration.theaterIds.forEach((id, index) => {
      if (!known.has(id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['configuration', 'theaterIds', index],
          message: `a theater id listed under "theaters" (got "${id}")`,
        });
      }
    });
    if (site.configuration.isSingleLocation && site.configuration.theaterIds.length !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['configuration', 'theaterIds'],
        message: 'exactly one theater id when isSingleLocation is true',
      });
    }
    // Two entries with one id or slug: the second could never be reached.
    const duplicates = <T>(
      items: readonly T[],
      key: (item: T) => string,
      path: (index: number) => (string | number)[],
      what: string,
    ) => {
      const seen = new Map<string, number>();
      items.forEach((item, index) => {
        const value = key(item);
        const first = seen.get(value);
        if (first === undefined) seen.set(value, index);
        else
          ctx.addIssue({
            code: 'custom',
            path: path(index),
            message: `${what} used once only ("${value}" is also entry ${first})`,
          });
      });
    };
    duplicates(
      site.theaters,
      (t) => t.id,
      (i) => ['theaters', i, 'id'],
      'a theater id',
    );
    duplicates(
      site.theaters,
      (t) => t.slug,
      (i) => ['theaters', i, 'slug'],
      'a theater slug',
    );
    duplicates(
      site.pages,
      (p) => p.slug,
      (i) => ['pages', i, 'slug'],
      'a page slug',
    );
    duplicates(
      site.configuration.theaterIds,
      (id) => id,
      (i) => ['configuration', 'theaterIds', i],
      'a theater id',
    );
    for (const problem of loyaltySettingsProblems(site.settings.loyalty, site.settings.circuit.id)) {
      ctx.addIssue({ code: 'custom', path: ['settings', 'loyalty', problem.field], message: problem.message });
    }
    const slugs = new Set(site.pages.map((p) => p.slug));
    for (const key of ['loginPage', 'privacyPolicyPage'] as const) {
      if (!slugs.has(site.settings[key].slug)) {
        ctx.addIssue({
          code: 'custom',
          path: ['settings', key, 'slug'],
          message: `a slug of one of the site's pages (got "${site.settings[key].slug}")`,
        });
      }
    }
  });
export type SiteFile = z.infer<typeof siteFileSchema>;

function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export class SiteConfigError extends Error {
  readonly file: string;
  readonly problems: { path: string; message: string }[];

  constructor(file: string, problems: { path: string; message: string }[]) {
    super(
      `Invalid site configuration in ${file}:\n` +
        problems.map((p) => `  - ${p.path || '(root)'}: ${describeExpectation(p.message)}`).join('\n'),
    );
    this.name = 'SiteConfigError';
    this.file = file;
    this.problems = problems;
  }
}

/** Validates a parsed site file; throws a SiteConfigError naming the file, each field and what was expected. */
export function parseSiteFile(raw: unknown, file: string): SiteFile {
  const result = siteFileSchema.safeParse(raw);
  if (result.success) return result.data;
  throw new SiteConfigError(
    file,
    result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  );
}

function describeExpectation(message: string): string {
  return /expected/i.test(message) ? message : `expected ${message}`;
}
