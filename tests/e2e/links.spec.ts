import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { moviePath } from '../../src/lib/catalog/slug.ts';
import type { Catalog } from '../../src/lib/catalog/types.ts';
import { axeViolations, chooseShowtimeDay, expect, hydrated, test } from './fixtures.ts';
import { SANDBOX_URL, type E2ESite } from './sites.ts';

// The link rules of §2.3 and the page behaviour of §2.2, proved from the outside in
// Chromium on both demo sites, against their practical-information page (editor content in
// content/sites/{site}/site.json), the booking route and the catalogue pages.

interface PracticalPage {
  path: string;
  outbound: { label: string; href: string };
  email: string;
  fragment: { label: string; id: string };
  internal: string;
  logout: string;
  disabled: string;
  newsletter: { label: string; fields: Record<string, string> };
  action: string | null;
  theaterCode: string;
}

const PRACTICAL: Record<E2ESite['name'], PracticalPage> = {
  'cinema-paris': {
    path: '/infos-pratiques/',
    outbound: { label: 'le site de la RATP', href: 'https://www.ratp.fr/itineraires' },
    email: 'contact@legrandecran.example.fr',
    fragment: { label: 'accessibilité', id: 'accessibilite' },
    internal: "Voir les films à l'affiche",
    logout: "Se déconnecter de l'espace membre",
    disabled: 'Programme des fêtes (bientôt en ligne)',
    newsletter: { label: 'Recevoir la lettre hebdomadaire', fields: { list: 'hebdo', source: 'infos-pratiques' } },
    action: null,
    theaterCode: 'PAR01',
  },
  'circuit-demo': {
    path: '/about-us/',
    outbound: { label: 'ADA guidance for movie theaters', href: 'https://www.ada.gov/topics/movie-theaters/' },
    email: 'guest.services@starlight.example.com',
    fragment: { label: 'accessibility', id: 'accessibility' },
    internal: 'the movie list',
    logout: 'Sign out of Starlight Rewards',
    disabled: 'Holiday programme (coming soon)',
    newsletter: { label: 'Get the weekly newsletter', fields: { list: 'weekly', source: 'about-us' } },
    action: 'Choose your theater',
    theaterCode: 'NYC01',
  },
};

function messagesOf(site: E2ESite) {
  const file = path.join(process.cwd(), 'messages', `${site.locale.slice(0, 2)}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as {
    links: { opensInNewWindow: string };
    booking: Record<string, string>;
  };
}

/** Records the app events (§2.3 logout hash link, action links) the page mirrors on window. */
async function recordAppEvents(page: Page) {
  await page.evaluate(() => {
    const holder = window as unknown as { appEventsSeen: unknown[] };
    holder.appEventsSeen = [];
    window.addEventListener('fincher:app-event', (event) => holder.appEventsSeen.push((event as CustomEvent).detail));
  });
  return () => page.evaluate(() => (window as unknown as { appEventsSeen: unknown[] }).appEventsSeen);
}

function bookableShowtime(catalog: Catalog, theaterCode: string) {
  const theater = catalog.theaters.find((t) => t.theaterCode === theaterCode)!;
  const now = Date.now();
  const showtime = catalog.showtimes.find(
    (s) => s.theaterId === theater.id && Date.parse(s.startsAt) > now + 3_600_000 && s.availability !== 'SOLD_OUT',
  )!;
  return { showtime, movie: catalog.movies.find((m) => m.id === showtime.movieId)!, theater };
}

test.describe('§2.3 links in editor content', () => {
  test('no destination: a disabled, non-navigating element with role button', async ({ page, site }) => {
    const practical = PRACTICAL[site.name];
    await page.goto(practical.path);
    await hydrated(page);
    const disabled = page.getByRole('button', { name: practical.disabled });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    expect(await disabled.evaluate((element) => [element.tagName, element.hasAttribute('href')])).toEqual([
      'SPAN',
      false,
    ]);
    // force: Playwright itself refuses to click an aria-disabled element; a visitor's click must do nothing.
    await disabled.click({ force: true });
    await expect(page).toHaveURL(new RegExp(`${practical.path}$`));
  });

  test('an e-mail-like destination becomes a mailto link', async ({ page, site }) => {
    const practical = PRACTICAL[site.name];
    await page.goto(practical.path);
    await expect(page.getByRole('link', { name: practical.email })).toHaveAttribute(
      'href',
      `mailto:${practical.email}`,
    );
  });

  test('outbound: new window without referrer, translated suffix in title and name, nothing tracked without consent', async ({
    page,
    context,
    site,
  }) => {
    const practical = PRACTICAL[site.name];
    const suffix = messagesOf(site).links.opensInNewWindow;
    // The outside world is cut off in tests: answer the outbound host with a page that reports what it received.
    const outboundRequests: Record<string, string>[] = [];
    await context.route(`${new URL(practical.outbound.href).origin}/**`, async (route) => {
      outboundRequests.push(route.request().headers());
      await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>outside</title><p>outside</p>' });
    });
    await page.goto(practical.path);
    await hydrated(page);

    const link = page.getByRole('link', { name: `${practical.outbound.label} ${suffix}`, exact: true });
    await expect(link).toHaveAttribute('href', practical.outbound.href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoreferrer\b/);
    await expect(link).toHaveAttribute('title', `${practical.outbound.label} ${suffix}`);

    const popupOpened = page.waitForEvent('popup');
    await link.click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    expect(popup.url()).toBe(practical.outbound.href);
    expect(await popup.evaluate(() => ({ referrer: document.referrer, opener: window.opener }))).toEqual({
      referrer: '',
      opener: null,
    });
    expect(outboundRequests[0]?.referer).toBeUndefined();
    await expect(page).toHaveURL(new RegExp(`${practical.path}$`));
    // The click is recorded by the analytics facade, but this visitor declined: web analytics was
    // never set up (tracking.spec.ts follows the click to analytics once consent is given).
    expect(await page.evaluate(() => 'gtag' in window)).toBe(false);
  });

  test('a fragment link moves keyboard focus to its section', async ({ page, site }) => {
    const practical = PRACTICAL[site.name];
    await page.goto(practical.path);
    await hydrated(page);
    const link = page.getByRole('link', { name: practical.fragment.label, exact: true });
    await expect(link).toHaveAttribute('href', `#${practical.fragment.id}`);
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator(`#${practical.fragment.id}`)).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`#${practical.fragment.id}$`));
  });

  test('UTM parameters are carried across two navigations, other parameters dropped', async ({ page, site }) => {
    const practical = PRACTICAL[site.name];
    const campaign = 'utm_source=newsletter&utm_campaign=winter';
    await page.goto(`${practical.path}?${campaign}&theater=2&embeddingMode=none`);
    await hydrated(page);
    const suffix = messagesOf(site).links.opensInNewWindow;
    await expect(page.getByRole('link', { name: `${practical.outbound.label} ${suffix}` })).toHaveAttribute(
      'href',
      `${practical.outbound.href}?${campaign}`,
    );
    const internal = page.getByRole('link', { name: practical.internal, exact: true });
    await expect(internal).toHaveAttribute('href', `/movies/?${campaign}`);
    await internal.click();
    await expect(page).toHaveURL(new RegExp(`/movies/\\?${campaign}$`));

    const movieLink = page.locator(`main a[href^="/movies/"][href$="?${campaign}"]`).first();
    await expect(movieLink).toBeVisible();
    await movieLink.click();
    await expect(page).toHaveURL(new RegExp(`/movies/\\d+-[^/]+/\\?${campaign}$`));
    await expect(page.locator('main h1')).toBeVisible();
  });

  test('"#loyalty-logout" dispatches the logout app event without navigating', async ({ page, site }) => {
    const practical = PRACTICAL[site.name];
    await page.goto(practical.path);
    await hydrated(page);
    const seen = await recordAppEvents(page);
    const link = page.getByRole('link', { name: practical.logout });
    await expect(link).toHaveAttribute('href', '#loyalty-logout');
    await link.click();
    await expect.poll(seen).toContainEqual({ name: 'loyalty:logout' });
    expect(new URL(page.url()).hash).toBe('');
  });

  test('the configured action link triggers its in-app action (the theater picker)', async ({ page, site }) => {
    const practical = PRACTICAL[site.name];
    await page.goto(practical.path);
    await hydrated(page);
    if (practical.action === null) {
      // A single venue has no theater to pick (§4.14): neither the header nor its content offer one.
      await expect(page.locator('a[href="#theater-picker"]')).toHaveCount(0);
      await expect(page.getByRole('button', { name: /Your theater|Votre cinéma/ })).toHaveCount(0);
      return;
    }
    const seen = await recordAppEvents(page);
    const link = page.getByRole('link', { name: practical.action!, exact: true }).last();
    await expect(link).toHaveAttribute('href', '#theater-picker');
    await link.click();
    await expect.poll(seen).toContainEqual({ name: 'app:action', payload: { action: 'openTheaterPicker' } });
    expect(new URL(page.url()).hash).toBe('');
    expect(new URL(page.url()).pathname).toBe(practical.path);
    // The theater picker listens: its dialog opens, and Escape gives focus back to the link.
    const picker = page.locator('#modal-root').getByRole('dialog');
    await expect(picker).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(picker).toHaveCount(0);
    await expect(link).toBeFocused();
  });

  test('post protocol: the link is submitted as a POST form, hidden inputs and UTM received by the endpoint', async ({
    page,
    site,
  }) => {
    const practical = PRACTICAL[site.name];
    await page.goto(`${practical.path}?utm_source=mail&utm_medium=email&session=42`);
    await hydrated(page);
    const form = page.locator('form[action*="/newsletter/subscribe"]');
    await expect(form).toHaveAttribute(
      'action',
      `${SANDBOX_URL}/newsletter/subscribe?utm_source=mail&utm_medium=email`,
    );
    await expect(form).toHaveAttribute('method', 'post');
    await page.getByRole('button', { name: practical.newsletter.label }).click();

    await expect(page).toHaveURL(`${SANDBOX_URL}/newsletter/subscribe?utm_source=mail&utm_medium=email`);
    await expect(page.locator('#method')).toHaveText('POST');
    const fields = await page.locator('#fields dt').allTextContents();
    const values = await page.locator('#fields dd').allTextContents();
    expect(Object.fromEntries(fields.map((name, index) => [name, values[index]]))).toEqual(practical.newsletter.fields);
    const query = await page.locator('#query dt').allTextContents();
    expect(query).toEqual(['utm_source', 'utm_medium']);
  });

  test('clicks are suppressed under the preview prefix', async ({ page, context, site }) => {
    const practical = PRACTICAL[site.name];
    const response = await page.goto(`/cms-preview${practical.path}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await hydrated(page);
    const seen = await recordAppEvents(page);
    let popups = 0;
    context.on('page', () => (popups += 1));

    const internal = page.getByRole('link', { name: practical.internal, exact: true });
    await expect(internal).toHaveAttribute('href', '/movies/');
    await internal.click();
    await page.getByRole('link', { name: practical.outbound.label }).click();
    await page.getByRole('link', { name: practical.logout }).click();
    await page.getByRole('button', { name: practical.newsletter.label }).click();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe(`/cms-preview${practical.path}`);
    expect(popups).toBe(0);
    expect(await seen()).toEqual([]);
  });

  test('axe finds nothing on the practical page', async ({ page, site }) => {
    await page.goto(PRACTICAL[site.name].path);
    await hydrated(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('§2.3 embedded booking links and the booking route', () => {
  test('in embedding mode, booking links lead to the booking route, which hands over to web-sales', async ({
    page,
    site,
    catalog,
  }) => {
    const { showtime, movie, theater } = bookableShowtime(catalog, PRACTICAL[site.name].theaterCode);
    const bookingHref = `/booking/?theaterCode=${theater.theaterCode}&perfCode=${showtime.perfCode}`;

    // Without embedding mode the showtime links to the web-sales page itself.
    await page.goto(moviePath(movie));
    await hydrated(page);
    await chooseShowtimeDay(page, showtime);
    await expect(page.locator(`main a[href="${showtime.bookingUrl}"]`)).toHaveCount(1);

    // ?embeddingMode=tapos_embedded switches it on for the rest of the visit.
    await page.goto('/?embeddingMode=tapos_embedded');
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('fincher.embeddingMode')))
      .toBe('tapos_embedded');
    await page.goto(moviePath(movie));
    // Late in the evening the first showtime an hour away is on another day.
    await chooseShowtimeDay(page, showtime);
    const link = page.locator(`main a[href="${bookingHref}"]`);
    await expect(link).toHaveCount(1);
    await expect(page.locator(`main a[href="${showtime.bookingUrl}"]`)).toHaveCount(0);
    await link.click();

    await expect(page).toHaveURL(new RegExp(`${bookingHref.replace(/[?]/g, '\\?')}$`));
    const messages = messagesOf(site).booking;
    await expect(page.locator('main h1')).toHaveText(messages.title!);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const facts = page.getByTestId('booking-showtime');
    await expect(facts.getByRole('link', { name: movie.title })).toHaveAttribute('href', moviePath(movie));
    await expect(facts).toContainText(theater.name);

    const handoff = page.getByRole('link', { name: messages.continue! });
    await expect(handoff).toHaveAttribute('href', showtime.bookingUrl);
    await handoff.click();
    await expect(page).toHaveURL(showtime.bookingUrl);
    await expect(page.locator('#theater-code')).toHaveText(theater.theaterCode);
    await expect(page.locator('#performance')).toHaveText(showtime.perfCode);
  });

  test('§2.2 the booking route reads its query through the decoder: codes keep their text', async ({ page, site }) => {
    const { theaterCode } = PRACTICAL[site.name];
    const messages = messagesOf(site).booking;
    await page.goto(`/booking/?theaterCode=${theaterCode}&perfCode=007`);
    await expect(page.getByRole('link', { name: messages.continue! })).toHaveAttribute(
      'href',
      `${SANDBOX_URL}/websales/sales/${theaterCode}/book?perfcode=007`,
    );
    // Not in the catalogue: said so, and the visitor can still continue.
    await expect(page.getByText(messages.notFound!)).toBeVisible();

    await page.goto(`/booking/?theaterCode=${theaterCode}&perfCode=true`);
    await expect(page.locator('main').getByRole('alert')).toHaveText(messages.invalid!);
    await page.goto(`/booking/?theaterCode=${theaterCode}`);
    await expect(page.locator('main').getByRole('alert')).toHaveText(messages.invalid!);
    await expect(page.getByRole('link', { name: messages.continue! })).toHaveCount(0);
  });

  test('frame-ancestors: framing allowed for allowedEmbeddingDomains only', async ({ page, request, site }) => {
    const response = await request.get('/');
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(csp).toContain(`frame-ancestors 'self' ${SANDBOX_URL}`);
    expect(response.headers()['x-frame-options']).toBeUndefined();

    // The sandbox's embedding host frames the site, as the provider's kiosk does (sandbox/embedding-host.ts).
    const framedBy = (origin: string) => `${origin}/sandbox/embed?src=${encodeURIComponent(`${site.baseURL}/movies/`)}`;
    // localhost:4010 is in allowedEmbeddingDomains: the site shows in the frame…
    await page.goto(framedBy(SANDBOX_URL));
    await expect(page.frameLocator('#embedded-site').locator('main h1')).toBeVisible();
    // …the same sandbox under another origin (127.0.0.1:4010) is refused by the browser.
    const blocked = page
      .waitForEvent('requestfailed', (failed) => failed.url() === `${site.baseURL}/movies/`)
      .catch(() => null);
    await page.goto(framedBy(SANDBOX_URL.replace('localhost', '127.0.0.1')));
    await expect
      .poll(() =>
        page
          .frames()
          .find((frame) => frame !== page.mainFrame())
          ?.url(),
      )
      .toMatch(/^chrome-error:/);
    expect((await blocked)?.failure()?.errorText).toMatch(/BLOCKED_BY_RESPONSE|ERR_BLOCKED/);
  });

  test('the booking help dialog: in #modal-root, focus trapped, Escape closes, focus returns', async ({
    page,
    site,
    catalog,
  }) => {
    const { showtime, theater } = bookableShowtime(catalog, PRACTICAL[site.name].theaterCode);
    const messages = messagesOf(site).booking;
    await page.goto(`/booking/?theaterCode=${theater.theaterCode}&perfCode=${showtime.perfCode}`);
    await expect(page.getByTestId('booking-showtime')).toBeVisible();
    const opener = page.getByRole('button', { name: messages.helpOpen! });
    await opener.click();
    const dialog = page.locator('#modal-root').getByRole('dialog', { name: messages.helpTitle! });
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole('button', { name: messages.close! });
    await expect(close).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(close).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
});

test.describe('§2.2 page behaviour', () => {
  test('the scroll position is restored on back navigation', async ({ page }) => {
    await page.goto('/movies/');
    await hydrated(page);
    // Scroll to a movie link well down the list, then follow it.
    const target = await page.evaluate(() => {
      const links = [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="/movies/"]')];
      const link = links[Math.floor(links.length * 0.75)]!;
      const y = Math.round(link.getBoundingClientRect().top + window.scrollY - 200);
      window.scrollTo(0, y);
      return { href: link.getAttribute('href')!, y: window.scrollY };
    });
    expect(target.y).toBeGreaterThan(300);
    await page.waitForTimeout(200);
    await page.locator(`main a[href="${target.href}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${target.href}$`));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
    await page.goBack();
    await expect(page).toHaveURL(/\/movies\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(target.y);
  });

  test('keyboard focus on a label moves to the next button or link', async ({ page, site }) => {
    await page.goto(PRACTICAL[site.name].path);
    await hydrated(page);
    // A focusable label, as a third-party widget or editor markup leaves them.
    await page.evaluate(() => {
      const holder = document.createElement('div');
      holder.innerHTML =
        '<button type="button" id="before">Before</button><label tabindex="0" id="label">Newsletter</label><a href="#main" id="after">After</a>';
      document.body.append(holder);
    });
    await page.locator('#before').focus();
    await page.keyboard.press('Tab');
    await expect(page.locator('#after')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(page.locator('#before')).toBeFocused();
  });
});
