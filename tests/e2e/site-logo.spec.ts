import type { Locator, Page } from '@playwright/test';
import { loadSiteLogo } from '../../src/lib/config/load-site-logo.ts';
import { loadSiteFile } from '../../src/lib/config/load-site.ts';
import { LOGO_SIZES } from '../../src/lib/preview/design-settings.ts';
import { logoBox } from '../../src/lib/theme/logo-sizes.ts';
import { expect, hydrated, test } from './fixtures.ts';

// §3.3 logo.src in the header: circuit-demo has a logo, cinema-paris none (its name stands in). The logo is the home
// link's content, named by the site's name, drawn at the §3.15 size's height in a box laid out before the file
// arrives: nothing moves when it does.

const VIEWPORTS = [
  { viewport: 'mobile', width: 375, height: 800 },
  { viewport: 'desktop', width: 1280, height: 900 },
] as const;

const LOGO_DELAY_MS = 1500;

/** Every layout shift of the page from its start, as a PerformanceObserver in the page sees them. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; hadRecentInput: boolean }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        shifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShiftTotal = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { layoutShifts: { value: number; hadRecentInput: boolean }[] }).layoutShifts
      .filter((shift) => !shift.hadRecentInput)
      .reduce((total, shift) => total + shift.value, 0),
  );

/** How far the home link's content (the logo, or the name's text) sits from the centre of the header's row. */
const centreOffset = (home: Locator) =>
  home.evaluate((link) => {
    const range = document.createRange();
    range.selectNodeContents(link);
    const own = range.getBoundingClientRect();
    const row = link.closest('[data-header-row]')!.getBoundingClientRect();
    return Math.abs(own.x + own.width / 2 - (row.x + row.width / 2));
  });

for (const { viewport, width, height } of VIEWPORTS) {
  test(`${viewport} (${width} px): the header's logo at each §3.15 size, named by the site, nothing shifting as it loads`, async ({
    page,
    site,
  }) => {
    const file = loadSiteFile(site.name);
    const name = file.settings.name;
    const logo = loadSiteLogo(site.name, file)?.logo ?? null;
    await page.setViewportSize({ width, height });
    const home = page.locator('header').getByRole('link', { name, exact: true });

    if (!logo) {
      // No logo: the site's name, as text, is the home link; no logo file is served.
      await page.goto('/');
      await expect(home).toHaveText(name);
      await expect(home.locator('img')).toHaveCount(0);
      expect((await page.request.get('/logo.svg')).status()).toBe(404);
      await page.evaluate(() => document.documentElement.setAttribute('data-header-layout', 'logoCentered'));
      expect(await centreOffset(home)).toBeLessThan(2);
      return;
    }

    await recordLayoutShifts(page);
    // The logo arrives late: its box must be there before it does.
    let logoRequested = false;
    await page.route(`**${logo.src}`, async (route) => {
      logoRequested = true;
      await new Promise((resolve) => setTimeout(resolve, LOGO_DELAY_MS));
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const image = page.locator('header [data-header-logo] img');
    await expect(image).toBeAttached();
    // The stylesheet is in (it blocks the first paint, not a script): what a first paint would show.
    await expect.poll(() => image.evaluate((element) => getComputedStyle(element).display)).toBe('block');
    const box = () =>
      image.evaluate((element) => {
        const { width: w, height: h } = element.getBoundingClientRect();
        return { width: Math.round(w * 10) / 10, height: Math.round(h * 10) / 10 };
      });
    const headerHeight = () => page.locator('header').evaluate((header) => header.getBoundingClientRect().height);
    const expected = logoBox(file.configuration.design.logoSize, viewport, logo);
    expect(await image.evaluate((element: HTMLImageElement) => element.complete)).toBe(false);
    const before = { box: await box(), header: await headerHeight() };
    expect(before.box.height).toBe(expected.height);
    expect(Math.abs(before.box.width - expected.width)).toBeLessThanOrEqual(0.5);

    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), {
        timeout: LOGO_DELAY_MS + 5000,
      })
      .toBe(true);
    expect(logoRequested).toBe(true);
    await hydrated(page);
    expect(await box()).toEqual(before.box);
    expect(await headerHeight()).toBe(before.header);
    expect(await layoutShiftTotal(page)).toBeLessThanOrEqual(0.01);

    // Its name: the site's, the home link's and the image's alike.
    await expect(home).toBeVisible();
    await expect(home.getByRole('img', { name, exact: true })).toBeVisible();
    expect(await image.getAttribute('src')).toBe(logo.src);

    // Each §3.15 size, as the published setting or the editor's message sets it (an attribute on <html>).
    for (const size of LOGO_SIZES) {
      await page.evaluate((value) => document.documentElement.setAttribute('data-logo-size', value), size);
      const room = await home.evaluate((link) => link.getBoundingClientRect().width);
      const sized = logoBox(size, viewport, logo, room);
      const drawn = await box();
      expect(drawn.height, `${size} height`).toBe(sized.height);
      expect(
        Math.abs(drawn.width - sized.width),
        `${size} width ${drawn.width}, expected ${sized.width}`,
      ).toBeLessThanOrEqual(0.5);
    }

    // The centred header layout centres the logo on its row.
    await page.evaluate(() => document.documentElement.setAttribute('data-header-layout', 'logoCentered'));
    expect(await centreOffset(home)).toBeLessThan(2);
  });
}

test('the logo file is served at its address with its type, and the other logo addresses answer 404', async ({
  request,
  site,
}) => {
  const logo = loadSiteLogo(site.name, loadSiteFile(site.name))?.logo ?? null;
  test.skip(!logo, 'a site without a logo: checked above');
  const answer = await request.get(logo!.src);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe(logo!.contentType);
  for (const other of ['/logo.svg', '/logo.png', '/logo.webp'].filter((path) => path !== logo!.src)) {
    expect((await request.get(other)).status(), other).toBe(404);
  }
});
