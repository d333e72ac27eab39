// Fetch metadata (Sec-Fetch-Mode): whether a request is the browser navigating, or page code
// (fetch, XMLHttpRequest, an image or a script) asking. The endpoints that put the member's token
// into their answer (the ticketing hand-off) answer navigations only: page JavaScript on the
// site (a tag, an ad, a vendor's script) could otherwise read the token out of the answer.

/**
 * True when a browser says the request is not a navigation. A request without the header (a
 * browser before fetch metadata, a command-line client) is not page code of a modern browser,
 * and is let through.
 */
export function isRequestFromPageCode(header: (name: string) => string | null): boolean {
  const mode = header('sec-fetch-mode');
  return mode !== null && mode !== 'navigate';
}
