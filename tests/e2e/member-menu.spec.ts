import { axeViolations, expect, hasMemberMenu, signInByRequest, test } from './fixtures.ts';
import { SANDBOX_URL } from './sites.ts';

// §6 loggedInMenu: on a site that configures one (circuit-demo), a signed-in member's header access
// opens a list: their account, the configured links (decided by the §2.3 rules: a ticketing account
// page goes through the §6 endpoint, which adds the token) and signing out. Without one
// (cinema-paris), the account link and the sign-out link sit side by side.

test('§6 the member menu: opened by keyboard, its links, Escape closes it, a ticketing link arrives signed in', async ({
  page,
  site,
}) => {
  await signInByRequest(page, site);
  await page.goto('/');
  const access = page.locator('header [data-member-state="member"]');
  await expect(access).toBeVisible();
  if (!hasMemberMenu(site)) {
    await expect(access.locator('button[aria-expanded]')).toHaveCount(0);
    await expect(access.getByRole('link', { name: /^Mon compte \(/ })).toHaveAttribute('href', '/account/');
    await expect(access.locator('a[href="#loyalty-logout"]')).toBeVisible();
    return;
  }

  const button = access.getByRole('button', { name: /^My account \(/ });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  const list = page.locator(`#${await button.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
  await expect(list).toBeHidden();
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(list.getByRole('link')).toHaveText([
    'My account',
    'My orders and tickets',
    'Check a gift card',
    'Sign out',
  ]);
  await expect(list.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account/');
  await expect(list.getByRole('link', { name: 'Check a gift card' })).toHaveAttribute('href', '/account/gift-card/');
  await expect(list.getByRole('link', { name: /^My orders and tickets/ })).toHaveAttribute(
    'href',
    /^\/api\/ticketing\/redirect\?to=/,
  );
  expect(await axeViolations(page)).toEqual([]);

  // Tab goes through the list; Escape closes it and gives the focus back to the button.
  await page.keyboard.press('Tab');
  await expect(list.getByRole('link', { name: 'My account' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(button).toBeFocused();

  // The ticketing account page, with the member's session (the token added by the server).
  // An outbound link opens a new window (§2.3); the landing is checked wherever it opened.
  await button.click();
  const orders = list.getByRole('link', { name: /^My orders and tickets/ });
  const newWindow = (await orders.getAttribute('target')) === '_blank';
  const opened = newWindow ? page.context().waitForEvent('page') : null;
  await orders.click();
  const landing = (await opened) ?? page;
  await landing.waitForURL((url) => url.href.startsWith(`${SANDBOX_URL}/ticketing/account/orders`), {
    timeout: 15_000,
  });
  await expect(landing.locator('#member-status')).toContainText('Signed in as');
});
