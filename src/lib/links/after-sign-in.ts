// §4.2 sign-in from a page that asked for it ("Sign in to keep a watchlist" on a movie page, a
// member screen opened as a guest): the sign-in page carries the page to come back to, and a
// successful sign-in goes there rather than to the member area. Only a path of this site is kept:
// never another origin (an open redirect), never the API, never the sign-in page itself.

import { AFTER_SIGN_IN_PARAM } from './sign-in-path.ts';

export { AFTER_SIGN_IN_PARAM, signInPathFrom } from './sign-in-path.ts';

/** Where a sign-in goes when nothing (or nothing acceptable) names a page. */
export const DEFAULT_AFTER_SIGN_IN = '/account/';

const MAX_PATH_LENGTH = 512;
const PROBE_ORIGIN = 'https://site.invalid';

/** A path of this site, normalised (dot segments resolved); null for anything else. */
export function safeSitePath(value: string | null | undefined, loginSlug: string): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_PATH_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return null;
  let resolved: URL;
  try {
    resolved = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (resolved.origin !== PROBE_ORIGIN) return null;
  const path = resolved.pathname;
  // Resolving can make a protocol-relative path of a harmless one ("/.//evil.example",
  // "/a/..//evil.example"): as a Location, "//evil.example" is another site.
  if (path.startsWith('//') || path.startsWith('/\\')) return null;
  if (path === '/api' || path.startsWith('/api/') || path === `/${loginSlug}/` || path === `/${loginSlug}`) return null;
  return `${path}${resolved.search}${resolved.hash}`;
}

/** Where a successful sign-in goes, from the sign-in page's query string. */
export function afterSignInPath(search: string, loginSlug: string): string {
  return safeSitePath(new URLSearchParams(search).get(AFTER_SIGN_IN_PARAM), loginSlug) ?? DEFAULT_AFTER_SIGN_IN;
}
