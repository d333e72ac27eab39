import { test, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HOUSE_FILMS } from '../../sandbox/house-programme.ts';
import type { Catalog } from '../../src/lib/catalog/types.ts';
import { axeViolations, expect, hydrated } from './fixtures.ts';
import { NO_LOYALTY_SITE } from './sites.ts';

// §1, §3.3, §6 a site without a loyalty programme (content/sites/no-loyalty): moviegoers browse and
// book, and there is no member area at all: no sign-in or account in the header, no member page,
// no member route, and the page never calls the gateway or the session routes. It is not a demo
// site (§3.1): built from its catalogue feed (the sandbox's house programme), never from the demo
// generator, and it keeps serving that programme when the feed is down.

const catalog = JSON.parse(
  readFileSync(path.join(process.cwd(), '.generated', NO_LOYALTY_SITE.name, 'catalog.json'), 'utf8'),
) as Catalog;

/** Every gateway or session call the page makes from now on. */
function memberCallsOf(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/cypher') || pathname.startsWith('/api/member/')) calls.push(pathname);
  });
  return calls;
}

test('browsing and booking work, with no member UI and not one member call', async ({ page }) => {
  const memberCalls = memberCallsOf(page);

  await page.goto('/');
  await hydrated(page);
  const header = page.locator('header');
  await expect(header.locator('[data-member-state]')).toHaveCount(0);
  await expect(header.locator('a[href="/connexion/"], a[href="/account/"], a[href="#loyalty-logout"]')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // A film of the programme, then its booking link: the ticketing site's, as on any site.
  const movie = catalog.movies.find((m) => catalog.showtimes.some((s) => s.movieId === m.id))!;
  await page.goto(`/movies/${movie.id}-${movie.slug}/`);
  await hydrated(page);
  const booking = page.locator('main [role="tabpanel"]:not([hidden]) a[href*="/websales/"]').first();
  await expect(booking).toBeVisible();
  expect(new URL((await booking.getAttribute('href'))!, page.url()).origin).toBe('http://localhost:4010');

  await page.goto(`/theaters/${catalog.theaters[0]!.slug}/`);
  await hydrated(page);
  await expect(page.locator('main a[href*="/websales/"]').first()).toBeVisible();
  // Time for the idle work of the pages (session check, deferred behaviours) to have happened.
  await page.waitForTimeout(1000);
  expect(memberCalls).toEqual([]);
});

test('a "#loyalty-logout" link an editor wrote calls no member endpoint (§4.3)', async ({ page }) => {
  const memberCalls = memberCallsOf(page);
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '#loyalty-logout';
    link.textContent = 'Sign out';
    link.id = 'editor-logout';
    document.querySelector('main')!.append(link);
  });
  await page.locator('#editor-logout').click();
  await page.waitForTimeout(1000);
  expect(memberCalls).toEqual([]);
});

test('the member area and its routes are not found', async ({ page, request }) => {
  for (const path of ['/account/', '/account/register/', '/account/gift-card/', '/connexion/']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('main form')).toHaveCount(0);
  }
  const login = await request.post('/api/member/login', { data: { email: 'a@b.c', password: 'x' } });
  expect(login.status()).toBe(404);
  const refresh = await request.post('/api/member/refresh', { data: {} });
  expect(refresh.status()).toBe(404);
  // The gateway forwards nothing for a site without a programme.
  const cypher = await request.post('/api/cypher', {
    data: { reqMetadata: { method: 'GET', route: '/Member/GetMember/?circuitId=1001' } },
  });
  expect(cypher.status()).toBeGreaterThanOrEqual(400);
  expect(cypher.status()).toBeLessThan(500);
});

test('shows its feed programme and nothing the demo generator made (§3.1)', async ({ page }) => {
  const houseIds = new Set(HOUSE_FILMS.map((film) => film.id));
  expect(catalog.movies.map((m) => m.id).sort()).toEqual([...houseIds].sort());
  await page.goto('/');
  const movieLinks = await page
    .locator('main a[href^="/movies/"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  const filmIds = movieLinks.flatMap((href) => /^\/movies\/(\d+)-/.exec(href)?.[1] ?? []).map(Number);
  expect(filmIds.length).toBeGreaterThan(0);
  for (const id of filmIds) expect(houseIds.has(id), String(id)).toBe(true);
  await expect(page.getByRole('main')).toContainText(HOUSE_FILMS[0]!.title);
});

test('shows its own logo and its own fonts, served by the site (§3.3, §9.5)', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url());
  });
  await page.goto('/');
  await hydrated(page);
  const logo = page.locator('header a[href="/"] img');
  await expect(logo).toHaveAttribute('src', /\/logo\.svg$/);
  await expect(page.locator('header').getByRole('link', { name: 'Le Petit Écran' })).toBeVisible();
  expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const fonts = await page.evaluate(async () => {
    await document.fonts.ready;
    const heading = document.querySelector('main h1');
    return {
      body: getComputedStyle(document.body).fontFamily,
      heading: heading ? getComputedStyle(heading).fontFamily : '',
      loaded: [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
    };
  });
  expect(fonts.body).toMatch(/^"?Work Sans"?/);
  expect(fonts.heading).toMatch(/^"?Merriweather"?/);
  expect(fonts.loaded.map((family) => family.replace(/"/g, ''))).toContain('Work Sans');
  expect(fontRequests.length).toBeGreaterThan(0);
  for (const url of fontRequests) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
});

test('serves the programme it was built with while its feed is down at start (§3.1)', async ({ request }) => {
  const port = 3113;
  const server = spawn(process.execPath, [path.join('scripts', 'serve-site.mjs'), NO_LOYALTY_SITE.name], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      PORT: String(port),
      SITE_ORIGIN: `http://localhost:${port}`,
      // Nothing listens there: every request to the feed fails at once.
      CATALOG_FEED_URL: 'http://127.0.0.1:9/catalog/no-loyalty/feed.json',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  try {
    const origin = `http://localhost:${port}`;
    await expect
      .poll(async () => (await request.get(`${origin}/`).catch(() => null))?.status() ?? 0, { timeout: 30_000 })
      .toBe(200);
    const film = HOUSE_FILMS[0]!;
    const moviePage = await request.get(`${origin}/movies/${film.id}-${film.slug}/`);
    expect(moviePage.status()).toBe(200);
    expect(await moviePage.text()).toContain(film.title);
    const theater = await request.get(`${origin}/theaters/${catalog.theaters[0]!.slug}/`);
    expect(theater.status()).toBe(200);
    expect(await theater.text()).toContain(film.title);
    // The log line an operator sees: the feed's failure, and the build's programme kept.
    await expect.poll(() => log).toMatch(/"event":"catalog\.feed_failed"[^\n]*"kept":"embedded"/);
  } finally {
    server.kill('SIGTERM');
  }
});
