// Fetch metadata (Sec-Fetch-Mode): whether a request is the browser navigating, or page code
// (fetch, XMLHttpRequest, an image or a script) asking. The endpoints that put the member's token
// into their answer (the ticketing hand-off) answer navigations only: page JavaScript on the
// site (a tag, an ad, a vendor's script) could otherwise read the token out of the answer.

/** What a navigation may load the answer into: a page or a frame, never an <object> or <embed>. */
const NAVIGATION_DESTINATIONS = new Set(['document', 'iframe', 'frame']);

/**
 * True when a browser says the request is not a navigation into a page or a frame. A request
 * without the headers (a browser before fetch metadata, a command-line client; browsers send them
 * to https and localhost origins only, so a plain-http site gets this check from none) is let
 * through.
 */
export function isRequestFromPageCode(header: (name: string) => string | null): boolean {
  const mode = header('sec-fetch-mode');
  const destination = header('sec-fetch-dest');
  return (mode !== null && mode !== 'navigate') || (destination !== null && !NAVIGATION_DESTINATIONS.has(destination));
}
