// §2.1 trailing-slash rule: every path gets a trailing slash, except "/" and paths ending in
// .html, .json, .js, .map, .txt, .xml or .pdf (those lose one if they carry it).

export const NO_SLASH_EXTENSIONS = ['.html', '.json', '.js', '.map', '.txt', '.xml', '.pdf'] as const;

function endsWithFileExtension(path: string): boolean {
  const lower = path.toLowerCase();
  return NO_SLASH_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** The canonical form of a path under §2.1, or the path itself when it is already canonical. */
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
