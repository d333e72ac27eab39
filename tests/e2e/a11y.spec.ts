import type { Page } from '@playwright/test';
import { moviePath } from '../../src/lib/catalog/slug.ts';
import type { Catalog, Showtime } from '../../src/lib/catalog/types.ts';
import { axeViolations, expect, hydrated, signInForm, test } from './fixtures.ts';

// What a keyboard user, a screen-reader user and a moviegoer on a small screen meet: the skip link
// seen when focused, showtime chips holding their content at the site's roundness and any width,
// one Tab stop per group with arrows inside (§2.2), a focus ring at 3:1 on every surface (§3.2,
// §9.5), and a single venue's theater page reachable by links.

const MINUTE = 60_000;

function upcoming(catalog: Catalog, theaterId?: string): Showtime[] {
  const now = Date.now();
  return catalog.showtimes.filter(
    (s) =>
      Date.parse(s.startsAt) > now + 30 * MINUTE &&
      s.availability !== 'SOLD_OUT' &&
      (theaterId === undefined || s.theaterId === theaterId),
  );
}

/** Presses Tab until `isTarget` holds for the focused element; the number of presses, or null. */
async function tabsUntil(page: Page, isTarget: (el: Element) => boolean, max = 80): Promise<number | null> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press('Tab');
    const reached = await page.evaluate(`(${isTarget.toString()})(document.activeElement)`);
    if (reached) return presses;
  }
  return null;
}

test('the skip link is the first Tab stop, seen on top of the header, and leads to the content', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.keyboard.press('Tab');
  const skip = page.locator('a[href="#main"]');
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  // Nothing covers it: the topmost element at its centre is the link itself.
  const onTop = await skip.evaluate((link) => {
    const box = link.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return box.width > 1 && box.height > 1 && (hit === link || link.contains(hit));
  });
  expect(onTop).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

for (const width of [320, 1280]) {
  test(`showtime chips hold their text and icon inside their shape at ${width} px (the site's roundness)`, async ({
    page,
    catalog,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const theater = catalog.theaters[0]!;
    await page.goto(`/theaters/${theater.slug}/`);
    await hydrated(page);
    const chips = page.locator('main [role="tabpanel"]:not([hidden]) li:has(> a[href*="/websales/"])');
    expect(await chips.count()).toBeGreaterThan(0);
    const escapes = await page.evaluate(() => {
      /** Is the point inside the box with rounded corners (radius clamped as CSS does)? */
      function inside(x: number, y: number, box: DOMRect, radius: number): boolean {
        const slack = 0.5;
        if (x < box.left - slack || x > box.right + slack || y < box.top - slack || y > box.bottom + slack)
          return false;
        const r = Math.min(radius, box.width / 2, box.height / 2);
        const cx = x < box.left + r ? box.left + r : x > box.right - r ? box.right - r : x;
        const cy = y < box.top + r ? box.top + r : y > box.bottom - r ? box.bottom - r : y;
        return Math.hypot(x - cx, y - cy) <= r + slack;
      }
      const problems: string[] = [];
      const items = document.querySelectorAll('main [role="tabpanel"]:not([hidden]) li:has(> a[href*="/websales/"])');
      for (const item of items) {
        const link = item.querySelector<HTMLElement>(':scope > a[href*="/websales/"]')!;
        const box = link.getBoundingClientRect();
        const radius = parseFloat(getComputedStyle(link).borderTopLeftRadius);
        const rects: DOMRect[] = [];
        const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          // Text for screen readers only is clipped to nothing: not drawn, so not checked.
          if (!node.textContent?.trim() || node.parentElement?.closest('.sr-only')) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          rects.push(...range.getClientRects());
        }
        const icon = item.querySelector('a[href^="/api/calendar/"]');
        if (icon) rects.push(icon.getBoundingClientRect());
        for (const rect of rects) {
          const corners: [number, number][] = [
            [rect.left, rect.top],
            [rect.right, rect.top],
            [rect.left, rect.bottom],
            [rect.right, rect.bottom],
          ];
          if (!corners.every(([x, y]) => inside(x, y, box, radius))) {
            problems.push(`${link.textContent} (radius ${radius}px)`);
            break;
          }
        }
      }
      return problems;
    });
    expect(escapes).toEqual([]);
  });
}

test('showtime pages: one Tab stop for the days and each filter group, arrows inside, one per showtime', async ({
  page,
  context,
  site,
  catalog,
}) => {
  // A film of the first theater, which on the circuit is chosen (the cookie), as a returning visitor has it.
  const theater = catalog.theaters[0]!;
  const first = upcoming(catalog, theater.id)[0]!;
  const movie = catalog.movies.find((m) => m.id === first.movieId)!;
  if (site.theaterCount > 1) {
    await context.addCookies([{ name: 'selectedTheaterId', value: theater.id, url: site.baseURL }]);
  }
  await page.goto(moviePath(movie));
  await hydrated(page);
  const block = site.theaterCount > 1 ? `[data-theater-block="${theater.id}"]` : 'main';
  const toShowtime = await tabsUntil(
    page,
    new Function('el', `return !!el.closest('${block}') && /\\/websales\\//.test(el.getAttribute('href') || '')`) as (
      el: Element,
    ) => boolean,
  );
  expect(toShowtime, 'Tab stops from the top of the page to the first showtime of the theater').not.toBeNull();
  expect(toShowtime!).toBeLessThanOrEqual(15);
  // The next stop is the next showtime (or whatever follows), never the calendar link of this one.
  const booking = await page.evaluate(() => document.activeElement?.getAttribute('href'));
  await page.keyboard.press('ArrowRight');
  await expect(page.locator(':focus')).toHaveAttribute('href', /^\/api\/calendar\/.+\.ics$/);
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator(':focus')).toHaveAttribute('href', booking!);
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).not.toHaveAttribute('href', /^\/api\/calendar\//);

  // The day strip: arrows move and select; Shift+Tab back into it lands on the selected day.
  const tabs = page.locator(`${block} [role="tablist"] [role="tab"]`);
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator(`#${await tabs.nth(1).getAttribute('aria-controls')}`)).toBeVisible();
  await expect(tabs.first()).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('Home');
  await expect(tabs.first()).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
});

test('with no theater chosen, the first showtime listed is within 40 Tab stops', async ({ page, catalog }) => {
  // On a circuit every theater's block shows until one is chosen; a single venue has its theater.
  const first = upcoming(catalog)[0]!;
  await page.goto(moviePath(catalog.movies.find((m) => m.id === first.movieId)!));
  await hydrated(page);
  const presses = await tabsUntil(page, (el) => /\/websales\//.test(el.getAttribute('href') || ''));
  expect(presses).not.toBeNull();
  expect(presses!).toBeLessThanOrEqual(40);
});

test('the focus ring reaches 3:1 against the surface around it at every Tab stop', async ({ page, catalog }) => {
  // Some 150 Tab stops over three pages, each measured in the page: slow on a shared 2-core machine.
  test.setTimeout(180_000);
  const movie = catalog.movies.find((m) => m.id === upcoming(catalog)[0]!.movieId)!;
  for (const path of ['/', moviePath(movie), `/theaters/${catalog.theaters[0]!.slug}/`]) {
    await page.goto(path);
    await hydrated(page);
    const seen = new Set<string>();
    for (let stop = 0; stop < 60; stop++) {
      await page.keyboard.press('Tab');
      const ring = await page.evaluate(() => {
        const parse = (color: string): number[] | null => {
          const m = /rgba?\(([\d.]+)[, ]+([\d.]+)[, ]+([\d.]+)(?:[, /]+([\d.]+))?\)/.exec(color);
          return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])] : null;
        };
        const luminance = ([r, g, b]: number[]) => {
          const [lr, lg, lb] = [r!, g!, b!].map((c) => {
            const s = c / 255;
            return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
        };
        let el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        // A visually hidden checkbox is ringed through its label (the filter chips).
        if (el.matches('input[type="checkbox"]') && el.closest('label')) el = el.closest('label')!;
        const style = getComputedStyle(el);
        const id = `${el.tagName} ${el.textContent?.trim().slice(0, 40)} ${el.getAttribute('href') ?? ''}`;
        if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2)
          return { id, ratio: 0, why: 'no ring' };
        const ring = parse(style.outlineColor);
        // The surface around the ring: the first opaque background of an ancestor, else the page.
        let surface: number[] | null = null;
        for (let node = el.parentElement; node && !surface; node = node.parentElement) {
          const bg = parse(getComputedStyle(node).backgroundColor);
          if (bg && bg[3]! > 0.5) surface = bg;
        }
        surface ??= parse(getComputedStyle(document.documentElement).backgroundColor) ?? [255, 255, 255, 1];
        if (!ring) return { id, ratio: 0, why: `unreadable colour ${style.outlineColor}` };
        const [a, b] = [luminance(ring), luminance(surface)].sort((x, y) => y - x);
        return { id, ratio: (a! + 0.05) / (b! + 0.05), why: `${style.outlineColor} on ${surface.join(',')}` };
      });
      if (!ring) continue;
      if (seen.has(ring.id)) break;
      seen.add(ring.id);
      expect(ring.ratio, `${path}: ${ring.id} (${ring.why})`).toBeGreaterThanOrEqual(3);
    }
    expect(seen.size).toBeGreaterThan(3);
  }
});

test('every theater page is reachable by links: from the navigation and from the movie page', async ({
  page,
  site,
  catalog,
}) => {
  const theater = catalog.theaters[0]!;
  const movie = catalog.movies.find((m) => m.id === upcoming(catalog, theater.id)[0]!.movieId)!;
  await page.goto(moviePath(movie));
  await expect(page.locator(`main a[href="/theaters/${theater.slug}/"]`)).toHaveCount(1);
  // A single venue links its own page from the header; a circuit its list of theaters.
  const fromHeader = site.theaterCount === 1 ? `/theaters/${theater.slug}/` : '/theaters/';
  await page.locator(`header nav a[href="${fromHeader}"]`).click();
  if (site.theaterCount > 1) await page.locator(`main a[href="/theaters/${theater.slug}/"]`).click();
  await expect(page.locator('h1')).toHaveText(theater.name);
  await expect(page.locator('main address')).toContainText(theater.address.line1);
});

test('forms: Enter on an empty sign-in and an empty registration names every field, tied to it, focus on the first', async ({
  page,
  site,
}) => {
  for (const path of [`/${site.loginSlug}/`, '/account/register/']) {
    await page.goto(path);
    await hydrated(page);
    // The sign-in form's code takes over the server's form once the page is interactive.
    if (path !== '/account/register/') await signInForm(page);
    // The registration form's code arrives after the page (guest-form-loader.tsx).
    else await expect(page.locator('main form input[required]').first()).toBeVisible();
    const form = page.locator('main form').first();
    const required = form.locator('input[required]');
    const count = await required.count();
    expect(count, path).toBeGreaterThan(1);
    await required.first().focus();
    await page.keyboard.press('Enter');
    for (let index = 0; index < count; index++) {
      const field = required.nth(index);
      await expect(field, `${path} field ${index}`).toHaveAttribute('aria-invalid', 'true');
      const described = await field.evaluate((input) =>
        (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
          .join(' ')
          .trim(),
      );
      expect(described, `${path} field ${index}`).not.toBe('');
    }
    await expect(required.first()).toBeFocused();
    await expect(page.getByTestId('member-error')).toBeVisible();
    expect(await axeViolations(page), path).toEqual([]);
  }
});

test('§4.14 the home page and the movie list follow the current theater, and say where other films play', async ({
  page,
  context,
  site,
  catalog,
}) => {
  if (site.theaterCount === 1) {
    // A single venue: its theater is always current; every card is its own, no note.
    await page.goto('/');
    await expect(page.locator('[data-plays-at]')).toHaveCount(0);
    return;
  }
  // The theater that plays the fewest films: some film cards on the home page are not its own.
  const counts = catalog.theaters.map((theater) => ({
    theater,
    films: new Set(upcoming(catalog, theater.id).map((s) => s.movieId)).size,
  }));
  const { theater } = counts.filter((c) => c.films > 0).sort((a, b) => a.films - b.films)[0]!;
  await context.addCookies([{ name: 'selectedTheaterId', value: theater.id, url: site.baseURL }]);
  for (const path of ['/', '/movies/']) {
    await page.goto(path);
    if (path === '/') {
      // The heading as read: only the current theater's title is displayed (the others are display: none).
      await expect(page.locator(`h1 [data-theater-label="${theater.id}"]`)).toBeVisible();
      await expect(page.locator(`h1 [data-theater-label="${theater.id}"]`)).toHaveText(
        `Now showing at ${theater.name}`,
      );
      await expect(page.locator('h1 [data-theater-none]')).toBeHidden();
      expect(await page.locator('h1').evaluate((h1) => (h1 as HTMLElement).innerText)).toBe(
        `Now showing at ${theater.name}`,
      );
    }
    const elsewhere = page.locator(`[data-plays-at]:not([data-plays-at~="${theater.id}"])`);
    const here = page.locator(`[data-plays-at~="${theater.id}"]`);
    expect(await elsewhere.count(), path).toBeGreaterThan(0);
    const note = elsewhere.first().locator('[data-plays-elsewhere]');
    await expect(note).toBeVisible();
    await expect(note).toContainText('Not at your theater. Showing at');
    if ((await here.count()) > 0) await expect(here.first().locator('[data-plays-elsewhere]')).toBeHidden();
    expect(await axeViolations(page), path).toEqual([]);
  }
  // No theater chosen: no note anywhere, the circuit's name in the title.
  await context.clearCookies({ name: 'selectedTheaterId' });
  await page.goto('/');
  await expect(page.locator('[data-plays-elsewhere]:visible')).toHaveCount(0);
});

test('a theater page names every booking link apart: time, versions, day, film and theater', async ({
  page,
  catalog,
}) => {
  const theater = catalog.theaters[0]!;
  await page.goto(`/theaters/${theater.slug}/`);
  await hydrated(page);
  const names = await page
    .locator('main [role="tabpanel"]:not([hidden]) a[href*="/websales/"]')
    .evaluateAll((links) => links.map((link) => (link.textContent ?? '').trim()));
  expect(names.length).toBeGreaterThan(0);
  expect(new Set(names).size).toBe(names.length);
  for (const name of names) expect(name).toContain(theater.name);
});

test('the navigation says where the visitor is (aria-current)', async ({ page }) => {
  await page.goto('/movies/');
  await expect(page.locator('header nav a[href="/movies/"]')).toHaveAttribute('aria-current', 'page');
  await page.goto('/');
  await expect(page.locator('header nav a[aria-current]')).toHaveCount(0);
});

test('keyboard only: home → a film of the current theater → its first booking link in at most 25 key presses', async ({
  page,
  context,
  site,
  catalog,
}) => {
  const theater = catalog.theaters[0]!;
  if (site.theaterCount > 1) {
    await context.addCookies([{ name: 'selectedTheaterId', value: theater.id, url: site.baseURL }]);
  }
  await page.goto('/');
  await hydrated(page);
  // To the first card of a film the current theater shows today (a single venue: the first card).
  const playsHere =
    site.theaterCount > 1
      ? `article[data-plays-at~="${theater.id}"]`
      : 'main section[aria-labelledby="on-show"] article';
  const toFilm = await tabsUntil(
    page,
    new Function('el', `return !!el.closest('${playsHere}') && el.matches('a[href^="/movies/"]')`) as (
      el: Element,
    ) => boolean,
  );
  expect(toFilm).not.toBeNull();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/movies\/\d+-/);
  await hydrated(page);
  const block = site.theaterCount > 1 ? `[data-theater-block="${theater.id}"]` : 'main';
  // To the day strip; late in the evening the selected day may have nothing left to book (sold out,
  // started): the arrow keys move to the next day, as a visitor would.
  const toStrip = await tabsUntil(
    page,
    new Function('el', `return !!el.closest('${block}') && el.getAttribute('role') === 'tab'`) as (
      el: Element,
    ) => boolean,
  );
  expect(toStrip).not.toBeNull();
  const bookableShown = () =>
    page.evaluate(
      (scope) =>
        [...document.querySelectorAll(`${scope} [role="tabpanel"]:not([hidden]) a[href*="/websales/"]`)].some((a) =>
          a.checkVisibility(),
        ),
      block,
    );
  let arrows = 0;
  while (!(await bookableShown()) && arrows < 14) {
    await page.keyboard.press('ArrowRight');
    arrows += 1;
  }
  const toBooking = await tabsUntil(
    page,
    new Function('el', `return !!el.closest('${block}') && /\\/websales\\//.test(el.getAttribute('href') || '')`) as (
      el: Element,
    ) => boolean,
  );
  expect(toBooking).not.toBeNull();
  const presses = toFilm! + 1 + toStrip! + arrows + toBooking!;
  console.log(
    `${site.name}: home → booking link in ${presses} key presses (${toFilm} Tab, Enter, ${toStrip} Tab, ${arrows} arrow, ${toBooking} Tab)`,
  );
  expect(presses).toBeLessThanOrEqual(25);
});

test('WCAG 1.4.10 at 320 px: an 80-character name (no break) breaks rather than widen the page (movie, theaters, events)', async ({
  page,
  catalog,
}) => {
  await page.setViewportSize({ width: 320, height: 720 });
  const long = `${'Kinematografia'.repeat(6)}`.slice(0, 80);
  const movie = catalog.movies[0]!;
  const cases: [string, string][] = [
    [moviePath(movie), 'main h1'],
    ['/theaters/', 'main li h2 a'],
    ['/events/', 'main li h2 a'],
  ];
  const widths: Record<string, number> = {};
  for (const [path, selector] of cases) {
    await page.goto(path);
    await page
      .locator(selector)
      .first()
      .evaluate((element, text) => (element.textContent = text), long);
    widths[path] = await page.evaluate(() => document.documentElement.scrollWidth);
  }
  expect(
    Object.values(widths).every((width) => width <= 320),
    JSON.stringify(widths),
  ).toBe(true);
});
