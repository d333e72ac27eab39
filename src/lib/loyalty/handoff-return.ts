// §4.5 / §7.10: the "return" value is appended to ticketingUrl, so it must stay a path of the
// ticketing site: a leading "/", no second "/" or "\" after it (protocol-relative), no "@"
// (user-info that would change the host), no control characters. Anything else is refused.

const MAX_RETURN_LENGTH = 1024;

export function safeReturnPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value === '' || value.length > MAX_RETURN_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/[@\\\s\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

/** §4.5 step 2: /{loginSlug}/ with the page's query string kept. */
export function loginRedirectPath(loginSlug: string, search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  return `/${loginSlug}/${query ? `?${query}` : ''}`;
}
