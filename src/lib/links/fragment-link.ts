// §2.3 fragment links: a link to "#id" moves keyboard focus to the element with that id.

/** "#showtimes" → "showtimes", percent-decoded as the browser does; null when not a bare fragment. */
export function fragmentTargetId(href: string): string | null {
  if (!href.startsWith('#') || href.length < 2) return null;
  const raw = href.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    // A malformed escape ("#100%") is still a valid id as written.
    return raw;
  }
}
