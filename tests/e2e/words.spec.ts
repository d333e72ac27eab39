import { moviePath } from '../../src/lib/catalog/slug.ts';
import { loadSiteFile } from '../../src/lib/config/load-site.ts';
import { expect, test } from './fixtures.ts';

// The words a moviegoer reads. French place names keep their article right
// ("au Grand Écran", "Plan du Grand Écran", never "au Le" or "de Le"), a page not found says so in
// its title, a French site shows no US ratings, and the sign-in page promises nothing its loyalty
// provider lacks. (The balance's name and US spelling of the member screens are checked where
// those screens are: member-programme.spec.ts and member.spec.ts.)

const NOT_FOUND_TITLE = { 'cinema-paris': 'Page introuvable', 'circuit-demo': 'Page not found' } as const;

test('a page not found says so in its title, then the site’s name', async ({ page, site }) => {
  const name = loadSiteFile(site.name).settings.name;
  for (const path of ['/404.html', '/movies/987654321-nothing/', '/theaters/no-such-theater/']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page, path).toHaveTitle(`${NOT_FOUND_TITLE[site.name]} · ${name}`);
  }
});

test('French place names contract their article after à and de; no page says "au Le" or "de Le"', async ({
  page,
  site,
  catalog,
}) => {
  test.skip(site.name !== 'cinema-paris', 'the French demo site holds the theater named "Le Grand Écran Paris"');
  const theater = catalog.theaters[0]!;
  expect(theater.name).toMatch(/^Le /);
  const rest = theater.name.slice('Le '.length);
  const movie = catalog.movies.find((m) => catalog.programme.includes(m.id))!;
  // The theater's full name ("Le Grand Écran Paris") right after a preposition is the mistake.
  const wrong = new RegExp(`(?:^|\\s)(?:à|au|de|du) ${theater.name}`, 'u');
  for (const path of ['/', '/movies/', moviePath(movie), '/theaters/', `/theaters/${theater.slug}/`]) {
    await page.goto(path);
    const text = await page.locator('body').innerText();
    expect(wrong.exec(text)?.[0] ?? null, path).toBeNull();
    const labels = await page
      .locator('[aria-label], [title]')
      .evaluateAll((elements) =>
        elements.map((element) => `${element.getAttribute('aria-label') ?? ''} ${element.getAttribute('title') ?? ''}`),
      );
    expect(
      labels.filter((label) => wrong.test(label)),
      path,
    ).toEqual([]);
  }
  await page.goto(`/theaters/${theater.slug}/`);
  await expect(page.getByRole('link', { name: new RegExp(`^Plan du ${rest} sur OpenStreetMap`) })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`À l'affiche au ${rest}`);
});

test('ratings follow the site’s country: the US site shows them, the French site shows none', async ({
  page,
  site,
  catalog,
}) => {
  const rated = catalog.movies.filter((m) => m.certificate !== null);
  if (site.name === 'cinema-paris') {
    expect(rated).toEqual([]);
    const movie = catalog.movies.find((m) => catalog.programme.includes(m.id))!;
    await page.goto(moviePath(movie));
    await expect(page.locator('main dt', { hasText: /^Classification$/ })).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(/\b(?:PG-13|NC-17)\b/);
    return;
  }
  const movie = rated.find((m) => catalog.programme.includes(m.id)) ?? rated[0]!;
  await page.goto(moviePath(movie));
  await expect(page.locator('main dt', { hasText: /^Rating$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(
    movie.certificate!,
  );
});

test('the sign-in page promises only what the loyalty provider offers (no wish list without a watchlist)', async ({
  page,
  site,
}) => {
  await page.goto(`/${site.loginSlug}/`);
  // cinema-paris runs RTS (version 1): no watchlist, so no "liste d'envies" / wish list promised.
  if (site.name === 'cinema-paris') await expect(page.locator('main')).not.toContainText(/liste d.envies|wish ?list/i);
  else await expect(page.locator('main')).not.toContainText(/liste d.envies/i);
});
