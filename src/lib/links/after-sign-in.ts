// §4.2 a sign-in goes back to the page that asked for it. Only a path of this site is kept: never another
// origin (an open redirect), never the API, never the sign-in page itself.

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

export function afterSignInPath(search: string, loginSlug: string): string {
  return safeSitePath(new URLSearchParams(search).get(AFTER_SIGN_IN_PARAM), loginSlug) ?? DEFAULT_AFTER_SIGN_IN;
}
