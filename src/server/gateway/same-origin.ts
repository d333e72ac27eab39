// Cross-site request forgery guard for the browser's gateway calls. The member's session cookie
// goes with every call the browser makes to the site, and in an embedding mode it is SameSite=None,
// so a form on another site could post an envelope with it. Browsers say where a call comes from:
// `Origin` on every POST, `Sec-Fetch-Site` on every request of a current browser.

/** What the guard reads of a call: its headers by lower-case name. */
export interface CallHeaders {
  header(name: string): string | null;
}

/**
 * True when a browser marks the call as coming from another origin. The call's own host is its
 * Host header, or the first X-Forwarded-Host a reverse proxy put in front of it (a page on another
 * site cannot set that header on a form post, and a script needs CORS, which the site never grants).
 * `trustedOrigins` are the site's public origins, for a proxy that rewrites Host and says nothing.
 * A call with neither Origin nor Sec-Fetch-Site is not from a browser that would carry the cookie
 * on its own: it passes, like any API client.
 */
export function isCrossOriginCall(call: CallHeaders, trustedOrigins: readonly string[] = []): boolean {
  const origin = call.header('origin');
  if (origin !== null) {
    // Browsers serialise an origin canonically (scheme://host[:port], lower case, no default port,
    // nothing after), as they write Host: the comparison is exact, no URL parsing needed.
    const serialized = origin.trim().toLowerCase();
    if (trustedOrigins.some((trusted) => trusted.toLowerCase() === serialized)) return false;
    const forwardedHost = call.header('x-forwarded-host');
    const ownHosts = [call.header('host'), forwardedHost === null ? null : (forwardedHost.split(',')[0] ?? '').trim()];
    return !ownHosts.some((own) => {
      if (!own) return false;
      const host = own.toLowerCase();
      return serialized === `https://${host}` || serialized === `http://${host}`;
    });
  }
  const fetchSite = call.header('sec-fetch-site');
  return fetchSite !== null && fetchSite !== 'same-origin';
}
