import { z } from 'zod';
import { hasUnsafeScheme } from '../links/href-parts.ts';

// §2.1 generic page content as editors write it, kept small; every href goes through the one Link component, so that
// §2.3 applies to editor content exactly as to the site's own.

const sectionId = z.string().regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/, 'a section id of lowercase letters, digits and dashes');

/** Empty is "no destination yet" (§2.3: disabled); a script or data URL is refused here, not disabled later. */
const editorHref = z
  .string()
  .max(2048)
  .refine((href) => !hasUnsafeScheme(href.trim()), 'a link destination that is not a javascript:, data: or vbscript: URL');

export const contentLinkSchema = z.object({
  href: editorHref,
  label: z.string().min(1),
  /** §2.3 post protocol: send as a form submission, the URL's query becoming hidden inputs. */
  sendAsForm: z.boolean().optional(),
  formMethod: z.enum(['post', 'get']).optional(),
});
export type ContentLink = z.infer<typeof contentLinkSchema>;

/** A run of a paragraph: plain text, or a link within the sentence. */
export const inlineSchema = z.union([z.string(), contentLinkSchema]);
export type Inline = z.infer<typeof inlineSchema>;

export const pageBlockSchema = z.union([
  z.string(),
  z.object({ type: z.literal('paragraph'), content: z.array(inlineSchema).min(1) }),
  z.object({ type: z.literal('heading'), text: z.string().min(1), id: sectionId.optional() }),
  z.object({ type: z.literal('links'), title: z.string().min(1).optional(), items: z.array(contentLinkSchema).min(1) }),
]);
export type PageBlock = z.infer<typeof pageBlockSchema>;

export const pageBodySchema = z.array(pageBlockSchema).superRefine((blocks, ctx) => {
  // Two sections with one id would make a fragment link land on the first only.
  const seen = new Set<string>();
  blocks.forEach((block, index) => {
    if (typeof block === 'string' || block.type !== 'heading' || !block.id) return;
    if (seen.has(block.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `a section id used once on the page (got "${block.id}" twice)` });
    seen.add(block.id);
  });
});
export type PageBody = z.infer<typeof pageBodySchema>;
