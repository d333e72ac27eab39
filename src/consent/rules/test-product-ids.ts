import type { ProductIds } from './product-ids.ts';
import type { BuildFacts } from './third-party-scripts.ts';

// Product ids for unit tests: shaped like a deployment's, owned by nobody.

export const TEST_PRODUCT_IDS = {
  analytics: 'G-PRODUCT01',
  adsContainer: 'GTM-PRODADS1',
  targettContainer: 'GTM-PRODTGT1',
} as const satisfies ProductIds;

export function testBuildFacts(analyticsDisabled = false, productIds: ProductIds = TEST_PRODUCT_IDS): BuildFacts {
  return { analyticsDisabled, productIds };
}
