// Fetch metadata tells a navigation from page code (fetch, an image, a script). Endpoints that put the
// member's token into their answer serve navigations only, so no script on the site can read it.

/** What a navigation may load the answer into: a page or a frame, never an <object> or <embed>. */
const NAVIGATION_DESTINATIONS = new Set(['document', 'iframe', 'frame']);

/** True when a browser says the request is not a navigation into a page or frame; without the headers it passes. */
export function isRequestFromPageCode(header: (name: string) => string | null): boolean {
  const mode = header('sec-fetch-mode');
  const destination = header('sec-fetch-dest');
  return (mode !== null && mode !== 'navigate') || (destination !== null && !NAVIGATION_DESTINATIONS.has(destination));
}
