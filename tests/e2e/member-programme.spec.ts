import type { Page } from '@playwright/test';
import { axeViolations, expect, passCaptcha, signInForm, test } from './fixtures.ts';
import { SANDBOX_URL, type E2ESite } from './sites.ts';
import type { Catalog } from '../../src/lib/catalog/types.ts';

// The programme side: the watchlist control on movie pages (§4.7, code 72), reward redemption
// (§7.3), e-voucher concessions, the payment-provider portal and mobile-wallet passes (§7.9),
// against the sandbox. The members are seeded for this file only (sandbox README), because the
// sandbox keeps their points and watchlist for the whole run.

const MEMBER: Record<
  E2ESite['name'],
  {
    email: string;
    password: string;
    memberId: string;
    card: string;
    upcomingBooking: string;
    upcomingFilm: string;
    pastFilm: string;
  }
> = {
  'cinema-paris': {
    email: 'margaux.leroy@example.fr',
    password: 'Popcorn2026',
    memberId: '100007',
    card: 'GE0010000007',
    upcomingBooking: 'GM-BK-9000',
    upcomingFilm: 'Le Comte de Monte-Cristo',
    pastFilm: 'Emilia Pérez',
  },
  'circuit-demo': {
    email: 'riley.chen@example.com',
    password: 'Starlight#2026',
    memberId: '500005',
    card: 'STAR5001000005',
    upcomingBooking: 'SR-BK-9000',
    upcomingFilm: 'Dune: Part Two',
    pastFilm: 'Past Lives',
  },
};

const T = {
  email: /^E-mail$/,
  password: /^(Password|Mot de passe)$/,
  submit: /^(Sign in|Se connecter)$/,
  add: /^(Add to my watchlist|Ajouter à ma liste)$/,
  remove: /^(Remove from my watchlist|Retirer de ma liste)$/,
  addCard: /^(Add my card to Google Wallet|Ajouter ma carte à Google Wallet)$/,
  addTicket: /^(Add the e-ticket for .+ to Google Wallet|Ajouter le e-billet de .+ à Google Wallet)$/,
  portal: /^(Manage my payment methods|Gérer mes moyens de paiement)$/,
  vouchers: /^(E-vouchers|E-bons)$/,
  watchlistNav: /^(Watchlist|Ma liste)$/,
  redeem: /^(Redeem|Échanger) /,
};

const GOOGLE_SAVE = /^https:\/\/pay\.google\.com\/gp\/v\/save\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

async function signIn(page: Page, site: E2ESite, landing = /\/account\/$/) {
  const member = MEMBER[site.name];
  if (!new URL(page.url(), 'http://x').pathname.startsWith(`/${site.loginSlug}/`))
    await page.goto(`/${site.loginSlug}/`);
  await signInForm(page);
  // Let the page's first session refresh (§4.1, ~500 ms) answer before signing in: a refresh still
  // in flight when the login's cookie arrives answers "guest" and removes that cookie.
  await expect(page.locator('header [data-member-state="guest"]')).toBeVisible();
  const form = page.locator('main form');
  await form.getByLabel(T.email).fill(member.email);
  await form.getByLabel(T.password, { exact: false }).first().fill(member.password);
  await passCaptcha(form, site);
  await form.getByRole('button', { name: T.submit }).click();
  await expect(page).toHaveURL(landing);
  if (landing.test('/account/')) await expect(page.getByTestId('member-home')).toBeVisible();
}

function moviePathOf(
  catalog: Catalog,
  pick: (id: number) => boolean,
  scheduledOnly: boolean,
): { path: string; title: string; id: number } {
  const scheduled = new Set(catalog.showtimes.map((showtime) => showtime.movieId));
  const movie = catalog.movies.find(
    (candidate) => pick(candidate.id) && (!scheduledOnly || scheduled.has(candidate.id)),
  );
  if (!movie) throw new Error('no movie fits the test');
  return { path: `/movies/${movie.id}-${movie.slug}/`, title: movie.title, id: movie.id };
}

/** The sandbox's rule for code 72 (sandbox README): ids starting with 9 or ending in 99. */
const notYetAddable = (id: number) => String(id).startsWith('9') || String(id).endsWith('99');

/**
 * Third-party hosts are cut off in every test (fixtures.ts): the wallet's save page is answered
 * here instead, and the URL the site sent the browser to is what the test reads.
 */
async function interceptWallet(page: Page) {
  await page.route('https://pay.google.com/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Wallet stand-in</title><h1>Wallet stand-in</h1></html>',
    }),
  );
}

function passClaims(url: string): Record<string, unknown> {
  const token = GOOGLE_SAVE.exec(url)?.[1];
  expect(token, `a Google Wallet save URL: ${url}`).toBeTruthy();
  return JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** §4.7 is version 3: a version 1 member (RTS) has no watchlist slot on any movie page, nor an entry. */
async function expectNoWatchlist(page: Page, movie: { path: string; title: string }) {
  await page.goto(movie.path);
  await expect(page.getByRole('heading', { level: 1, name: movie.title })).toBeVisible();
  await expect(page.locator('header').getByRole('link', { name: /^Mon compte \(Margaux\)$/ })).toBeVisible();
  await expect(page.getByTestId('watchlist-slot')).toHaveCount(0);
  await expect(page.getByRole('button', { name: T.add })).toHaveCount(0);
  await page.goto('/account/');
  const nav = page.getByRole('navigation', { name: 'Espace membre' });
  await expect(nav.getByRole('link', { name: 'Historique' })).toBeVisible();
  await expect(nav.getByRole('link', { name: T.watchlistNav })).toHaveCount(0);
}

test('watchlist from a movie page: add, listed in the account, remove; no layout shift; guests invited to sign in', async ({
  page,
  site,
  catalog,
}) => {
  test.setTimeout(60_000);
  const movie = moviePathOf(catalog, (id) => !notYetAddable(id), true);
  if (site.name === 'cinema-paris') {
    await page.goto(movie.path);
    await expect(page.getByTestId('watchlist-slot')).toHaveCount(0);
    await signIn(page, site);
    await expectNoWatchlist(page, movie);
    return;
  }

  // A guest sees the invitation in the same reserved box, one line high, not the control.
  await page.goto(movie.path);
  const slot = page.getByTestId('watchlist-slot');
  const invitation = slot.getByRole('link', { name: /^Sign in to keep a watchlist$/ });
  await expect(invitation).toBeVisible();
  await expect(page.getByTestId('watchlist-toggle')).toHaveCount(0);
  expect((await slot.boundingBox())?.height).toBeLessThanOrEqual(44);

  // Signing in from the invitation comes back to the film, not to the member area.
  await invitation.click();
  await expect(page).toHaveURL(new RegExp(`/${site.loginSlug}/\\?from=`));
  await signIn(page, site, new RegExp(`${movie.path}$`));
  const toggle = page.getByTestId('watchlist-toggle');
  const add = toggle.getByRole('button', { name: T.add });
  await expect(add).toBeEnabled();
  // The control fits the box the pre-rendered HTML reserved: nothing below it moved.
  const reserved = await slot.evaluate((element) => parseFloat(getComputedStyle(element).minHeight));
  expect(reserved).toBeGreaterThan(0);
  expect((await slot.boundingBox())?.height).toBe(reserved);
  expect(await axeViolations(page)).toEqual([]);

  await add.click();
  await expect(toggle.getByTestId('member-success')).toHaveText(`${movie.title} is in your watchlist.`);
  await expect(toggle.getByRole('button', { name: T.remove })).toBeEnabled();
  await expect(toggle.locator('[aria-live="polite"]')).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);

  await toggle.getByRole('link', { name: 'My watchlist' }).click();
  await expect(page).toHaveURL(/\/account\/watchlist\/$/);
  await expect(page.getByTestId('watchlist').getByRole('link', { name: movie.title })).toHaveAttribute(
    'href',
    movie.path,
  );
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(movie.path);
  await toggle.getByRole('button', { name: T.remove }).click();
  await expect(toggle.getByTestId('member-success')).toHaveText(`${movie.title} is no longer in your watchlist.`);
  await expect(toggle.getByRole('button', { name: T.add })).toBeEnabled();
  await page.goto('/account/watchlist/');
  await expect(page.getByText('Your watchlist is empty.')).toBeVisible();
  await expect(page.getByTestId('watchlist')).toHaveCount(0);
});

test('code 72: a film not yet open to watchlists is explained and stays out of the list', async ({
  page,
  site,
  catalog,
}) => {
  const movie = moviePathOf(catalog, notYetAddable, false);
  await signIn(page, site);
  const response = await page.goto(movie.path);
  expect(response?.status()).toBe(200);
  if (site.name === 'cinema-paris') {
    await expectNoWatchlist(page, movie);
    return;
  }
  const toggle = page.getByTestId('watchlist-toggle');
  await toggle.getByRole('button', { name: T.add }).click();
  const error = toggle.getByTestId('member-error');
  await expect(error).toContainText("This movie can't be added to your watchlist yet (Code: 72)");
  await expect(error).toContainText('once their release is confirmed');
  await expect(toggle.locator('[aria-live="polite"]').filter({ has: page.getByTestId('member-error') })).toHaveCount(1);
  await expect(toggle.getByRole('button', { name: T.add })).toBeEnabled();
  expect(await axeViolations(page)).toEqual([]);
  // The other watchlist test may have a film listed at this moment: this one must not be.
  await page.goto('/account/watchlist/');
  await expect(page.getByTestId('watchlist').or(page.getByText('Your watchlist is empty.'))).toBeVisible();
  await expect(page.getByRole('link', { name: movie.title })).toHaveCount(0);
});

test('rewards: version 3 redeems after confirming and the balance drops everywhere; version 1 lists them only', async ({
  page,
  site,
}) => {
  await signIn(page, site);
  if (site.name === 'cinema-paris') {
    // §7.3: version 1 lists the rewards, with the balance, and has no redemption call.
    await expect(page.getByTestId('member-points')).toHaveText('640 points');
    // The balance is named in the site's words, never by the provider's code (POINTS).
    await expect(page.getByTestId('member-home').locator('dt')).toContainText(['Points fidélité']);
    await expect(page.getByTestId('member-home')).not.toContainText('POINTS');
    await page.getByRole('navigation', { name: 'Espace membre' }).getByRole('link', { name: 'Récompenses' }).click();
    await expect(page).toHaveURL(/\/account\/rewards\/$/);
    await expect(page.getByTestId('rewards-balance')).toHaveText('Votre solde : 640 points');
    await expect(page.getByTestId('rewards').getByRole('listitem')).toHaveCount(3);
    await expect(page.getByTestId('rewards')).toContainText('Medium popcorn');
    await expect(page.getByRole('button', { name: T.redeem })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    return;
  }
  await expect(page.getByTestId('member-points')).toHaveText('1,500 points');
  await expect(page.getByTestId('member-home').locator('dt')).toContainText(['Loyalty points']);
  await expect(page.getByTestId('member-home')).not.toContainText('POINTS');
  await page.getByRole('link', { name: 'Rewards' }).click();
  await expect(page).toHaveURL(/\/account\/rewards\/$/);
  const balance = page.getByTestId('rewards-balance');
  await expect(balance).toHaveText('Your balance: 1,500 points');
  expect(await axeViolations(page)).toEqual([]);

  // Cancelling changes nothing.
  await page.getByRole('button', { name: 'Redeem Free 2D ticket' }).click();
  const confirmation = page.getByTestId('redeem-confirmation');
  await expect(confirmation.getByRole('heading', { name: 'Redeem Free 2D ticket?' })).toBeFocused();
  await confirmation.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmation).toHaveCount(0);
  await expect(balance).toHaveText('Your balance: 1,500 points');

  await page.getByRole('button', { name: 'Redeem Medium popcorn' }).click();
  await expect(confirmation).toContainText('150 points will be taken from your balance.');
  expect(await axeViolations(page)).toEqual([]);
  await confirmation.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('member-success')).toContainText(
    /^Medium popcorn redeemed\. New balance: 1,350 points\. Code to show at the counter: VCH-[\w-]+$/,
  );
  await expect(balance).toHaveText('Your balance: 1,350 points');
  await expect(confirmation).toHaveCount(0);

  // The provider agrees: the member home and the points history show it.
  await page.goto('/account/');
  await expect(page.getByTestId('member-points')).toHaveText('1,350 points');
  await page.goto('/account/history/');
  await expect(page.getByTestId('transaction-history')).toContainText('Reward: Medium popcorn');
});

test('programme features: e-vouchers, card and e-ticket to the wallet, payment portal', async ({ page, site }) => {
  test.setTimeout(60_000);
  const member = MEMBER[site.name];
  const fr = site.name === 'cinema-paris';
  await signIn(page, site);
  expect(await axeViolations(page)).toEqual([]);

  // E-vouchers (§7.9), reached from the account menu, priced in the site country's currency.
  await page
    .getByRole('navigation', { name: /^(Member area|Espace membre)$/ })
    .getByRole('link', { name: T.vouchers })
    .click();
  await expect(page).toHaveURL(/\/account\/vouchers\/$/);
  const vouchers = page.getByTestId('e-vouchers').getByRole('listitem');
  await expect(vouchers).toHaveCount(2);
  await expect(vouchers.first()).toContainText('Kids menu e-voucher');
  await expect(vouchers.first()).toContainText(fr ? '6,50 €' : '$6.50');
  expect(await axeViolations(page)).toEqual([]);

  // The loyalty card to the wallet: the browser is sent to the save URL built from the signed pass.
  await interceptWallet(page);
  await page.goto('/account/');
  await expect(page.getByTestId('member-card')).toHaveText(member.card);
  await page.getByRole('button', { name: T.addCard }).click();
  await page.waitForURL(GOOGLE_SAVE);
  expect(passClaims(page.url())).toMatchObject({
    typ: 'google_loyalty_card',
    cardNumber: member.card,
    memberId: member.memberId,
  });
  // Back from the wallet: the page (restored from the back/forward cache or not) is usable again.
  await page.goBack();
  await expect(page.getByRole('button', { name: T.addCard })).toBeEnabled();

  // An e-ticket of an upcoming booking (order history); past bookings offer none.
  await page.goto('/account/history/');
  const orders = page.getByTestId('order-history');
  await expect(orders.getByRole('listitem').filter({ hasText: member.pastFilm })).toBeVisible();
  const ticketButtons = orders.getByRole('button', { name: T.addTicket });
  await expect(ticketButtons).toHaveCount(1);
  await expect(
    orders.locator(`li[data-booking="${member.upcomingBooking}"]`).getByRole('button', { name: T.addTicket }),
  ).toContainText(member.upcomingFilm);
  expect(await axeViolations(page)).toEqual([]);
  await ticketButtons.click();
  await page.waitForURL(GOOGLE_SAVE);
  expect(passClaims(page.url())).toMatchObject({
    typ: 'google_eticket',
    bookingId: member.upcomingBooking,
    film: member.upcomingFilm,
  });

  // The payment portal: a session from the gateway, then the provider's page, then back.
  await page.goto('/account/');
  await page.getByRole('button', { name: T.portal }).click();
  await page.waitForURL(new RegExp(`^${SANDBOX_URL}/sandbox/payment-portal/[\\w-]+\\?member=${member.memberId}&`));
  await expect(page.locator('#portal-member')).toHaveText(`Payment methods of member ${member.memberId}`);
  await page.locator('#portal-return').click();
  await expect(page).toHaveURL(`${site.baseURL}/account/`);
  await expect(page.getByTestId('member-home')).toBeVisible();
});

test('a portal URL that is not https (here javascript:) is refused, and the page stays', async ({ page, site }) => {
  await signIn(page, site);
  await page.route('**/api/cypher**', async (route) => {
    const body = route.request().postDataJSON() as { reqMetadata?: { route?: string } } | null;
    if (!body?.reqMetadata?.route?.startsWith('/Member/GetPaymentProviderPortalSession')) return route.fallback();
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ peachCode: 0, statusCode: 200, url: 'javascript:document.title="owned"' }),
    });
  });
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: T.portal }).click();
  await expect(page.getByTestId('member-error')).toHaveText(
    /^(The payment portal could not be opened\.|L'espace de paiement n'a pas pu être ouvert\.)$/,
  );
  await expect(page).toHaveURL(`${site.baseURL}/account/`);
  expect(await page.title()).not.toBe('owned');
  expect(dialogs).toBe(0);
});
