import type { Frame, FrameLocator, Page } from '@playwright/test';
import { axeViolations, expect, hydrated, test } from './fixtures.ts';
import { SANDBOX_URL } from './sites.ts';

// §1, §3.15, §4.13, §7.11 live preview: the sandbox's design editor (sandbox/design-editor.ts)
// frames the site or opens it in a window, and drives it with design messages. The demo sites
// list localhost:4010 in allowedEmbeddingDomains; 127.0.0.1:4010 is the same sandbox under an
// origin that is not allowed.

const OTHER_SANDBOX = SANDBOX_URL.replace('localhost', '127.0.0.1');
const editorUrl = (editorOrigin: string, siteUrl: string) =>
  `${editorOrigin}/sandbox/editor?site=${encodeURIComponent(siteUrl)}`;

/** The design state a visitor sees: the <html> data attributes and the inline theme variables. */
async function designState(target: Page | Frame): Promise<{ attributes: Record<string, string>; style: string }> {
  return target.evaluate(() => ({
    attributes: Object.fromEntries(
      [...document.documentElement.attributes].filter((a) => a.name.startsWith('data-')).map((a) => [a.name, a.value]),
    ),
    style: document.documentElement.getAttribute('style') ?? '',
  }));
}

function siteFrame(page: Page): Frame {
  const frame = page.frame({ name: 'site-frame' });
  if (!frame) throw new Error('the editor has no site frame');
  return frame;
}

async function openEditor(page: Page, siteUrl: string): Promise<FrameLocator> {
  await page.goto(editorUrl(SANDBOX_URL, siteUrl));
  // §4.13: the framed site says it has mounted; only then does the editor's status change.
  await expect(page.locator('#editor-status')).toHaveText('Site mounted');
  return page.frameLocator('#site-frame');
}

const relativeLuminance = (rgb: string) => {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [x, y] = [relativeLuminance(a), relativeLuminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
};

test.describe('§4.13 live preview driven by the design editor', () => {
  test('colour scheme: the primary colour reaches the buttons and stays readable', async ({ page, site }) => {
    const frame = await openEditor(page, `${site.baseURL}/`);
    await page.locator('#has-search').check();
    const button = frame.locator('[data-header-search] button[type=submit]');
    await expect(button).toBeVisible();
    const before = await button.evaluate((el) => getComputedStyle(el).backgroundColor);

    await page.locator('#color-primary').fill('#1e88e5');
    await expect(button).toHaveCSS('background-color', 'rgb(30, 136, 229)');
    expect(before).not.toBe('rgb(30, 136, 229)');
    const colours = await button.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
    expect(contrast(colours[0] as string, colours[1] as string)).toBeGreaterThanOrEqual(4.5);

    // A primary the header background would swallow is replaced by a neutral, text still readable;
    // the editor warns that it cannot be read on the chosen background.
    await page.locator('#color-headerBackground').fill('#ffffff');
    await page.locator('#color-background').fill('#ffffff');
    await page.locator('#color-primary').fill('#fdfdfd');
    await expect(page.locator('#contrast-warning')).toContainText('primary on the background');
    await expect(button).not.toHaveCSS('background-color', 'rgb(253, 253, 253)');
    const fallback = await button.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
    expect(contrast(fallback[0] as string, fallback[1] as string)).toBeGreaterThanOrEqual(4.5);
    // The page text follows the new background.
    const text = await frame
      .locator('main')
      .evaluate((el) => [getComputedStyle(el).color, getComputedStyle(document.documentElement).backgroundColor]);
    expect(contrast(text[0] as string, text[1] as string)).toBeGreaterThanOrEqual(4.5);
    await expect(page.locator('#sent li')).not.toHaveCount(0);
  });

  test('font: the heading family changes and its face is loaded from the site', async ({ page, site }) => {
    const frame = await openEditor(page, `${site.baseURL}/`);
    // A family the site does not use yet, whose @fontsource package is installed.
    const family = site.name === 'cinema-paris' ? 'Source Sans 3' : 'Inter';
    const fileId = family.toLowerCase().replace(/ /g, '-');
    const faceLoaded = page.waitForResponse(
      (response) => response.url() === `${site.baseURL}/api/preview/font/${fileId}-latin-700-normal.woff2`,
    );
    await page.locator('#font-target').selectOption('heading');
    await page.locator('#font-family').selectOption(family);
    await page.locator('#send-font').click();
    expect((await faceLoaded).status()).toBe(200);
    const heading = frame.locator('h1').first();
    await expect
      .poll(() => heading.evaluate((el) => getComputedStyle(el).fontFamily))
      .toMatch(new RegExp(`^"?${family}"?,`));
    await expect
      .poll(() => heading.evaluate((el, name) => document.fonts.check(`700 16px "${name}"`), family))
      .toBe(true);
    // The body text keeps its family.
    await expect
      .poll(() => frame.locator('body').evaluate((el) => getComputedStyle(el).fontFamily))
      .not.toMatch(new RegExp(`^"?${family}"?,`));
  });

  test('layouts, logo size and toggles change what a visitor sees; axe finds nothing in each', async ({
    page,
    site,
  }) => {
    const frame = await openEditor(page, `${site.baseURL}/`);
    const logo = frame.locator('[data-header-logo]');
    expect(await axeViolations(page)).toEqual([]);

    // Header: logo left of the navigation, then centred above it. Measured on the name's text, as a
    // visitor sees it (on a narrow frame the logo's box spans the first row in either layout).
    const centreOffset = () =>
      logo.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const text = range.getBoundingClientRect();
        const row = element.closest('header')!.getBoundingClientRect();
        return Math.abs(text.x + text.width / 2 - (row.x + row.width / 2));
      });
    const leftOffset = await centreOffset();
    await page.locator('#header-layout').selectOption('logoCentered');
    await expect.poll(() => frame.locator('html').getAttribute('data-header-layout')).toBe('logoCentered');
    await expect.poll(async () => await logo.evaluate((el) => getComputedStyle(el).textAlign)).toBe('center');
    expect(leftOffset).toBeGreaterThan(50);
    expect(await centreOffset()).toBeLessThan(2);

    // Logo size.
    const fontSize = () => logo.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    const medium = await fontSize();
    await page.locator('#logo-size').selectOption('large');
    await expect.poll(fontSize).toBeGreaterThan(medium);
    await page.locator('#logo-size').selectOption('small');
    await expect.poll(fontSize).toBeLessThan(medium);

    // Footer: full, then compact.
    const footerRow = frame.locator('[data-footer-row]');
    await expect(footerRow).toHaveCSS('flex-direction', 'row');
    await page.locator('#footer-layout').selectOption('compact');
    await expect(footerRow).toHaveCSS('flex-direction', 'column');
    await expect(footerRow).toHaveCSS('text-align', 'center');

    // Search: hidden, then a field that leads to the movie list's search.
    const search = frame.getByRole('search');
    await expect(search).toBeHidden();
    await page.locator('#has-search').check();
    await expect(search).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await search.getByRole('searchbox').fill('a');
    await search.getByRole('button').click();
    await expect.poll(() => siteFrame(page).url()).toBe(`${site.baseURL}/movies/?q=a`);
    // A new page load starts from the published design and says "mounted" again.
    await expect(frame.locator('main')).toBeVisible();
    await expect.poll(() => page.locator('#received li').count()).toBeGreaterThanOrEqual(2);

    // Footer links on small screens: the frame gets narrower than the sm breakpoint.
    await page.setViewportSize({ width: 900, height: 800 });
    await page.addStyleTag({ content: 'body{grid-template-columns:1fr 600px !important}' });
    const links = frame.locator('[data-footer-links]');
    await expect(links).toBeVisible();
    await page.locator('#footer-mobile-links').uncheck();
    await expect(links).toBeHidden();
    await page.locator('#footer-mobile-links').check();
    await expect(links).toBeVisible();
  });

  test('an opened window is previewed too', async ({ page, site, context }) => {
    await page.goto(editorUrl(SANDBOX_URL, `${site.baseURL}/`));
    const [popup] = await Promise.all([context.waitForEvent('page'), page.locator('#open-window').click()]);
    await hydrated(popup);
    await expect(page.locator('#editor-status')).toHaveText(/mounted/);
    await expect.poll(() => page.locator('#received li').count()).toBeGreaterThanOrEqual(2);
    await page.locator('#header-layout').selectOption('logoCentered');
    await expect(popup.locator('html')).toHaveAttribute('data-header-layout', 'logoCentered');
  });
});

test.describe('§4.13 messages from anyone else change nothing', () => {
  test('200 hostile messages (wrong source, malformed, from the frame itself) change nothing', async ({
    page,
    site,
  }) => {
    await openEditor(page, `${site.baseURL}/`);
    const frame = siteFrame(page);
    const before = await designState(frame);
    const consoleMessages: string[] = [];
    page.on('console', (message) => consoleMessages.push(message.text()));

    const valid = [
      { type: 'headerLayout', payload: { headerLayout: 'logoCentered' } },
      { type: 'footerLayout', payload: { footerLayout: 'compact' } },
      { type: 'logoSize', payload: { logoSize: 'large' } },
      { type: 'hasSearch', payload: { hasSearch: true } },
      { type: 'footerMobileLinks', payload: { footerMobileLinks: false } },
      { type: 'colorScheme', payload: { colorScheme: { primary: '#00ff00', background: '#000000' } } },
      { type: 'font', payload: { font: { fontTarget: 'body', font: 'Inter', weights: ['400'] } } },
    ];
    // A sibling frame of the same (allowed) origin: the right origin, the wrong source. It loads a
    // sandbox document without a CSP, so that code can run in its own realm (the editor page's
    // CSP forbids evaluating strings, and a message's source is the realm that calls postMessage).
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const sibling = document.createElement('iframe');
          sibling.title = 'sibling';
          sibling.id = 'sibling-frame';
          sibling.addEventListener('load', () => resolve(), { once: true });
          sibling.src = '/health';
          document.body.append(sibling);
        }),
    );
    const sent = await page.evaluate(
      ({ valid, siteOrigin }) => {
        let seed = 7;
        const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
        const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)] as T;
        const target = (document.getElementById('site-frame') as HTMLIFrameElement).contentWindow!;
        const sibling = document.getElementById('sibling-frame') as HTMLIFrameElement;
        const siblingWindow = sibling.contentWindow as Window & { eval(code: string): unknown };
        const malformed = () =>
          pick<unknown>([
            null,
            'hasSearch',
            42,
            [],
            { type: pick(valid).type },
            { type: pick(valid).type, payload: null },
            { type: 'logoSize', payload: { logoSize: 'gigantic' } },
            { type: 'headerLayout', payload: { headerLayout: '<script>' } },
            { type: 'hasSearch', payload: { hasSearch: 'yes' } },
            { type: 'colorScheme', payload: { colorScheme: { primary: 'red; } body { display:none' } } },
            { type: 'font', payload: { font: { fontTarget: 'body', font: 'Papyrus', weights: ['400'] } } },
            { type: 'font', payload: { font: { fontTarget: 'footer', font: 'Inter', weights: ['400'] } } },
            { type: 'HEADERLAYOUT', payload: { headerLayout: 'logoCentered' } },
            { type: 'lifeCycle', lifeCycle: 'mounted' },
            JSON.stringify(pick(valid)),
          ]);
        let count = 0;
        for (let i = 0; i < 200; i += 1) {
          const kind = i % 3;
          if (kind === 0) {
            // Right origin and source, malformed payload.
            target.postMessage(malformed(), siteOrigin);
          } else if (kind === 1) {
            // Right origin, wrong source: the sibling frame sends a valid message.
            (siblingWindow as unknown as { __m: unknown }).__m = pick(valid);
            siblingWindow.eval(
              `parent.document.getElementById('site-frame').contentWindow.postMessage(window.__m, ${JSON.stringify(siteOrigin)})`,
            );
          } else {
            // Right origin and source, a valid message wrapped in another shape.
            target.postMessage({ data: pick(valid) }, siteOrigin);
          }
          count += 1;
        }
        return count;
      },
      { valid, siteOrigin: new URL(site.baseURL).origin },
    );
    expect(sent).toBe(200);
    // The frame posts valid messages to itself: its own origin is not an allowed one.
    await frame.evaluate((messages) => {
      for (const message of messages) window.postMessage(message, window.location.origin);
    }, valid);
    await page.waitForTimeout(300);
    expect(await designState(frame)).toEqual(before);
    expect(consoleMessages.filter((text) => /design|preview|message/i.test(text))).toEqual([]);

    // The same channel still works for the editor itself: the checks above could fail.
    await page.locator('#logo-size').selectOption('large');
    await expect.poll(async () => (await designState(frame)).attributes['data-logo-size']).toBe('large');
  });

  test('an opener that is not allowed gets no "mounted" and changes nothing', async ({ page, site, context }) => {
    await page.goto(editorUrl(OTHER_SANDBOX, `${site.baseURL}/`));
    const designFetched = context.waitForEvent('request', (request) => request.url().endsWith('/api/preview/design'));
    const [popup] = await Promise.all([context.waitForEvent('page'), page.locator('#open-window').click()]);
    await hydrated(popup);
    // The preview started (it asked for the published design) …
    await designFetched;
    await popup.waitForTimeout(500);
    const before = await designState(popup);
    // … but said nothing to this editor …
    await expect(page.locator('#received li')).toHaveCount(0);
    await expect(page.locator('#editor-status')).toHaveText('Waiting for the site…');
    // … and its messages, well formed, are ignored.
    await page.locator('#header-layout').selectOption('logoCentered');
    await page.locator('#logo-size').selectOption('large');
    await page.locator('#has-search').check();
    await page.locator('#color-primary').fill('#00ff00');
    await expect(page.locator('#sent li')).toHaveCount(4);
    await popup.waitForTimeout(300);
    expect(await designState(popup)).toEqual(before);
  });

  test('a page that is neither framed nor opened does not load the preview', async ({ page }) => {
    const previewRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/preview/')) previewRequests.push(request.url());
    });
    await page.goto('/');
    await hydrated(page);
    await page.waitForTimeout(300);
    expect(previewRequests).toEqual([]);
  });
});
