import { z } from 'zod';
import { parseEnv } from '../../lib/config/env.ts';

// §7.11, §9.7: the product's own analytics property and tag-manager containers belong to the company
// that deploys fincher, not to the code: whoever owns a container can run script on every site, so
// they come from that deployment's environment, and nothing is loaded for one that is not set.

export interface ProductIds {
  /** §7.11 the web-analytics property every site's hits also go to (PRODUCT_ANALYTICS_ID). */
  readonly analytics: string | null;
  /** §9.7 the container of the advertising tags (PRODUCT_ADS_CONTAINER_ID). */
  readonly adsContainer: string | null;
  /** §9.7 the container of the Targett audience tracking (PRODUCT_TARGETT_CONTAINER_ID). */
  readonly targettContainer: string | null;
}

export const NO_PRODUCT_IDS: ProductIds = { analytics: null, adsContainer: null, targettContainer: null };

const containerId = z
  .string()
  .regex(/^GTM-[A-Z0-9]{4,20}$/, 'a tag-manager container id (GTM-…)')
  .optional();

export const productEnvSchema = z.object({
  PRODUCT_ANALYTICS_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,20}$/, 'a web-analytics measurement id (G-…)')
    .optional(),
  PRODUCT_ADS_CONTAINER_ID: containerId,
  PRODUCT_TARGETT_CONTAINER_ID: containerId,
});

/** The ids set in this environment; a malformed one throws an EnvError naming the variable. */
export function productIdsOf(env: Readonly<Record<string, string | undefined>>): ProductIds {
  const parsed = parseEnv('product', productEnvSchema, env);
  return {
    analytics: parsed.PRODUCT_ANALYTICS_ID ?? null,
    adsContainer: parsed.PRODUCT_ADS_CONTAINER_ID ?? null,
    targettContainer: parsed.PRODUCT_TARGETT_CONTAINER_ID ?? null,
  };
}
