import { readdirSync } from 'node:fs';
import path from 'node:path';
import { moviePath } from '../../src/lib/catalog/slug.ts';
import { NO_SLASH_EXTENSIONS } from '../../src/lib/routing/trailing-slash.ts';
import { axeViolations, chooseShowtimeDay, expect, test } from './fixtures.ts';

// The foundation's routes, locale, page context and theme, for both demo sites.

function scheduledMovie(catalog: import('../../src/lib/catalog/types.ts').Catalog) {
  const now = Date.now();
  const showtime = catalog.showtimes.find(
    (s) => Date.parse(s.startsAt) > now + 3_600_000 && s.availability !== 'SOLD_OUT',
  )!;
  return { movie: catalog.movies.find((m) => m.id === showtime.movieId)!, showtime };
}

test('home: language, theme tokens, fonts, modal root and the programme', async ({ page, site, catalog }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', site.locale);
  await expect(page.locator('#modal-root')).toHaveCount(1);
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
  );
  expect(primary).toMatch(/^#[0-9a-f]{6}$/);
  const fontFamily = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(fontFamily).toContain(site.name === 'cinema-paris' ? 'Inter' : 'Source Sans 3');
  await expect(page.locator('main h1')).toBeVisible();
  const { movie } = scheduledMovie(catalog);
  await expect(page.locator(`main a[href="${moviePath(movie)}"]`).first()).toBeVisible();
});

test('§3.15 the site icon: linked from every page, served at once (no redirect, no /favicon.ico asked), in the theme’s primary colour', async ({
  page,
  request,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await page.goto('/');
  const href = await page.locator('head link[rel="icon"]').getAttribute('href');
  expect(href).toBe('/icon.svg');
  const icon = await request.get(href!, { maxRedirects: 0 });
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/svg+xml');
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
  );
  expect(await icon.text()).toContain(`fill="${primary}"`);
  await page.waitForLoadState('load');
  expect(asked).not.toContain('/favicon.ico');
});

test('movie list → movie page with facts and showtimes in the theater time zone', async ({ page, site, catalog }) => {
  const { movie, showtime } = scheduledMovie(catalog);
  await page.goto('/movies/');
  await page
    .locator(`main a[href="${moviePath(movie)}"]`)
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${moviePath(movie)}$`));
  await expect(page.locator('h1')).toHaveText(movie.title);
  const theater = catalog.theaters.find((t) => t.id === showtime.theaterId)!;
  const expectedTime = new Intl.DateTimeFormat(site.locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: theater.timeZone,
  }).format(new Date(showtime.startsAt));
  await chooseShowtimeDay(page, showtime);
  const link = page.locator(`a[href="${showtime.bookingUrl}"]`);
  await expect(link).toHaveCount(1);
  await expect(link).toContainText(expectedTime);
});

test('home → movie list → a movie page → back, by clicking', async ({ page, catalog }) => {
  const { movie } = scheduledMovie(catalog);
  await page.goto('/');
  await page.locator('main a[href="/movies/"]').first().click();
  await expect(page).toHaveURL(/\/movies\/$/);
  await page
    .locator(`main a[href="${moviePath(movie)}"]`)
    .first()
    .click();
  await expect(page.locator('h1')).toHaveText(movie.title);
  await page.goBack();
  await expect(page).toHaveURL(/\/movies\/$/);
  await expect(page.locator(`main a[href="${moviePath(movie)}"]`).first()).toBeVisible();
});

test('movie routes: wrong slug redirects, unknown id is a 404, permalinks, first-request pages are cached', async ({
  page,
  request,
  catalog,
  site,
}) => {
  const { movie } = scheduledMovie(catalog);
  const wrong = await page.goto(`/movies/${movie.id}-not-the-title/`);
  expect(new URL(page.url()).pathname).toBe(moviePath(movie));
  expect(wrong?.request().redirectedFrom()?.url()).toMatch(/-not-the-title\/$/);
  expect((await wrong?.request().redirectedFrom()?.response())?.status()).toBe(308);

  const unknown = await page.goto('/movies/987654321-nothing/');
  expect(unknown?.status()).toBe(404);
  await expect(page.locator('h1')).toBeVisible();

  const permalink = await request.get(`/permalink/movie/${movie.id}/`, { maxRedirects: 0 });
  expect(permalink.status()).toBe(308);
  expect(new URL(permalink.headers().location!, 'http://x').pathname).toBe(moviePath(movie));
  // A campaign's permalink keeps its utm_* on the way (§2.3); a garbage router-state header on it
  // is no 500 (the page guard answers before any page renders).
  const campaign = await request.get(`/permalink/movie/${movie.id}-x/?utm_source=mail`, {
    maxRedirects: 0,
    headers: { RSC: '1', 'Next-Router-State-Tree': 'garbage' },
  });
  expect(campaign.status()).toBe(308);
  expect(campaign.headers().location).toMatch(new RegExp(`${moviePath(movie)}\\?utm_source=mail$`));

  // Under the pages rendered on demand, any other shape is a 404 that stores nothing: asked twice,
  // no file of the site's page cache is named after it.
  const probe = `probe${Date.now()}`;
  for (const path of [
    `/movies/${movie.id}-${probe}%2Fb/`,
    `/movies/${movie.id}-${probe}.json`,
    `/events/${probe}.json`,
  ]) {
    for (let time = 0; time < 2; time += 1) {
      expect([path, (await request.get(path, { maxRedirects: 0 })).status()]).toEqual([path, 404]);
    }
  }
  expect((await request.get('/_global-error/', { maxRedirects: 0 })).status()).toBe(404);
  const stored = readdirSync(path.join(process.cwd(), `.next-${site.name}`, 'server'), { recursive: true });
  expect(stored.filter((file) => String(file).includes(probe))).toEqual([]);

  // A catalogue film outside the programme: rendered on first request, then served from cache.
  const archived = catalog.movies.find((m) => !catalog.programme.includes(m.id) && m.id % 7 === 3)!;
  const first = await page.goto(moviePath(archived));
  expect(first?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText(archived.title);
  const second = await request.get(moviePath(archived));
  expect(second.headers()['x-nextjs-cache']).toBe('HIT');
});

test('§2.1 trailing slash on every path, except "/" and the listed extensions', async ({ request }) => {
  const movies = await request.get('/movies?utm_source=mail', { maxRedirects: 0 });
  expect(movies.status()).toBe(308);
  expect(movies.headers().location).toMatch(/\/movies\/\?utm_source=mail$/);
  expect((await request.get('/', { maxRedirects: 0 })).status()).toBe(200);
  for (const extension of NO_SLASH_EXTENSIONS) {
    const withSlash = await request.get(`/some/file${extension}/`, { maxRedirects: 0 });
    expect(withSlash.status(), extension).toBe(308);
    expect(withSlash.headers().location, extension).toMatch(new RegExp(`/some/file\\${extension}$`));
    const without = await request.get(`/some/file${extension}`, { maxRedirects: 0 });
    expect(without.status(), extension).not.toBe(308);
  }
  expect((await request.get('/robots.txt')).status()).toBe(200);
  expect((await request.get('/sitemap.xml')).status()).toBe(200);
});

test('404.html, 500.html, generic pages and reserved segments', async ({ page, request, site }) => {
  const notFound = await page.goto('/404.html');
  expect(notFound?.status()).toBe(404);
  // §2.1 /500.html is the server-error page: it says so with its status.
  const serverError = await page.goto('/500.html');
  expect(serverError?.status()).toBe(500);
  await expect(page.locator('h1')).toBeVisible();
  for (const slug of [site.loginSlug, site.privacySlug]) {
    const response = await page.goto(`/${slug}/`);
    expect(response?.status(), slug).toBe(200);
    await expect(page.locator('main h1')).toBeVisible();
  }
  // §1, §2.1 reserved segments lead somewhere useful (ticketing.spec.ts follows them), never a 404.
  for (const reserved of ['signup', 'giftcards', 'ticketing', 'vouchers']) {
    expect((await request.get(`/${reserved}/`, { maxRedirects: 0 })).status(), reserved).toBe(307);
  }
});

test('axe finds nothing on home, list, movie, generic and error pages', async ({ page, site, catalog }) => {
  const { movie } = scheduledMovie(catalog);
  for (const path of ['/', '/movies/', moviePath(movie), `/${site.privacySlug}/`, '/404.html']) {
    await page.goto(path);
    expect(await axeViolations(page), path).toEqual([]);
  }
});

test('§2.2 code a page loads after it starts, lost on the way for a while: the page stays', async ({ page }) => {
  // The chunks the document names are the first load; every other chunk (deferred behaviours,
  // links, the consent runtime) is lost for 2.5 s from its first request, as on a phone between
  // cells. The browser's chunk loader tries once more by itself, within that time.
  const html = await (await page.request.get('/')).text();
  const firstLoad = new Set([...html.matchAll(/\/_next\/static\/chunks\/[^"'\s]+\.js/g)].map((match) => match[0]));
  const firstAsked = new Map<string, number>();
  await page.route('**/_next/static/chunks/**', async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (firstLoad.has(path) || !path.endsWith('.js')) return route.continue();
    const asked = firstAsked.get(path) ?? Date.now();
    firstAsked.set(path, asked);
    if (Date.now() - asked < 2500) return route.abort('internetdisconnected');
    return route.continue();
  });
  await page.goto('/');
  const heading = page.locator('main h1').first();
  await expect(heading).toBeVisible();
  await expect.poll(() => firstAsked.size, { timeout: 10_000 }).toBeGreaterThan(0);
  // The deferred behaviours' chunks among them: the page keeps its content without them.
  await page.waitForTimeout(5000);
  await expect(heading).toBeVisible();
  await expect(page.getByRole('button', { name: /reload|recharger/i })).toHaveCount(0);
});
