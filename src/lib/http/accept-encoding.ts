// RFC 9110 §12.5.3, for the script proxy and the sandbox's stand-ins, which answer gzipped as a vendor's CDN does.

/** Whether an Accept-Encoding header takes gzip (or its alias x-gzip, or "*"), and not with q=0. */
export function takesGzip(header: string | undefined): boolean {
  const entries = (header ?? '')
    .split(',')
    .map((entry) => entry.split(';').map((part) => part.trim().toLowerCase()))
    .map(([coding = '', ...params]) => ({ coding, refused: params.some((p) => /^q=0(\.0{0,3})?$/.test(p)) }));
  // gzip and x-gzip name one coding (RFC 9110 §8.4.1.3): taken when either is listed without q=0.
  const named = entries.filter((entry) => entry.coding === 'gzip' || entry.coding === 'x-gzip');
  if (named.length > 0) return named.some((entry) => !entry.refused);
  return entries.some((entry) => entry.coding === '*' && !entry.refused);
}
