import { captchaOf, expect, passCaptcha, signInForm, test } from './fixtures.ts';
import { SANDBOX_URL } from './sites.ts';

// §4.13, §5 bot protection end to end. circuit-demo is built and served with the sandbox's
// stand-in captcha (a key, its widget script, the gateway's secret and verify endpoint);
// cinema-paris has none, so its forms carry no widget and load none of its code.

const MEMBER = { email: 'jane.doe@example.com', password: 'Starlight#2026' };
const SECOND_KEY = 'sandbox-captcha-site-key-2';

interface Verification {
  response: string;
  success: boolean;
}

async function verifications(request: import('@playwright/test').APIRequestContext): Promise<Verification[]> {
  const answer = await request.get(`${SANDBOX_URL}/captcha/verifications`);
  return ((await answer.json()) as { verifications: Verification[] }).verifications;
}

test('§5 sign-in: nothing is sent before the box is ticked; ticked, the gateway verifies it and the member is in', async ({
  page,
  site,
  request,
}) => {
  const captchaRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(`${SANDBOX_URL}/captcha/`)) captchaRequests.push(r.url());
  });
  const loginCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/member/login')) loginCalls.push(r.method());
  });
  await page.goto(`/${site.loginSlug}/`);
  await signInForm(page);
  const form = page.locator('main form');
  await form.getByLabel(/^E-mail$/).fill(MEMBER.email);
  await form
    .getByLabel(/^(Password|Mot de passe)$/)
    .first()
    .fill(MEMBER.password);

  if (!site.captcha) {
    // No key: no widget in the form, and not one request for the widget's script.
    await expect(form.locator('[data-captcha-widget]')).toHaveCount(0);
    expect(captchaRequests).toEqual([]);
    return;
  }

  const box = form.locator('[data-captcha-checkbox]');
  await expect(box).toBeVisible();
  await expect(form.getByText(/^(I am not a robot|Je ne suis pas un robot)$/)).toBeVisible();
  // Submitted unticked: an announced message in the page's language, no login call, nothing typed lost.
  await form.getByRole('button', { name: /^(Sign in|Se connecter)$/ }).click();
  await expect(page.getByTestId('member-error')).toHaveText(
    /^(Please tick the anti-robot box before sending\.|Cochez la case anti-robot avant d'envoyer\.)/,
  );
  expect(loginCalls).toEqual([]);
  await expect(form.getByLabel(/^E-mail$/)).toHaveValue(MEMBER.email);

  const before = (await verifications(request)).length;
  await passCaptcha(form, site);
  const token = await form.locator('input[name="g-recaptcha-response"]').inputValue();
  // Stopped by the form's own checks (the e-mail emptied), nothing is sent: the tick is not spent
  // and stays, for the visitor not to tick again (WCAG 3.3.8).
  await form.getByLabel(/^E-mail$/).fill('');
  await form.getByRole('button', { name: /^(Sign in|Se connecter)$/ }).click();
  await expect(form.getByLabel(/^E-mail$/)).toHaveAttribute('aria-invalid', 'true');
  await page.waitForTimeout(200);
  expect(loginCalls).toEqual([]);
  await expect(form.locator('input[name="g-recaptcha-response"]')).toHaveValue(token);
  await expect(form.locator('[data-captcha-checkbox]')).toBeChecked();
  await form.getByLabel(/^E-mail$/).fill(MEMBER.email);
  await form.getByRole('button', { name: /^(Sign in|Se connecter)$/ }).click();
  await expect(page).toHaveURL(/\/account\/$/);
  // The gateway asked the stand-in about exactly that token, and it passed.
  const after = await verifications(request);
  expect(after.slice(before)).toContainEqual({ response: token, success: true });
});

test('§5 the login route refuses a missing, made-up or spent captcha before the provider is called', async ({
  request,
  site,
}) => {
  if (!site.captcha) {
    // No key, no secret: the gateway takes a login without a captcha response.
    const plain = await request.post('/api/member/login', {
      data: { email: 'ticketing.member@example.fr', password: 'Popcorn2026' },
    });
    expect(plain.status()).toBe(200);
    return;
  }
  const missing = await request.post('/api/member/login', { data: MEMBER });
  expect(missing.status()).toBe(400);
  expect(await missing.json()).toEqual({ error: 'captcha_required' });

  const madeUp = await request.post('/api/member/login', { data: { ...MEMBER, captchaResponse: 'sbx-made-up' } });
  expect(madeUp.status()).toBe(403);
  expect(await madeUp.json()).toEqual({ error: 'captcha_failed' });
  expect(madeUp.headers()['set-cookie'] ?? '').not.toMatch(/fincher_member_session=[^;]/);

  // A token is good once: the second use of the same one is refused.
  const fresh = await captchaOf(request, site);
  const first = await request.post('/api/member/login', { data: { ...MEMBER, ...fresh } });
  expect(first.status()).toBe(200);
  const replay = await request.post('/api/member/login', { data: { ...MEMBER, ...fresh } });
  expect(replay.status()).toBe(403);
});

test('§4.13 the captcha key changes at run time in a page of its own, never inside a frame', async ({ page, site }) => {
  if (!site.captcha) {
    // No key: the sign-in page carries none of the widget's code, so there is no setter either.
    await page.goto(`/${site.loginSlug}/`);
    await signInForm(page);
    await expect(page.locator('main form')).toBeVisible();
    expect(await page.evaluate(() => typeof window.fincherCaptcha)).toBe('undefined');
    return;
  }
  // Inside the design editor's frame: the setter answers "framed" and the widget keeps its key.
  await page.goto(`${SANDBOX_URL}/sandbox/editor?site=${encodeURIComponent(`${site.baseURL}/${site.loginSlug}/`)}`);
  const frame = page.frameLocator('#site-frame');
  await expect(frame.locator('[data-captcha-checkbox]')).toBeVisible();
  const framed = page.frame({ name: 'site-frame' })!;
  const inFrame = await framed.evaluate((key) => window.fincherCaptcha?.setSiteKey(key), SECOND_KEY);
  expect(inFrame).toEqual({ ok: false, reason: 'framed' });
  const framedToken = page.waitForRequest((r) => r.url() === `${SANDBOX_URL}/captcha/token`);
  await frame.locator('[data-captcha-checkbox]').check();
  expect((await framedToken).postData()).toBe(`sitekey=sandbox-captcha-site-key`);

  // In a page of its own: a malformed key is refused, a well-formed one re-renders the widget with it.
  await page.goto(`/${site.loginSlug}/`);
  await signInForm(page);
  await expect(page.locator('[data-captcha-checkbox]')).toBeVisible();
  expect(await page.evaluate(() => window.fincherCaptcha?.setSiteKey('<bad key>'))).toEqual({
    ok: false,
    reason: 'invalid',
  });
  expect(await page.evaluate((key) => window.fincherCaptcha?.setSiteKey(key), SECOND_KEY)).toEqual({
    ok: true,
    siteKey: SECOND_KEY,
  });
  const tokenRequest = page.waitForRequest((r) => r.url() === `${SANDBOX_URL}/captcha/token`);
  await page.locator('[data-captcha-checkbox]').check();
  expect((await tokenRequest).postData()).toBe(`sitekey=${SECOND_KEY}`);
});
