import { test as base, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { axeViolations, declinedConsentCookie, expect, passCaptcha, signInForm } from './fixtures.ts';
import { providerSiteOf, TEST_SITES_DIR, type ProviderSite } from './provider-sites.ts';
import { SANDBOX_URL } from './sites.ts';
import { sessionKeysFromEnv, unsealCookieValue } from '../../src/server/session/sealed-cookie.ts';

// §9.2 every provider code, end to end against the sandbox: sign-in, reload, a member screen, the
// card (§3.6), the ticketing hand-off with the provider's own token parameter (§3.6, §7.10), the
// password-reset link as the provider writes it (§2.5), sign-out. The circuit the member calls name
// is each provider's rule of §4.11: the TAPOS and CGR sites name another provider's circuit in the
// place their rule ignores, so a wrong rule signs nobody in. NONE (no loyalty programme) offers none
// of it. One project per provider (tests/e2e/provider-sites.ts); one test each.

const SESSION_COOKIE = 'fincher_member_session';

const T = {
  email: /^E-mail$/,
  password: /^(Password|Mot de passe)$/,
  submit: /^(Sign in|Se connecter)$/,
  forgot: /^(Forgot your password\?|Mot de passe oublié \?)$/,
  sendReset: /^(Send me a reset link|M'envoyer un lien de réinitialisation)$/,
  newPassword: /^(New password|Nouveau mot de passe)$/,
  changePassword: /^(Change my password|Changer mon mot de passe)$/,
  signOut: /^(Sign out|Se déconnecter)$/,
};

const test = base.extend<{ site: ProviderSite }>({
  site: async ({}, use, testInfo) => {
    await use(providerSiteOf(testInfo.project.name));
  },
  page: async ({ page, context, site }, use) => {
    // Only the site and the sandbox: every other host is cut off.
    await context.route(
      (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
      (route) => route.abort('blockedbyclient'),
    );
    // A visitor who declined the optional cookies: no banner in the way.
    const consent = declinedConsentCookie({ name: site.site, locale: site.locale });
    await context.addCookies([{ ...consent, domain: 'localhost', path: '/', sameSite: 'Lax' }]);
    await use(page);
  },
});

/** The session as the server sealed it in the HttpOnly cookie (the test runner shares the server's key). */
async function sessionOf(context: BrowserContext): Promise<{ token: string } | null> {
  const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
  if (!cookie) return null;
  const opened = unsealCookieValue(cookie.value, SESSION_COOKIE, sessionKeysFromEnv(process.env));
  expect(opened, 'the session cookie opens with the run key').not.toBeNull();
  return JSON.parse(Buffer.from(opened!, 'base64url').toString('utf8')) as { token: string };
}

/** §3.6 scannableCodeFormat as the site's file configures it (QR_CODE by default). */
function codeFormatOf(site: ProviderSite): string {
  const file = path.join(site.testSite ? TEST_SITES_DIR : path.join('content', 'sites'), site.site, 'site.json');
  const json = JSON.parse(readFileSync(file, 'utf8')) as { settings: { loyalty?: { scannableCodeFormat?: string } } };
  return json.settings.loyalty?.scannableCodeFormat ?? 'QR_CODE';
}

interface ReceivedHandoff {
  method: string;
  path: string;
  params: string[];
  token: string;
  memberId: string | null;
}

async function handoffsTo(request: APIRequestContext, path: string): Promise<ReceivedHandoff[]> {
  const answer = await request.get(`${SANDBOX_URL}/sandbox/handoffs`);
  expect(answer.status()).toBe(200);
  const { handoffs } = (await answer.json()) as { handoffs: ReceivedHandoff[] };
  return handoffs.filter((handoff) => handoff.path === path);
}

async function resetLinkFor(request: APIRequestContext, email: string): Promise<URL> {
  const answer = await request.get(`${SANDBOX_URL}/sandbox/outbox?email=${encodeURIComponent(email)}`);
  const { messages } = (await answer.json()) as { messages: { subject: string; body: string }[] };
  const link = messages.findLast((m) => m.subject.toLowerCase().includes('reset'))?.body.match(/link=(\S+)/)?.[1];
  expect(link, `a reset mail to ${email}`).toBeTruthy();
  return new URL(link!);
}

async function signIn(page: Page, site: ProviderSite, email: string, password: string) {
  await page.goto(`/${site.loginSlug}/`);
  const form = await signInForm(page);
  await form.getByLabel(T.email).fill(email);
  await form.getByLabel(T.password).first().fill(password);
  await passCaptcha(form, site);
  await form.getByRole('button', { name: T.submit }).click();
}

async function signOutFromHeader(page: Page, site: ProviderSite) {
  if (site.memberMenu) await page.locator('header [data-member-state="member"] button[aria-expanded]').click();
  const signOut = page.locator('header a[href="#loyalty-logout"]');
  await expect(signOut).toHaveText(T.signOut);
  await signOut.click();
  await expect(page.locator('header [data-member-state="guest"]')).toBeVisible();
}

test('the member journey this provider supports, against the sandbox', async ({ page, context, request, site }) => {
  test.setTimeout(90_000);
  const member = site.member;
  if (!member) {
    // §1, §3.3 NONE: no loyalty programme, so no member journey: no member access, the session and
    // hand-off routes answer 404, and nothing reaches the ticketing stand-in.
    await page.goto('/');
    await expect(page.locator('main')).toBeVisible();
    await expect(page.locator('header [data-member-state]')).toHaveCount(0);
    await expect(page.locator('a[href="#loyalty-logout"], a[href="/account/"]')).toHaveCount(0);
    const login = await request.post(`${site.baseURL}/api/member/login`, {
      data: { email: 'claire.dubois@example.fr', password: 'Popcorn2026' },
    });
    expect(login.status()).toBe(404);
    const handoff = await request.get(`${site.baseURL}/api/member/handoff?return=%2Fmatrix%2Fnone`, {
      maxRedirects: 0,
    });
    expect(handoff.status()).toBe(404);
    expect(await handoffsTo(request, '/matrix/none')).toEqual([]);
    return;
  }

  // Sign-in (§4.2), on the circuit §4.11 gives this provider.
  await signIn(page, site, member.email, member.password);
  await expect(page).toHaveURL(/\/account\/$/);
  const home = page.getByTestId('member-home');
  await expect(home).toContainText(member.firstName);
  expect((await sessionOf(context))?.token, 'a session token in the cookie').toBeTruthy();

  // The card at the till (§3.6): the number drawn in the programme's code format.
  const code = page.getByTestId('member-card-code');
  await expect(code).toBeVisible();
  await expect(code).toHaveAttribute('data-format', codeFormatOf(site));
  await expect(code.getByTestId('member-card')).toHaveText(member.cardNumber);
  expect(await axeViolations(page)).toEqual([]);

  // Reload: the session comes back from the cookie (§4.1).
  await page.reload();
  await expect(home).toContainText(member.firstName);
  await expect(page.getByTestId('member-card')).toHaveText(member.cardNumber);

  // A member screen: the profile, read from the provider with the session (§7.5 GetMember).
  await page.goto('/account/profile/');
  await expect(page.getByTestId('profile-email')).toHaveText(member.email);

  // §4.5, §7.10 the hand-off: the provider's token parameter, by GET (v1) or POST form (v3).
  const returnPath = `/matrix/${site.project}`;
  await page.goto(`/?return=${encodeURIComponent(returnPath)}`).catch((error: unknown) => {
    // Version 1 shows the overlay, which may leave for the ticketing site as this visit starts.
    if (!String(error).includes('net::ERR_ABORTED')) throw error;
  });
  await page.waitForURL(`${SANDBOX_URL}/ticketing${returnPath}**`, { timeout: 20_000 });
  await expect(page.locator('#member-status')).toContainText(`Signed in as ${member.firstName} ${member.lastName}`);
  const session = await sessionOf(context);
  const received = await handoffsTo(request, returnPath);
  expect(received).toHaveLength(1);
  expect(received[0]).toMatchObject({ method: site.handoffMethod, params: [site.tokenParam] });
  expect(received[0]!.token).toBe(session?.token);
  expect(received[0]!.memberId).not.toBeNull();

  // Sign-out (§4.3, "#loyalty-logout"): the cookie goes, and a reload stays signed out.
  await page.goto('/');
  await signOutFromHeader(page, site);
  expect(await sessionOf(context)).toBeNull();
  await page.reload();
  await expect(page.locator('header [data-member-state="guest"]')).toBeVisible();

  // §2.5 the reset link, as this provider writes it, and the reset page reading its code.
  await page.goto(`/${site.loginSlug}/`);
  await signInForm(page);
  await page.getByRole('link', { name: T.forgot }).click();
  await expect(page).toHaveURL(/\/account\/forgot-password\/$/);
  await page.locator('main form').getByLabel(T.email).fill(member.email);
  await page.getByRole('button', { name: T.sendReset }).click();
  await expect(page.getByTestId('member-success')).toBeVisible();
  const link = await resetLinkFor(request, member.email);
  expect(link.origin).toBe(site.baseURL);
  expect(link.pathname).toBe('/account/reset-password/');
  expect(link.searchParams.get('email')).toBe(site.resetLinkHasEmail ? member.email : null);
  const tokens = link.searchParams.getAll('token');
  if (site.provider === 'RTS') expect(tokens).toEqual(['RESET_TOKEN', expect.stringMatching(/^[\w-]+$/)]);
  if (site.provider === 'TAPOS') {
    expect(tokens).toEqual(['1', expect.stringMatching(/^[\w-]+$/)]);
    expect(link.searchParams.get('uid')).toBeTruthy();
  }
  if (site.provider === 'CGR') expect(tokens).toEqual(['', expect.stringMatching(/^[\w-]+$/)]);
  if (site.provider === 'BOOST_POS' || site.provider === 'BOOST_POS_WITHOUT_LOYALTY')
    expect(tokens).toEqual([expect.stringMatching(/^\?token=[\w-]+$/)]);
  await page.goto(link.toString());
  await page.getByLabel(T.newPassword).fill(member.newPassword);
  await page.getByRole('button', { name: T.changePassword }).click();
  await expect(page.getByTestId('member-success')).toBeVisible();

  // The new password is the member's now: the provider took the code the page composed.
  await signIn(page, site, member.email, member.newPassword);
  await expect(page).toHaveURL(/\/account\/$/);
  await signOutFromHeader(page, site);
});
