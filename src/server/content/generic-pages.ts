import 'server-only';
import { RESERVED_SEGMENTS } from '@/lib/config/constants.ts';
import type { GenericPage } from '@/lib/config/site-schema.ts';
import { getSiteFile } from '@/server/site/site.ts';

// The site's generic pages (§2.1), as the page route and the preview route find them. Reserved
// segments are never served as generic pages (the schema also refuses them as page slugs).

const isReserved = (slug: string) => (RESERVED_SEGMENTS as readonly string[]).includes(slug);

export function genericPageSlugs(): string[] {
  return getSiteFile()
    .pages.filter((page) => !isReserved(page.slug))
    .map((page) => page.slug);
}

export function findGenericPage(slug: string): GenericPage | null {
  if (isReserved(slug)) return null;
  return getSiteFile().pages.find((page) => page.slug === slug) ?? null;
}

export function isLoginPage(slug: string): boolean {
  return slug === getSiteFile().settings.loginPage.slug;
}
