import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { axeViolations, expect, memberAccess, passCaptcha, signInForm, test } from './fixtures.ts';
import { SANDBOX_URL, type E2ESite } from './sites.ts';

// Account management: profile edit, username reminder, online access for box-office card
// holders (§4.10), joining the loyalty programme (§4.8) and account deletion, on RTS (v1,
// cinema-paris, in French) and BOOST_POS (v3, circuit-demo, in English). Where a call does not
// exist for the site's API generation (§7.5), the test asserts that the screen is not offered.
// The members are the sandbox's account-management members (sandbox/member-account.ts).

const SESSION_COOKIE = 'fincher_member_session';

type SiteName = E2ESite['name'];

/** Labels by site language: cinema-paris is French, circuit-demo English. */
const L = {
  'cinema-paris': {
    account: /^Mon compte \(/,
    signIn: 'Se connecter',
    password: 'Mot de passe',
    firstName: 'Prénom',
    lastName: 'Nom',
    phone: 'Téléphone mobile',
    zipCode: 'Code postal (facultatif)',
    newsletter: "Recevoir la lettre d'information par e-mail",
    sms: 'Recevoir des SMS',
    save: 'Enregistrer mon profil',
    saved: 'Votre profil a été enregistré.',
    invalidPhone: 'Veuillez saisir un numéro de mobile valide.',
    profileNav: 'Mon profil',
    deleteNav: 'Supprimer mon compte',
    unavailable: "Cette fonction n'est pas proposée par votre programme de fidélité.",
    usernameLink: 'Identifiant oublié ?',
    onlineAccessLink: "J'ai déjà une carte de fidélité",
    joinOffer: 'Rejoindre le programme de fidélité',
    join: 'Adhérer au programme',
    joined: 'Bienvenue dans le programme de fidélité ! Votre adhésion est active.',
    alreadyMember: 'Vous êtes membre du programme de fidélité.',
  },
  'circuit-demo': {
    account: /^My account \(/,
    signIn: 'Sign in',
    password: 'Password',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Mobile phone',
    zipCode: 'Postal code (optional)',
    newsletter: 'Send me the newsletter by e-mail',
    sms: 'Send me text messages',
    save: 'Save my profile',
    saved: 'Your profile has been saved.',
    invalidPhone: 'Please enter a valid mobile phone number.',
    profileNav: 'My profile',
    deleteNav: 'Delete my account',
    unavailable: 'This feature is not offered by your loyalty program.',
    usernameLink: 'Forgot your username?',
    onlineAccessLink: 'I already have a loyalty card',
    joinOffer: 'Join the loyalty program',
    join: 'Join the program',
    joined: 'Welcome to the loyalty program! Your membership is active.',
    alreadyMember: 'You are a member of the loyalty program.',
  },
} as const satisfies Record<SiteName, unknown>;

const MEMBERS = {
  'cinema-paris': {
    profile: { email: 'nina.roussel@example.fr', password: 'Popcorn2026', firstName: 'Nina', newsletter: true },
    withoutLoyalty: { email: 'lucie.fontaine@example.fr', password: 'Popcorn2026' },
    newPhone: { typed: '06 11 22 33 44', stored: '+33611223344' },
  },
  'circuit-demo': {
    profile: { email: 'leo.park@example.com', password: 'Starlight#2026', firstName: 'Leo', newsletter: false },
    withoutLoyalty: { email: 'ava.nguyen@example.com', password: 'Starlight#2026' },
    newPhone: { typed: '(212) 555-0177', stored: '+12125550177' },
  },
} as const satisfies Record<SiteName, unknown>;

async function signIn(page: Page, site: E2ESite, email: string, password: string) {
  await page.goto(`/${site.loginSlug}/`);
  await signInForm(page);
  const form = page.locator('main form');
  await form.getByLabel(/^E-mail$/).fill(email);
  await form.getByLabel(L[site.name].password, { exact: true }).fill(password);
  await passCaptcha(form, site);
  await form.getByRole('button', { name: L[site.name].signIn, exact: true }).click();
}

async function signedIn(page: Page, site: E2ESite, email: string, password: string) {
  await signIn(page, site, email, password);
  await expect(page).toHaveURL(/\/account\/$/);
  await expect(page.getByTestId('member-home')).toBeVisible();
}

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
}

async function mailTo(request: APIRequestContext, email: string): Promise<{ subject: string; body: string }[]> {
  const response = await request.get(`${SANDBOX_URL}/sandbox/outbox?email=${encodeURIComponent(email)}`);
  return ((await response.json()) as { messages: { subject: string; body: string }[] }).messages;
}

test('profile edit: §5 phone check keeps what was typed, saved values persist after reload, the header follows', async ({
  page,
  site,
}) => {
  const l = L[site.name];
  const member = MEMBERS[site.name];
  await signedIn(page, site, member.profile.email, member.profile.password);
  // WCAG 1.4.10 at 320 px: a long e-mail address (no break opportunity) breaks rather than widen the page.
  await page.setViewportSize({ width: 320, height: 800 });
  await page
    .getByTestId('member-home')
    .locator('dd')
    .nth(1)
    .evaluate((dd) => (dd.textContent = `${'cinephile'.repeat(6)}@example-${'cinema'.repeat(4)}.com`));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('link', { name: l.profileNav, exact: true }).click();
  await expect(page).toHaveURL(/\/account\/profile\/$/);

  const form = page.getByTestId('profile-form');
  await expect(form.getByLabel(l.firstName, { exact: true })).toHaveValue(member.profile.firstName);
  await expect(page.getByTestId('profile-email')).toHaveText(member.profile.email);
  const newsletter = form.getByRole('checkbox', { name: l.newsletter });
  const sms = form.getByRole('checkbox', { name: l.sms });
  await expect(newsletter).toBeChecked({ checked: member.profile.newsletter });
  await expect(sms).not.toBeChecked();
  expect(await axeViolations(page)).toEqual([]);

  const newFirstName = `${member.profile.firstName}e`;
  await form.getByLabel(l.firstName, { exact: true }).fill(newFirstName);
  await form.getByLabel(l.zipCode, { exact: true }).pressSequentially('<9>');
  await form.getByLabel(l.phone, { exact: true }).fill('12');
  await form.getByRole('button', { name: l.save }).click();
  await expect(page.getByTestId('member-error')).toHaveText(l.invalidPhone);
  // Nothing typed is lost; §5 stripped the < and > as typed.
  await expect(form.getByLabel(l.firstName, { exact: true })).toHaveValue(newFirstName);
  await expect(form.getByLabel(l.zipCode, { exact: true })).toHaveValue(/9$/);
  await expect(form.getByLabel(l.zipCode, { exact: true })).not.toHaveValue(/[<>]/);

  await form.getByLabel(l.phone, { exact: true }).fill(member.newPhone.typed);
  await form.getByLabel(l.zipCode, { exact: true }).fill('75019');
  await newsletter.click();
  await sms.click();
  await form.getByRole('button', { name: l.save }).click();
  await expect(page.getByTestId('member-success')).toHaveText(l.saved);
  // The button kept keyboard focus while the profile was sent (not dropped to <body>).
  await expect(form.getByRole('button', { name: l.save })).toBeFocused();
  await expect(page.locator('[aria-live="polite"]').filter({ has: page.getByTestId('member-success') })).toHaveCount(1);
  // The session's member is refreshed: the header greets the new first name.
  await expect(memberAccess(page, site, l.account)).toContainText(newFirstName);
  expect(await axeViolations(page)).toEqual([]);

  await page.reload();
  const reloaded = page.getByTestId('profile-form');
  await expect(reloaded.getByLabel(l.firstName, { exact: true })).toHaveValue(newFirstName);
  await expect(reloaded.getByLabel(l.phone, { exact: true })).toHaveValue(member.newPhone.stored);
  await expect(reloaded.getByLabel(l.zipCode, { exact: true })).toHaveValue('75019');
  await expect(reloaded.getByRole('checkbox', { name: l.newsletter })).toBeChecked({
    checked: !member.profile.newsletter,
  });
  await expect(reloaded.getByRole('checkbox', { name: l.sms })).toBeChecked();

  // A member who has a loyalty membership is told so, and offered nothing to join (§4.8).
  await page.goto('/account/join-loyalty/');
  await expect(page.getByTestId('loyalty-member')).toHaveText(l.alreadyMember);
  await expect(page.getByRole('button', { name: l.join })).toHaveCount(0);
});

test('username reminder (§7.5, version 1): neutral confirmation, §8 code 29 when the provider says so', async ({
  page,
  request,
  site,
}) => {
  const l = L[site.name];
  await page.goto(`/${site.loginSlug}/`);
  await signInForm(page);
  await expect(page.getByRole('link', { name: /^(Forgot your password\?|Mot de passe oublié \?)$/ })).toBeVisible();
  if (site.name === 'circuit-demo') {
    // §7.5 UsernameReminder is a version 1 call: BOOST_POS members sign in with their e-mail.
    await expect(page.getByRole('link', { name: l.usernameLink })).toHaveCount(0);
    await page.goto('/account/forgot-username/');
    await expect(page.getByTestId('feature-unavailable')).toHaveText(l.unavailable);
    await expect(page.locator('main form')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    return;
  }
  await page.getByRole('link', { name: l.usernameLink }).click();
  await expect(page).toHaveURL(/\/account\/forgot-username\/$/);
  expect(await axeViolations(page)).toEqual([]);
  const form = page.locator('main form');
  const send = form.getByRole('button', { name: "M'envoyer mon identifiant" });

  await form.getByLabel(/^E-mail$/).fill('pas-une-adresse');
  await send.click();
  await expect(page.getByTestId('member-error')).toHaveText('Veuillez saisir une adresse e-mail valide.');

  await form.getByLabel(/^E-mail$/).fill('personne@example.fr');
  await send.click();
  await expect(page.getByTestId('member-error')).toHaveText("Votre e-mail n'est associé à aucun membre (Code: 29)");
  await expect(form.getByLabel(/^E-mail$/)).toHaveValue('personne@example.fr');

  await form.getByLabel(/^E-mail$/).fill('nina.roussel@example.fr');
  await send.click();
  await expect(page.getByTestId('member-success')).toHaveText(
    'Si cette adresse appartient à un membre, son identifiant lui est envoyé.',
  );
  await expect(page.getByTestId('member-error')).toHaveCount(0);
  expect((await mailTo(request, 'nina.roussel@example.fr')).map((m) => m.body)).toContain(
    'Your user name is nina.roussel@example.fr',
  );
  expect(await axeViolations(page)).toEqual([]);
});

test('online access for a box-office card holder (§4.10): search, username set, password through the reset flow', async ({
  page,
  request,
  site,
}) => {
  test.setTimeout(60_000);
  const l = L[site.name];
  await page.goto(`/${site.loginSlug}/`);
  await signInForm(page);
  await expect(page.getByRole('link', { name: /^(Forgot your password\?|Mot de passe oublié \?)$/ })).toBeVisible();
  if (site.name === 'circuit-demo') {
    // §7.5 MemberSearch is a version 1 call.
    await expect(page.getByRole('link', { name: l.onlineAccessLink })).toHaveCount(0);
    await page.goto('/account/online-access/');
    await expect(page.getByTestId('feature-unavailable')).toHaveText(l.unavailable);
    expect(await axeViolations(page)).toEqual([]);
    return;
  }
  const email = 'marc.girard@example.fr';
  await page.getByRole('link', { name: l.onlineAccessLink }).click();
  await expect(page).toHaveURL(/\/account\/online-access\/$/);
  expect(await axeViolations(page)).toEqual([]);
  const form = page.locator('main form');
  const submit = form.getByRole('button', { name: 'Créer mon accès en ligne' });

  // Someone else's card with this e-mail: not found (§8.1 code 30), what was typed stays.
  await form.getByLabel(/^E-mail$/).fill(email);
  await form.getByLabel('Numéro de carte de fidélité').fill('GE0010000001');
  await submit.click();
  await expect(page.getByTestId('member-error')).toHaveText('Membre introuvable (Code: 30)');
  await expect(form.getByLabel(/^E-mail$/)).toHaveValue(email);

  // The card number as printed, in lower case: upper-cased before sending (§5).
  await form.getByLabel('Numéro de carte de fidélité').fill('ge0010000021');
  await submit.click();
  await expect(page.getByTestId('member-success')).toHaveText(
    `Votre accès en ligne est prêt : votre identifiant est ${email}. Choisissez votre mot de passe pour vous connecter.`,
  );
  // The outcome replaced the form and its button: it has the focus, so a screen reader reads it.
  await expect(page.getByTestId('member-success')).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  // A second claim stops: the member now has a username (§4.10).
  await page.reload();
  await page
    .locator('main form')
    .getByLabel(/^E-mail$/)
    .fill(email);
  await page.locator('main form').getByLabel('Numéro de carte de fidélité').fill('GE0010000021');
  await page.locator('main form').getByRole('button', { name: 'Créer mon accès en ligne' }).click();
  await expect(page.getByTestId('member-success')).toContainText('Cette carte a déjà un compte en ligne');

  // Then the password, through the reset flow (§2.5), and the member signs in.
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).first().click();
  await expect(page).toHaveURL(/\/account\/forgot-password\/$/);
  await page
    .locator('main form')
    .getByLabel(/^E-mail$/)
    .fill(email);
  await page.getByRole('button', { name: "M'envoyer un lien de réinitialisation" }).click();
  await expect(page.getByTestId('member-success')).toBeVisible();
  const resetMail = (await mailTo(request, email)).find((m) => m.subject.toLowerCase().includes('reset'));
  const link = resetMail?.body.match(/link=(\S+)/)?.[1];
  expect(link, 'reset mail').toBeTruthy();
  await page.goto(link!);
  await page.getByRole('textbox', { name: 'Nouveau mot de passe' }).fill('MaCarte2026');
  await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
  await expect(page.getByTestId('member-success')).toBeVisible();
  await signedIn(page, site, email, 'MaCarte2026');
  await expect(page.getByTestId('member-home')).toContainText('Marc');
});

test('join the loyalty programme (§4.8): offered to a member without membership, the chain activates it', async ({
  page,
  site,
}) => {
  const l = L[site.name];
  const member = MEMBERS[site.name].withoutLoyalty;
  await signedIn(page, site, member.email, member.password);
  const offer = page.getByTestId('loyalty-offer');
  await expect(offer).toBeVisible();
  await expect(page.getByTestId('member-points')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await offer.getByRole('link', { name: l.joinOffer }).click();
  await expect(page).toHaveURL(/\/account\/join-loyalty\/$/);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: l.join }).click();
  await expect(page.getByTestId('member-success')).toHaveText(l.joined);
  expect(await axeViolations(page)).toEqual([]);

  // The membership is the provider's now: a points balance, no more offer, after a reload too.
  await page.goto('/account/');
  await expect(page.getByTestId('member-points').first()).toBeVisible();
  await expect(page.getByTestId('loyalty-offer')).toHaveCount(0);
  await page.goto('/account/join-loyalty/');
  await expect(page.getByTestId('loyalty-member')).toHaveText(l.alreadyMember);
});

test('account deletion (§7.5, version 3): confirmation dialog, signed out on the home page with a message, the account is gone', async ({
  page,
  context,
  site,
}) => {
  test.setTimeout(60_000);
  const l = L[site.name];
  if (site.name === 'cinema-paris') {
    // §7.5 Delete is a version 3 call: no entry, and the screen says it is not offered.
    const member = MEMBERS[site.name].profile;
    await signedIn(page, site, member.email, member.password);
    await expect(page.getByRole('link', { name: l.profileNav, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: l.deleteNav })).toHaveCount(0);
    await page.goto('/account/delete/');
    await expect(page.getByText(l.unavailable)).toBeVisible();
    await expect(page.getByRole('button', { name: l.deleteNav })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    return;
  }

  // A member registered through the UI for this test (version 3: created pending, then activated).
  const email = `e2e.delete.${Date.now()}@example.com`;
  const password = 'Starlight#2027';
  await page.goto('/account/register/');
  const form = page.locator('main form');
  await form.getByLabel('First name').fill('Dana');
  await form.getByLabel('Last name').fill('Leaving');
  await form.getByLabel(/^E-mail$/).fill(email);
  await form.getByLabel(/^Password$/).fill(password);
  await form.getByLabel('Mobile phone').fill('(212) 555-0199');
  await passCaptcha(form, site);
  await form.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('button', { name: 'Activate and sign in' })).toBeVisible();
  await passCaptcha(page.locator('main form'), site);
  await page.getByRole('button', { name: 'Activate and sign in' }).click();
  await expect(page).toHaveURL(/\/account\/$/);
  await expect(page.getByTestId('member-home')).toContainText('Dana');

  await page.getByRole('link', { name: l.deleteNav }).click();
  await expect(page).toHaveURL(/\/account\/delete\/$/);
  expect(await axeViolations(page)).toEqual([]);

  // Cancelling changes nothing.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.locator('#modal-root').getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete my account' })).toBeFocused();
  expect(await sessionCookie(context)).toBeDefined();

  // Confirming deletes the account, signs out and lands on the home page with the message.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByTestId('member-notice')).toHaveText(/Your account has been deleted\./);
  await expect(page.locator('header [data-member-state="guest"]')).toBeVisible();
  expect(await sessionCookie(context)).toBeUndefined();
  expect(await axeViolations(page)).toEqual([]);
  // Shown once: not after a reload.
  await page.reload();
  await expect(page.locator('header [data-member-state="guest"]')).toBeVisible();
  await expect(page.getByTestId('member-notice')).toHaveCount(0);

  // Signing in again fails: the provider no longer knows the e-mail (§8.1 code 29).
  await signIn(page, site, email, password);
  await expect(page.getByTestId('member-error')).toHaveText('Your email is not associated with a member (Code: 29)');
  expect(await sessionCookie(context)).toBeUndefined();
});
