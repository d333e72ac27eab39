import { siteEvents } from '../../src/lib/catalog/events.ts';
import { moviePath } from '../../src/lib/catalog/slug.ts';
import type { MovieSummary } from '../../src/lib/catalog/types.ts';
import { axeViolations, expect, test } from './fixtures.ts';

// §1 "Visitors browse movies and events": the catalogue's events get a list and a page,
// in the navigation; an event's page lists its films of the programme, each linking to its page.

const WORDS = {
  'cinema-paris': { nav: 'Événements', films: 'Les films', notFound: 'Page introuvable' },
  'circuit-demo': { nav: 'Events', films: 'The films', notFound: 'Page not found' },
} as const;

test('events: from the navigation to the list, to an event, to one of its films; an unknown event is a 404', async ({
  page,
  site,
  catalog,
}) => {
  const words = WORDS[site.name];
  const onProgramme = catalog.movies.filter((m) => catalog.programme.includes(m.id)) as MovieSummary[];
  const [event] = siteEvents(catalog.events, onProgramme);
  expect(event, 'the demo catalogue holds an event with films on the programme').toBeDefined();

  await page.goto('/');
  await page
    .getByRole('navigation', { name: /^(Main navigation|Navigation principale)$/ })
    .getByRole('link', { name: words.nav })
    .click();
  await expect(page).toHaveURL(/\/events\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.nav);
  await expect(page.getByRole('link', { name: words.nav })).toHaveAttribute('aria-current', /^(page|true)$/);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: event!.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${event!.slug}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(event!.title);
  const films = page.getByRole('region', { name: words.films });
  for (const movie of event!.movies) {
    await expect(films.locator(`a[href="${moviePath(movie)}"]`).first()).toBeVisible();
  }
  expect(await axeViolations(page)).toEqual([]);
  await films
    .locator(`a[href="${moviePath(event!.movies[0]!)}"]`)
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${moviePath(event!.movies[0]!)}$`));

  const missing = await page.goto('/events/no-such-event/');
  expect(missing?.status()).toBe(404);
  await expect(page).toHaveTitle(new RegExp(`^${words.notFound}`));
});
