import { formatShowtimeTime } from '../../src/lib/catalog/format.ts';
import { localDateIn } from '../../src/lib/catalog/zoned-time.ts';
import { loadSiteFile } from '../../src/lib/config/load-site.ts';
import { expect, test } from './fixtures.ts';

// The home page's film cards say when the film still plays today at the current
// theater ("Today: 7:45 PM · 10:15 PM"), in that theater's own day and zone. The page may be up to
// ten minutes old (revalidated every 600 s), so a time that started within that window may still
// be listed; what is listed must be that film's showtimes of today at that theater.

const MARGIN_MS = 15 * 60_000;

test('home cards list the film’s times still to come today at the current theater, and only there', async ({
  page,
  context,
  site,
  catalog,
}) => {
  const file = loadSiteFile(site.name);
  const theaterIds = file.configuration.theaterIds;
  const theater = catalog.theaters.find((t) => t.id === theaterIds.at(-1))!;
  if (!file.configuration.isSingleLocation)
    await context.addCookies([{ name: 'selectedTheaterId', value: theater.id, domain: 'localhost', path: '/' }]);
  // A page older than its ten minutes is served once more while it is rendered again: ask until fresh.
  await expect
    .poll(async () => (await page.goto('/'))?.headers()['x-nextjs-cache'] ?? 'fresh', { timeout: 20_000 })
    .not.toBe('STALE');
  const prefix = file.configuration.locale.startsWith('fr') ? "Aujourd'hui : " : 'Today: ';

  const now = Date.now();
  const today = localDateIn(new Date(now), theater.timeZone);
  const timesToday = (movieId: number) =>
    catalog.showtimes
      .filter((s) => s.movieId === movieId && s.theaterId === theater.id && s.startsAt.slice(0, 10) === today)
      .map((s) => ({
        at: Date.parse(s.startsAt),
        label: formatShowtimeTime(s.startsAt, file.configuration.locale, theater.timeZone),
      }));

  const section = page.locator('section[aria-labelledby="on-show"]');
  const cards = section.locator('article');
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  let expectedLines = 0;
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    const href = await card.locator('a').first().getAttribute('href');
    const movieId = Number(/\/movies\/(\d+)-/.exec(href ?? '')?.[1]);
    const times = timesToday(movieId);
    // Visible lines only: on a circuit the other theaters' lines are in the HTML, hidden.
    const visible = card.locator('[data-today-times] > span:visible');
    const shown = await visible.allInnerTexts();
    expect(shown.length, `${href}: one line for the current theater at most`).toBeLessThanOrEqual(1);
    if (shown[0]) {
      expect(shown[0].startsWith(prefix), shown[0]).toBe(true);
      const listed = shown[0]
        .slice(prefix.length)
        .split(/ (?:and|et) \d+/)[0]!
        .split(' · ');
      for (const label of listed)
        expect(
          times.some((t) => t.label === label && t.at > now - 11 * 60_000),
          `${href}: ${label} is today at ${theater.name}`,
        ).toBe(true);
    }
    // A showtime later today, beyond the page's age, is always announced.
    if (times.some((t) => t.at > now + MARGIN_MS)) {
      expectedLines++;
      expect(shown, `${href} plays later today at ${theater.name}`).toHaveLength(1);
    }
  }
  test.info().annotations.push({ type: 'cards with times later today', description: String(expectedLines) });
});
