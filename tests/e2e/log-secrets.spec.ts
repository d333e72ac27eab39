import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { startSandbox, type RunningSandbox } from '../../sandbox/server.ts';
import { sandboxProductEnv } from '../../sandbox/product-env.ts';
import { tokenParamName } from '../../src/lib/loyalty/loyalty-config.ts';
import { sessionKeysFromEnv, unsealCookieValue } from '../../src/server/session/sealed-cookie.ts';
import { headerSignOut, signInForm } from './fixtures.ts';
import { E2E_SITES } from './sites.ts';

// No token, password, card number, e-mail address or reset code in any log line, at any level
// (docs/operations.md "Logs"). A site server of this spec's own (cinema-paris's build, LOG_LEVEL=trace,
// stdout and stderr to a file) and a provider of its own (the sandbox, in this process, so that every
// secret it is given or hands out is recorded as it happens); every member journey is driven
// through the browser, then the whole output is searched for each secret.

const SITE = E2E_SITES.find((site) => site.name === 'cinema-paris')!;
const LOG_SITE_PORT = 5840;
const ORIGIN = `http://localhost:${LOG_SITE_PORT}`;
const SESSION_COOKIE = 'fincher_member_session';

/** What the provider was given or handed out, by kind: each must be absent from the log. */
const secrets = {
  token: new Set<string>(),
  password: new Set<string>(),
  email: new Set<string>(),
  cardNumber: new Set<string>(),
  resetCode: new Set<string>(),
};

let dir = '';
let logFile = '';
let provider: RunningSandbox | undefined;
let server: ChildProcess | undefined;

/** The provider stand-in with its store watched: sessions opened, passwords checked, codes made. */
async function watchedProvider(dataFile: string): Promise<RunningSandbox> {
  const sandbox = await startSandbox({ port: LOG_SITE_PORT + 1, dataFile, reset: true, quiet: true });
  const store = sandbox.store;
  const openSession = store.openSession.bind(store);
  store.openSession = (...args) => {
    const session = openSession(...args);
    for (const value of [session.token, session.refreshToken, session.userSessionId]) secrets.token.add(value);
    return session;
  };
  const checkPassword = store.checkPassword.bind(store);
  store.checkPassword = (memberId, password) => {
    secrets.password.add(password);
    return checkPassword(memberId, password);
  };
  const setPassword = store.setPassword.bind(store);
  store.setPassword = (memberId, password) => {
    secrets.password.add(password);
    return setPassword(memberId, password);
  };
  const memberByEmail = store.memberByEmail.bind(store);
  store.memberByEmail = (circuitId, email) => {
    secrets.email.add(email);
    return memberByEmail(circuitId, email);
  };
  const memberHoldingCard = store.memberHoldingCard.bind(store);
  store.memberHoldingCard = (cardCode) => {
    secrets.cardNumber.add(cardCode);
    return memberHoldingCard(cardCode);
  };
  const createResetCode = store.createResetCode.bind(store);
  store.createResetCode = (memberId, code, ...rest) => {
    secrets.resetCode.add(code);
    return createResetCode(memberId, code, ...rest);
  };
  return sandbox;
}

test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  expect(existsSync(path.join(`.next-${SITE.name}`, 'BUILD_ID')), `.next-${SITE.name} is built by npm test`).toBe(true);
  dir = mkdtempSync(path.join(tmpdir(), 'fincher-e2e-logs-'));
  logFile = path.join(dir, 'site.log');
  provider = await watchedProvider(path.join(dir, 'provider.sqlite'));
  const out = openSync(logFile, 'w');
  server = spawn(process.execPath, [path.join('scripts', 'serve-site.mjs'), SITE.name], {
    env: {
      ...process.env,
      PORT: String(LOG_SITE_PORT),
      SITE_ORIGIN: ORIGIN,
      PROVIDER_API_URL: provider.url,
      LOG_LEVEL: 'trace',
      INSTANCE_ID: 'log-secrets',
      RATE_LIMIT_CLIENT_FACTOR: '100',
      // The run's key (playwright.config.ts): this spec opens the session cookie to know its tokens.
      SESSION_COOKIE_KEYS: process.env.SESSION_COOKIE_KEYS,
      NEXT_TELEMETRY_DISABLED: '1',
      ...sandboxProductEnv(),
    },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  await expect
    .poll(async () => (await fetch(`${ORIGIN}/api/health`).catch(() => null))?.status ?? 0, {
      timeout: 60_000,
      message: `the site server started:\n${existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''}`,
    })
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGKILL');
  }
  await provider?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const T = {
  email: /^E-mail$/,
  password: /^Mot de passe$/,
  submit: /^Se connecter$/,
};

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${ORIGIN}/${SITE.loginSlug}/`);
  const form = await signInForm(page);
  await form.getByLabel(T.email).fill(email);
  await form.getByLabel(T.password, { exact: false }).first().fill(password);
  await form.getByRole('button', { name: T.submit }).click();
}

/** The provider tokens the sealed session cookie holds now (the server's key opens it). */
async function cookieTokens(context: BrowserContext): Promise<string[]> {
  const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
  if (!cookie) return [];
  const opened = unsealCookieValue(cookie.value, SESSION_COOKIE, sessionKeysFromEnv(process.env));
  const session = JSON.parse(Buffer.from(opened!, 'base64url').toString('utf8')) as Record<string, unknown>;
  return [session.token, session.refreshToken].filter((v): v is string => typeof v === 'string' && v !== '');
}

/** The latest reset link the provider mailed to `email`. */
function resetLink(email: string): string {
  const mail = provider!.store.mailTo(email).find((m) => m.subject.toLowerCase().includes('reset'));
  const link = mail?.body.match(/link=(\S+)/)?.[1];
  expect(link, `reset mail for ${email}`).toBeTruthy();
  return link!;
}

async function resetPassword(page: Page, email: string, newPassword: string) {
  await page.goto(`${ORIGIN}/account/forgot-password/`);
  await page
    .locator('main form')
    .getByLabel(/^E-mail$/)
    .fill(email);
  await page.getByRole('button', { name: "M'envoyer un lien de réinitialisation" }).click();
  await expect(page.getByTestId('member-success')).toBeVisible();
  await page.goto(resetLink(email));
  await page.getByRole('textbox', { name: 'Nouveau mot de passe' }).fill(newPassword);
  await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
  await expect(page.getByTestId('member-success')).toBeVisible();
}

test('no secret of any member journey reaches a log line, at the trace level', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ locale: SITE.locale });
  const page = await context.newPage();

  // A failed sign-in, then a sign-in, the member home, a reload (the session refreshed), a member screen.
  await signIn(page, 'julien.moreau@example.fr', 'not-the-password');
  await expect(page.getByTestId('member-error')).toContainText('(Code: 31)');
  await signIn(page, 'claire.dubois@example.fr', 'Popcorn2026');
  await expect(page).toHaveURL(/\/account\/$/);
  await expect(page.getByTestId('member-home')).toContainText('Claire');
  for (const token of await cookieTokens(context)) secrets.token.add(token);
  await page.reload();
  await expect(page.getByTestId('member-expiry')).toBeVisible();
  for (const screen of ['history', 'cards']) {
    await page.goto(`${ORIGIN}/account/${screen}/`);
    await page.waitForLoadState('networkidle');
  }
  // Her card numbers, which the cards screen shows.
  for (const card of provider!.store.memberByEmail('1001', 'claire.dubois@example.fr')!.document.cards)
    secrets.cardNumber.add(card.cardCode);
  const [token] = await cookieTokens(context);
  expect(token).toBeTruthy();

  // §4.2 login by token: from another site (asked first), then typed (signed in at once).
  const arrival = await browser.newContext({ locale: SITE.locale });
  const arrivalUrl = `${ORIGIN}/?${tokenParamName('RTS')}=${encodeURIComponent(token!)}`;
  const asked = await arrival.request.get(arrivalUrl, {
    headers: { 'Sec-Fetch-Site': 'cross-site', Referer: 'https://mail.example/inbox' },
    maxRedirects: 0,
  });
  expect(asked.status()).toBeLessThan(500);
  const arrivalPage = await arrival.newPage();
  await arrivalPage.goto(arrivalUrl);
  await expect(arrivalPage).toHaveURL(`${ORIGIN}/`);
  await expect(arrivalPage.locator('header [data-member-state="member"]')).toBeVisible();
  for (const value of await cookieTokens(arrival)) secrets.token.add(value);
  await arrival.close();

  // §4.5 the ticketing hand-off: the token goes to the ticketing site, not to the log.
  await page
    .goto(`${ORIGIN}/?return=%2Faccount%2Forders`)
    .catch((error: unknown) => expect(String(error)).toContain('net::ERR_ABORTED'));
  await page.waitForURL(/localhost:4010\/ticketing\//, { timeout: 15_000 });

  // Sign out.
  await page.goto(`${ORIGIN}/`);
  await (await headerSignOut(page, SITE)).click();
  await expect(page.locator('header [data-member-state="guest"]')).toBeVisible();

  // §2.5 a reset link requested, the password reset through it, and a sign-in with the new one.
  await resetPassword(page, 'claire.dubois@example.fr', 'Popcorn2031');
  await signIn(page, 'claire.dubois@example.fr', 'Popcorn2031');
  await expect(page).toHaveURL(/\/account\/$/);
  await (await headerSignOut(page, SITE)).click();
  await expect(page.locator('header [data-member-state="guest"]')).toBeVisible();

  // Sign-up (version 1: the account is active at once).
  const newEmail = `log.secrets.${Date.now()}@example.com`;
  await page.goto(`${ORIGIN}/account/register/`);
  const form = page.locator('main form');
  await form.getByLabel(/^Prénom$/).fill('Ada');
  await form.getByLabel(/^Nom$/).fill('Tester');
  await form.getByLabel(/^E-mail$/).fill(newEmail);
  await form.getByLabel(/^Mot de passe$/).fill('Popcorn2027');
  await form.getByLabel(/^Téléphone mobile$/).fill('06 12 34 56 78');
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/account\/$/);
  secrets.email.add(newEmail);
  secrets.password.add('Popcorn2027');
  for (const value of await cookieTokens(context)) secrets.token.add(value);
  await (await headerSignOut(page, SITE)).click();
  await expect(page.locator('header [data-member-state="guest"]')).toBeVisible();

  // §4.10 online access for a box-office card holder.
  await page.goto(`${ORIGIN}/account/online-access/`);
  const access = page.locator('main form');
  await access.getByLabel(/^E-mail$/).fill('marc.girard@example.fr');
  await access.getByLabel('Numéro de carte de fidélité').fill('GE0010000021');
  await access.getByRole('button', { name: 'Créer mon accès en ligne' }).click();
  await expect(page.getByTestId('member-success')).toBeVisible();
  secrets.cardNumber.add('GE0010000021');
  await context.close();

  // The server stops (its drain is logged too); then every line is read.
  const exited = new Promise((resolve) => server!.once('exit', resolve));
  server!.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  const log = readFileSync(logFile, 'utf8');
  const entries = log
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const events = new Set(entries.map((entry) => entry.event));

  // The capture is the server's log at the trace level: its own events are there.
  for (const event of ['site.started', 'member.token_login_asked', 'site.draining', 'site.drained'])
    expect(events, `${event} in:\n${log}`).toContain(event);
  expect(entries.every((entry) => entry.instance === 'log-secrets' || entry.instance === undefined)).toBe(true);

  // Every kind of secret was seen by the provider, so the search below means something.
  expect(secrets.token.size).toBeGreaterThanOrEqual(6);
  expect(secrets.password.size).toBeGreaterThanOrEqual(4);
  expect(secrets.email.size).toBeGreaterThanOrEqual(3);
  expect(secrets.cardNumber.size).toBeGreaterThanOrEqual(3);
  expect(secrets.resetCode.size).toBeGreaterThanOrEqual(1);

  // Each secret, whole or its first 12 characters, as written or URL-encoded, in no line.
  const lower = log.toLowerCase();
  for (const [kind, values] of Object.entries(secrets))
    for (const value of values) {
      const forms = new Set([
        value,
        encodeURIComponent(value),
        value.slice(0, 12),
        encodeURIComponent(value).slice(0, 12),
      ]);
      for (const form of forms)
        if (form.length >= 8)
          expect(lower.includes(form.toLowerCase()), `a ${kind} (${form}) in the log:\n${log}`).toBe(false);
    }
});
