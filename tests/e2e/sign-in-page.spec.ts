import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, hydrated, layoutShift, signInForm, test } from './fixtures.ts';
import type { E2ESite } from './sites.ts';

// §4.2, §5 the sign-in page: the server draws the form, which signs in on its own (posted to the
// login route, answered by a redirect), and the form's code takes over once the page is
// interactive, keeping what was typed, with nothing moving.

function postedMessages(site: E2ESite): Record<string, string> {
  const file = path.join(process.cwd(), 'messages', `${site.locale.slice(0, 2)}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { member: { signIn: { posted: Record<string, string> } } }).member
    .signIn.posted;
}

test('without page JavaScript the server’s form signs in, and sends back the reason when it cannot', async ({
  browser,
  site,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: site.baseURL });
  const page = await context.newPage();
  const submit = async (email: string, password: string) => {
    await page.goto(`/${site.loginSlug}/`);
    const form = page.locator('main form[data-sign-in-static]');
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="password"]').fill(password);
    await form.locator('button[type="submit"]').click();
  };
  const hasSession = async () => (await context.cookies()).some((c) => c.name === 'fincher_member_session');

  await submit('nobody.here@example.com', 'not-a-password');
  // circuit-demo asks for a captcha, which only the form's code can show: that is the reason given.
  const reason = site.captcha ? 'captcha' : 'refused';
  await expect(page).toHaveURL(new RegExp(`/${site.loginSlug}/\\?signInError=${reason}#sign-in-error-${reason}$`));
  // Said on the page without JavaScript too (shown by CSS alone), and that one only.
  await expect(page.locator('main form [id^="sign-in-error-"]:visible')).toHaveText([postedMessages(site)[reason]!]);
  expect(await hasSession()).toBe(false);

  if (!site.captcha) {
    await submit('ticketing.member@example.fr', 'Popcorn2026');
    await expect(page).toHaveURL(/\/account\/$/);
    expect(await hasSession()).toBe(true);
  }
  await context.close();
});

test('with JavaScript, the reason sent back is said in the page’s language once, and the code takes over without a shift', async ({
  page,
  site,
}) => {
  await page.goto(`/${site.loginSlug}/?signInError=refused`);
  await signInForm(page);
  await expect(page.getByTestId('member-error')).toHaveText(postedMessages(site).refused!);
  // Said: on screen from the form's first drawing, where a live region would not announce it, it
  // takes the focus, and a screen reader reads it.
  await expect(page.getByTestId('member-error')).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/${site.loginSlug}/$`));
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
});

test('what was typed before the form’s code arrived is kept, with the focus', async ({ page, site }) => {
  // The form's code is held back until the visitor has typed (the chunk that carries it is known
  // by the attribute only its form has).
  let release: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_next/static/chunks/**', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('data-sign-in-ready')) await arrived;
    await route.fulfill({ response, body });
  });
  // Not waiting for the load event: should the held chunk be asked for before it (the page is
  // interactive early on a fast machine), the load would wait for the release that comes later.
  await page.goto(`/${site.loginSlug}/`, { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  const serverForm = page.locator('main form[data-sign-in-static]');
  await serverForm.locator('input[name="email"]').fill('early.bird@example.com');
  await serverForm.locator('input[name="password"]').fill('typed-early');
  await expect(serverForm.locator('input[name="password"]')).toBeFocused();
  release();
  const form = await signInForm(page);
  await expect(form.locator('input[name="email"]')).toHaveValue('early.bird@example.com');
  await expect(form.locator('input[name="password"]')).toHaveValue('typed-early');
  await expect(form.locator('input[name="password"]')).toBeFocused();
  await expect(page.locator('main form[data-sign-in-static]')).toHaveCount(0);
  // Chunks still on their way when the test ends are let go rather than fetched for nobody.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
