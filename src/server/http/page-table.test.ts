import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  chooseEncoding,
  createPageTable,
  headerFieldsOf,
  isNotModified,
  keepableFields,
  pageKeyOf,
  pageTableFromEnv,
  type PageTable,
} from './page-table.ts';

// The table of cached pages in front of a stand-in for Next that answers like Next's page cache
// (docs/decisions/0041-cached-pages-answered-by-the-site-server.md): what it sends again must be
// what Next sent, and anything Next would answer differently must still reach Next.

const CSP = "default-src 'self'; script-src 'self' 'sha256-abc='";
const pages: Record<
  string,
  { body: string; cache: string; cacheControl: string; setCookie?: string; status?: number }
> = {};
let nextCalls: string[] = [];
let clock = 1_000_000;
let announce: () => void = () => {};
let table: PageTable;
let server: Server;
let origin = '';
/** Holds Next's answer until released, to test what happens meanwhile. */
let hold: Promise<void> | null = null;

function page(path: string, body: string, extra: Partial<(typeof pages)[string]> = {}): void {
  pages[path] = { body, cache: 'HIT', cacheControl: 's-maxage=600, stale-while-revalidate=31535400', ...extra };
}

beforeAll(async () => {
  table = createPageTable({
    ttlMs: 1000,
    refreshWaitMs: 1000,
    now: () => clock,
    subscribe: (listener) => {
      announce = listener;
      return () => {
        announce = () => {};
      };
    },
  });
  server = createServer((incoming, outgoing) => {
    if (table.handle(incoming, outgoing)) return;
    nextCalls.push(`${incoming.method} ${incoming.url}`);
    const path = (incoming.url ?? '').split('?')[0] ?? '';
    const found = pages[path];
    void (async () => {
      if (hold) await hold;
      if (!found) {
        outgoing.writeHead(404, { 'Content-Type': 'text/html', 'Cache-Control': 'no-store' }).end('missing');
        return;
      }
      const html = incoming.headers.rsc === '1' ? `rsc:${found.body}` : found.body;
      outgoing.setHeader('Content-Security-Policy', CSP);
      outgoing.setHeader('X-Content-Type-Options', 'nosniff');
      outgoing.setHeader('Vary', 'rsc, next-router-state-tree, Accept-Encoding');
      outgoing.setHeader('x-nextjs-cache', found.cache);
      outgoing.setHeader('Cache-Control', found.cacheControl);
      outgoing.setHeader('ETag', `"${Buffer.from(html).toString('base64url').slice(0, 12)}"`);
      outgoing.setHeader('Content-Type', 'text/html; charset=utf-8');
      if (found.setCookie) outgoing.setHeader('Set-Cookie', found.setCookie);
      if (/gzip/.test(String(incoming.headers['accept-encoding'] ?? ''))) {
        // Like Next's compression: gzip in chunks, no length.
        outgoing.setHeader('Content-Encoding', 'gzip');
        outgoing.writeHead(found.status ?? 200);
        const zipped = gzipSync(html);
        outgoing.write(zipped.subarray(0, 10));
        outgoing.end(zipped.subarray(10));
        return;
      }
      outgoing.writeHead(found.status ?? 200, { 'Content-Length': String(Buffer.byteLength(html)) });
      outgoing.end(html);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  table.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  table.clear();
  nextCalls = [];
  hold = null;
  for (const key of Object.keys(pages)) delete pages[key];
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  raw: string[];
  body: Buffer;
}

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${origin}${path}`, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          raw: response.rawHeaders,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

function decoded(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(answer.body).toString();
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString();
  return answer.body.toString();
}

/** Header fields as sent, without those of the connection and the transfer. */
function fieldsOf(answer: Answer): [string, string][] {
  const skip = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding']);
  const fields: [string, string][] = [];
  for (let i = 0; i < answer.raw.length; i += 2)
    if (!skip.has(answer.raw[i]!.toLowerCase())) fields.push([answer.raw[i]!, answer.raw[i + 1]!]);
  return fields;
}

/** Lets the recording of the previous answer (on its 'finish') complete. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('a cached page is sent again as Next sent it', () => {
  it('answers the second view from the table with the same status, headers and body', async () => {
    page('/movies/1-a/', '<html>movie one</html>');
    const fromNext = await get('/movies/1-a/');
    await settle();
    const fromTable = await get('/movies/1-a/');
    expect(nextCalls).toEqual(['GET /movies/1-a/']);
    expect(fromTable.status).toBe(200);
    expect(fieldsOf(fromTable)).toEqual(fieldsOf(fromNext));
    expect(fromTable.headers['content-security-policy']).toBe(CSP);
    expect(decoded(fromTable)).toBe('<html>movie one</html>');
    expect(fromTable.headers['content-length']).toBe(String(fromTable.body.length));
  });

  it('keeps an answer Next compressed, and sends gzip, brotli or none as the client accepts', async () => {
    page('/movies/2-b/', '<html>movie two</html>'.repeat(50));
    const fromNext = await get('/movies/2-b/', { 'Accept-Encoding': 'gzip' });
    await settle();
    const gzip = await get('/movies/2-b/', { 'Accept-Encoding': 'gzip, deflate' });
    const plain = await get('/movies/2-b/');
    const br = await get('/movies/2-b/', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(nextCalls).toHaveLength(1);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Brotli is made off the event loop: gzip until it is ready, then brotli.
    expect(['br', 'gzip']).toContain(br.headers['content-encoding']);
    await settle();
    const brLater = await get('/movies/2-b/', { 'Accept-Encoding': 'br' });
    expect(brLater.headers['content-encoding']).toBe('br');
    for (const answer of [gzip, plain, br, brLater]) {
      expect(decoded(answer)).toBe(decoded(fromNext));
      expect(fieldsOf(answer)).toEqual(fieldsOf(fromNext));
    }
  });

  it('answers 304 to a matching If-None-Match, without the CSP or a body', async () => {
    page('/movies/3-c/', '<html>three</html>');
    const first = await get('/movies/3-c/');
    await settle();
    const etag = String(first.headers.etag);
    const notModified = await get('/movies/3-c/', { 'If-None-Match': `W/${etag}, "other"` });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers['content-security-policy']).toBeUndefined();
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.headers['cache-control']).toBe(first.headers['cache-control']);
    const changed = await get('/movies/3-c/', { 'If-None-Match': '"other"' });
    expect(changed.status).toBe(200);
    expect(nextCalls).toHaveLength(1);
  });

  it('lets utm campaign tags (§2.3) be served from the table, like Next which ignores them', async () => {
    page('/movies/4-d/', '<html>four</html>');
    await get('/movies/4-d/');
    await settle();
    const tagged = await get('/movies/4-d/?utm_source=mail&utm_campaign=release');
    expect(decoded(tagged)).toBe('<html>four</html>');
    expect(nextCalls).toHaveLength(1);
  });
});

describe('what the table cannot tell from a page view goes to Next', () => {
  it.each([
    ['an RSC request', '/movies/5-e/', { RSC: '1' }, 'GET'],
    ['a prefetch', '/movies/5-e/', { 'Next-Router-Prefetch': '1' }, 'GET'],
    ['a router state', '/movies/5-e/', { 'Next-Router-State-Tree': '%5B%5D' }, 'GET'],
    ['the RSC query', '/movies/5-e/?_rsc=abc', {}, 'GET'],
    ['another query (a provider token)', '/movies/5-e/?token=xyz', {}, 'GET'],
    ['draft mode', '/movies/5-e/', { Cookie: 'consent=1; __prerender_bypass=1' }, 'GET'],
    ['HEAD', '/movies/5-e/', {}, 'HEAD'],
    ['deflate only', '/movies/5-e/', { 'Accept-Encoding': 'deflate' }, 'GET'],
  ] as [string, string, Record<string, string>, string][])('%s', async (_name, path, headers, method) => {
    page('/movies/5-e/', '<html>five</html>');
    await get('/movies/5-e/');
    await settle();
    nextCalls = [];
    const answer = await get(path, headers, method);
    expect(nextCalls).toEqual([`${method} ${path}`]);
    if (headers.RSC !== undefined) expect(answer.body.toString()).toBe('rsc:<html>five</html>');
  });

  it.each([
    ['a page being renewed (STALE)', { cache: 'STALE' }],
    ['a private answer', { cacheControl: 'private, no-cache, no-store, max-age=0, must-revalidate' }],
    ['an answer setting a cookie', { setCookie: 'session=1' }],
    ['a page not from the page cache', { cache: '' }],
  ])('does not keep %s', async (_name, extra) => {
    page('/movies/6-f/', '<html>six</html>', extra);
    await get('/movies/6-f/');
    await settle();
    await get('/movies/6-f/');
    expect(nextCalls).toHaveLength(2);
    expect(table.size).toBe(0);
  });

  it('does not keep a 404, nor a cookie-less visitor of another scheme', async () => {
    await get('/movies/0-missing/');
    await settle();
    await get('/movies/0-missing/');
    expect(nextCalls).toHaveLength(2);
    page('/movies/7-g/', '<html>seven</html>');
    await get('/movies/7-g/');
    await settle();
    // The CSP and HSTS of an https visit differ: kept apart.
    await get('/movies/7-g/', { 'X-Forwarded-Proto': 'https' });
    expect(nextCalls.filter((call) => call.includes('7-g'))).toHaveLength(2);
  });
});

describe('freshness', () => {
  it('fetches a page again after its second, serving the old one only while that fetch runs', async () => {
    page('/movies/8-h/', '<html>old</html>');
    await get('/movies/8-h/');
    await settle();
    clock += 999;
    expect(decoded(await get('/movies/8-h/'))).toBe('<html>old</html>');
    expect(nextCalls).toHaveLength(1);
    clock += 1;
    page('/movies/8-h/', '<html>new</html>');
    let release = () => {};
    hold = new Promise((resolve) => (release = resolve));
    const fetching = get('/movies/8-h/');
    await settle();
    // Meanwhile: the old page, not a second fetch.
    expect(decoded(await get('/movies/8-h/'))).toBe('<html>old</html>');
    expect(nextCalls).toHaveLength(2);
    release();
    expect(decoded(await fetching)).toBe('<html>new</html>');
    await settle();
    expect(decoded(await get('/movies/8-h/'))).toBe('<html>new</html>');
    expect(nextCalls).toHaveLength(2);
  });

  it('never serves an expired page past the wait for its fetch', async () => {
    page('/movies/9-i/', '<html>old</html>');
    await get('/movies/9-i/');
    await settle();
    clock += 1000;
    let release = () => {};
    hold = new Promise((resolve) => (release = resolve));
    const stuck = get('/movies/9-i/');
    await settle();
    clock += 1000;
    // The fetch is past its wait: this request goes to Next too.
    const second = get('/movies/9-i/');
    await settle();
    expect(nextCalls).toHaveLength(3);
    release();
    await Promise.all([stuck, second]);
  });

  it('empties the table at a revalidation, and drops a page fetched before it', async () => {
    page('/movies/10-j/', '<html>on sale</html>');
    await get('/movies/10-j/');
    await settle();
    expect(table.size).toBe(1);
    announce();
    expect(table.size).toBe(0);
    // A fetch under way at the change brings the page as it was: not kept.
    let release = () => {};
    hold = new Promise((resolve) => (release = resolve));
    const before = get('/movies/10-j/');
    await settle();
    page('/movies/10-j/', '<html>sold out</html>');
    announce();
    release();
    await before;
    await settle();
    expect(table.size).toBe(0);
    hold = null;
    expect(decoded(await get('/movies/10-j/'))).toBe('<html>sold out</html>');
  });
});

describe('the pieces', () => {
  it('chooses brotli, then gzip, then none; defers to Next for deflate or *', () => {
    expect(chooseEncoding(undefined, true)).toBe('identity');
    expect(chooseEncoding('gzip, deflate, br, zstd', true)).toBe('br');
    expect(chooseEncoding('gzip, deflate, br', false)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip', true)).toBe('gzip');
    expect(chooseEncoding('identity', true)).toBe('identity');
    expect(chooseEncoding('gzip;q=0', true)).toBe('identity');
    expect(chooseEncoding('deflate', true)).toBeNull();
    expect(chooseEncoding('*', true)).toBeNull();
  });

  it('judges If-None-Match like Next: weak tags match, a no-cache request gets the page', () => {
    expect(isNotModified({ 'if-none-match': '"a"' }, '"a"')).toBe(true);
    expect(isNotModified({ 'if-none-match': 'W/"a"' }, '"a"')).toBe(true);
    expect(isNotModified({ 'if-none-match': '*' }, '"a"')).toBe(true);
    expect(isNotModified({ 'if-none-match': '"b"' }, '"a"')).toBe(false);
    expect(isNotModified({ 'if-none-match': '"a"', 'cache-control': 'no-cache' }, '"a"')).toBe(false);
    expect(isNotModified({}, '"a"')).toBe(false);
  });

  it('reads the head Node wrote, and keeps a just-rendered page as Next serves it next (HIT)', () => {
    const fields = headerFieldsOf(
      'HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nx-nextjs-cache: MISS\r\nCache-Control: s-maxage=600\r\nDate: x\r\nContent-Length: 5\r\n\r\n',
    );
    expect(keepableFields(200, fields)).toEqual([
      ['Content-Type', 'text/html'],
      ['x-nextjs-cache', 'HIT'],
      ['Cache-Control', 's-maxage=600'],
    ]);
    expect(keepableFields(500, fields)).toBeNull();
  });

  it('keys plain page views by scheme and path only', () => {
    const view = (url: string, headers: IncomingHttpHeaders = {}, method = 'GET') =>
      pageKeyOf({ url, headers, method, socket: {} } as never);
    expect(view('/movies/1-a/?utm_medium=x')).toBe('http /movies/1-a/');
    expect(view('/movies/1-a/', { 'x-forwarded-proto': 'https' })).toBe('https /movies/1-a/');
    expect(view('/api/ready')).toBeNull();
    expect(view('/_next/static/x.js')).toBeNull();
    expect(view('/movies/1-a/', { 'content-length': '12' })).toBeNull();
    expect(view('/movies/1-a/', {}, 'POST')).toBeNull();
  });

  it('is off with PAGE_TABLE_TTL_MS=0 and refuses a life past 5 s', () => {
    expect(pageTableFromEnv({ PAGE_TABLE_TTL_MS: '0' })).toBeUndefined();
    expect(() => pageTableFromEnv({ PAGE_TABLE_TTL_MS: '60000' })).toThrow(/PAGE_TABLE_TTL_MS/);
    const table = pageTableFromEnv({});
    expect(table).toBeDefined();
    table?.close();
  });
});
