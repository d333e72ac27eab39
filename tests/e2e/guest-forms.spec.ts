import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { axeViolations, expect, hydrated, layoutShift, passCaptcha, test } from './fixtures.ts';
import type { E2ESite } from './sites.ts';

// §3.11, §2.5, §4.10, §7.4, §7.5 the guest forms of the member area arrive after the page (their
// code is outside the first-load JavaScript): until then the page says it is loading and has no
// field, so nothing can be typed that the form would lose; then the form is labelled, keyboard
// reachable, announces its errors in the page's language, and nothing on screen moves.

const GUEST_FORM_PATHS = [
  '/account/register/',
  '/account/forgot-password/',
  '/account/forgot-username/',
  '/account/reset-password/',
  '/account/gift-card/',
  '/account/online-access/',
];

function memberMessages(site: E2ESite) {
  const file = path.join(process.cwd(), 'messages', `${site.locale.slice(0, 2)}.json`);
  return (
    JSON.parse(readFileSync(file, 'utf8')) as {
      member: { form: { loading: string; required: string }; giftCard: { cardNumber: string } };
    }
  ).member;
}

/** The part of a served page inside <main>, as the server sent it. */
async function servedMain(page: Page, pathname: string): Promise<string> {
  const html = await (await page.request.get(pathname)).text();
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
}

/** The module scripts the served page names: its first-load JavaScript. */
async function firstLoadScripts(page: Page, pathname: string): Promise<Set<string>> {
  const html = await (await page.request.get(pathname)).text();
  return new Set(
    [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => new URL(match[1]!, 'http://x').pathname),
  );
}

test('each guest form page is served with a loading state and no field, then draws its form without a shift', async ({
  page,
  site,
}) => {
  const loading = memberMessages(site).form.loading;
  for (const pathname of GUEST_FORM_PATHS) {
    const served = await servedMain(page, pathname);
    expect(served, pathname).not.toMatch(/<(input|textarea|select|form)\b/);
    // A form the site's provider does not offer says so from the server, and loads nothing.
    const offered = !served.includes('data-testid="feature-unavailable"');
    if (offered) expect(served, pathname).toContain(loading);

    await page.goto(pathname);
    await hydrated(page);
    await expect(page.getByTestId('guest-form-loading'), pathname).toHaveCount(0);
    // The reset page without its link says the link is wrong; every other offered page has its form.
    if (offered && pathname !== '/account/reset-password/') {
      const fields = page.locator('main form input:not([type="hidden"])');
      await expect(fields.first(), pathname).toBeVisible();
      // Every field has a name a screen reader reads.
      const unlabelled = await fields.evaluateAll((inputs) =>
        inputs
          .filter((input) => (input as HTMLInputElement).labels?.length === 0 && !input.getAttribute('aria-label'))
          .map((input) => input.getAttribute('name')),
      );
      expect(unlabelled, pathname).toEqual([]);
    }
    expect(await layoutShift(page), pathname).toBeLessThanOrEqual(0.01);
  }
});

test('on a slow connection the loading state is announced, holds its place, and the form arrives usable', async ({
  page,
  site,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const messages = memberMessages(site);
  const pathname = '/account/gift-card/';
  const initial = await firstLoadScripts(page, pathname);
  // Every script the page asks for later is held until released: the form's among them.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route('**/_next/static/**/*.js', async (route) => {
    if (!initial.has(new URL(route.request().url()).pathname)) {
      held += 1;
      await released;
    }
    await route.continue();
  });
  // Not waiting for the load event: a script the page asks for before it would be held too.
  await page.goto(pathname, { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  await expect.poll(() => held).toBeGreaterThan(0);
  const status = page.getByTestId('guest-form-loading');
  await expect(status).toHaveText(messages.form.loading);
  await expect(status).toHaveAttribute('role', 'status');
  await expect(page.locator('main input, main textarea, main select')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  release();
  const form = page.locator('main form');
  const cardNumber = form.getByLabel(messages.giftCard.cardNumber, { exact: true });
  await expect(cardNumber).toBeVisible();
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);

  // Keyboard: the field is reached with Tab from the page's heading, and Enter on the empty form
  // marks it, says why in the page's language, and brings focus back to it.
  await page.locator('main h1').click();
  for (let step = 0; step < 10 && !(await cardNumber.evaluate((input) => input === document.activeElement)); step++) {
    await page.keyboard.press('Tab');
  }
  await expect(cardNumber).toBeFocused();
  await passCaptcha(form, site);
  await cardNumber.focus();
  await page.keyboard.press('Enter');
  await expect(cardNumber).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('member-error')).toHaveText(messages.form.required);
  await expect(cardNumber).toBeFocused();
  const described = await cardNumber.evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
  expect(described).toContain(messages.form.required);
  expect(await axeViolations(page)).toEqual([]);
});

test('without JavaScript a guest form page says the form needs it, in the page’s language', async ({
  browser,
  page,
  site,
  baseURL,
}) => {
  const { needsScript } = (
    JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${site.locale.slice(0, 2)}.json`), 'utf8')) as {
      member: { form: { needsScript: string } };
    }
  ).member.form;
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const bare = await noScript.newPage();
    await bare.goto('/account/register/');
    await expect(bare.getByTestId('guest-form-needs-script')).toHaveText(needsScript);
  } finally {
    await noScript.close();
  }
  // With JavaScript the message is never drawn: the form arrives instead.
  await page.goto('/account/register/');
  await hydrated(page);
  await expect(page.locator('main form input:not([type="hidden"])').first()).toBeVisible();
  await expect(page.getByTestId('guest-form-needs-script')).toHaveCount(0);
});
