import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { ProviderCode } from '../../src/lib/config/constants.ts';
import { loadSiteFile } from '../../src/lib/config/load-site.ts';
import { tokenParamName } from '../../src/lib/loyalty/loyalty-config.ts';
import {
  axeViolations,
  declinedConsentCookie,
  expect,
  passCaptcha,
  signInByRequest,
  signInForm,
  test,
} from './fixtures.ts';
import { SANDBOX_URL, type E2ESite } from './sites.ts';
import { sessionKeysFromEnv, unsealCookieValue } from '../../src/server/session/sealed-cookie.ts';

// §1, §2.1, §6: ticketing links with the member's session, the §2.1 redirect endpoints and the
// reserved path segments, against the sandbox's ticketing stand-in (which shows the member it
// recognised from the token it received, and the cinema), and §4.2 a member coming back from it
// with the token in the address. Members used by no other spec.

const SESSION_COOKIE = 'fincher_member_session';

const MEMBER: Record<E2ESite['name'], { email: string; password: string; name: string; theaterId: string }> = {
  'cinema-paris': {
    email: 'ticketing.member@example.fr',
    password: 'Popcorn2026',
    name: 'Théo Garnier',
    theaterId: '2001',
  },
  'circuit-demo': {
    email: 'ticketing.member@example.com',
    password: 'Starlight#2026',
    name: 'Tess Walker',
    theaterId: '3002',
  },
};

const TICKETING = `${SANDBOX_URL}/ticketing`;

async function tokensOf(context: BrowserContext): Promise<string[]> {
  const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
  if (!cookie) return [];
  const opened = unsealCookieValue(cookie.value, SESSION_COOKIE, sessionKeysFromEnv(process.env));
  expect(opened).not.toBeNull();
  const session = JSON.parse(Buffer.from(opened!, 'base64url').toString('utf8')) as Record<string, unknown>;
  return [session.token, session.refreshToken].filter((v): v is string => typeof v === 'string' && v !== '');
}

/** Everything page JavaScript can read: the document, its links, cookies and storage. */
async function readableByPage(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      document.documentElement.outerHTML +
      document.cookie +
      JSON.stringify({ ...localStorage }) +
      JSON.stringify({ ...sessionStorage }),
  );
}

/** §3.5: a circuit visitor chooses a theater on its page; a single venue has its one theater. */
async function chooseTheater(page: Page, site: E2ESite, slug: string | undefined) {
  if (site.theaterCount === 1) return;
  await page.goto(`/theaters/${slug}/`);
  await page.getByRole('button', { name: /^(Make this my theater|Choisir ce cinéma)$/ }).click();
  await expect(page.getByRole('button', { name: /^(Your theater|Votre cinéma)$/ })).toBeVisible();
}

async function expectLanding(page: Page, path: string, cinema: string) {
  await page.waitForURL((url) => url.href.startsWith(`${TICKETING}${path}`), { timeout: 15_000 });
  await expect(page.locator('#landing-path')).toHaveText(path);
  await expect(page.locator('#landing-cinema')).toHaveText(cinema);
}

test('§6, §2.1: a member follows a ticketing account link and reserved paths; the token arrives, page JS never has it', async ({
  page,
  context,
  site,
  catalog,
}) => {
  const member = MEMBER[site.name];
  await chooseTheater(page, site, catalog.theaters.find((t) => t.id === member.theaterId)?.slug);

  await page.goto(`/${site.loginSlug}/`);
  await signInForm(page);
  const form = page.locator('main form');
  await form.getByLabel(/^E-mail$/).fill(member.email);
  await form
    .getByLabel(/^(Password|Mot de passe)$/)
    .first()
    .fill(member.password);
  await passCaptcha(form, site);
  await form.getByRole('button', { name: /^(Sign in|Se connecter)$/ }).click();
  await expect(page).toHaveURL(/\/account\/$/);

  const tokens = await tokensOf(context);
  expect(tokens.length).toBeGreaterThan(0);
  const link = page.getByTestId('ticketing-orders-link');
  await expect(link).toHaveAttribute('href', /^\/api\/ticketing\/redirect\?to=/);
  const readable = await readableByPage(page);
  for (const token of tokens) expect(readable).not.toContain(token);

  // The link: the token is added by the server on the way (§6), for the chosen theater (§4.14).
  await link.click();
  await expectLanding(page, '/account/orders', member.theaterId);
  await expect(page.locator('#member-status')).toContainText(`Signed in as ${member.name}`);
  await expect(page.locator('#member-status')).toContainText('by GET');

  // Reserved paths (§1, §2.1): the §2.1 endpoint, and a ticketing page through the link endpoint.
  await page.goto(`${site.baseURL}/startticketing/`);
  await expectLanding(page, '/startticketing', member.theaterId);
  await expect(page.locator('#member-status')).toContainText(`Signed in as ${member.name}`);
  await page.goto(`${site.baseURL}/loyalty/upgrade/`);
  await expectLanding(page, '/loyalty/upgrade', member.theaterId);
  await expect(page.locator('#member-status')).toContainText(`Signed in as ${member.name}`);
  // signup is our own registration screen.
  await page.goto(`${site.baseURL}/signup/`);
  await expect(page).toHaveURL(/\/account\/register\/$/);
});

test('§2.1: a guest reaches every reserved path without a token; a foreign target is a 400', async ({
  page,
  site,
  catalog,
  request,
}) => {
  const theaterId = MEMBER[site.name].theaterId;
  await chooseTheater(page, site, catalog.theaters.find((t) => t.id === theaterId)?.slug);
  for (const [path, landing] of [
    ['/ticketing/', '/startticketing'],
    ['/launch/ticketing/', '/launch/ticketing'],
    ['/startconcessions/', '/startconcessions'],
    ['/concessions/landing/', '/concessions/landing'],
    ['/giftcards/', '/giftcards'],
    ['/physicalgiftcards/', '/physicalgiftcards'],
    ['/giftmembership/', '/giftmembership'],
    ['/vouchers/', '/vouchers'],
    ['/refund/', '/refund'],
    ['/startseasonpass/', '/startseasonpass'],
    ['/loyaltycredit/', '/loyaltycredit'],
    ['/payreservation/', '/payreservation'],
  ] as const) {
    const response = await page.goto(`${site.baseURL}${path}`);
    expect([path, response?.status()]).toEqual([path, 200]);
    await expectLanding(page, landing, theaterId);
    await expect(page.locator('#member-status')).toHaveText('Not signed in (no member token received).');
  }

  const foreign = await request.get(
    `/api/ticketing/redirect?to=${encodeURIComponent('https://evil.example/ticketing/account')}`,
    {
      maxRedirects: 0,
    },
  );
  expect(foreign.status()).toBe(400);
  expect(foreign.headers()['location']).toBeUndefined();
  const endpoint = await request.get('/api/refund/redirect', { maxRedirects: 0 });
  expect(endpoint.status()).toBe(303);
  expect(endpoint.headers()['cache-control']).toBe('no-store');
  expect(endpoint.headers()['referrer-policy']).toBe('no-referrer');
  expect(endpoint.headers()['location']).toMatch(new RegExp(`^${TICKETING}/refund`));
});

/** A signed-in member's session token (the attacker's own, or the member's), and the provider's name for it. */
async function memberTokenOf(page: Page, context: BrowserContext, site: E2ESite) {
  const param = tokenParamName(loadSiteFile(site.name).settings.loyalty!.provider as ProviderCode);
  await signInByRequest(page, site, MEMBER[site.name]);
  const [token] = await tokensOf(context);
  expect(token).toBeTruthy();
  return { param, token: token! };
}

/** Another browser, a guest who has answered the consent notice. */
async function freshVisitor(browser: Browser, site: E2ESite) {
  const context = await browser.newContext({ baseURL: site.baseURL });
  await context.addCookies([{ ...declinedConsentCookie(site), domain: 'localhost', path: '/', sameSite: 'Lax' }]);
  return { context, page: await context.newPage() };
}

/** From a page at `from`, the browser goes to `to` as a link there would take it; the headers of that request. */
async function arriveFrom(page: Page, from: string, to: string) {
  await page.goto(from);
  const arrival = page.waitForRequest((request) => request.url() === to);
  await page.evaluate((url) => {
    window.location.href = url;
  }, to);
  return (await arrival).allHeaders();
}

test('§4.2 login by token: a member back from the ticketing site with their token is signed in, and the address loses it', async ({
  page,
  context,
  browser,
  site,
}) => {
  const { param, token } = await memberTokenOf(page, context, site);

  // Another browser, as the ticketing site's "back to the cinema" link would bring the member.
  const arriving = await freshVisitor(browser, site);
  const back = arriving.page;
  const seen: string[] = [];
  back.on('request', (request) => seen.push(`${request.url()} ${request.headers()['referer'] ?? ''}`));
  await back.goto(`/movies/?${param}=${encodeURIComponent(token)}&utm_source=ticketing`);
  await expect(back).toHaveURL(`${site.baseURL}/movies/?utm_source=ticketing`);
  await expect(back.locator('[data-member-state="member"]')).toBeVisible();
  // The sealed session cookie is set (its tokens may already be the provider's renewed ones).
  expect((await tokensOf(arriving.context)).length).toBeGreaterThan(0);
  expect(await readableByPage(back)).not.toContain(token);
  // After the first request, no request of the page carries the token, in its address or its Referer.
  expect(seen.slice(1).filter((line) => line.includes(token))).toEqual([]);

  // A token the provider does not know: no session, the same clean address.
  const stranger = await freshVisitor(browser, site);
  await stranger.page.goto(`/?${param}=not-a-real-token`);
  await expect(stranger.page).toHaveURL(`${site.baseURL}/`);
  await expect(stranger.page.locator('[data-member-state="guest"]')).toBeVisible();
  expect(await tokensOf(stranger.context)).toEqual([]);
  await arriving.context.close();
  await stranger.context.close();
});

test('§4.2 login CSRF: a link on another site carrying a member’s token signs no one in without asking', async ({
  page,
  context,
  browser,
  site,
}) => {
  // The attacker signs in to their own account and takes its token.
  const { param, token } = await memberTokenOf(page, context, site);
  const arrivalUrl = `${site.baseURL}/account/?${param}=${encodeURIComponent(token)}`;
  const anotherSite = `${SANDBOX_URL.replace('localhost', '127.0.0.1')}/health`;
  const firstName = MEMBER[site.name].name.split(' ')[0]!;

  // A guest on another site (127.0.0.1 is not the same site as localhost) follows a link to ours:
  // a page of ours asks whether the named account is theirs; the address no longer has the token.
  const victim = await freshVisitor(browser, site);
  const sent = await arriveFrom(victim.page, anotherSite, arrivalUrl);
  expect(sent['sec-fetch-site']).toBe('cross-site');
  await victim.page.waitForURL(`${site.baseURL}/api/member/token-login/ask`);
  await expect(victim.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(victim.page.getByRole('button', { name: new RegExp(firstName) })).toBeVisible();
  expect(await axeViolations(victim.page)).toEqual([]);
  expect(await tokensOf(victim.context)).toEqual([]);
  // "Not my account": on to the page, signed out.
  await victim.page.getByRole('link').click();
  await victim.page.waitForURL((url) => url.origin === site.baseURL && !url.pathname.startsWith('/api/'));
  await expect(victim.page.locator('[data-member-state="guest"]')).toBeVisible();
  expect(await tokensOf(victim.context)).toEqual([]);
  await victim.context.close();

  // The same arrival sent by the ticketing site's own page (its origin is configured) signs in at once.
  const returning = await freshVisitor(browser, site);
  expect((await arriveFrom(returning.page, `${SANDBOX_URL}/health`, arrivalUrl))['referer']).toBe(`${SANDBOX_URL}/`);
  await returning.page.waitForURL(`${site.baseURL}/account/`);
  await expect(returning.page.locator('[data-member-state="member"]')).toBeVisible();
  await returning.context.close();

  // A member whose ticketing page sent no Referer is asked too, and signs in with one click (a
  // fresh token: signing in renewed the session's tokens).
  const renewed = await memberTokenOf(page, context, site);
  const asked = await freshVisitor(browser, site);
  await arriveFrom(asked.page, anotherSite, `${site.baseURL}/account/?${param}=${encodeURIComponent(renewed.token)}`);
  await asked.page.getByRole('button', { name: new RegExp(firstName) }).click();
  await asked.page.waitForURL(`${site.baseURL}/account/`);
  await expect(asked.page.locator('[data-member-state="member"]')).toBeVisible();
  await asked.context.close();
});
