// Content negotiation for compressed answers (RFC 9110 §12.5.3): whether a request's
// Accept-Encoding takes gzip. Used by the script proxy and the sandbox's vendor stand-ins, which
// answer scripts gzipped as a vendor's CDN does.

/** Whether an Accept-Encoding header takes gzip: listed (or "*"), and not with q=0. */
export function takesGzip(header: string | undefined): boolean {
  const entries = (header ?? '').split(',').map((entry) => entry.split(';').map((part) => part.trim().toLowerCase()));
  const refused = (params: string[]) => params.some((param) => /^q=0(\.0{0,3})?$/.test(param));
  const gzip = entries.find(([coding]) => coding === 'gzip' || coding === 'x-gzip');
  if (gzip) return !refused(gzip.slice(1));
  const any = entries.find(([coding]) => coding === '*');
  return any !== undefined && !refused(any.slice(1));
}
