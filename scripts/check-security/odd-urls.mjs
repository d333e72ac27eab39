// Odd URLs over every route of the site: each route template filled with hostile or malformed
// values (broken percent-encoding, traversal, injection text, huge and tiny values). Deterministic:
// the same list every run, so figures compare.

/** Route templates; {x} is replaced by an odd value, {movie} by a real movie segment. */
export const ROUTE_TEMPLATES = [
  '/{x}',
  '/{x}/',
  '/{x}.html',
  '/{x}.json',
  '/movies/{x}/',
  '/movies/{x}',
  '/movies/{movie}/{x}/',
  '/movies/?q={x}',
  '/theaters/{x}/',
  '/permalink/movie/{x}/',
  '/permalink/movie/{x}/{x}/',
  '/account/{x}/',
  '/account/reset-password/?token={x}&uid={x}',
  '/cms-preview/{x}/',
  '/booking/?theaterCode={x}&perfCode={x}',
  '/api/calendar/{x}.ics',
  '/api/calendar/{x}',
  '/api/booking/showtime?theaterCode={x}&perfCode={x}',
  '/api/member/handoff?return={x}',
  '/api/member/{x}',
  '/api/cypher?{x}',
  '/api/{x}',
  '/posters/{x}.svg',
  '/posters/{x}',
  '/__third-party-proxy?url={x}',
  '/404.html?{x}',
  '/robots.txt?{x}',
  '/sitemap.xml?{x}',
  '/_next/static/{x}',
  '/?utm_source={x}&{x}={x}',
];

/** Values that have broken sites: malformed escapes, traversal, encodings, injections, extremes. */
export const ODD_VALUES = [
  '%FF',
  '%zz',
  '%',
  '%%',
  '%25zz',
  '%2541',
  '%E0%A4%A',
  '%C3%28',
  '%u0041',
  '%00',
  '%0d%0aX-Injected:%201',
  '%2e%2e',
  '..',
  '..%2f..%2fetc%2fpasswd',
  '%2F%2Fevil.example',
  '%5C%5Cevil',
  '%C3%A9t%C3%A9',
  '%F0%9F%8E%AC',
  '%E2%80%A8',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '%22%3E%3Cimg%20src%3Dx%3E',
  "'",
  '__proto__',
  'constructor',
  '0',
  '-1',
  '99999999999999999999',
  '1e309',
  'NaN',
  '42-',
  '-42',
  '.',
  '~',
  '+',
  ';',
  '@evil.example',
  'http:%2F%2Fevil.example',
  'javascript:alert(1)',
  'a'.repeat(2048),
  '%FF'.repeat(300),
];

/** Every template with every value: {movie} is a real movie segment of the site. */
export function oddUrls(movieSegment) {
  const urls = [];
  for (const template of ROUTE_TEMPLATES) {
    for (const value of ODD_VALUES) {
      urls.push(template.replaceAll('{movie}', movieSegment).replaceAll('{x}', value));
    }
  }
  return urls;
}
