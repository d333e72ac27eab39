import type { Page } from '@playwright/test';
import { moviePath } from '../../src/lib/catalog/slug.ts';
import type { Catalog, Showtime, Theater } from '../../src/lib/catalog/types.ts';
import { axeViolations, chooseShowtimeDay, expect, test } from './fixtures.ts';

// Browsing showtimes on both demo sites — day picker, version filter, booking links, the
// circuit's theater picker and its cookie (§4.14, §5) without a flash of another theater, the
// .ics of a showtime, and axe on the pages of the issue.

const MINUTE = 60_000;
const DAY = 86_400_000;

function localDate(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(instant),
  );
}

/**
 * The served HTML has the page's structured data after its content (`marks` come before it, and it
 * is the last thing in the page's own element, which `closes` ends), so a busy theater's screenings
 * do not stand between a visitor and the first heading.
 */
async function expectStructuredDataLast(page: Page, path: string, marks: readonly string[], closes: string) {
  const html = await (await page.request.get(path)).text();
  const jsonLd = html.indexOf('<script type="application/ld+json"');
  expect(jsonLd, 'the page has structured data').toBeGreaterThan(0);
  for (const mark of marks) {
    const at = html.indexOf(mark);
    expect(at, `${mark} is in the page`).toBeGreaterThan(0);
    expect(at, `${mark} comes before the structured data`).toBeLessThan(jsonLd);
  }
  const scriptEnd = html.indexOf('</script>', jsonLd) + '</script>'.length;
  expect(html.slice(scriptEnd, scriptEnd + closes.length), 'nothing of the page after it').toBe(closes);
}

type Version = 'ORIGINAL' | 'DUBBED' | 'NONE';
function versionOf(showtime: Showtime): Version {
  if (showtime.attributes.includes('Localization.Version.Original')) return 'ORIGINAL';
  if (showtime.attributes.includes('Format.Sound.Dubbed')) return 'DUBBED';
  return 'NONE';
}

interface Scenario {
  theater: Theater;
  movieId: number;
  /** A later day (not today) on which the film plays both subtitled and dubbed. */
  day: string;
  showtimes: Showtime[];
}

/**
 * A theater, a film and a day after today (so that no showtime of it can start or pass the
 * 20-minute limit during the test) with both versions on that day.
 */
function findScenario(catalog: Catalog, theaters: readonly Theater[]): Scenario {
  for (const theater of theaters) {
    const today = localDate(Date.now(), theater.timeZone);
    const byMovieDay = new Map<string, Showtime[]>();
    for (const s of catalog.showtimes) {
      if (s.theaterId !== theater.id || s.startsAt.slice(0, 10) <= today) continue;
      const key = `${s.movieId}|${s.startsAt.slice(0, 10)}`;
      byMovieDay.set(key, [...(byMovieDay.get(key) ?? []), s]);
    }
    for (const [key, showtimes] of byMovieDay) {
      const versions = new Set(showtimes.map(versionOf));
      const dubbedBookable = showtimes.some((s) => versionOf(s) === 'DUBBED' && s.availability !== 'SOLD_OUT');
      if (versions.has('ORIGINAL') && versions.has('DUBBED') && dubbedBookable) {
        const [movieId, day] = key.split('|');
        return { theater, movieId: Number(movieId), day: day!, showtimes };
      }
    }
  }
  throw new Error('The demo catalogue has no film shown both subtitled and dubbed on one day');
}

async function chooseTheaterWithPicker(page: Page, theater: Theater) {
  await page.getByRole('button', { name: /Your theater|Votre cinéma/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.locator(`button[data-theater-id="${theater.id}"]`).click();
  await expect(dialog).toHaveCount(0);
}

test('pick a day, filter by version, follow a showtime booking link', async ({ page, context, site, catalog }) => {
  const theaters = catalog.theaters;
  // A single venue always shows its first theater (§4.14).
  const scenario = findScenario(catalog, site.theaterCount === 1 ? theaters.slice(0, 1) : theaters);
  const movie = catalog.movies.find((m) => m.id === scenario.movieId)!;
  if (site.theaterCount > 1) {
    await context.addCookies([{ name: 'selectedTheaterId', value: scenario.theater.id, url: site.baseURL }]);
  }
  await page.goto(moviePath(movie));
  const block =
    site.theaterCount > 1 ? page.locator(`[data-theater-block="${scenario.theater.id}"]`) : page.locator('main');
  await expect(block).toBeVisible();

  const panelId = `st-${scenario.theater.id}-${scenario.day}`;
  const dayButton = block.locator(`[role="tab"][aria-controls="${panelId}"]`);
  await dayButton.click();
  await expect(dayButton).toHaveAttribute('aria-selected', 'true');
  const panel = page.locator(`#${panelId}`);
  await expect(panel).toBeVisible();
  const bookable = scenario.showtimes.filter((s) => s.availability !== 'SOLD_OUT');
  await expect(panel.locator('a[href*="/websales/"]')).toHaveCount(bookable.length);

  // The checkbox is visually hidden inside its chip-like label: click the label, as a visitor does.
  // A `has` locator is resolved inside the outer one, so it must not carry the block's scope again.
  const dubbedName = site.locale === 'fr-FR' ? 'VF' : 'Dubbed';
  const dubbedFilter = block.getByRole('checkbox', { name: dubbedName, exact: true });
  await block.locator('label', { has: page.getByRole('checkbox', { name: dubbedName, exact: true }) }).click();
  await expect(dubbedFilter).toBeChecked();
  const dubbed = bookable.filter((s) => versionOf(s) === 'DUBBED');
  // The others are hidden (out of sight and of the accessibility tree), not removed.
  await expect(panel.locator('a[href*="/websales/"]:visible')).toHaveCount(dubbed.length);
  for (const s of dubbed) await expect(panel.locator(`a[href="${s.bookingUrl}"]`)).toBeVisible();
  const dubbedTotal = scenario.showtimes.filter((s) => versionOf(s) === 'DUBBED').length;
  await expect(block.getByRole('status')).toContainText(String(dubbedTotal));

  const target = dubbed[0]!;
  const link = panel.locator(`a[href="${target.bookingUrl}"]`);
  expect(await link.getAttribute('href')).toBe(target.bookingUrl);
  // The demo's web-sales site is the sandbox on localhost, the same registrable domain as the site:
  // not outbound under §2.3, so the booking page opens in this window.
  await expect(link).not.toHaveAttribute('target', /.+/);
  await link.click();
  await page.waitForURL(target.bookingUrl);
  await expect(page.locator('body')).toContainText(target.perfCode);
});

test('circuit: the theater picker sets the cookie, and after reload only that theater shows, with no flash', async ({
  page,
  context,
  site,
  catalog,
}) => {
  const now = Date.now();
  // Showtimes with a booking link: a sold-out one shows without it.
  const upcoming = catalog.showtimes.filter(
    (s) => Date.parse(s.startsAt) > now + 30 * MINUTE && s.availability !== 'SOLD_OUT',
  );
  if (site.theaterCount === 1) {
    // A single venue has no picker: its only theater is always the current one (§4.14), no prompt.
    const first = upcoming.find((s) => s.theaterId === catalog.theaters[0]!.id)!;
    await page.goto(moviePath(catalog.movies.find((m) => m.id === first.movieId)!));
    await expect(page.getByRole('button', { name: /Your theater|Votre cinéma/ })).toHaveCount(0);
    await expect(page.locator('main [data-theater-none]')).toHaveCount(0);
    await chooseShowtimeDay(page, first);
    await expect(page.locator(`main a[href="${first.bookingUrl}"]`)).toHaveCount(1);
    expect((await context.cookies()).some((c) => c.name === 'selectedTheaterId')).toBe(false);
    return;
  }
  // A film that plays at two theaters at least; choose the second one in the picker.
  const movieId = upcoming
    .map((s) => s.movieId)
    .find((id) => new Set(upcoming.filter((s) => s.movieId === id).map((s) => s.theaterId)).size > 1)!;
  const playing = [...new Set(upcoming.filter((s) => s.movieId === movieId).map((s) => s.theaterId))];
  const chosen = catalog.theaters.find((t) => t.id === playing[1])!;
  const other = catalog.theaters.find((t) => t.id === playing[0])!;
  const movie = catalog.movies.find((m) => m.id === movieId)!;

  await page.goto(moviePath(movie));
  // No theater yet: a prompt, and every theater that plays the film.
  await expect(page.locator('main [data-theater-none]')).toBeVisible();
  await expect(page.locator(`[data-theater-block="${other.id}"]`)).toBeVisible();

  await chooseTheaterWithPicker(page, chosen);
  const cookie = (await context.cookies()).find((c) => c.name === 'selectedTheaterId');
  expect(cookie).toMatchObject({ value: chosen.id, path: '/', sameSite: 'Lax' });
  const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);
  await expect(page.locator(`[data-theater-block="${chosen.id}"]`)).toBeVisible();
  await expect(page.locator(`[data-theater-block="${other.id}"]`)).toBeHidden();
  await expect(page.getByRole('button', { name: /Your theater/ })).toContainText(chosen.name);

  await page.reload();
  await expect(page.locator(`[data-theater-block="${chosen.id}"]`)).toBeVisible();
  await expect(page.locator(`[data-theater-block="${other.id}"]`)).toBeHidden();
  const chosenShowtime = upcoming.find((s) => s.movieId === movieId && s.theaterId === chosen.id)!;
  await chooseShowtimeDay(page, chosenShowtime);
  await expect(page.locator(`[data-theater-block="${chosen.id}"] a[href="${chosenShowtime.bookingUrl}"]`)).toHaveCount(
    1,
  );

  // No flash: with every script of the app held back (no hydration ever happens), the server HTML
  // with the cookie already shows only the chosen theater — the head script did it before paint.
  const blocked = await context.newPage();
  await blocked.route('**/_next/static/**/*.js', (route) => route.abort());
  await blocked.goto(moviePath(movie));
  await expect(blocked.locator('html')).toHaveAttribute('data-theater', chosen.id);
  await expect(blocked.locator(`[data-theater-block="${chosen.id}"]`)).toBeVisible();
  await expect(blocked.locator(`[data-theater-block="${other.id}"]`)).toBeHidden();
  await expect(blocked.locator('main [data-theater-none]')).toBeHidden();
  // And the HTML is the same cached page for everyone: the choice is made in the browser only.
  const html = await (await page.request.get(moviePath(movie))).text();
  expect(html.indexOf('selectedTheaterId')).toBeLessThan(html.indexOf('<body'));
  expect(/<html[^>]*>/.exec(html)![0]).not.toContain('data-theater');

  // The '#theater-picker' action link ("Change theater") opens the same picker (§2.3).
  await page.locator('main a[href="#theater-picker"]:visible').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('theater page: address, map link and what plays there', async ({ page, catalog }) => {
  const theater = catalog.theaters[0]!;
  await page.goto('/theaters/');
  await page.locator(`main a[href="/theaters/${theater.slug}/"]`).click();
  await expect(page.locator('h1')).toHaveText(theater.name);
  await expect(page.locator('main address')).toContainText(theater.address.line1);
  const map = page.locator('main a[href^="https://www.openstreetmap.org/"]');
  await expect(map).toHaveCount(1);
  const now = Date.now();
  const next = catalog.showtimes.find(
    (s) => s.theaterId === theater.id && Date.parse(s.startsAt) > now + 30 * MINUTE && s.availability !== 'SOLD_OUT',
  )!;
  await chooseShowtimeDay(page, next);
  await expect(page.locator(`main a[href="${next.bookingUrl}"]`)).toHaveCount(1);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  const types = (jsonLd['@graph'] as { '@type': string }[]).map((n) => n['@type']);
  expect(types).toContain('MovieTheater');
  expect(types).toContain('ScreeningEvent');
  await expectStructuredDataLast(page, `/theaters/${theater.slug}/`, ['<h1', 'id="programme"'], '</article>');
  await expectStructuredDataLast(page, '/theaters/', ['<h1', `href="/theaters/${theater.slug}/"`], '</div>');
});

test('movie page: JSON-LD screenings of today and tomorrow, and Open Graph poster', async ({ page, catalog }) => {
  const now = Date.now();
  const byStart = [...catalog.showtimes].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  // The soonest showtime (today or tomorrow), of a film that also plays there four days on or later.
  const showtime = byStart.find(
    (s) =>
      Date.parse(s.startsAt) > now + 30 * MINUTE &&
      catalog.showtimes.some(
        (l) => l.movieId === s.movieId && l.theaterId === s.theaterId && Date.parse(l.startsAt) > now + 4 * DAY,
      ),
  )!;
  // At the same theater, so that the page shows it (a single venue's page shows one theater).
  const later = catalog.showtimes.find(
    (l) =>
      l.movieId === showtime.movieId && l.theaterId === showtime.theaterId && Date.parse(l.startsAt) > now + 4 * DAY,
  )!;
  const movie = catalog.movies.find((m) => m.id === showtime.movieId)!;
  await page.goto(moviePath(movie));
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    new RegExp(`${movie.poster.src}$`),
  );
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'video.movie');
  const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)[
    '@graph'
  ] as Record<string, unknown>[];
  expect(graph.find((n) => n['@type'] === 'Movie')).toMatchObject({ name: movie.title });
  const event = graph.find(
    (n) => n['@type'] === 'ScreeningEvent' && (n.offers as { url: string }).url === showtime.bookingUrl,
  );
  expect(event).toMatchObject({ startDate: showtime.startsAt, videoFormat: showtime.format });
  // Days after tomorrow are on the page, not in its structured data.
  expect(
    graph.filter((n) => n['@type'] === 'ScreeningEvent' && (n.offers as { url: string }).url === later.bookingUrl),
  ).toEqual([]);
  await expectStructuredDataLast(page, moviePath(movie), ['<h1', `id="theater-${showtime.theaterId}"`], '</article>');
});

test('add to calendar: the .ics of a showtime, with its start in its theater time zone', async ({ page, catalog }) => {
  const theater = catalog.theaters[0]!;
  const now = Date.now();
  const showtime = catalog.showtimes.find(
    (s) => s.theaterId === theater.id && Date.parse(s.startsAt) > now + 30 * MINUTE && s.availability !== 'SOLD_OUT',
  )!;
  const movie = catalog.movies.find((m) => m.id === showtime.movieId)!;
  await page.goto(`/theaters/${theater.slug}/`);
  const day = showtime.startsAt.slice(0, 10);
  await page.locator(`[role="tab"][aria-controls="programme-${day}"]`).click();
  const calendarLink = page.locator(`a[href="/api/calendar/${showtime.id}.ics"]`);
  await expect(calendarLink).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), calendarLink.click()]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const ics = await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8');

  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const field = (name: string) => lines.find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1);
  expect(field('UID')).toContain(showtime.id);
  expect(field('SUMMARY')).toBe(movie.title.replace(/([,;\\])/g, '\\$1'));
  const start = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(field('DTSTART')!)!;
  const instant = Date.UTC(+start[1]!, +start[2]! - 1, +start[3]!, +start[4]!, +start[5]!, +start[6]!);
  expect(instant).toBe(Date.parse(showtime.startsAt));
  // Read back in the theater's zone, it is the wall-clock time the site shows.
  const wall = new Intl.DateTimeFormat('en-CA', {
    timeZone: theater.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date(instant))
    .replace(', ', 'T');
  expect(wall).toBe(showtime.startsAt.slice(0, 16));
  expect(field('DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
});

test('axe: no violation on home, movie list, movie, theater list and theater pages', async ({ page, catalog }) => {
  // axe over a circuit's movie page (nine theaters' fortnights) takes tens of seconds on a loaded 2-core machine.
  test.setTimeout(150_000);
  const now = Date.now();
  const showtime = catalog.showtimes.find((s) => Date.parse(s.startsAt) > now + 30 * MINUTE)!;
  const movie = catalog.movies.find((m) => m.id === showtime.movieId)!;
  const theater = catalog.theaters[0]!;
  for (const path of ['/', '/movies/', moviePath(movie), '/theaters/', `/theaters/${theater.slug}/`]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page), path).toEqual([]);
  }
});

test('axe: no violation with the theater picker open and a theater chosen', async ({ page, catalog, site }) => {
  // axe over a circuit's movie page (nine theaters' fortnights) takes tens of seconds on a loaded 2-core machine.
  test.setTimeout(150_000);
  const showtime = catalog.showtimes.find((s) => Date.parse(s.startsAt) > Date.now() + 30 * MINUTE)!;
  const movie = catalog.movies.find((m) => m.id === showtime.movieId)!;
  await page.goto(moviePath(movie));
  if (site.theaterCount === 1) {
    // Nothing to open on a single venue (§4.14); the page itself is clean.
    await expect(page.getByRole('button', { name: /Your theater|Votre cinéma/ })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    return;
  }
  await page.getByRole('button', { name: /Your theater/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('dialog').locator(`button[data-theater-id="${showtime.theaterId}"]`).click();
  expect(await axeViolations(page)).toEqual([]);
});

test('§2.2 the day strip says "today" and "tomorrow" for the theater’s own days', async ({ page, site, catalog }) => {
  const theater = catalog.theaters[0]!;
  const dateIn = (instant: Date) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: theater.timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(instant);
  const today = dateIn(new Date());
  const tomorrow = dateIn(new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000));
  await page.goto(`/theaters/${theater.slug}/`);
  const words = site.locale.startsWith('fr') ? ["Aujourd'hui", 'Demain'] : ['Today', 'Tomorrow'];
  await expect(page.locator('main [role="tab"]').first()).toBeVisible();
  // Each day of the strip (its date ends its panel's id): the word for the theater's today and
  // tomorrow, its date otherwise. The strip lists days with showtimes, so today may be gone late at night.
  const strip = await page
    .locator('main [role="tab"]')
    .evaluateAll((tabs) => tabs.map((tab) => [tab.getAttribute('aria-controls')!.slice(-10), tab.textContent!.trim()]));
  const expected = (date: string, text: string) =>
    date === today ? words[0] : date === tomorrow ? words[1] : text.match(/\d/) ? text : `a date, not ${text}`;
  expect(strip.map(([date, text]) => expected(date!, text!))).toEqual(strip.map(([, text]) => text));
  expect(strip.some(([, text]) => words.includes(text!))).toBe(true);
});
