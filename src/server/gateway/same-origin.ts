// Cross-site request forgery guard: in an embedding mode the session cookie is SameSite=None, so a
// form on another site could post an envelope with it. Browsers send Origin and Sec-Fetch-Site.

export interface CallHeaders {
  header(name: string): string | null;
}

/**
 * True when a browser marks the call as coming from another origin than its Host or first
 * X-Forwarded-Host (which a cross-site form cannot set). A call with neither header is not from a
 * browser that would carry the cookie on its own: it passes, like any API client.
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
