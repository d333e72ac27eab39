import type { ProductIds } from '../src/consent/rules/product-ids.ts';

/**
 * The product's analytics property and containers (§7.11, §9.7) for the demo and the end-to-end
 * builds: ids of the sandbox's own making, loaded from its tag stand-in like a site's own ids.
 * Production sets the same three variables to the deploying company's, or leaves them unset.
 */
export const SANDBOX_PRODUCT_IDS = {
  analytics: 'G-SANDBOX01',
  adsContainer: 'GTM-SANDBOXADS',
  targettContainer: 'GTM-SANDBOXTGT',
} as const satisfies ProductIds;

export function sandboxProductEnv(): Record<string, string> {
  return {
    PRODUCT_ANALYTICS_ID: SANDBOX_PRODUCT_IDS.analytics,
    PRODUCT_ADS_CONTAINER_ID: SANDBOX_PRODUCT_IDS.adsContainer,
    PRODUCT_TARGETT_CONTAINER_ID: SANDBOX_PRODUCT_IDS.targettContainer,
  };
}
