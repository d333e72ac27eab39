// §3.15 editor design messages: colour scheme and font change the theme (theme/design-messages.ts), the five others
// the design settings pages carry as <html> data attributes (design-settings.ts).
import { z } from 'zod';
import { findWebFont } from '../theme/fonts.ts';
import { fontMessageSchema, injectedPaletteSchema } from '../theme/design-messages.ts';
import { isAllowedOrigin, isFromEditorWindow, type EditorWindows } from './editor-origins.ts';
import { FOOTER_LAYOUTS, HEADER_LAYOUTS, LOGO_SIZES, type DesignSettings } from './design-settings.ts';

/** A font message names a family of the selectable list (§9.5), with a bounded list of weights. */
const boundedFontMessage = fontMessageSchema.extend({
  font: z
    .string()
    .min(1)
    .max(64)
    .refine((family) => findWebFont(family) !== undefined, 'a family of the selectable web-font list'),
  weights: fontMessageSchema.shape.weights.max(18),
});

const message = <T extends string, P extends z.ZodType>(type: T, field: T, value: P) =>
  z.object({ type: z.literal(type), payload: z.object({ [field]: value } as Record<T, P>) });

export const designMessageSchema = z.discriminatedUnion('type', [
  message('colorScheme', 'colorScheme', injectedPaletteSchema),
  message('font', 'font', boundedFontMessage),
  message('headerLayout', 'headerLayout', z.enum(HEADER_LAYOUTS)),
  message('footerLayout', 'footerLayout', z.enum(FOOTER_LAYOUTS)),
  message('logoSize', 'logoSize', z.enum(LOGO_SIZES)),
  message('hasSearch', 'hasSearch', z.boolean()),
  message('footerMobileLinks', 'footerMobileLinks', z.boolean()),
]);
export type DesignMessage = z.infer<typeof designMessageSchema>;

export const DESIGN_MESSAGE_TYPES = [
  'colorScheme',
  'font',
  'headerLayout',
  'footerLayout',
  'logoSize',
  'hasSearch',
  'footerMobileLinks',
] as const satisfies readonly DesignMessage['type'][];

/** §3.15: the message, or null for anything that is not exactly one of the seven. */
export function parseDesignMessage(data: unknown): DesignMessage | null {
  const parsed = designMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The design settings after a layout, logo or toggle message (theme messages leave them as they are). */
export function applyToDesignSettings(settings: DesignSettings, message: DesignMessage): DesignSettings {
  switch (message.type) {
    case 'headerLayout':
      return { ...settings, headerLayout: message.payload.headerLayout };
    case 'footerLayout':
      return { ...settings, footerLayout: message.payload.footerLayout };
    case 'logoSize':
      return { ...settings, logoSize: message.payload.logoSize };
    case 'hasSearch':
      return { ...settings, hasSearch: message.payload.hasSearch };
    case 'footerMobileLinks':
      return { ...settings, footerMobileLinks: message.payload.footerMobileLinks };
    default:
      return settings;
  }
}

export interface MessageEventLike {
  readonly origin: unknown;
  readonly source: unknown;
  readonly data: unknown;
}

/** §4.13: from an exactly allowed origin, through the parent frame or opener, one of the seven; else null. */
export function acceptDesignMessage(
  event: MessageEventLike,
  context: { readonly allowlist: readonly string[]; readonly windows: EditorWindows },
): DesignMessage | null {
  if (!isAllowedOrigin(event.origin, context.allowlist)) return null;
  if (!isFromEditorWindow(event.source, context.windows)) return null;
  return parseDesignMessage(event.data);
}
