import type { BrowserContext, Page } from '@playwright/test';
import { loadSiteFile } from '../../src/lib/config/load-site.ts';
import { sessionKeysFromEnv, unsealCookieValue } from '../../src/server/session/sealed-cookie.ts';
import { declinedConsentCookie, expect, headerSignOut, signInByRequest, test } from './fixtures.ts';
import type { E2ESite } from './sites.ts';

// The site installable and usable offline (src/service-worker/sw.ts, src/lib/offline): the other
// specs block service workers (playwright.config.ts), this one lets the site's worker run.
test.use({ serviceWorkers: 'allow' });

const SESSION_COOKIE = 'fincher_member_session';

/** Members with an upcoming booking (sandbox seed, as tests/e2e/member-card.spec.ts uses them). */
const TICKET_MEMBER: Record<E2ESite['name'], { email: string; password: string; booking: string }> = {
  'cinema-paris': { email: 'margaux.leroy@example.fr', password: 'Popcorn2026', booking: 'GM-BK-9000' },
  'circuit-demo': { email: 'riley.chen@example.com', password: 'Starlight#2026', booking: 'SR-BK-9000' },
};

/** Waits until the site's worker controls the page (it registers once the page is idle). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 30_000 });
}

/** The paths of the pages the worker keeps. */
function keptPages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith('fincher-pages-')) continue;
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

/** Everything Cache Storage holds: each entry's address, and all of it as text (addresses, headers, bodies). */
function everythingCached(page: Page): Promise<{ addresses: string[]; text: string }> {
  return page.evaluate(async () => {
    const addresses: string[] = [];
    const parts: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        addresses.push(request.url);
        parts.push(name, request.url, JSON.stringify([...(response?.headers.entries() ?? [])]));
        parts.push((await response?.text()) ?? '');
      }
    }
    return { addresses, text: parts.join('\n') };
  });
}

async function sessionTokens(context: BrowserContext): Promise<string[]> {
  const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
  expect(cookie).toBeDefined();
  const opened = unsealCookieValue(cookie!.value, SESSION_COOKIE, sessionKeysFromEnv(process.env));
  expect(opened).not.toBeNull();
  const session = JSON.parse(Buffer.from(opened!, 'base64url').toString('utf8')) as Record<string, unknown>;
  return [session.token, session.refreshToken, session.userSessionId].filter(
    (value): value is string => typeof value === 'string' && value.length >= 8,
  );
}

test.describe('installable and offline', () => {
  test('a manifest from the site configuration, installable, the worker controlling the page', async ({
    page,
    site,
  }) => {
    const { configuration } = loadSiteFile(site.name);
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: configuration.name, start_url: '/', scope: '/', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    await controlled(page);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Playwright's contexts are incognito, where Chromium offers no install; nothing else may be missing.
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  });

  test('network cut: home, films, the chosen theater and a visited film page, with showtimes and the time of the programme; booking says it needs a connection', async ({
    page,
    context,
    site,
    catalog,
  }) => {
    const { configuration } = loadSiteFile(site.name);
    // §4.14 the visitor's theater: the only one of a venue, the last of a circuit (not the first by chance).
    const theaterId = configuration.theaterIds[configuration.theaterIds.length - 1]!;
    const theater = catalog.theaters.find((candidate) => candidate.id === theaterId)!;
    const theaterPath = `/theaters/${theater.slug}/`;
    await context.addCookies([{ name: 'selectedTheaterId', value: theaterId, domain: 'localhost', path: '/' }]);
    await page.goto(theaterPath);
    await controlled(page);
    const moviePath = await page.locator('main a[href^="/movies/"]:visible').first().getAttribute('href');
    expect(moviePath).toMatch(/^\/movies\/[^/]+\/$/);
    await page.goto(moviePath!);
    await expect
      .poll(() => keptPages(page), { timeout: 20_000 })
      .toEqual(expect.arrayContaining(['/', '/movies/', theaterPath, moviePath]));

    await context.setOffline(true);
    for (const path of ['/', '/movies/', theaterPath, moviePath!]) {
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(200);
      // "Programme as of 12:04"
      await expect(page.locator('[data-offline-status]'), path).toContainText(/\d{1,2}:\d{2}/);
      await expect(page.locator('main h1'), path).toBeVisible();
    }
    // The theater's week of showtimes, and the film page's.
    await page.goto(theaterPath);
    await expect(page.locator('[data-chips] [data-start]').first()).toBeAttached();
    await page.goto(moviePath!);
    const booking = page.locator('[data-chips] [data-start] a[href]:visible').first();
    // Late in the day today's showings may be past or sold out: the first day with one to book.
    const days = page.getByRole('tablist').first().getByRole('tab');
    await expect(days.first()).toBeVisible();
    for (let day = 1; !(await booking.isVisible()) && day < (await days.count()); day++) await days.nth(day).click();
    await expect(booking).toBeVisible();
    const before = page.url();
    await booking.click();
    await expect(page.locator('[data-offline-status]')).toContainText(
      site.locale.startsWith('fr') ? /connexion/ : /connection/,
    );
    expect(page.url()).toBe(before);

    // A page never visited says it was not kept, in the site's language, with a way home.
    const unknown = await page.goto('/events/?never-kept=1');
    expect(unknown?.status()).toBe(503);
    await expect(page.locator('a[href="/"]')).toBeVisible();
  });

  test('a signed-in member browsing: no cached response holds a provider token', async ({ page, context, site }) => {
    await signInByRequest(page, site);
    const tokens = await sessionTokens(context);
    expect(tokens.length).toBeGreaterThan(0);
    await page.goto('/');
    await controlled(page);
    for (const path of ['/movies/', '/account/', `/${site.loginSlug}/`, '/']) await page.goto(path);
    await expect.poll(() => keptPages(page), { timeout: 20_000 }).toEqual(expect.arrayContaining(['/account/']));
    const cached = await everythingCached(page);
    expect(cached.addresses.length).toBeGreaterThan(10);
    for (const token of tokens) expect(cached.text.includes(token)).toBe(false);
    expect(cached.addresses.filter((address) => new URL(address).pathname.startsWith('/api/'))).toEqual([]);
  });

  test('a signed-in member sees the card offline; after sign-out, offline, it is gone from the device', async ({
    page,
    context,
    site,
  }) => {
    const keptCard = () =>
      page.evaluate(async () => {
        const kept = await caches.match('/offline/member-card.json', { cacheName: 'fincher-member-offline' });
        return kept ? ((await kept.json()) as { cardNumber: string }).cardNumber : null;
      });
    await signInByRequest(page, site);
    await page.goto('/account/');
    await controlled(page);
    const shown = page.locator('[data-testid="member-home"] [data-testid="member-card"]').first();
    await expect(shown).toBeVisible();
    const cardNumber = (await shown.textContent())!.trim();
    await expect.poll(keptCard).toBe(cardNumber);
    await expect.poll(() => keptPages(page), { timeout: 20_000 }).toContain('/account/');

    await context.setOffline(true);
    await page.goto('/account/');
    const offlineCard = page.getByTestId('offline-member-card');
    await expect(offlineCard).toContainText(cardNumber);
    await expect(offlineCard.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/);

    await context.setOffline(false);
    await page.goto('/account/');
    await expect(shown).toBeVisible();
    await (await headerSignOut(page, site)).click();
    await expect.poll(keptCard).toBeNull();
    await context.setOffline(true);
    await page.goto('/account/');
    await page.waitForTimeout(1500);
    await expect(page.getByTestId('offline-member-card')).toHaveCount(0);
    expect(await page.evaluate(async () => (await caches.keys()).filter((name) => name.includes('member')))).toEqual(
      [],
    );
  });

  test('a member with a booking sees the e-ticket offline in the order history', async ({ page, context, site }) => {
    const member = TICKET_MEMBER[site.name];
    await signInByRequest(page, site, member);
    await page.goto('/account/history/');
    await controlled(page);
    await expect(page.locator(`li[data-booking="${member.booking}"]`)).toBeVisible();
    await page.goto('/account/history/');
    await expect(page.locator(`li[data-booking="${member.booking}"]`)).toBeVisible();
    await expect.poll(() => keptPages(page), { timeout: 20_000 }).toContain('/account/history/');

    await context.setOffline(true);
    await page.goto('/account/history/');
    const ticket = page.getByTestId('offline-member-tickets').locator(`li[data-booking="${member.booking}"]`);
    await expect(ticket).toContainText(member.booking);
    await expect(ticket.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/);
  });

  test('embedded mode registers no worker', async ({ page }) => {
    await page.goto('/movies/?embeddingMode=tapos_embedded');
    await page.waitForTimeout(3000);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  });
});

test.describe('consent', () => {
  test('a kept page loaded after a withdrawal loads no tag (built-in manager)', async ({ page, context, site }) => {
    test.skip(
      site.name !== 'cinema-paris',
      'the built-in consent manager runs on cinema-paris; Didomi’s stored answer is its own',
    );
    const accepted = declinedConsentCookie(site);
    const granted = JSON.parse(decodeURIComponent(accepted.value)) as Record<string, unknown>;
    granted.categories = ['necessary', 'analytics', 'advertising'];
    await context.addCookies([
      { name: accepted.name, value: encodeURIComponent(JSON.stringify(granted)), domain: 'localhost', path: '/' },
    ]);
    const tags: string[] = [];
    page.on('request', (request) => {
      if (/googletagmanager|gtag|__third-party-proxy|\/tracking\//.test(request.url())) tags.push(request.url());
    });
    const path = '/infos-pratiques/';
    await page.goto(path);
    await controlled(page);
    await expect.poll(() => keptPages(page), { timeout: 20_000 }).toContain(path);
    await page.goto(path);
    await expect.poll(() => tags.length, { message: 'tags load while consent is given' }).toBeGreaterThan(0);

    // Withdrawn elsewhere (another tab, the preferences): the stored answer now says necessary only.
    await page.goto('about:blank');
    await context.addCookies([{ ...declinedConsentCookie(site), domain: 'localhost', path: '/' }]);
    tags.length = 0;
    const answer = await page.goto(path);
    expect(answer?.fromServiceWorker()).toBe(true);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);
    expect(tags).toEqual([]);
  });
});
