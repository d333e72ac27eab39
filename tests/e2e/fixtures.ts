import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Catalog } from '../../src/lib/catalog/types.ts';
import { siteOf, type E2ESite } from './sites.ts';

// Every test runs with third-party hosts cut off: the site must work with only itself and the
// sandbox, and no test may depend on the internet.
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export const test = base.extend<{ site: E2ESite; catalog: Catalog; thirdPartyRequests: string[] }>({
  site: async ({}, use, testInfo) => {
    await use(siteOf(testInfo.project.name));
  },
  catalog: async ({ site }, use) => {
    const file = path.join(process.cwd(), '.generated', site.name, 'catalog.json');
    await use(JSON.parse(readFileSync(file, 'utf8')) as Catalog);
  },
  thirdPartyRequests: async ({ context }, use) => {
    const blocked: string[] = [];
    await context.route(
      (url) => !LOCAL_HOSTS.has(url.hostname),
      (route) => {
        blocked.push(route.request().url());
        return route.abort('blockedbyclient');
      },
    );
    await use(blocked);
  },
  page: async ({ page, thirdPartyRequests }, use) => {
    void thirdPartyRequests;
    await use(page);
  },
});

export { expect };

/** axe-core (WCAG 2.x A and AA rules) on the current page: the list of violations, for a readable failure. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
