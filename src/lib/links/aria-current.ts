// §2.2 navigation links say where the visitor is: aria-current="page" on the link to the page
// shown, and with "section", aria-current="true" on the links of the sections above it (a film
// under "Movies"). Only links to the site's own paths are marked.

export type MarkCurrent = 'page' | 'section';

export function ariaCurrentOf(
  href: string | null | undefined,
  currentPath: string,
  markCurrent: MarkCurrent | undefined,
): 'page' | 'true' | undefined {
  if (!markCurrent || !href?.startsWith('/')) return undefined;
  if (currentPath === href) return 'page';
  return markCurrent === 'section' && href !== '/' && currentPath.startsWith(href) ? 'true' : undefined;
}
