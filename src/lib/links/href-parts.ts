// Splitting an href without resolving it: relative hrefs ("page/", "?a=1", "#top") must stay
// relative, and new URL() would need a base and would rewrite them. Never throws (§2.3 edge cases).

export interface HrefParts {
  beforeQuery: string;
  /** Without the "?"; '' when absent. */
  query: string;
  /** With the "#"; '' when absent. */
  hash: string;
}

export function splitHref(href: string): HrefParts {
  const hashAt = href.indexOf('#');
  const withoutHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  const queryAt = withoutHash.indexOf('?');
  return {
    beforeQuery: queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt),
    query: queryAt === -1 ? '' : withoutHash.slice(queryAt + 1),
    hash,
  };
}

export function joinHref({ beforeQuery, query, hash }: HrefParts): string {
  return `${beforeQuery}${query ? `?${query}` : ''}${hash}`;
}

/** The scheme in lower case ("MAILTO:" → "mailto"), or null for relative and scheme-relative hrefs. */
export function schemeOf(href: string): string | null {
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(href);
  return match?.[1] ? match[1].toLowerCase() : null;
}

export function isWebHref(href: string): boolean {
  const scheme = schemeOf(href);
  return scheme === 'http' || scheme === 'https' || (scheme === null && href.startsWith('//'));
}

export function isRelativeHref(href: string): boolean {
  return schemeOf(href) === null && !href.startsWith('//');
}

// Not in the spec: an editor's typo or a hostile feed must not turn a link into script, so these render disabled.
const UNSAFE_SCHEMES = new Set(['javascript', 'vbscript', 'data']);

export function hasUnsafeScheme(href: string): boolean {
  // Browsers ignore tabs and newlines inside a scheme ("java\tscript:"), so strip them first.
  const scheme = schemeOf(href.replace(/[\t\n\r]/g, ''));
  return scheme !== null && UNSAFE_SCHEMES.has(scheme);
}

export function parseWebUrl(href: string): URL | null {
  try {
    return new URL(href.startsWith('//') ? `https:${href}` : href);
  } catch {
    return null;
  }
}
