import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { moviePath } from '../../src/lib/catalog/slug.ts';
import { expect, test } from './fixtures.ts';

// The hardening probe's findings on the production builds, as a browser and a crawler
// see them: what a hostile URL gets, what it leaves on disk, and the headers of the pages.

/** Every file under the build's page cache whose path contains `marker`, with its size. */
function cacheFilesNaming(site: string, marker: string): string[] {
  const root = path.join(process.cwd(), `.next-${site}`, 'server', 'app');
  const found: string[] = [];
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) walk(full);
      if (full.includes(marker)) found.push(`${full} (${statSync(full).size} B)`);
    }
  };
  walk(root);
  return found;
}

test('item 2 §2.1: unknown movie and theater ids are a plain 404 that stores nothing in the page cache', async ({
  request,
  site,
}) => {
  const marker = `zz${Date.now().toString(36)}`;
  const urls = [
    ...Array.from({ length: 10 }, (_, index) => `/movies/9${index}0000${index}-${marker}/`),
    ...Array.from({ length: 5 }, (_, index) => `/movies/${marker}-${index}/`),
    ...Array.from({ length: 5 }, (_, index) => `/theaters/${marker}-${index}/`),
  ];
  for (const url of urls) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect([url, response.status()]).toEqual([url, 404]);
  }
  expect(cacheFilesNaming(site.name, marker)).toEqual([]);
  expect(cacheFilesNaming(site.name, '900000')).toEqual([]);
});

test('item 2: a known movie under another spelling is redirected to its canonical page, not cached apart', async ({
  request,
  catalog,
}) => {
  const movie = catalog.movies[catalog.movies.length - 1]!;
  for (const spelling of [`/movies/${movie.id}-not-its-slug/`, `/movies/0${movie.id}-${movie.slug}/`]) {
    const response = await request.get(spelling, { maxRedirects: 0 });
    expect([spelling, response.status(), response.headers().location]).toEqual([spelling, 308, moviePath(movie)]);
  }
});

test('item 5: malformed percent-encoding gets a 400 or 404, never a 5xx', async ({ request }) => {
  for (const url of [
    '/movies/%FF/',
    '/movies/%25zz/',
    '/api/calendar/%25zz.ics',
    '/api/calendar/%FF.ics',
    '/posters/%FF.svg',
    '/theaters/%FF/',
    '/theaters/%2541/',
    '/permalink/movie/%FF/',
    '/permalink/movie/%25zz/',
    '/%FF/',
    '/%E0%A4%A/',
    '/account/%FF/',
  ]) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect([url, [400, 404].includes(response.status())]).toEqual([url, true]);
    expect(await response.text()).not.toMatch(/URIError|at decodeURIComponent/);
  }
});

test('item 10 §2.1: /500.html is the server-error page with a 500 status', async ({ request }) => {
  const response = await request.get('/500.html');
  expect(response.status()).toBe(500);
  expect(await response.text()).toContain('<h1');
});

test('item 8: a page revalidated (304 on reload) keeps its strict policy: an inline script still does not run', async ({
  browser,
  site,
}) => {
  // A context of its own: the fixtures' blocking of other hosts intercepts requests, and the
  // browser keeps no HTTP cache while it does (no revalidation, no 304). This site's pages reach
  // no other host.
  const context = await browser.newContext({ baseURL: site.baseURL });
  try {
    const page = await context.newPage();
    // The status and ETag the server sent, as the browser's network log has them (the page's own
    // response events report a revalidated page as the 200 it keeps).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const pageRequests = new Set<string>();
    let answers: { status: number; etag: string | undefined }[] = [];
    cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
      if (new URL(request.url).pathname === '/movies/') pageRequests.add(requestId);
    });
    cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode, headers }) => {
      if (pageRequests.has(requestId)) answers.push({ status: statusCode, etag: headers['etag'] ?? headers['ETag'] });
    });
    // The list is regenerated ten minutes after it was built (revalidate = 600): the first visit
    // after that is served the old page and renews it, and the reload then rightly gets the new
    // page with a 200. A 200 is accepted only with another ETag, and the pair is tried again.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      answers = [];
      // Each try starts as a first visit: nothing kept from the last one to revalidate.
      await cdp.send('Network.clearBrowserCache');
      await page.goto('/movies/');
      await page.reload();
      if (answers[1]?.status !== 200) break;
      expect(answers[1].etag).not.toBe(answers[0]?.etag);
    }
    // The reload was answered "not modified": the browser took that answer's headers into the page.
    expect(answers.map((answer) => answer.status)).toEqual([200, 304]);
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    });
    expect(ran).toBe(false);
  } finally {
    await context.close();
  }
});

test('item 8: pages run only their own hashed scripts (no unsafe-inline), with no CSP violation; COOP set', async ({
  page,
  site,
  catalog,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load)/i.test(message.text())) violations.push(message.text());
  });
  // A pre-rendered page, a movie page rendered on demand (not scheduled), a theater, the member area.
  const onDemand = catalog.movies[catalog.movies.length - 2]!;
  const theater = catalog.theaters.find((t) => t.id === catalog.showtimes[0]?.theaterId)!;
  for (const url of ['/', moviePath(onDemand), `/theaters/${theater.slug}/`, `/${site.loginSlug}/`, '/account/']) {
    const response = await page.goto(url);
    const headers = response!.headers();
    const scriptSrc = headers['content-security-policy']!.split('; ').find((d) => d.startsWith('script-src '))!;
    expect([url, scriptSrc.includes("'unsafe-inline'")]).toEqual([url, false]);
    expect([url, /'sha256-[A-Za-z0-9+/=]+'/.test(scriptSrc)]).toEqual([url, true]);
    expect(headers['cross-origin-opener-policy']).toBe(
      url.startsWith('/account/') ? 'same-origin-allow-popups' : 'same-origin',
    );
    // Served over http here: no HSTS (it is sent over https only, see npm run check:security).
    expect(headers['strict-transport-security']).toBeUndefined();
    // The page hydrated: React has attached itself to the page's elements.
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__react'))),
      )
      .toBe(true);
  }
  expect(violations).toEqual([]);
});
