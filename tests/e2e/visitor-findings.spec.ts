import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Catalog } from '../../src/lib/catalog/types.ts';
import { loadSiteFile } from '../../src/lib/config/load-site.ts';
import { expect, hydrated, test } from './fixtures.ts';
import type { E2ESite } from './sites.ts';

// What a visitor met on a first visit, with no consent given yet: the not-found page's title, the booking help
// dialog's Escape, the consent notice's links (§2.3) and its place in the Tab order.

test.use({ startingConsent: 'none' });

function messagesOf(site: E2ESite) {
  const file = path.join(process.cwd(), 'messages', `${site.locale.slice(0, 2)}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as {
    errors: { notFoundTitle: string };
    booking: { helpOpen: string; helpTitle: string; close: string };
  };
}

/** Presses Tab until the focused element matches `selector`; the elements passed, the last one the target. */
async function tabUntil(page: Page, selector: string, max = 60): Promise<string[]> {
  const passed: string[] = [];
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press('Tab');
    const [matches, label] = await page.evaluate((target) => {
      const element = document.activeElement;
      const name = element?.getAttribute('href') ?? element?.textContent?.trim().slice(0, 30) ?? '';
      return [element?.matches(target) ?? false, `${element?.tagName.toLowerCase()} ${name}`] as const;
    }, selector);
    passed.push(label);
    if (matches) return passed;
  }
  throw new Error(`${selector} not reached in ${max} Tab presses: ${passed.join(' → ')}`);
}

/**
 * Tab to the day strip, on to the next day only while every showtime of the chosen one has started (late in the
 * evening), then Tab to its first booking link; the keys pressed, the last on that link. A day with no booking link for
 * any other reason (sold out, no destination, nothing drawn) fails: a visitor would meet it too.
 */
async function tabToBooking(page: Page): Promise<string[]> {
  const passed = await tabUntil(page, 'main [role="tab"][aria-selected="true"]');
  await expect(page.locator('[data-showtimes][data-controlled]')).toHaveCount(1);
  const chosenDay = () =>
    page.evaluate(() => {
      const tab = document.querySelector('main [role="tab"][aria-selected="true"]');
      const panel = document.getElementById(tab?.getAttribute('aria-controls') ?? '');
      const showtimes = [...(panel?.querySelectorAll('li[data-start]') ?? [])];
      return {
        date: tab?.getAttribute('data-date') ?? null,
        bookable: Boolean(panel?.querySelector('a[href*="/websales/"]')),
        showtimes: showtimes.length,
        started: showtimes.filter((item) => item.getAttribute('data-closed') === 'started').length,
      };
    });
  for (let days = 0; days < 7; days++) {
    const day = await chosenDay();
    if (day.bookable) break;
    expect(day.showtimes, `${day.date}: no booking link and no showtime`).toBeGreaterThan(0);
    expect(day.started, `${day.date}: no booking link, yet not every showtime has started`).toBe(day.showtimes);
    await page.keyboard.press('ArrowRight');
    passed.push('ArrowRight');
  }
  return [...passed, ...(await tabUntil(page, 'main a[href*="/websales/"]'))];
}

test('the not-found page has one <title>, its own ("Page not found · {site}"), before and after hydration', async ({
  page,
  site,
}) => {
  const title = `${messagesOf(site).errors.notFoundTitle} · ${loadSiteFile(site.name).settings.name}`;
  for (const path of ['/no-such-page-here/', '/404.html', '/movies/987654321-nothing/']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    const html = (await response?.text()) ?? '';
    expect(html.match(/<title[\s>][^<]*/g), path).toEqual([`<title>${title}`]);
    // Hydration keeps it: the page's render data carries the same title.
    await hydrated(page);
    await page.waitForTimeout(300);
    await expect(page.locator('title'), path).toHaveCount(1);
    expect(await page.evaluate(() => document.title), path).toBe(title);
  }
});

test('the booking help dialog closes with Escape, and no other dialog stays: the consent notice is none', async ({
  page,
  site,
  catalog,
}) => {
  const messages = messagesOf(site).booking;
  const theater = catalog.theaters.find((t) => t.id === loadSiteFile(site.name).configuration.theaterIds[0])!;
  const showtime = catalog.showtimes.find(
    (s) => s.theaterId === theater.id && Date.parse(s.startsAt) > Date.now() + 3_600_000,
  )!;
  await page.goto(`/booking/?theaterCode=${theater.theaterCode}&perfCode=${showtime.perfCode}`);
  await expect(page.getByTestId('booking-showtime')).toBeVisible();
  const opener = page.getByRole('button', { name: messages.helpOpen });
  // As a keyboard user: to the opener with Tab, opened with Enter; the trap holds, Escape closes, focus returns.
  await tabUntil(page, 'main button[aria-haspopup="dialog"]');
  await page.keyboard.press('Enter');
  // Ours: Didomi's notice (circuit-demo) is the vendor's markup.
  const dialogs = page.getByRole('dialog').and(page.locator(':not(#didomi-notice)'));
  const help = page.locator('#modal-root').getByRole('dialog', { name: messages.helpTitle });
  await expect(help).toBeVisible();
  const close = help.getByRole('button', { name: messages.close });
  await expect(close).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  // The one dialog on screen is the help: what a visitor (or their screen reader) takes for a dialog closes with
  // Escape. The consent notice, which waits for an answer, is a region of the page.
  await expect(dialogs).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialogs).toHaveCount(0);
  await expect(opener).toBeFocused();
  // Again with the mouse, once the page has settled (the consent code loaded meanwhile).
  await opener.click();
  await expect(help).toBeVisible();
  await page.waitForTimeout(2500);
  await page.keyboard.press('Escape');
  await expect(dialogs).toHaveCount(0);
});

test('§2.3 the consent notice’s privacy-policy link carries the page’s utm parameters, as the footer’s does', async ({
  page,
  site,
}) => {
  test.skip(site.name !== 'cinema-paris', 'the server-drawn notice is the built-in manager’s (circuit-demo: Didomi)');
  const campaign = 'utm_source=newsletter&utm_medium=email';
  await page.goto(`/movies/?${campaign}&theater=2`);
  await hydrated(page);
  const expected = `/${site.privacySlug}/?${campaign}`;
  await expect(page.locator(`footer a[href^="/${site.privacySlug}/"]`)).toHaveAttribute('href', expected);
  const noticeLink = page.locator(`#consent-notice a[href^="/${site.privacySlug}/"]`);
  await expect(noticeLink).toHaveAttribute('href', expected);
  await noticeLink.click();
  await expect(page).toHaveURL(new RegExp(`/${site.privacySlug}/\\?${campaign}$`));
});

test('first visit: the skip link is the first Tab stop, the notice next, and the next booking link within 25 presses', async ({
  page,
  site,
  catalog,
}) => {
  test.skip(site.name !== 'cinema-paris', 'the server-drawn notice is the built-in manager’s (circuit-demo: Didomi)');
  const venue = siteVenue(catalog, site);
  await page.goto('/');
  await hydrated(page);
  // Time for the consent code's idle start: the notice must not take focus then either.
  await page.waitForTimeout(2500);
  await page.keyboard.press('Tab');
  await expect(page.locator('a[href="#main"]')).toBeFocused();
  await page.keyboard.press('Tab');
  const notice = page.locator('#consent-notice');
  expect(await notice.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  // A named region (a landmark a screen reader lists), read right after the skip link.
  const title = await notice.locator('h2').innerText();
  await expect(page.getByRole('region', { name: title })).toHaveAttribute('id', 'consent-notice');

  // Home → the venue's page in the header → the first booking link of its programme: Tab and Enter only.
  await page.goto('/');
  await hydrated(page);
  const toVenue = await tabUntil(page, `header a[href="/theaters/${venue}/"]`);
  await page.keyboard.press('Enter');
  await page.waitForURL(new RegExp(`/theaters/${venue}/$`));
  await hydrated(page);
  const toBooking = await tabToBooking(page);
  const presses = toVenue.length + 1 + toBooking.length;
  console.log(
    `${site.name}: home → the next booking link in ${presses} presses: ${[...toVenue, 'Enter', ...toBooking].join(' → ')}`,
  );
  expect(presses).toBeLessThanOrEqual(25);

  // The same from a fresh load of the venue's page.
  await page.goto(`/theaters/${venue}/`);
  await hydrated(page);
  const fresh = await tabToBooking(page);
  console.log(`${site.name}: venue page → booking link in ${fresh.length} presses`);
  expect(fresh[0]).toBe('a #main');
  expect(fresh.length).toBeLessThanOrEqual(25);
});

function siteVenue(catalog: Catalog, site: E2ESite): string {
  const id = loadSiteFile(site.name).configuration.theaterIds[0];
  return catalog.theaters.find((theater) => theater.id === id)!.slug;
}
