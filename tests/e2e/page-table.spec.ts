import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { siteOf, type E2ESite } from './sites.ts';

// The site server answers views of cached pages from its own table (src/server/http/page-table.ts,
// docs/decisions/0041-cached-pages-answered-by-the-site-server.md). Its answer must be Next's,
// byte for byte but for the encoding: status, every header (CSP, HSTS-less http, Cache-Control,
// ETag, Vary …) and the page. Next never sends brotli, so a brotli answer is the table's, and the
// same address with a query the table leaves alone is Next's own answer to compare with.

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  fields: [string, string][];
  body: Buffer;
}

const PER_ANSWER = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
]);

function raw(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const fields: [string, string][] = [];
        for (let i = 0; i < response.rawHeaders.length; i += 2)
          if (!PER_ANSWER.has(response.rawHeaders[i]!.toLowerCase()))
            fields.push([response.rawHeaders[i]!, response.rawHeaders[i + 1]!]);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, fields, body: Buffer.concat(chunks) });
      });
    });
    request.on('error', reject);
    request.setTimeout(15_000, () => request.destroy(new Error(`${url}: no answer in 15 s`)));
    request.end();
  });
}

const pageText = (answer: RawAnswer) =>
  (answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.body) : answer.body).toString('utf8');

/**
 * Pages every visitor gets the same: home, movie list, a movie, a theater, sign-in, and the account
 * home's shell (its member screens load in the browser, decision 0043).
 */
async function cachedPages(site: E2ESite): Promise<string[]> {
  const list = pageText(await raw(`${site.baseURL}/movies/`));
  const movie = /href="(\/movies\/\d+-[^"/]+\/)"/.exec(list)?.[1];
  const home = pageText(await raw(`${site.baseURL}/`));
  const theater = /href="(\/theaters\/[^"/]+\/)"/.exec(home + list)?.[1];
  expect(movie, 'a movie link on the movie list').toBeTruthy();
  return ['/', '/movies/', movie!, ...(theater ? [theater] : []), `/${site.loginSlug}/`, '/account/'];
}

/** The table's answer (brotli), once it holds the page, with Next's answer of the same moment. */
async function tableAndNext(
  site: E2ESite,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ table: RawAnswer; next: RawAnswer }> {
  let pair: { table: RawAnswer; next: RawAnswer } | undefined;
  await expect
    .poll(
      async () => {
        const table = await raw(`${site.baseURL}${path}`, { 'Accept-Encoding': 'br', ...headers });
        const next = await raw(`${site.baseURL}${path}?compare=next`, { 'Accept-Encoding': 'br', ...headers });
        pair = { table, next };
        // The same version of the page (an ETag each), the first from the table.
        return table.headers['content-encoding'] === 'br' && table.headers.etag === next.headers.etag;
      },
      { timeout: 20_000, intervals: [100, 200, 300] },
    )
    .toBe(true);
  return pair!;
}

test('a cached page from the table is Next’s answer: status, headers and page', async ({}, testInfo) => {
  test.setTimeout(120_000);
  const site = siteOf(testInfo.project.name);
  for (const path of await cachedPages(site)) {
    const { table, next } = await tableAndNext(site, path);
    expect(next.headers['content-encoding'], `${path}: Next sends no brotli`).toBeUndefined();
    expect(table.status, path).toBe(200);
    expect(table.status).toBe(next.status);
    expect(table.fields, path).toEqual(next.fields);
    expect(table.headers['content-security-policy'], path).toMatch(/script-src 'self' 'sha256-/);
    expect(pageText(table), path).toBe(pageText(next));
    expect(Number(table.headers['content-length'])).toBe(table.body.length);
  }
});

test('over https (per the proxy) the table keeps the https answer apart', async ({}, testInfo) => {
  const site = siteOf(testInfo.project.name);
  // The e2e servers trust no proxy: the forwarded scheme is dropped and both answers are http ones.
  const { table, next } = await tableAndNext(site, '/movies/', { 'X-Forwarded-Proto': 'https' });
  expect(table.fields).toEqual(next.fields);
  expect(table.headers['strict-transport-security']).toBeUndefined();
});

test('the same address still gives the router its RSC payload, HEAD, 304 and redirects as before', async ({}, testInfo) => {
  const site = siteOf(testInfo.project.name);
  await tableAndNext(site, '/movies/');
  const url = `${site.baseURL}/movies/`;

  // The client router's requests: an RSC payload (or Next's redirect to ?_rsc), never the page.
  const rsc = await raw(url, { RSC: '1', 'Accept-Encoding': 'br' });
  expect(rsc.headers['content-encoding']).not.toBe('br');
  expect(rsc.headers['content-type'] ?? '').not.toMatch(/text\/html/);
  const prefetch = await raw(`${url}?_rsc=abc`, { RSC: '1', 'Next-Router-Prefetch': '1', 'Accept-Encoding': 'br' });
  expect(prefetch.headers['content-encoding']).not.toBe('br');
  expect(prefetch.headers['content-type'] ?? '').not.toMatch(/text\/html/);

  // §2.1 trailing slash: the proxy's redirect, whatever the table holds.
  const bare = await raw(`${site.baseURL}/movies`, { 'Accept-Encoding': 'br' });
  expect(bare.status).toBe(308);
  expect(bare.headers.location).toMatch(/\/movies\/$/);

  // §2.3 campaign tags: the same page.
  const { table } = await tableAndNext(site, '/movies/');
  const tagged = await raw(`${url}?utm_source=newsletter&utm_campaign=release`, { 'Accept-Encoding': 'br' });
  expect(tagged.status).toBe(200);
  expect(pageText(tagged)).toBe(pageText(table));

  // HEAD is Next's: the policy without script hashes, no body.
  const head = await raw(url, { 'Accept-Encoding': 'br' }, 'HEAD');
  expect(head.status).toBe(200);
  expect(head.headers['content-encoding']).toBeUndefined();
  expect(head.body.length).toBe(0);

  // A revisit with the page's ETag: 304 without the page's CSP, which the browser would take into its stored page.
  const etag = String(table.headers.etag);
  await expect.poll(async () => (await raw(url, { 'If-None-Match': etag, 'Accept-Encoding': 'br' })).status).toBe(304);
  const notModified = await raw(url, { 'If-None-Match': etag, 'Accept-Encoding': 'br' });
  expect(notModified.headers['content-security-policy']).toBeUndefined();
  expect(notModified.headers.etag).toBe(etag);
  expect(notModified.body.length).toBe(0);

  // An unknown film is a 404, uncached, from Next.
  const missing = await raw(`${site.baseURL}/movies/999999999-nothing/`, { 'Accept-Encoding': 'br' });
  expect(missing.status).toBe(404);
  expect(missing.headers['cache-control']).toMatch(/no-store/);
});
