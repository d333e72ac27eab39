import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page, Request, Route } from '@playwright/test';
import { COOKIECONSENT_COOKIE } from '../../src/consent/rules/tracking-constants.ts';
import { SANDBOX_PRODUCT_IDS } from '../../sandbox/product-env.ts';
import { PENDING_ANSWER_KEY } from '../../src/consent/notice/notice-start.ts';
import {
  axeViolations,
  expect,
  hydrated,
  layoutShift,
  openMovieListFromHeader,
  setConsentCategory,
  signInForm,
  test,
} from './fixtures.ts';
import { SANDBOX_URL, type E2ESite } from './sites.ts';

// §2.7, §4.12, §7.11, §9.7 consent and tracking, against the sandbox's vendor stand-ins (which
// record what the page sent them at /tracking/records). Every non-local host is blocked (fixtures).
// Each test starts as a visitor who has not answered yet.
test.use({ startingConsent: 'none' });

interface TrackingRecord {
  vendor: string;
  kind: string;
  visitor: string;
  page: string;
  data: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const TRACKER_URL = /\/(googletagmanager|didomi|launch|webtracker)\/|\/tracking\/collect|__third-party-proxy/;

/** Every request the page makes to a tag, analytics, consent-SDK or tracker URL. */
function trackerRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (TRACKER_URL.test(request.url())) seen.push(request.url());
  });
  return seen;
}

async function visitor(context: BrowserContext): Promise<string | null> {
  return (await context.cookies()).find((c) => c.name === 'sandbox_visitor')?.value ?? null;
}

async function records(context: BrowserContext, filter: Partial<Pick<TrackingRecord, 'vendor' | 'kind'>> = {}) {
  const id = await visitor(context);
  if (!id) return [];
  const response = await fetch(`${SANDBOX_URL}/tracking/records?visitor=${encodeURIComponent(id)}`);
  const { records: all } = (await response.json()) as { records: TrackingRecord[] };
  return all.filter((r) => (!filter.vendor || r.vendor === filter.vendor) && (!filter.kind || r.kind === filter.kind));
}

const pageViews = async (context: BrowserContext) =>
  (await records(context, { vendor: 'gtag', kind: 'hit' }))
    .filter((r) => r.data.en === 'page_view' && r.data.tid === SANDBOX_PRODUCT_IDS.analytics)
    .map((r) => r.data.params.page_path as string);

function messages(site: E2ESite) {
  const file = path.join(process.cwd(), 'messages', `${site.locale.slice(0, 2)}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as {
    trackers: {
      footerLink: string;
      banner: Record<string, string>;
      preferences: Record<string, string>;
      cookieconsent: { preferences: Record<string, string> };
      didomi: { preferences: Record<string, string> };
    };
  };
}

/** Accepts everything in the site's consent manager. */
async function acceptAll(page: Page, site: E2ESite) {
  if (site.name === 'cinema-paris') {
    await page
      .locator('#consent-notice')
      .getByRole('button', { name: messages(site).trackers.banner.acceptAll })
      .click();
  } else {
    await page.locator('#didomi-notice').getByRole('button', { name: 'OK' }).click();
  }
}

/** The built-in manager's own styles (vanilla-cookieconsent's `#cc-main` rules) are in the page. */
function managerStylesLoaded(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.styleSheets].some((sheet) => {
      try {
        return [...sheet.cssRules].some((rule) => rule.cssText.includes('#cc-main'));
      } catch {
        return false;
      }
    }),
  );
}

/** The categories of the answer the built-in manager stored (its cookie), if any. */
async function storedCategories(context: BrowserContext): Promise<string[] | undefined> {
  const cookie = (await context.cookies()).find((c) => c.name === COOKIECONSENT_COOKIE);
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as { categories: string[] }).categories : undefined;
}

async function openPreferences(page: Page, site: E2ESite) {
  await page
    .locator('footer')
    .getByRole('button', { name: messages(site).trackers.footerLink })
    .click();
}

/**
 * Gives the page other §3.3 tracking settings, the runtime settings a CMS would change: the plan
 * the server rendered is edited as soon as the document is parsed, before tracking starts (at idle,
 * after hydration). The document itself comes from the server unchanged.
 */
async function withContainerSettings(
  page: Page,
  settings: {
    adsDisplay: string | boolean;
    enableTargettTracking: boolean;
    trackers: { type: string; token: string }[];
  },
) {
  await page.addInitScript((containers) => {
    document.addEventListener('DOMContentLoaded', () => {
      const element = document.getElementById('fincher-tracking-plan');
      if (!element?.textContent) return;
      const plan = JSON.parse(element.textContent) as { containers: Record<string, unknown> };
      // The deployment's product containers stay as the server rendered them.
      plan.containers = { ...plan.containers, ...containers };
      element.textContent = JSON.stringify(plan);
    });
  }, settings);
}

test.describe('§4.12 nothing third-party before consent', () => {
  test('the banner asks first: no tag, analytics or tracker request, next to the skip link, no layout shift, axe clean', async ({
    page,
    site,
    thirdPartyRequests,
  }) => {
    test.skip(
      site.name !== 'cinema-paris',
      'the built-in manager runs on cinema-paris; circuit-demo (Didomi) is below',
    );
    const requests = trackerRequests(page);
    await page.goto('/');
    const banner = page.locator('#consent-notice');
    await expect(banner).toBeVisible();
    // The skip link first, then the banner, which takes no focus of its own; reject is there, as easy as accept.
    await hydrated(page);
    await page.keyboard.press('Tab');
    await expect(page.locator('a[href="#main"]')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await banner.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    const texts = messages(site).trackers.banner;
    await expect(banner.getByRole('button', { name: texts.rejectAll })).toBeVisible();
    await expect(banner.getByRole('button', { name: texts.acceptAll })).toBeVisible();
    expect(await banner.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
    expect(await axeViolations(page)).toEqual([]);

    // Browsing on without answering: still nothing.
    await openMovieListFromHeader(page);
    await page.waitForTimeout(1500);
    expect(requests).toEqual([]);
    expect(await page.evaluate(() => 'dataLayer' in window || 'gtag' in window)).toBe(false);
    expect(thirdPartyRequests).toEqual([]);
    // Nothing could run before an answer, so the manager's code waits for one: not even its styles.
    expect(await managerStylesLoaded(page)).toBe(false);

    // Keyboard: the banner is operable, and focus goes back to the page when it closes.
    await banner.getByRole('button', { name: texts.rejectAll }).focus();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    // The answer is carried out by the manager, loaded at that moment (the notice hid at the click).
    await expect.poll(() => managerStylesLoaded(page)).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('data-consent', 'decided');
    // Not left on <body> either (a screen reader would lose its place): on the page's main content.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.waitForTimeout(1000);
    expect(requests).toEqual([]);
  });

  test('while it asks, a link reached by keyboard is never hidden under it (WCAG 2.4.11), on a phone, down to the footer', async ({
    page,
    site,
  }) => {
    // The built-in notice (drawn by the server) on cinema-paris, Didomi's own on circuit-demo.
    const noticeId = site.name === 'cinema-paris' ? 'consent-notice' : 'didomi-notice';
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto('/movies/');
    await expect(page.locator(`#${noticeId}`)).toBeVisible();
    /** The focused element, when the notice covers any of it. */
    const coveredFocus = () =>
      page.evaluate((id) => {
        const active = document.activeElement as HTMLElement | null;
        const box = document.getElementById(id)!.getBoundingClientRect();
        if (!active || active.closest(`#${id}`)) return null;
        const rect = active.getBoundingClientRect();
        const overlaps =
          rect.bottom > box.top && rect.top < box.bottom && rect.right > box.left && rect.left < box.right;
        return overlaps ? active.outerHTML.slice(0, 80) : null;
      }, noticeId);
    // A keyboard user reading on from the page's content: each stop is scrolled into view above the
    // notice, wholly visible (WCAG 2.4.11 asks for part of it; this asks for all).
    await page.evaluate(() => document.getElementById('main')?.focus());
    const hidden: string[] = [];
    for (let stop = 0; stop < 20; stop += 1) {
      await page.keyboard.press('Tab');
      hidden.push(...[await coveredFocus()].filter((html): html is string => html !== null));
    }
    // And the footer's links, at the very end of the page.
    const footerControls = page.locator('footer a, footer button');
    for (let index = 0; index < (await footerControls.count()); index += 1) {
      await footerControls.nth(index).focus();
      hidden.push(...[await coveredFocus()].filter((html): html is string => html !== null));
    }
    expect(hidden).toEqual([]);
  });

  test('the notice hides at the answer, before the manager’s code has arrived; code lost on the way: it asks again, and the next answer counts', async ({
    page,
    context,
    site,
  }) => {
    test.skip(site.name !== 'cinema-paris', 'the server-drawn notice is the built-in manager’s (cinema-paris)');
    const answer = () => storedCategories(context);
    const texts = messages(site).trackers.banner;
    await page.goto('/');
    await hydrated(page);
    const banner = page.locator('#consent-notice');
    await expect(banner).toBeVisible();

    // The manager's code is held on its way: the notice is gone at the click all the same.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const heldRequests: string[] = [];
    await page.route('**/_next/static/chunks/**', async (route) => {
      heldRequests.push(route.request().url());
      await held;
      await route.continue();
    });
    await banner.getByRole('button', { name: texts.acceptAll }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => heldRequests.length).toBeGreaterThan(0);
    expect(await answer()).toBeUndefined();
    // Once it arrives, the manager stores the answer the visitor gave.
    release();
    await expect.poll(answer).toEqual(['necessary', 'analytics', 'advertising']);
    expect(await page.locator('html').getAttribute('data-consent')).toBe('decided');
    await expect(banner).toBeHidden();
    await page.unroute('**/_next/static/chunks/**');

    // A new visitor whose connection loses the manager's code: the notice comes back, unanswered.
    await context.clearCookies();
    await page.goto('/movies/');
    await hydrated(page);
    await expect(banner).toBeVisible();
    let lose = true;
    await page.route('**/_next/static/chunks/**', (route) => (lose ? route.abort() : route.continue()));
    await banner.getByRole('button', { name: texts.rejectAll }).click();
    await expect(banner).toBeVisible();
    expect(await page.locator('html').getAttribute('data-consent')).toBe('ask');
    expect(await answer()).toBeUndefined();
    // Focus is back on the lost answer's button (hiding the notice had taken it away).
    await expect(banner.getByRole('button', { name: texts.rejectAll })).toBeFocused();
    // The connection is back: the next answer, from the keyboard, loads the code and is stored.
    lose = false;
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    await expect.poll(answer).toEqual(['necessary']);
  });

  test('the notice opens the page and answers before the page’s code has run: hidden at the click, carried out once the code is there', async ({
    page,
    context,
    site,
  }) => {
    test.skip(site.name !== 'cinema-paris', 'the server-drawn notice is the built-in manager’s (cinema-paris)');
    const stored = () => storedCategories(context);
    // In the document, before the header: on screen with the first paint, met first by a screen reader.
    const html = await (await page.request.get('/')).text();
    expect(html.indexOf('id="consent-notice"')).toBeGreaterThan(0);
    expect(html.indexOf('id="consent-notice"')).toBeLessThan(html.indexOf('<header'));

    // The page's code (not its styles) is held on its way: nothing has hydrated when the visitor answers.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const banner = page.locator('#consent-notice');
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: messages(site).trackers.banner.rejectAll }).click();
    await expect(banner).toBeHidden();
    expect(await stored()).toBeUndefined();
    release();
    await expect.poll(stored, { timeout: 15_000 }).toEqual(['necessary']);
    await expect(page.locator('html')).toHaveAttribute('data-consent', 'decided');
    await expect(banner).toBeHidden();
  });

  test('an answer given just before leaving the page counts on the next one: not asked again, and stored', async ({
    page,
    context,
    site,
  }) => {
    test.skip(site.name !== 'cinema-paris', 'the server-drawn notice is the built-in manager’s (cinema-paris)');
    const stored = async () => (await storedCategories(context))?.toSorted();
    // The manager's code never arrives on the first page: the visitor answers and moves on at once.
    const chunks = '**/_next/static/chunks/**/*.js';
    await page.route(chunks, () => undefined);
    await page.goto('/', { waitUntil: 'commit' });
    const banner = page.locator('#consent-notice');
    await banner.getByRole('button', { name: messages(site).trackers.banner.acceptAll }).click();
    await expect(banner).toBeHidden();
    expect(await stored()).toBeUndefined();
    await page.unroute(chunks);
    // A full page load (typed, reloaded, or a link the router does not take).
    await page.goto('/movies/');
    await expect(page.locator('html')).not.toHaveAttribute('data-consent', 'ask');
    await expect(banner).toBeHidden();
    await expect.poll(stored, { timeout: 15_000 }).toEqual(['advertising', 'analytics', 'necessary']);
    await expect(page.locator('html')).toHaveAttribute('data-consent', 'decided');
    expect(await page.evaluate((key) => sessionStorage.getItem(key), PENDING_ANSWER_KEY)).toBeNull();
  });

  test('Didomi: nothing loads before the consent manager has answered; its loader gets the §7.11 settings', async ({
    page,
    site,
    context,
    thirdPartyRequests,
  }) => {
    test.skip(site.name !== 'circuit-demo', 'the Didomi adapter runs on circuit-demo');
    const requests = trackerRequests(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/didomi/*/loader.js*', async (route) => {
      await held;
      await route.continue();
    });
    // The held loader is part of the page's load: wait for the document only.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    await expect.poll(() => requests.length).toBe(1);
    await page.waitForTimeout(1000);
    expect(requests).toEqual([
      expect.stringMatching(/\/didomi\/starlight-demo-key\/loader\.js\?target_type=notice&target=starlight-notice$/),
    ]);
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
    release();
    await expect(page.locator('#didomi-notice')).toBeVisible();
    await expect.poll(async () => (await records(context, { vendor: 'didomi', kind: 'loader' })).length).toBe(1);
    const [loader] = await records(context, { vendor: 'didomi', kind: 'loader' });
    expect(loader!.data).toEqual({
      apiKey: 'starlight-demo-key',
      noticeId: 'starlight-notice',
      app: {
        name: 'Starlight Cinemas',
        apiKey: 'starlight-demo-key',
        privacyPolicyURL: `${site.baseURL}/${site.privacySlug}/`,
        logoUrl: `${site.baseURL}/logo.svg`,
        country: 'US',
      },
      // The visitor's country is left to Didomi's geolocation (an EU visitor of this US site gets gdpr);
      // §9.7 external consent and the CCPA regulation are turned on by the page, not the vendor's console.
      user: { externalConsent: { enabled: true } },
      regulations: { ccpa: { enabled: true } },
      regulation: 'ccpa',
    });
    expect(thirdPartyRequests).toEqual([]);
  });
});

test('Didomi (ccpa, tags allowed at the first visit): its notice is painted before any tag or ad script is added', async ({
  page,
  site,
}) => {
  test.skip(site.name !== 'circuit-demo', 'the Didomi adapter runs on circuit-demo');
  // Frames drawn while the notice is in the page, and the count when each script was added: a
  // script added in the task that showed the notice (no frame yet) held the notice's paint back.
  await page.addInitScript(() => {
    const probe = { noticeFrames: 0, scripts: [] as [string, number][] };
    (window as unknown as { noticeProbe: typeof probe }).noticeProbe = probe;
    const frame = () => {
      if (document.getElementById('didomi-notice')) probe.noticeFrames += 1;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof HTMLScriptElement && node.src) probe.scripts.push([node.src, probe.noticeFrames]);
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto('/');
  await expect(page.locator('#didomi-notice')).toBeVisible();
  const tagScript = /\/(googletagmanager|launch|webtracker|ads)\/|__third-party-proxy/;
  await expect
    .poll(
      async () =>
        (
          await page.evaluate(
            () => (window as unknown as { noticeProbe: { scripts: [string, number][] } }).noticeProbe.scripts,
          )
        ).filter(([src]) => tagScript.test(src)).length,
    )
    .toBeGreaterThanOrEqual(3);
  const scripts = await page.evaluate(
    () => (window as unknown as { noticeProbe: { scripts: [string, number][] } }).noticeProbe.scripts,
  );
  const tags = scripts.filter(([src]) => tagScript.test(src));
  expect(tags.filter(([, frames]) => frames < 1)).toEqual([]);
});

test.describe('§7.11, §9.7 after consent', () => {
  test('§4.12 a link cannot name the visitor to analytics nor send it an event (an_uid, an_event)', async ({
    page,
    context,
    site,
  }) => {
    await acceptedOnHome(page, context, site);
    await page.goto('/movies/?an_uid=jane.doe%40example.com&an_aid=a1&an_event=injected_event&utm_source=newsletter');
    await expect.poll(() => pageViews(context), { timeout: 15_000 }).toHaveLength(2);
    await page.waitForTimeout(1500);
    const hits = await records(context, { vendor: 'gtag', kind: 'hit' });
    expect(hits.map((hit) => hit.data.en)).not.toContain('injected_event');
    // What analytics received (the stand-in's own record also notes the page's address).
    expect(JSON.stringify(hits.map((hit) => hit.data))).not.toMatch(/jane\.doe|user_id/);
    expect(hits.filter((hit) => hit.data.params.page_path === '/movies/')).toHaveLength(2);
  });

  test('page views equal the navigations, with the product id and the site’s, IP anonymised; an outbound click reaches analytics', async ({
    page,
    context,
    site,
  }) => {
    await page.goto('/');
    await acceptAll(page, site);
    await openMovieListFromHeader(page);
    const movieLink = page.locator('main a[href^="/movies/"]').first();
    const moviePath = await movieLink.getAttribute('href');
    await movieLink.click();
    await expect(page).toHaveURL(new RegExp(`${moviePath}$`));
    await expect.poll(() => pageViews(context), { timeout: 15_000 }).toEqual(['/', '/movies/', moviePath]);
    await page.waitForTimeout(1000);
    expect(await pageViews(context)).toEqual(['/', '/movies/', moviePath]);

    const configs = await records(context, { vendor: 'gtag', kind: 'config' });
    const siteId = site.name === 'cinema-paris' ? 'G-PARIS0001' : 'G-STARLIGHT1';
    expect(configs.map((c) => c.data.tid)).toEqual([SANDBOX_PRODUCT_IDS.analytics, siteId]);
    for (const config of configs) {
      expect(config.data.params).toMatchObject({
        anonymize_ip: true,
        cookie_update: false,
        cookie_expires: 34_164_000,
        // §3.3 settings.id: how the product's property tells the sites apart.
        site_id: site.name === 'cinema-paris' ? 'site-paris' : 'site-starlight',
      });
    }
    const hits = await records(context, { vendor: 'gtag', kind: 'hit' });
    expect(hits.every((hit) => hit.data.anonymize_ip === true)).toBe(true);
    expect(hits.filter((hit) => hit.data.tid === siteId).length).toBe(3);

    // §2.3: an outbound link's click event.
    const outbound =
      site.name === 'cinema-paris' ? 'https://www.ratp.fr/itineraires' : 'https://www.ada.gov/topics/movie-theaters/';
    await context.route(`${new URL(outbound).origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>outside</title>' }),
    );
    const contentPath = site.name === 'cinema-paris' ? '/infos-pratiques/' : '/about-us/';
    await page.goto(contentPath);
    await hydrated(page);
    // The click is made once this page's view has reached analytics (its tag is running again).
    await expect.poll(() => pageViews(context), { timeout: 15_000 }).toContain(contentPath);
    const popup = page.waitForEvent('popup');
    await page.locator(`main a[href="${outbound}"]`).click();
    await (await popup).close();
    await expect
      .poll(async () =>
        (await records(context, { vendor: 'gtag', kind: 'hit' }))
          .filter((r) => r.data.en === 'click' && r.data.tid === SANDBOX_PRODUCT_IDS.analytics)
          .map((r) => r.data.params),
      )
      .toEqual([expect.objectContaining({ event_category: 'Navigation', event_label: `out: ${outbound}` })]);
  });

  // §9.7, four combinations of the settings, served as the runtime settings a CMS would change (no extra build).
  for (const [name, settings, expected] of [
    [
      'ads only',
      { adsDisplay: 'CAPTIVE', enableTargettTracking: false, trackers: [] },
      [SANDBOX_PRODUCT_IDS.adsContainer],
    ],
    [
      'Targett and own token',
      { adsDisplay: '', enableTargettTracking: true, trackers: [{ type: 'google_tag_manager', token: 'GTM-OWN0001' }] },
      [SANDBOX_PRODUCT_IDS.targettContainer, 'GTM-OWN0001'],
    ],
    [
      'all three',
      {
        adsDisplay: true,
        enableTargettTracking: true,
        trackers: [{ type: 'google_tag_manager', token: 'GTM-OWN0001' }],
      },
      [SANDBOX_PRODUCT_IDS.adsContainer, SANDBOX_PRODUCT_IDS.targettContainer, 'GTM-OWN0001'],
    ],
    [
      'none',
      { adsDisplay: false, enableTargettTracking: false, trackers: [{ type: 'facebook_pixel', token: '42' }] },
      [],
    ],
  ] as const) {
    test(`containers for "${name}": exactly ${expected.length ? expected.join(', ') : 'none'}`, async ({
      page,
      context,
      site,
    }) => {
      await withContainerSettings(page, {
        adsDisplay: settings.adsDisplay,
        enableTargettTracking: settings.enableTargettTracking,
        trackers: [...settings.trackers],
      });
      const requests = trackerRequests(page);
      await page.goto('/');
      await acceptAll(page, site);
      // Analytics is there (page view recorded), so every container the state allows has had its chance.
      await expect.poll(() => pageViews(context), { timeout: 15_000 }).toEqual(['/']);
      await page.waitForTimeout(1000);
      const loaded = (await records(context, { vendor: 'gtm', kind: 'container-load' })).map((r) => r.data.id).sort();
      expect(loaded).toEqual([...expected].sort());
      expect(
        requests
          .filter((url) => url.includes('/gtm.js'))
          .map((url) => new URL(url).searchParams.get('id'))
          .sort(),
      ).toEqual([...expected].sort());
    });
  }

  test('everything accepted, the home page builds no date formatter as it loads (a phone pays 100 ms and more for the first; the analytics core built one)', async ({
    page,
    context,
    site,
  }) => {
    await acceptedOnHome(page, context, site);
    // Every date formatter the next load builds (Intl.DateTimeFormat, or one a Date builds for
    // toLocale…String), with where it was built.
    await page.addInitScript(() => {
      const built: string[] = [];
      const record = () => built.push(new Error().stack?.split('\n').slice(2, 5).join(' | ') ?? '');
      Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
        construct: (target, args) => (record(), Reflect.construct(target, args)),
        apply: (target, self, args) => (record(), Reflect.apply(target, self, args)),
      });
      for (const name of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'] as const) {
        Date.prototype[name] = new Proxy(Date.prototype[name], {
          apply: (target, self, args) => (record(), Reflect.apply(target, self, args)),
        });
      }
      Object.assign(window, { __dateFormattersBuilt: built });
    });
    await page.reload();
    await expect.poll(() => pageViews(context), { timeout: 15_000 }).toEqual(['/', '/']);
    expect(
      await page.evaluate(() => (window as unknown as { __dateFormattersBuilt: string[] }).__dateFormattersBuilt),
    ).toEqual([]);
  });
});

/** The analytics cookies' names, sorted. */
async function analyticsCookies(context: BrowserContext): Promise<string[]> {
  return (await context.cookies())
    .map((c) => c.name)
    .filter((n) => /^_ga/.test(n))
    .sort();
}

/** What the page keeps in its own storage under the analytics core's names (`__anon_id` and the like). */
async function analyticsCoreStorage(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((store) =>
      Object.keys(store).filter((key) => /^__(anon_id|user_id|user_traits)$/.test(key)),
    ),
  );
}

/** On the home page, everything accepted, and its page view counted. */
async function acceptedOnHome(page: Page, context: BrowserContext, site: E2ESite): Promise<void> {
  await page.goto('/');
  await hydrated(page);
  await acceptAll(page, site);
  await expect.poll(() => pageViews(context), { timeout: 15_000 }).toEqual(['/']);
}

/** Another tab of the site (built-in manager) where the visitor refuses everything; its analytics cookies gone. */
async function refuseAllInAnotherTab(context: BrowserContext, site: E2ESite): Promise<Page> {
  const other = await context.newPage();
  await other.goto('/');
  await hydrated(other);
  await openPreferences(other, site);
  const popup = other.locator('#cc-main .pm');
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: messages(site).trackers.banner.rejectAll }).click();
  await expect(popup).toBeHidden();
  await expect.poll(() => analyticsCookies(context)).toEqual([]);
  return other;
}

/** The next page the visitor opens is not counted. */
async function expectNoPageViewOnNextPage(page: Page, context: BrowserContext): Promise<void> {
  const seen = (await pageViews(context)).length;
  await openMovieListFromHeader(page);
  await page.waitForTimeout(2000);
  expect(await pageViews(context)).toHaveLength(seen);
}

/**
 * Withdraws consent to advertising in the built-in manager's preferences (analytics kept) and
 * marks this document: the returned function tells whether the page is still that document.
 */
async function withdrawAdvertising(page: Page, site: E2ESite): Promise<() => Promise<boolean>> {
  await openPreferences(page, site);
  const popup = page.locator('#cc-main .pm');
  await setConsentCategory(page, 'advertising', false);
  await popup.getByRole('button', { name: messages(site).trackers.preferences.save }).click();
  await expect(popup).toBeHidden();
  await page.evaluate(() => ((window as unknown as { beforeWithdrawal: boolean }).beforeWithdrawal = true));
  return () => page.evaluate(() => (window as unknown as { beforeWithdrawal?: boolean }).beforeWithdrawal === true);
}

test.describe('§4.12 withdrawing consent', () => {
  test('built-in manager: after withdrawing, no further hits and the analytics cookies are gone; §2.7 alt text on the popup logo', async ({
    page,
    context,
    site,
  }) => {
    test.skip(site.name !== 'cinema-paris', 'the built-in manager runs on cinema-paris');
    await acceptedOnHome(page, context, site);
    await expect
      .poll(() => analyticsCookies(context))
      .toEqual(['_ga', '_ga_PARIS0001', `_ga_${SANDBOX_PRODUCT_IDS.analytics.slice(2)}`].sort());
    // The analytics core's own anonymous id stays in the page: a withdrawal leaves nothing behind.
    expect(await analyticsCoreStorage(page)).toEqual([]);

    await openPreferences(page, site);
    const popup = page.locator('#cc-main .pm');
    await expect(popup).toBeVisible();
    const texts = messages(site).trackers;
    await expect(popup.locator('.fincher-cc-logo img')).toHaveAttribute(
      'alt',
      texts.cookieconsent.preferences['privacy-image-alt-title']!.replace('{provider}', 'CookieConsent'),
    );
    expect(await axeViolations(page)).toEqual([]);
    await setConsentCategory(page, 'analytics', false);
    await popup.getByRole('button', { name: texts.preferences.save }).click();
    await expect(popup).toBeHidden();
    await expect.poll(() => analyticsCookies(context)).toEqual([]);
    const hitsBefore = (await records(context, { vendor: 'gtag', kind: 'hit' })).length;
    expect(
      (await records(context, { vendor: 'gtag', kind: 'consent' })).map((r) => r.data.state.analytics_storage),
    ).toContain('denied');

    await openMovieListFromHeader(page);
    await page.locator('main a[href^="/movies/"]').first().click();
    await page.waitForTimeout(3500);
    expect((await records(context, { vendor: 'gtag', kind: 'hit' })).length).toBe(hitsBefore);
    expect(await analyticsCookies(context)).toEqual([]);
  });

  test('built-in manager: advertising withdrawn, analytics kept: the advertising container hears nothing more, and the next page is loaded afresh without it', async ({
    page,
    context,
    site,
  }) => {
    test.skip(site.name !== 'cinema-paris', 'the built-in manager runs on cinema-paris');
    await acceptedOnHome(page, context, site);
    const containerEvents = async () =>
      (await records(context, { vendor: 'gtm', kind: 'event' })).filter(
        (r) => r.data.id === SANDBOX_PRODUCT_IDS.adsContainer,
      );
    const containerLoads = async () =>
      (await records(context, { vendor: 'gtm', kind: 'container-load' })).map((r) => r.data.id as string);
    await expect.poll(containerLoads).toContain(SANDBOX_PRODUCT_IDS.adsContainer);
    await expect.poll(async () => (await containerEvents()).length).toBeGreaterThan(0);

    const sameDocument = await withdrawAdvertising(page, site);
    await page.waitForTimeout(1000);
    const eventsBefore = (await containerEvents()).length;

    await openMovieListFromHeader(page);
    // The visitor still counts for analytics on the new page...
    await expect.poll(() => pageViews(context), { timeout: 15_000 }).toEqual(['/', '/movies/']);
    await page.waitForTimeout(1500);
    // ...which is a fresh document, without the advertising container, which heard nothing more.
    expect(await sameDocument()).toBe(false);
    expect((await containerEvents()).length).toBe(eventsBefore);
    expect((await containerLoads()).filter((id) => id === SANDBOX_PRODUCT_IDS.adsContainer)).toHaveLength(1);
    // Counted once: by the fresh page, not also by the one that ended.
    expect(await pageViews(context)).toEqual(['/', '/movies/']);
  });

  test('built-in manager: advertising withdrawn, then back: the previous page is loaded afresh and counted once', async ({
    page,
    context,
    site,
  }) => {
    test.skip(site.name !== 'cinema-paris', 'the built-in manager runs on cinema-paris');
    await acceptedOnHome(page, context, site);
    await expect
      .poll(async () =>
        (await records(context, { vendor: 'gtm', kind: 'container-load' })).map((r) => r.data.id as string),
      )
      .toContain(SANDBOX_PRODUCT_IDS.adsContainer);
    await openMovieListFromHeader(page);
    await expect.poll(() => pageViews(context), { timeout: 15_000 }).toEqual(['/', '/movies/']);

    const sameDocument = await withdrawAdvertising(page, site);

    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => pageViews(context), { timeout: 15_000 }).toEqual(['/', '/movies/', '/']);
    await page.waitForTimeout(2000);
    // A fresh document, and the view counted once: by the fresh page, not also by the one that ended.
    expect(await sameDocument()).toBe(false);
    expect(await pageViews(context)).toEqual(['/', '/movies/', '/']);
  });

  test('built-in manager: a withdrawal holds at once while a tracker’s script is still on its way', async ({
    page,
    context,
    site,
  }) => {
    test.skip(site.name !== 'cinema-paris', 'the built-in manager runs on cinema-paris');
    // The marketing webtracker's script (through the script proxy) never answers, as a stalled
    // vendor would.
    let held = 0;
    await page.route(
      (url) => url.href.includes('webtracker'),
      () => {
        held += 1;
      },
    );
    await acceptedOnHome(page, context, site);
    expect(held).toBeGreaterThan(0);
    await expect.poll(async () => (await analyticsCookies(context)).length).toBeGreaterThan(0);

    await openPreferences(page, site);
    const popup = page.locator('#cc-main .pm');
    await expect(popup).toBeVisible();
    await setConsentCategory(page, 'analytics', false);
    await popup.getByRole('button', { name: messages(site).trackers.preferences.save }).click();
    await expect(popup).toBeHidden();
    await expect.poll(() => analyticsCookies(context)).toEqual([]);
    await expectNoPageViewOnNextPage(page, context);
    expect(await analyticsCookies(context)).toEqual([]);
  });

  test('built-in manager: a withdrawal in another tab holds here at once, this tab still on screen', async ({
    page,
    context,
    site,
  }) => {
    test.skip(site.name !== 'cinema-paris', 'the built-in manager runs on cinema-paris');
    await acceptedOnHome(page, context, site);
    const other = await refuseAllInAnotherTab(context, site);
    // No visibility change in the first tab: its next page is not counted all the same.
    await expectNoPageViewOnNextPage(page, context);
    expect(await analyticsCookies(context)).toEqual([]);
    await other.close();
  });

  test('built-in manager: a withdrawal in another tab holds here as soon as this tab is seen again', async ({
    page,
    context,
    site,
  }) => {
    test.skip(site.name !== 'cinema-paris', 'the built-in manager runs on cinema-paris');
    await acceptedOnHome(page, context, site);
    await (await refuseAllInAnotherTab(context, site)).close();

    // Back in the first tab (headless tabs never leave the visible state: the event is sent as the
    // browser would send it): the next page is not counted, and no analytics cookie comes back.
    await page.bringToFront();
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expectNoPageViewOnNextPage(page, context);
    expect(await analyticsCookies(context)).toEqual([]);
    await expect(page.locator('#consent-notice')).toBeHidden();
  });

  test('Didomi (ccpa): "do not sell" in another tab holds here at once, and the next page here is loaded afresh', async ({
    page,
    context,
    site,
  }) => {
    test.skip(site.name !== 'circuit-demo', 'the Didomi adapter runs on circuit-demo');
    await page.goto('/');
    await hydrated(page);
    // ccpa: granted until the visitor opts out; the tracking runtime is running in this tab.
    await expect.poll(() => pageViews(context), { timeout: 15_000 }).toEqual(['/']);

    const other = await context.newPage();
    await other.goto('/');
    await expect.poll(() => pageViews(context), { timeout: 15_000 }).toEqual(['/', '/']);
    await other
      .locator('#didomi-notice')
      .getByRole('button', { name: 'Do not sell or share my personal information' })
      .click();
    await expect.poll(() => analyticsCookies(context)).toEqual([]);
    // The enterprise script (the enterprise rule keeps it running) is told of the refusal in both tabs.
    const refusalsTold = async () =>
      (await records(context, { vendor: 'launch', kind: 'event' })).filter(
        (r) => r.data.event === 'consent-changed' && r.data.consent === 'denied',
      ).length;
    await expect.poll(refusalsTold).toBe(2);
    await page.waitForTimeout(1000);
    const hitsBefore = (await records(context, { vendor: 'gtag', kind: 'hit' })).length;
    const adsBefore = (await records(context, { vendor: 'ad-wrapper', kind: 'define' })).length;

    // No visibility change here: the first tab follows all the same.
    await page.evaluate(() => ((window as unknown as { beforeOptOut: boolean }).beforeOptOut = true));
    await page.locator('header').getByRole('link', { name: 'Movies' }).click();
    await expect(page).toHaveURL(/\/movies\/$/);
    await hydrated(page);
    await page.waitForTimeout(3500);
    expect((await records(context, { vendor: 'gtag', kind: 'hit' })).length).toBe(hitsBefore);
    expect((await records(context, { vendor: 'ad-wrapper', kind: 'define' })).length).toBe(adsBefore);
    expect(await analyticsCookies(context)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { beforeOptOut?: boolean }).beforeOptOut)).toBe(undefined);
    await other.close();
  });

  test('Didomi (ccpa): "do not sell" stops analytics and erases its cookies; §2.7 alt text on the popup logo', async ({
    page,
    context,
    site,
  }) => {
    test.skip(site.name !== 'circuit-demo', 'the Didomi adapter runs on circuit-demo');
    await page.goto('/');
    // ccpa: granted until the visitor opts out.
    await expect.poll(() => pageViews(context), { timeout: 15_000 }).toEqual(['/']);
    await page
      .locator('#didomi-notice')
      .getByRole('button', { name: 'Do not sell or share my personal information' })
      .click();
    await expect.poll(() => analyticsCookies(context)).toEqual([]);
    const hitsBefore = (await records(context, { vendor: 'gtag', kind: 'hit' })).length;
    await page.locator('header').getByRole('link', { name: 'Movies' }).click();
    await expect(page).toHaveURL(/\/movies\/$/);
    await page.waitForTimeout(3500);
    expect((await records(context, { vendor: 'gtag', kind: 'hit' })).length).toBe(hitsBefore);

    await openPreferences(page, site);
    await expect(page.locator('#didomi-popup .didomi-popup-footer img')).toHaveAttribute(
      'alt',
      messages(site).trackers.didomi.preferences['privacy-image-alt-title']!.replace('{provider}', 'Didomi'),
    );
  });
});

test('build-time fact: a site ships only the consent adapter it runs (the other is left out of its chunks)', async ({
  site,
}) => {
  const chunks = path.join(process.cwd(), `.next-${site.name}`, 'static', 'chunks');
  const containing = (marker: string) =>
    readdirSync(chunks, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .filter((file) => readFileSync(path.join(chunks, file), 'utf8').includes(marker)).length;
  // Markers of each adapter: Didomi's listener queue, the built-in manager's preferences class.
  const didomi = containing('didomiEventListeners');
  const cookieconsent = containing('show--preferences');
  expect(site.name === 'circuit-demo' ? [didomi > 0, cookieconsent] : [cookieconsent > 0, didomi]).toEqual([true, 0]);
});

test.describe('§2.7 consent preferences from the footer, by keyboard', () => {
  test('the footer link opens them with focus inside, in the site’s language, axe clean; closing gives focus back to the link', async ({
    page,
    site,
  }) => {
    await page.goto('/');
    await acceptAll(page, site);
    const texts = messages(site).trackers;
    const footerLink = page.locator('footer').getByRole('button', { name: texts.footerLink });
    await footerLink.focus();
    await page.keyboard.press('Enter');
    const popup = page.locator(site.name === 'cinema-paris' ? '#cc-main .pm' : '#didomi-popup');
    await expect(popup).toBeVisible();
    await expect.poll(() => popup.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    if (site.name === 'cinema-paris') {
      // The built-in manager speaks the site's language (fr here), every category named.
      await expect(popup.getByRole('heading', { name: texts.preferences.title })).toBeVisible();
      for (const title of [texts.preferences.necessaryTitle, texts.preferences.analyticsTitle]) {
        await expect(popup.getByText(title!, { exact: true }).first()).toBeVisible();
      }
      await expect(popup.getByRole('button', { name: texts.banner.rejectAll })).toBeVisible();
    }
    expect(await axeViolations(page)).toEqual([]);
    // Focus stays in the popup while tabbing (it is modal), and Escape closes it.
    for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
    expect(await popup.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect.poll(() => footerLink.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});

test.describe('§4.12 Didomi gdpr vendor states', () => {
  // Only the web-analytics vendor (google) and the enterprise-analytics vendor count; the ad network does not.
  for (const [expected, enabled, disabled] of [
    ['granted', ['google', 'c:adobe-analytics'], ['c:ad-network']],
    ['denied', ['google'], ['c:adobe-analytics']],
    ['undecided', ['google'], []],
  ] as const) {
    test(`${expected}: stored choices ${JSON.stringify({ enabled, disabled })}`, async ({ page, context, site }) => {
      test.skip(site.name !== 'circuit-demo', 'the Didomi adapter runs on circuit-demo');
      // An EU visitor (the sandbox's geolocation stand-in), with a stored choice in Didomi's cookie.
      const token = { regulation: 'gdpr', vendors: { enabled, disabled }, dns: false };
      await context.addCookies([
        { name: 'sandbox_geo', value: 'FR', domain: 'localhost', path: '/' },
        {
          name: 'didomi_token',
          value: encodeURIComponent(Buffer.from(JSON.stringify(token)).toString('base64')),
          domain: 'localhost',
          path: '/',
        },
      ]);
      await page.goto('/');
      // The enterprise script is configured: it loads once the manager is ready, told the state first (§7.11).
      await expect
        .poll(async () => (await records(context, { vendor: 'launch', kind: 'load' })).length, { timeout: 15_000 })
        .toBe(1);
      const [launch] = await records(context, { vendor: 'launch', kind: 'load' });
      expect(launch!.data.events).toEqual([{ event: 'didomi-ready', consent: expected, regulation: 'gdpr' }]);
      await page.waitForTimeout(1000);
      const views = await pageViews(context);
      expect(views).toEqual(expected === 'granted' ? ['/'] : []);
    });
  }
});

test.describe('§3.15 the marketing tracker and a member sign-in', () => {
  const signIn = async (page: Page) => {
    await page.goto('/connexion/');
    await signInForm(page);
    const form = page.locator('main form');
    await form.getByLabel(/^E-mail$/).fill('claire.dubois@example.fr');
    await form
      .getByLabel(/^Mot de passe$/, { exact: false })
      .first()
      .fill('Popcorn2026');
    await form.getByRole('button', { name: /^Se connecter$/ }).click();
    await expect(page.locator('header').getByRole('link', { name: /^Mon compte \(/ })).toBeVisible();
  };

  test('receives the hashed member id and TrackMemberLogin, through the script proxy', async ({
    page,
    context,
    site,
  }) => {
    test.skip(site.name !== 'cinema-paris', 'the webtracker is enabled on cinema-paris');
    const requests = trackerRequests(page);
    await page.goto('/');
    await acceptAll(page, site);
    await expect.poll(async () => (await records(context, { vendor: 'webtracker', kind: 'load' })).length).toBe(1);
    expect(requests.some((url) => url.includes('/__third-party-proxy?url=') && url.includes('webtracker'))).toBe(true);
    await signIn(page);
    // The tracker loads again with each full page load; the sign-in is told once.
    const told = async () => (await records(context, { vendor: 'webtracker' })).filter((r) => r.kind !== 'load');
    await expect.poll(async () => (await told()).map((r) => r.kind)).toEqual(['identify', 'track']);
    const [identify, track] = await told();
    expect(identify!.data.identity).toEqual({
      memberId: { id: createHash('sha256').update('100001').digest('hex'), hashed: true },
    });
    expect(JSON.stringify(await records(context))).not.toContain('100001');
    expect(track!.data).toMatchObject({
      name: 'TrackMemberLogin',
      properties: { loginDateTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    });
  });

  test('a withdrawal before the tracker’s script has run: the sign-in queued for it is never told', async ({
    page,
    context,
    site,
  }) => {
    test.skip(site.name !== 'cinema-paris', 'the webtracker is enabled on cinema-paris');
    // The tracker's script is slow to come: held until the visitor has changed their mind.
    const held: Route[] = [];
    const isTracker = (url: URL) => url.href.includes('webtracker');
    await page.route(isTracker, (route) => {
      held.push(route);
    });
    await page.goto('/');
    await acceptAll(page, site);
    // The answer is stored before the sign-in page loads (the tracker's script, held, cannot say so).
    await expect.poll(() => storedCategories(context)).toBeDefined();
    await signIn(page);
    // The sign-in waits in the tracker's queue for its script.
    await expect
      .poll(() => page.evaluate(() => (window as { webtrackerQueue?: unknown[] }).webtrackerQueue?.length ?? 0))
      .toBe(2);
    await openPreferences(page, site);
    const popup = page.locator('#cc-main .pm');
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: messages(site).trackers.banner.rejectAll }).click();
    await expect(popup).toBeHidden();
    // The script arrives after all (a request cannot be called back) and runs, with nothing to tell.
    await page.unroute(isTracker);
    for (const route of held) await route.continue().catch(() => undefined);
    await expect
      .poll(async () => (await records(context, { vendor: 'webtracker', kind: 'load' })).length)
      .toBeGreaterThan(0);
    await page.waitForTimeout(1000);
    expect((await records(context, { vendor: 'webtracker' })).filter((r) => r.kind !== 'load')).toEqual([]);
  });

  test('hears nothing of the sign-in when a consent purpose is denied', async ({ page, context, site }) => {
    test.skip(site.name !== 'cinema-paris', 'the webtracker is enabled on cinema-paris');
    await page.goto('/');
    const texts = messages(site).trackers;
    await page.locator('#consent-notice').getByRole('button', { name: texts.banner.managePreferences }).click();
    const popup = page.locator('#cc-main .pm');
    await setConsentCategory(page, 'analytics', true);
    await popup.getByRole('button', { name: texts.preferences.save }).click();
    // Analytics accepted, advertising refused: tracking is enabled (gdpr counts analytics vendors), a purpose is denied.
    await expect.poll(async () => (await records(context, { vendor: 'webtracker', kind: 'load' })).length).toBe(1);
    await signIn(page);
    // The tracker is there (it loaded again on the sign-in page), and hears nothing of the sign-in.
    await expect.poll(async () => (await records(context, { vendor: 'webtracker', kind: 'load' })).length).toBe(2);
    await page.waitForTimeout(2000);
    expect((await records(context, { vendor: 'webtracker' })).filter((r) => r.kind !== 'load')).toEqual([]);
  });
});
