import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { adsPlan, type AdsPlan } from '../../src/consent/rules/ads/ads-plan.ts';
import { loadSiteFile } from '../../src/lib/config/load-site.ts';
import type { SiteFile } from '../../src/lib/config/site-schema.ts';
import { SANDBOX_PRODUCT_IDS } from '../../sandbox/product-env.ts';
import {
  axeViolations,
  expect,
  hydrated,
  layoutShift,
  openMovieListFromHeader,
  setConsentCategory,
  signInByRequest,
  test,
} from './fixtures.ts';
import { SANDBOX_URL, type E2ESite } from './sites.ts';

// §2.6, §3.14, §4.15, §9.6 advertising, against the sandbox's ad wrapper and ad-server stand-ins
// (which record every call the page makes at /tracking/records). Each test starts as a visitor who
// has not answered the consent manager yet.
test.use({ startingConsent: 'none' });

interface AdRecord {
  vendor: 'ad-wrapper' | 'ad-server';
  kind: string;
  at: string;
  page: string;
  data: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const AD_REQUEST = /localhost:4010\/ads\//;

async function adRecords(context: BrowserContext, vendor?: AdRecord['vendor'], kind?: string): Promise<AdRecord[]> {
  const id = (await context.cookies()).find((c) => c.name === 'sandbox_visitor')?.value;
  if (!id) return [];
  const response = await fetch(`${SANDBOX_URL}/tracking/records?visitor=${encodeURIComponent(id)}`);
  const { records } = (await response.json()) as { records: AdRecord[] };
  return records.filter(
    (r) => r.vendor.startsWith('ad-') && (!vendor || r.vendor === vendor) && (!kind || r.kind === kind),
  );
}

function messages(site: E2ESite) {
  const file = path.join(process.cwd(), 'messages', `${site.locale.slice(0, 2)}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as {
    trackers: { banner: Record<string, string>; preferences: Record<string, string>; footerLink: string };
    ads: { labelTop: string; closePulse: string };
  };
}

/** The visitor accepts everything; on the circuit the sandbox's geolocation makes Didomi apply gdpr (it asks). */
async function acceptAll(page: Page, site: E2ESite) {
  if (site.name === 'cinema-paris') {
    await page
      .locator('#consent-notice')
      .getByRole('button', { name: messages(site).trackers.banner.acceptAll })
      .click();
  } else {
    // The sandbox's geolocation (FR) makes Didomi apply gdpr: its notice agrees with "Agree and close".
    await page.locator('#didomi-notice').getByRole('button', { name: 'Agree and close', exact: true }).click();
  }
}

/** What the page asks of the ad server, and the tag-manager containers it loads (their ids), as it happens. */
function advertisingTraffic(page: Page): { adRequests: string[]; containers: string[] } {
  const traffic = { adRequests: [] as string[], containers: [] as string[] };
  page.on('request', (request) => {
    if (AD_REQUEST.test(request.url())) traffic.adRequests.push(request.url());
    const container = /\/gtm\.js\?id=([^&]+)/.exec(request.url());
    if (container) traffic.containers.push(container[1]!);
  });
  return traffic;
}

async function askForConsent(context: BrowserContext, site: E2ESite) {
  if (site.name === 'circuit-demo') {
    await context.addCookies([{ name: 'sandbox_geo', value: 'FR', domain: 'localhost', path: '/' }]);
  }
}

/** The plan another §3.3 configuration gives, swapped into the page before the ads start (at idle, after consent). */
async function withAdsPlan(page: Page, plan: AdsPlan) {
  await page.addInitScript((replacement) => {
    document.addEventListener('DOMContentLoaded', () => {
      const element = document.getElementById('fincher-ads-plan');
      if (element) element.textContent = JSON.stringify(replacement);
    });
  }, plan);
}

function planFor(site: E2ESite, change: (file: SiteFile) => void): AdsPlan {
  const file = structuredClone(loadSiteFile(site.name));
  change(file);
  const plan = adsPlan(file);
  if (!plan) throw new Error('no ads in this configuration');
  return plan;
}

/** §9.6 CUSTOM_WITHOUT_WRAPPER: the site's plan with the ad server's tag used directly, in these slots only. */
function directAdServerPlan(site: E2ESite, locations: SiteFile['settings']['adsLocation']): AdsPlan {
  return planFor(site, (file) => {
    file.settings.adsDisplay = 'CUSTOM_WITHOUT_WRAPPER';
    file.configuration.ads.adServerScriptUrl = `${SANDBOX_URL}/ads/gpt.js`;
    file.settings.adsLocation = locations;
    file.settings.adsCustom!.locations = [];
  });
}

/** The home page of a visitor who is asked for consent and accepts everything. */
async function homeWithConsent(page: Page, context: BrowserContext, site: E2ESite) {
  await askForConsent(context, site);
  await page.goto('/');
  await hydrated(page);
  await acceptAll(page, site);
}

/** What each demo site's configuration gives (content/sites/{site}/site.json). */
const EXPECTED = {
  'cinema-paris': {
    path: '/120157152/FNCFR_WEB/restrictedads/le-grand-ecran-paris',
    adType: 'captif-uniquement',
    header: {
      sizes: [
        [970, 90],
        [728, 90],
        [320, 50],
      ],
      creative: '970x90',
    },
    theater: { theater: 'Le Grand Écran Paris', theaterID: '2001' },
  },
  'circuit-demo': {
    path: '/9518146/FNCUS_WEB/allads/starlight-cinemas',
    adType: 'captif-et-hors-captif',
    header: {
      sizes: [
        [728, 90],
        [320, 50],
      ],
      creative: '728x90',
    },
    theater: { theater: '', theaterID: '' },
  },
} as const;

test.describe('§4.15 ads wait for consent, then every slot is requested as §9.6 says', () => {
  test('nothing before consent; then the slots, sizes, path and targeting; no layout shift; a client navigation clears and sets up again after 500 ms; axe clean', async ({
    page,
    context,
    site,
  }) => {
    const expected = EXPECTED[site.name];
    const adRequests: string[] = [];
    page.on('request', (request) => {
      if (AD_REQUEST.test(request.url())) adRequests.push(request.url());
    });
    await askForConsent(context, site);
    await page.goto('/');
    await hydrated(page);
    // The frames are there (their space reserved), the ad elements are not.
    await expect(page.locator('[data-ad-slot="FNC_HeaderPromoContainer"]')).toHaveCount(1);
    await page.waitForTimeout(1500);
    expect(adRequests).toEqual([]);
    await expect(page.locator('#FNC_HeaderPromoContainer')).toHaveCount(0);

    await acceptAll(page, site);
    const creative = page.locator('#FNC_HeaderPromoContainer [data-ad-creative]');
    await expect(creative).toBeVisible({ timeout: 15_000 });
    await expect(creative).toHaveAttribute('data-ad-creative', expected.header.creative);
    expect(adRequests.every((url) => url.startsWith(`${SANDBOX_URL}/ads/`))).toBe(true);

    const defines = await adRecords(context, 'ad-wrapper', 'define');
    const header = defines.find((r) => r.data.elementId === 'FNC_HeaderPromoContainer');
    expect(header?.data).toMatchObject({ path: expected.path, sizes: expected.header.sizes, outOfPage: false });
    const [targeting] = await adRecords(context, 'ad-wrapper', 'targeting');
    const file = loadSiteFile(site.name);
    expect(targeting?.data).toMatchObject({
      adType: expected.adType,
      websiteID: file.configuration.websiteId,
      domain: file.settings.domain,
      currentPath: '/',
      urlOrigin: site.baseURL,
      theaterGroup: file.settings.circuit.name,
      theaterGroupID: file.settings.circuit.id,
      ...expected.theater,
    });
    expect(targeting?.data.scheduledMovieIds.length).toBeGreaterThan(0);
    const displayed = (await adRecords(context, 'ad-server', 'display')).map((r) => r.data.elementId);
    expect(displayed).toContain('FNC_HeaderPromoContainer');

    // §2.6: the space was reserved before the ad arrived.
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
    expect(await axeViolations(page)).toEqual([]);
    // The ad is in a region named in the site's language after where it sits: screen reader users
    // hear what it is, and tell the page's ad regions apart (each named once, axe's landmark-unique).
    await expect(
      page.getByRole('complementary', { name: messages(site).ads.labelTop, exact: true }).locator('[data-ad-creative]'),
    ).not.toHaveCount(0);
    const landmarks = await new AxeBuilder({ page }).withRules(['landmark-unique']).analyze();
    expect(landmarks.violations.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);

    // §4.15: a client-side navigation clears the slots at once and sets them up once, 500 ms later.
    const link = page.locator('main a[href^="/movies/"]:not([href="/movies/"])').first();
    const href = await link.getAttribute('href');
    const definesBefore = (await adRecords(context, 'ad-wrapper', 'define')).length;
    const clickedAt = await page.evaluate(() => Date.now());
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect
      .poll(async () => (await adRecords(context, 'ad-wrapper', 'define')).length, { timeout: 10_000 })
      .toBeGreaterThan(definesBefore);
    await page.waitForTimeout(1000);
    const destroys = await adRecords(context, 'ad-wrapper', 'destroy');
    expect(destroys).toHaveLength(1);
    const newDefines = (await adRecords(context, 'ad-wrapper', 'define')).slice(definesBefore);
    expect(newDefines.filter((r) => r.data.elementId === 'FNC_HeaderPromoContainer')).toHaveLength(1);
    expect(Date.parse(newDefines[0]!.at) - clickedAt).toBeGreaterThanOrEqual(500);
    const movieTargeting = (await adRecords(context, 'ad-wrapper', 'targeting')).at(-1);
    expect(movieTargeting?.data).toMatchObject({ currentPath: href, moviePermalinkPath: href });
    await expect(creative).toBeVisible();
  });

  test('analytics accepted, advertising refused: analytics runs; no ad script, no advertising or Targett container', async ({
    page,
    context,
    site,
  }) => {
    test.skip(site.name !== 'cinema-paris', 'the built-in manager’s categories (cinema-paris)');
    const { adRequests, containers } = advertisingTraffic(page);
    const texts = messages(site).trackers;
    await page.goto('/');
    await hydrated(page);
    await page.locator('#consent-notice').getByRole('button', { name: texts.banner.managePreferences }).click();
    const popup = page.locator('#cc-main .pm');
    await setConsentCategory(page, 'analytics', true);
    await expect(popup.locator('input[value="advertising"]')).not.toBeChecked();
    await popup.getByRole('button', { name: texts.preferences.save }).click();
    // Consent is granted for analytics (§4.12 gdpr counts its vendors): the page view reaches it.
    const visitor = async () => (await context.cookies()).find((c) => c.name === 'sandbox_visitor')?.value ?? '';
    const gtagRecords = async (kind: string) => {
      const response = await fetch(`${SANDBOX_URL}/tracking/records?visitor=${encodeURIComponent(await visitor())}`);
      const { records } = (await response.json()) as {
        records: { vendor: string; kind: string; data: { state?: Record<string, string> } }[];
      };
      return records.filter((r) => r.vendor === 'gtag' && r.kind === kind);
    };
    await expect.poll(async () => (await gtagRecords('hit')).length, { timeout: 15_000 }).toBeGreaterThan(0);
    // Google's tags were told: analytics storage granted, advertising storage denied.
    await expect
      .poll(async () => (await gtagRecords('consent')).at(-1)?.data.state)
      .toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied', ad_personalization: 'denied' });
    // Advertising was refused: the ad script never loads, on this page or the next.
    await page.waitForTimeout(1500);
    await openMovieListFromHeader(page);
    await page.waitForTimeout(1500);
    expect(adRequests).toEqual([]);
    await expect(page.locator('#FNC_HeaderPromoContainer')).toHaveCount(0);
    // cinema-paris turns on ads display and Targett tracking: neither container loads without consent to advertising.
    expect(containers).not.toContain(SANDBOX_PRODUCT_IDS.adsContainer);
    expect(containers).not.toContain(SANDBOX_PRODUCT_IDS.targettContainer);
  });

  test('Didomi: a visitor who refused the ad network in the vendor list, every purpose kept, gets no ad and no advertising container', async ({
    page,
    context,
    site,
  }) => {
    test.skip(site.name !== 'circuit-demo', 'the Didomi adapter runs on circuit-demo');
    const { adRequests, containers } = advertisingTraffic(page);
    // An EU visitor whose stored choice, as Didomi stores it, keeps both purposes and refuses one vendor.
    const token = {
      regulation: 'gdpr',
      vendors: { enabled: ['google', 'c:adobe-analytics'], disabled: ['c:ad-network'] },
      purposes: { enabled: ['analytics', 'advertising'], disabled: [] },
      dns: false,
    };
    await askForConsent(context, site);
    await context.addCookies([
      {
        name: 'didomi_token',
        value: encodeURIComponent(Buffer.from(JSON.stringify(token)).toString('base64')),
        domain: 'localhost',
        path: '/',
      },
    ]);
    await page.goto('/');
    await hydrated(page);
    // Analytics was accepted (§4.12 gdpr counts its vendors): the site's own container loads.
    const ownContainer = loadSiteFile(site.name).settings.trackers.find((t) => t.type === 'google_tag_manager')!.token;
    await expect.poll(() => containers, { timeout: 15_000 }).toContain(ownContainer);
    await page.waitForTimeout(1500);
    await openMovieListFromHeader(page);
    await page.waitForTimeout(1500);
    expect(adRequests).toEqual([]);
    expect(containers).not.toContain(SANDBOX_PRODUCT_IDS.adsContainer);
  });

  test('consent to advertising withdrawn: the slots and the ad cookies go at once, no ad is asked for on the next page', async ({
    page,
    context,
    site,
  }) => {
    test.skip(site.name !== 'cinema-paris', 'the built-in manager’s categories (cinema-paris)');
    const texts = messages(site).trackers;
    await page.goto('/');
    await hydrated(page);
    await acceptAll(page, site);
    await expect(page.locator('#FNC_HeaderPromoContainer [data-ad-creative]')).toBeVisible({ timeout: 15_000 });
    // The ad server's tag (the stand-in, as the real one) wrote its cookies with the first ad request.
    const adCookies = async () =>
      (await context.cookies()).map((cookie) => cookie.name).filter((name) => ['__gads', '__gpi'].includes(name));
    expect((await adCookies()).sort()).toEqual(['__gads', '__gpi']);

    await page.locator('footer').getByRole('button', { name: texts.footerLink }).click();
    const popup = page.locator('#cc-main .pm');
    await setConsentCategory(page, 'advertising', false);
    await popup.getByRole('button', { name: texts.preferences.save }).click();
    await expect(page.locator('#FNC_HeaderPromoContainer')).toHaveCount(0);
    // §4.12 nothing of advertising stays on the visitor's device.
    await expect.poll(adCookies).toEqual([]);
    const defined = (await adRecords(context, 'ad-wrapper', 'define')).length;

    await page.locator('main a[href^="/movies/"]:not([href="/movies/"])').first().click();
    await expect(page).toHaveURL(/\/movies\/.+\/$/);
    await page.waitForTimeout(1500);
    expect(await adRecords(context, 'ad-wrapper', 'define')).toHaveLength(defined);
    await expect(page.locator('#FNC_HeaderPromoContainer')).toHaveCount(0);
  });

  test('a page without scheduledMovieIds sets up nothing', async ({ page, context, site }) => {
    await askForConsent(context, site);
    await page.goto(`/${site.privacySlug}/`);
    await hydrated(page);
    await acceptAll(page, site);
    await expect.poll(async () => (await adRecords(context, 'ad-wrapper', 'load')).length, { timeout: 15_000 }).toBe(1);
    await page.waitForTimeout(1500);
    expect(await adRecords(context, 'ad-wrapper', 'define')).toEqual([]);
    await expect(page.locator('#FNC_HeaderPromoContainer')).toHaveCount(0);
  });
});

test.describe('§2.6 slot kinds', () => {
  test('pulse: fixed at the bottom-right, closable by keyboard, and it stays closed', async ({
    page,
    context,
    site,
  }) => {
    await homeWithConsent(page, context, site);
    const pulse = page.locator('[data-ad-slot="FNC_PulsePromoContainer"]');
    await expect(pulse.locator('[data-ad-creative]')).toBeVisible({ timeout: 15_000 });
    // Fixed to the viewport's corner, wholly on screen, out of the page's flow; its close button too.
    expect(await pulse.evaluate((frame) => getComputedStyle(frame).position)).toBe('fixed');
    const box = (await pulse.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 40);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(await axeViolations(page)).toEqual([]);

    const close = pulse.getByRole('button', { name: messages(site).ads.closePulse });
    const closeBox = (await close.boundingBox())!;
    expect(closeBox.x).toBeGreaterThanOrEqual(0);
    expect(closeBox.y).toBeGreaterThanOrEqual(0);
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(pulse).toBeHidden();
    await expect
      .poll(async () => (await adRecords(context, 'ad-wrapper', 'destroy')).map((r) => r.data.elementIds))
      .toContainEqual(['FNC_PulsePromoContainer']);
    await expect(page.locator('main')).toBeFocused();
    // Closed for the visit: the next page sets up the other slots, not the pulse.
    const definesBefore = (await adRecords(context, 'ad-wrapper', 'define')).length;
    await page.locator('main a[href^="/movies/"]:not([href="/movies/"])').first().click();
    await expect
      .poll(async () => (await adRecords(context, 'ad-wrapper', 'define')).length, { timeout: 10_000 })
      .toBeGreaterThan(definesBefore);
    await page.waitForTimeout(500);
    const again = (await adRecords(context, 'ad-wrapper', 'define')).slice(definesBefore).map((r) => r.data.elementId);
    expect(again).toContain('FNC_HeaderPromoContainer');
    expect(again).not.toContain('FNC_PulsePromoContainer');
    await expect(pulse).toBeHidden();
  });

  test('interstitial on the first page; footer and custom slots below the fold load when scrolled to', async ({
    page,
    context,
    site,
  }) => {
    // The interstitial is configured on the circuit; the venue gets it through the same plan rules.
    await withAdsPlan(
      page,
      planFor(site, (file) => {
        if (!file.settings.adsLocation.includes('INTERSTITIAL')) file.settings.adsLocation.push('INTERSTITIAL');
      }),
    );
    const configured = adsPlan(loadSiteFile(site.name))!.slots.map((slot) => slot.elementId);
    await page.setViewportSize({ width: 1280, height: 600 });
    await askForConsent(context, site);
    await page.goto('/movies/');
    await hydrated(page);
    await acceptAll(page, site);
    const inPage = configured.filter((id) => id !== 'FNC_InterstitialContainer');
    await expect
      .poll(async () => (await adRecords(context, 'ad-wrapper', 'define')).map((r) => r.data.elementId), {
        timeout: 15_000,
      })
      .toEqual(expect.arrayContaining([...inPage, 'FNC_InterstitialContainer']));
    const interstitial = (await adRecords(context, 'ad-wrapper', 'define')).find(
      (r) => r.data.elementId === 'FNC_InterstitialContainer',
    );
    expect(interstitial?.data).toMatchObject({ outOfPage: true, sizes: [[1, 1]] });
    const displayed = async () => (await adRecords(context, 'ad-server', 'display')).map((r) => r.data.elementId);
    await page.waitForTimeout(1000);
    const below = inPage.filter((id) => id === 'FNC_FooterPromoContainer' || id.endsWith('CustomPromoContainer'));
    expect(below).toContain('FNC_FooterPromoContainer');
    for (const id of below) expect(await displayed()).not.toContain(id);
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect.poll(displayed).toEqual(expect.arrayContaining(below));
    await expect(page.locator('#FNC_FooterPromoContainer [data-ad-creative]')).toHaveAttribute(
      'data-ad-creative',
      '970x250',
    );
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
  });
});

/** What the other modes give on each demo site (a venue in France, a circuit in the US). */
const OTHER_MODES = {
  'cinema-paris': {
    customPath: '/4242/CUSTOM_WEB/allads/le-grand-ecran-paris',
    directPath: '/120157152/FNCFR_WEB/restrictedads/le-grand-ecran-paris',
    keyValues: {
      adType: 'captif-uniquement',
      pageType: 'home',
      domain: 'www.legrandecran.example.fr',
      theaterId: '2001',
    },
  },
  'circuit-demo': {
    customPath: '/4242/CUSTOM_WEB/allads/starlight-cinemas',
    directPath: '/9518146/FNCUS_WEB/restrictedads/starlight-cinemas',
    keyValues: { adType: 'captif-uniquement', pageType: 'home', domain: 'www.starlight.example.com' },
  },
} as const;

test.describe('§9.6 the other modes', () => {
  test('CUSTOM: the site code is the part of adsCustom.url after "library/", allads', async ({
    page,
    context,
    site,
  }) => {
    await withAdsPlan(
      page,
      planFor(site, (file) => {
        file.settings.adsDisplay = 'CUSTOM';
        file.settings.adsCustom!.url = `${SANDBOX_URL}/ads/library/4242/CUSTOM_WEB.js`;
      }),
    );
    await homeWithConsent(page, context, site);
    await expect
      .poll(async () => (await adRecords(context, 'ad-wrapper', 'load')).map((r) => r.data.siteCode), {
        timeout: 15_000,
      })
      .toEqual(['4242/CUSTOM_WEB']);
    await expect
      .poll(async () => (await adRecords(context, 'ad-wrapper', 'define')).map((r) => r.data.path))
      .toContain(OTHER_MODES[site.name].customPath);
    const [targeting] = await adRecords(context, 'ad-wrapper', 'targeting');
    expect(targeting?.data.adType).toBe('captif-et-hors-captif');
  });

  test('CUSTOM_WITHOUT_WRAPPER: the ad server directly, its key-values; a targeting change refreshes every slot but the interstitial', async ({
    page,
    context,
    site,
  }) => {
    const expected = OTHER_MODES[site.name];
    await withAdsPlan(page, directAdServerPlan(site, ['PAGES_TOP', 'PULSE', 'INTERSTITIAL']));
    await homeWithConsent(page, context, site);
    await expect
      .poll(async () => (await adRecords(context, 'ad-server', 'display')).map((r) => r.data.elementId), {
        timeout: 15_000,
      })
      .toEqual(expect.arrayContaining(['FNC_HeaderPromoContainer', 'FNC_PulsePromoContainer', null]));
    expect(await adRecords(context, 'ad-wrapper')).toEqual([]);
    const header = (await adRecords(context, 'ad-server', 'display')).find(
      (r) => r.data.elementId === 'FNC_HeaderPromoContainer',
    );
    expect(header?.data).toMatchObject({
      path: expected.directPath,
      pageTargeting: { ...expected.keyValues, isLoggedIn: 'false', urlOrigin: site.baseURL },
    });
    await page.evaluate(() => {
      (window as unknown as { dataLayer: unknown[] }).dataLayer.push({
        event: 'page_data',
        pageType: 'home',
        isLoggedIn: 'true',
      });
    });
    await expect
      .poll(async () =>
        (await adRecords(context, 'ad-server', 'refresh')).map((r) =>
          r.data.slots.map((slot: { elementId: string }) => slot.elementId),
        ),
      )
      .toEqual([['FNC_HeaderPromoContainer', 'FNC_PulsePromoContainer']]);
  });
  test('§3.14, §4.14 a signed-in member who chose a theater: isLoggedIn "true", and the circuit’s ad path and targeting name that theater', async ({
    page,
    context,
    site,
    catalog,
  }) => {
    const expected = OTHER_MODES[site.name];
    await withAdsPlan(page, directAdServerPlan(site, ['PAGES_TOP']));
    const file = loadSiteFile(site.name);
    // The circuit's second theater (a single venue's current theater is always its own).
    const chosen = catalog.theaters.find((t) => t.id === file.configuration.theaterIds.at(-1))!;
    await context.addCookies([{ name: 'selectedTheaterId', value: chosen.id, domain: 'localhost', path: '/' }]);
    await signInByRequest(page, site);

    await homeWithConsent(page, context, site);
    await expect
      .poll(async () => (await adRecords(context, 'ad-server', 'display')).map((r) => r.data.elementId), {
        timeout: 15_000,
      })
      .toContain('FNC_HeaderPromoContainer');
    const header = (await adRecords(context, 'ad-server', 'display')).find(
      (r) => r.data.elementId === 'FNC_HeaderPromoContainer',
    );
    const theater =
      site.name === 'cinema-paris' ? catalog.theaters.find((t) => t.id === file.configuration.theaterIds[0])! : chosen;
    expect(header?.data.path).toBe(
      site.name === 'cinema-paris' ? expected.directPath : `${expected.directPath}/${chosen.slug}`,
    );
    expect(header?.data.pageTargeting).toMatchObject({
      isLoggedIn: 'true',
      theaterId: theater.id,
      theaterName: theater.name,
      theaterPermalinkPath: `/theaters/${theater.slug}/`,
    });
  });
});
