// §2.2: aria-current="page" on the link to the page shown, and with "section", "true" on the links of the
// sections above it (a film under "Movies"). Only the site's own paths are marked.

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
