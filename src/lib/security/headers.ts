// Response headers for every page (issue 4, §2.3 embedding): framing is allowed only for the
// configured allowedEmbeddingDomains, denied everywhere else.

export interface SecurityHeaderInput {
  /** configuration.allowedEmbeddingDomains: host names, optionally with a port. */
  allowedEmbeddingDomains: readonly string[];
  /** Origins forms may post to besides https ones, e.g. a local ticketing site (v3 hand-off, §7.10). */
  formOrigins?: readonly string[];
}

const HOST = /^[a-z0-9.-]+(?::\d{1,5})?$/;

/** The CSP frame-ancestors source list: 'self' plus each allowed domain over https, or 'none'. */
export function frameAncestors(allowedEmbeddingDomains: readonly string[]): string {
  const hosts = allowedEmbeddingDomains.map((d) => d.trim().toLowerCase()).filter((d) => HOST.test(d));
  if (hosts.length === 0) return "frame-ancestors 'none'";
  const sources = hosts.map((host) =>
    host.startsWith('localhost') || host.startsWith('127.') ? `http://${host}` : `https://${host}`,
  );
  return `frame-ancestors 'self' ${[...new Set(sources)].join(' ')}`;
}

export function securityHeaders({
  allowedEmbeddingDomains,
  formOrigins = [],
}: SecurityHeaderInput): { key: string; value: string }[] {
  const origins = formOrigins.flatMap((value) => {
    try {
      return [new URL(value).origin];
    } catch {
      return [];
    }
  });
  const formAction = ["'self'", 'https:', ...new Set(origins.filter((o) => o.startsWith('http://')))].join(' ');
  const headers = [
    {
      key: 'Content-Security-Policy',
      value: `${frameAncestors(allowedEmbeddingDomains)}; base-uri 'self'; object-src 'none'; form-action ${formAction}`,
    },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  ];
  // Browsers without CSP level 2 read only X-Frame-Options, which cannot list several hosts.
  if (allowedEmbeddingDomains.length === 0) headers.push({ key: 'X-Frame-Options', value: 'DENY' });
  return headers;
}
