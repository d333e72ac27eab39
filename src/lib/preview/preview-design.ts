// §4.13: the published design a preview starts from, as /api/preview/design serves it.
import { z } from 'zod';
import { roundnessValue, themeSchema } from '../config/site-schema.ts';
import { designSettingsSchema } from './design-settings.ts';

export const previewDesignSchema = z.object({
  theme: themeSchema,
  roundness: z.object({ buttons: roundnessValue, content: roundnessValue }),
  allowedEmbeddingDomains: z.array(z.string()).max(50),
  design: designSettingsSchema,
});
export type PreviewDesign = z.infer<typeof previewDesignSchema>;
