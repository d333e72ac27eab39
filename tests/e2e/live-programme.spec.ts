import { expect, test } from '@playwright/test';
import { availabilityOf, offersOf, tomorrowsShowtimes, type Feed, type FeedShowtime } from './programme-feed.ts';
import { SANDBOX_URL, siteOf } from './sites.ts';

// The live programme: the sandbox's catalogue feed changes while the site runs, the sandbox calls
// POST /api/revalidate, and the cached movie page shows the change within seconds, without a
// rebuild (a sold-out showtime, a new showtime, a film added to the programme).

test('a showtime sold out or added in the feed shows on the cached movie page within seconds', async ({
  request,
}, testInfo) => {
  const site = siteOf(testInfo.project.name);
  const feed = (await (await request.get(`${SANDBOX_URL}/catalog/${site.name}/feed.json`)).json()) as Feed;
  const now = Date.now();
  // A showtime on sale tomorrow (inside the page's two days of JSON-LD), the latest one: the other
  // specs book the first showtimes they find.
  const candidates = tomorrowsShowtimes(feed, new Date(now)).filter(
    (s) => s.availability === 'AVAILABLE' && Date.parse(s.startsAt) > now + 3_600_000,
  );
  const target = candidates.at(-1);
  expect(target, 'a showtime on sale in the next days').toBeTruthy();
  if (!target) return;
  const movie = feed.movies.find((m) => m.id === target.movieId)!;
  const moviePage = `${site.baseURL}/movies/${movie.id}-${movie.slug}/`;
  // Rendered and cached before the change.
  expect(availabilityOf(await offersOf(request, moviePage), target.perfCode)).toBe('https://schema.org/InStock');

  const soldOut = await request.post(`${SANDBOX_URL}/catalog/${site.name}/sold-out`, {
    data: { showtimeId: target.id },
  });
  expect(soldOut.status()).toBe(200);
  expect((await soldOut.json()).revalidate).toMatchObject({ notified: true, status: 200 });
  await expect
    .poll(async () => availabilityOf(await offersOf(request, moviePage), target.perfCode), { timeout: 20_000 })
    .toBe('https://schema.org/SoldOut');

  // A new showtime of the same film, late on the same day.
  const added = await request.post(`${SANDBOX_URL}/catalog/${site.name}/showtimes`, {
    data: {
      movieId: movie.id,
      theaterId: target.theaterId,
      startsAt: target.startsAt.replace(/T\d{2}:\d{2}/, 'T23:58'),
    },
  });
  expect(added.status()).toBe(200);
  const { showtime } = (await added.json()) as { showtime: FeedShowtime };
  await expect
    .poll(async () => availabilityOf(await offersOf(request, moviePage), showtime.perfCode), { timeout: 20_000 })
    .toBe('https://schema.org/InStock');
});

test('a film added to the feed becomes reachable without a rebuild, with its cast and trailer; unknown ids stay 404', async ({
  page,
  request,
}, testInfo) => {
  const site = siteOf(testInfo.project.name);
  const opening = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  const trailerUrl = 'https://videos.example/watch?v=fincher-live';
  const added = await request.post(`${SANDBOX_URL}/catalog/${site.name}/films`, {
    data: {
      title: `Live Premiere ${testInfo.project.name}`,
      openingDate: opening,
      cast: ['Ava Sandbox', 'Leo Feed', 'Ava Sandbox'],
      trailerUrl,
    },
  });
  expect(added.status()).toBe(200);
  const { movie } = (await added.json()) as { movie: { id: number; slug: string } };
  await expect
    .poll(async () => (await request.get(`${site.baseURL}/movies/${movie.id}-${movie.slug}/`)).status(), {
      timeout: 5000,
    })
    .toBe(200);
  expect((await request.get(`${site.baseURL}/movies/${movie.id + 1000}-${movie.slug}/`)).status()).toBe(404);

  // Its cast (each name once) and its trailer, a link to the video site in a new
  // window with a poster frame, never an embedded player.
  await page.goto(`${site.baseURL}/movies/${movie.id}-${movie.slug}/`);
  const cast = page.locator('main dt', { hasText: /^(Starring|Avec)$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(cast).toHaveText('Ava Sandbox, Leo Feed');
  const trailer = page.getByRole('region', { name: /^(Trailer|Bande-annonce)$/ }).getByRole('link');
  await expect(trailer).toHaveAttribute('href', trailerUrl);
  await expect(trailer).toHaveAttribute('target', '_blank');
  await expect(trailer).toHaveAccessibleName(
    /^(Watch the trailer of|Voir la bande-annonce de) Live Premiere .+ \((Opens in a new window|S'ouvre dans une nouvelle fenêtre)\)$/,
  );
  await expect(page.locator('main iframe, main video')).toHaveCount(0);
});

test('POST /api/revalidate refuses a stranger and a bad body', async ({ request }, testInfo) => {
  const site = siteOf(testInfo.project.name);
  const stranger = await request.post(`${site.baseURL}/api/revalidate`, { data: { all: true } });
  expect(stranger.status()).toBe(401);
  const wrong = await request.post(`${site.baseURL}/api/revalidate`, {
    data: { all: true },
    headers: { Authorization: 'Bearer not-the-secret-not-the-secret-not' },
  });
  expect(wrong.status()).toBe(401);
  const bad = await request.post(`${site.baseURL}/api/revalidate`, {
    data: { movieIds: 'all' },
    headers: { Authorization: `Bearer ${process.env.REVALIDATE_SECRET}` },
  });
  expect(bad.status()).toBe(400);
});
