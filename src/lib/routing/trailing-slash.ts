// §2.1: every path ends in a slash except "/" and files of NO_SLASH_EXTENSIONS, which lose one.

export const NO_SLASH_EXTENSIONS = ['.html', '.json', '.js', '.map', '.txt', '.xml', '.pdf'] as const;

function endsWithFileExtension(path: string): boolean {
  const lower = path.toLowerCase();
  return NO_SLASH_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

export function canonicalTrailingSlash(pathname: string): string {
  if (pathname === '' || pathname === '/') return '/';
  const trimmed = pathname.replace(/\/+$/, '');
  if (trimmed === '') return '/';
  return endsWithFileExtension(trimmed) ? trimmed : `${trimmed}/`;
}

/** Where to redirect a request so its path obeys §2.1; null when it already does. */
export function trailingSlashRedirect(pathname: string): string | null {
  const canonical = canonicalTrailingSlash(pathname);
  return canonical === pathname ? null : canonical;
}
