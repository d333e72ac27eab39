import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Catalog, Showtime } from '../../src/lib/catalog/types.ts';
import { SANDBOX_CAPTCHA_SITE_KEY } from '../../sandbox/captcha.ts';
import { loadSiteFile } from '../../src/lib/config/load-site.ts';
import { SANDBOX_URL, siteOf, type E2ESite } from './sites.ts';

// Every test runs with third-party hosts cut off: the site must work with only itself and the
// sandbox, and no test may depend on the internet.
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The visitor's consent when a test starts. Most tests play a visitor who already declined every
 * optional cookie (no banner in the way, no tracker loading); the tracking tests start with none.
 */
export type StartingConsent = 'declined' | 'none';

/** A stored "necessary only" answer, in each demo site's consent manager's own format. */
export function declinedConsentCookie(site: Pick<E2ESite, 'locale'> & { readonly name: string }): {
  name: string;
  value: string;
} {
  const now = new Date().toISOString();
  if (site.name === 'circuit-demo') {
    const token = {
      regulation: 'ccpa',
      vendors: { enabled: [], disabled: ['google', 'c:adobe-analytics', 'c:ad-network'] },
      dns: true,
      updated: now,
    };
    return { name: 'didomi_token', value: encodeURIComponent(Buffer.from(JSON.stringify(token)).toString('base64')) };
  }
  const cookie = {
    categories: ['necessary'],
    revision: 1,
    data: null,
    consentTimestamp: now,
    consentId: '00000000-0000-4000-8000-000000000000',
    services: { necessary: [], analytics: [], advertising: [] },
    languageCode: site.locale.slice(0, 2),
    lastConsentTimestamp: now,
    expirationTime: Date.now() + 182 * 86_400_000,
  };
  return { name: 'cc_cookie', value: encodeURIComponent(JSON.stringify(cookie)) };
}

export const test = base.extend<{
  site: E2ESite;
  catalog: Catalog;
  thirdPartyRequests: string[];
  startingConsent: StartingConsent;
}>({
  startingConsent: ['declined', { option: true }],
  site: async ({}, use, testInfo) => {
    await use(siteOf(testInfo.project.name));
  },
  catalog: async ({ site }, use) => {
    const file = path.join(process.cwd(), '.generated', site.name, 'catalog.json');
    await use(JSON.parse(readFileSync(file, 'utf8')) as Catalog);
  },
  thirdPartyRequests: async ({ context }, use) => {
    const blocked: string[] = [];
    await context.route(
      (url) => !LOCAL_HOSTS.has(url.hostname),
      (route) => {
        blocked.push(route.request().url());
        return route.abort('blockedbyclient');
      },
    );
    await use(blocked);
  },
  page: async ({ page, context, site, thirdPartyRequests, startingConsent }, use) => {
    void thirdPartyRequests;
    if (startingConsent === 'declined') {
      await context.addCookies([{ ...declinedConsentCookie(site), domain: 'localhost', path: '/', sameSite: 'Lax' }]);
    }
    await use(page);
  },
});

export { expect };

/**
 * In the built-in manager's preferences popup (open): sets one category's toggle. The popup opens
 * with a transition, and a click during it may not reach the toggle, so this tries again until the
 * toggle says what was asked.
 */
export async function setConsentCategory(page: Page, category: 'analytics' | 'advertising', on: boolean) {
  const input = `input[value="${category}"]`;
  const toggle = page.locator(`#cc-main .pm ${input}`);
  // The toggle's own label, clicked as a visitor does: Playwright waits for the popup to be
  // visible and still (a forced click during its opening could land on the notice underneath).
  const label = page.locator('#cc-main .pm label', { has: page.locator(input) });
  await expect(async () => {
    if ((await toggle.isChecked()) !== on) await label.click({ timeout: 2000 });
    await expect(toggle).toBeChecked({ checked: on, timeout: 500 });
  }).toPass();
}

/** Goes to the movie list the way a visitor does: the header's link, a client-side navigation. */
export async function openMovieListFromHeader(page: Page): Promise<void> {
  await page
    .locator('header')
    .getByRole('link', { name: /^(Movies|Films)$/ })
    .click();
  await expect(page).toHaveURL(/\/movies\/$/);
}

/** §6 loggedInMenu: whether the site gives its members a menu under their header access. */
export function hasMemberMenu(site: E2ESite): boolean {
  const menu = (loadSiteFile(site.name).settings.loyalty as { loggedInMenu?: unknown } | undefined)?.loggedInMenu;
  return Array.isArray(menu) && menu.length > 0;
}

/** A signed-in member's access in the header: the link to the account, or the button of the §6 menu. */
export function memberAccess(page: Page, site: E2ESite, name: RegExp): Locator {
  return page.locator('header').getByRole(hasMemberMenu(site) ? 'button' : 'link', { name });
}

/** §2.3 "#loyalty-logout" in the header: shown beside the account link, or in the §6 menu once opened. */
export async function headerSignOut(page: Page, site: E2ESite): Promise<Locator> {
  if (hasMemberMenu(site)) await page.locator('header [data-member-state="member"] button[aria-expanded]').click();
  return page.locator('header a[href="#loyalty-logout"]');
}

/** Hydrated: React has taken over the page (its event handlers are attached to the main element). */
export async function hydrated(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const main = document.querySelector('main');
        // Showtime browsers get their controls once the page is interactive (showtime-controls.tsx).
        const controlled = [...document.querySelectorAll<HTMLElement>('[data-showtimes]')].every(
          (browser) => browser.dataset.controlled !== undefined,
        );
        return main !== null && Object.keys(main).some((key) => key.startsWith('__react')) && controlled;
      }),
    )
    .toBe(true);
}

/**
 * A showtime browser draws a day the first time it is chosen (showtime-controller.ts): chooses the
 * day of `showtime` (its local date, as the catalogue writes it), in its theater's block on a
 * circuit's movie page, else in the page's browser, as a visitor would before looking for it.
 */
export async function chooseShowtimeDay(page: Page, showtime: Pick<Showtime, 'startsAt' | 'theaterId'>) {
  const block = page.locator(`[data-theater-block="${showtime.theaterId}"]`);
  const scope = (await block.count()) > 0 ? block : page.locator('main');
  const tab = scope.locator(`[role="tab"][data-date="${showtime.startsAt.slice(0, 10)}"]`);
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** axe-core (WCAG 2.x A and AA rules) on the current page: the list of violations, for a readable failure. */
export async function axeViolations(page: Page): Promise<string[]> {
  // A banner or dialog still fading in has its text at part opacity: axe would measure a contrast
  // nobody sees once it has settled. Transitions end within a second; an endless one (a spinner)
  // does not hold the check longer than 3 s.
  await page
    .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), null, {
      timeout: 3000,
    })
    .catch(() => undefined);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Sum of the page's layout shifts without recent input, as CLS counts them on one page. */
export const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );

/**
 * §5: on a site with a captcha, ticks the stand-in's box in `form` and waits for its response to
 * reach the form (the form sends nothing without it). A response is good once: tick again before
 * each submission.
 */
export async function passCaptcha(form: Locator, site: Pick<E2ESite, 'captcha'>): Promise<void> {
  if (!site.captcha) return;
  await form.locator('[data-captcha-checkbox]').check();
  await expect(form.locator('input[name="g-recaptcha-response"]')).not.toHaveValue('');
}

/** §5: what a sign-in posted outside a page carries on a site with a captcha: a fresh stand-in token. */
export async function captchaOf(request: APIRequestContext, site: E2ESite): Promise<{ captchaResponse?: string }> {
  if (!site.captcha) return {};
  const answer = await request.post(`${SANDBOX_URL}/captcha/token`, { form: { sitekey: SANDBOX_CAPTCHA_SITE_KEY } });
  expect(answer.status()).toBe(200);
  return { captchaResponse: ((await answer.json()) as { token: string }).token };
}

/** The member the specs that only read sign in as (header, member menu, ads, ticketing links): nothing changes their account. */
export const READING_MEMBER: Record<E2ESite['name'], { email: string; password: string }> = {
  'cinema-paris': { email: 'ticketing.member@example.fr', password: 'Popcorn2026' },
  'circuit-demo': { email: 'ticketing.member@example.com', password: 'Starlight#2026' },
};

/** §4.2 signs a member in through the session route, as the sign-in form does (with a stand-in captcha where the site has one). */
export async function signInByRequest(
  page: Page,
  site: E2ESite,
  member: { email: string; password: string } = READING_MEMBER[site.name],
): Promise<void> {
  const answer = await page.request.post('/api/member/login', {
    data: { email: member.email, password: member.password, ...(await captchaOf(page.request, site)) },
  });
  expect(answer.status()).toBe(200);
}

/**
 * §4.2 the sign-in page's form once its code has taken over the server's form (SignInIsland): what
 * a test that needs the form's behaviour (messages, captcha, toggles) works with.
 */
export async function signInForm(page: Page): Promise<Locator> {
  const form = page.locator('main form[data-sign-in-ready]');
  await expect(form).toBeVisible();
  return form;
}
