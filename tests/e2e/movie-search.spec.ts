import { moviePath } from '../../src/lib/catalog/slug.ts';
import { normalizeSearchText } from '../../src/lib/catalog/movie-search.ts';
import { axeViolations, expect, test } from './fixtures.ts';

// The movie list's instant, film-first search — typed without accents or capitals, kept
// in the address (?q=) across a reload, announced, and the whole list back when cleared.

test('movie list: instant search by title, shared through ?q=, cleared back to the playweeks', async ({
  page,
  catalog,
}) => {
  const scheduled = new Set(catalog.showtimes.map((s) => s.movieId));
  // A film on show whose title has a word of four letters or more to type.
  const film = catalog.movies.find(
    (m) =>
      scheduled.has(m.id) &&
      normalizeSearchText(m.title)
        .split(' ')
        .some((w) => w.length >= 4),
  )!;
  const word = normalizeSearchText(film.title)
    .split(' ')
    .find((w) => w.length >= 4)!;
  const typed = word.slice(0, 4).toUpperCase();

  await page.goto('/movies/');
  const weeks = page.locator('main section h2');
  const weekCount = await weeks.count();
  expect(weekCount).toBeGreaterThan(0);
  const search = page.getByRole('searchbox');
  await expect(search).toBeVisible();
  await search.pressSequentially(typed);

  const results = page
    .locator('main section')
    .filter({ has: page.getByRole('heading', { name: /^(Films found|Films trouvés)$/ }) });
  await expect(results.locator(`a[href="${moviePath(film)}"]`)).toBeVisible();
  // Every film shown has a word of its title, or a person's name, starting with what was typed.
  const titles = await results.locator('h3').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  // Titles repeat in the catalogue: gather the people of every film of a title.
  const people = new Map<string, string>();
  for (const m of catalog.movies)
    people.set(m.title, `${people.get(m.title) ?? ''} ${normalizeSearchText([...m.directors, ...m.cast].join(' '))}`);
  for (const title of titles) {
    const words = `${normalizeSearchText(title)} ${people.get(title) ?? ''}`.split(' ');
    expect(
      words.some((w) => w.startsWith(typed.toLowerCase())),
      title,
    ).toBe(true);
  }
  await expect(page.getByRole('status').filter({ hasText: /\d+ films? (found|trouvés?)/ })).toHaveText(
    new RegExp(`^${titles.length} `),
  );
  expect(new URL(page.url()).searchParams.get('q')).toBe(typed);
  expect(await axeViolations(page)).toEqual([]);

  // The address shares the search: a reload shows the same results.
  await page.reload();
  await expect(page.getByRole('searchbox')).toHaveValue(typed);
  await expect(results.locator('h3')).toHaveText(titles);

  // Nothing matches: said so, and no card left.
  await page.getByRole('searchbox').fill('zzqxw');
  await expect(page.getByRole('status').filter({ hasText: 'zzqxw' })).toHaveText(
    /^(No film on the program matches|Aucun film du programme ne correspond à)/,
  );
  await expect(page.locator('main a[href^="/movies/"]')).toHaveCount(0);
  // Repeated as typed, even what String.replace would read as a pattern ($' splices in the text's end).
  await page.getByRole('searchbox').fill("zz$'q");
  await expect(page.getByRole('status').filter({ hasText: 'zz' })).toHaveText(
    /^(No film on the program matches “zz\$'q”\.|Aucun film du programme ne correspond à « zz\$'q »\.)$/,
  );

  // Cleared: the playweek sections come back, and the address loses ?q=.
  await page.getByRole('searchbox').fill('');
  await expect(weeks).toHaveCount(weekCount);
  expect(new URL(page.url()).searchParams.has('q')).toBe(false);
});
