import { readFileSync } from 'node:fs';
import type { Frame, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { E2E_SITES, SANDBOX_URL } from './sites.ts';

// §3.15, §4.13, §9.5: the design editor picks families neither demo site uses; the preview loads
// their faces from the site's own origin (CSP font-src 'self') and the page takes them up.

const HEADING = { family: 'Playfair Display', file: 'playfair-display-latin-700-normal.woff2' };
const BODY = { family: 'Lora', file: 'lora-latin-400-normal.woff2' };

/** Every family a demo site names in its theme or its web-font lists. */
function demoFamilies(): Set<string> {
  const families = new Set<string>();
  for (const site of E2E_SITES) {
    const file = new URL(`../../content/sites/${site.name}/site.json`, import.meta.url);
    const { configuration } = JSON.parse(readFileSync(file, 'utf8')) as {
      configuration: {
        theme: { fonts: { body: string; heading: string } };
        webFonts?: { font: string }[];
        googleFonts?: { font: string }[];
      };
    };
    families.add(configuration.theme.fonts.body).add(configuration.theme.fonts.heading);
    for (const entry of [...(configuration.webFonts ?? []), ...(configuration.googleFonts ?? [])]) {
      families.add(entry.font);
    }
  }
  return families;
}

function siteFrame(page: Page): Frame {
  const frame = page.frame({ name: 'site-frame' });
  if (!frame) throw new Error('the editor has no site frame');
  return frame;
}

/** Whether the frame holds a loaded face of the family at the weight (document.fonts.check is true for unknown families). */
const faceLoaded = (frame: Frame, family: string, weight: string) =>
  frame.evaluate(
    ([name, w]) =>
      [...document.fonts].some((f) => f.family.replace(/"/g, '') === name && f.weight === w && f.status === 'loaded'),
    [family, weight] as const,
  );

test('§4.13 font messages: families no demo site uses are loaded from the site and applied', async ({ page, site }) => {
  expect(demoFamilies()).not.toContain(HEADING.family);
  expect(demoFamilies()).not.toContain(BODY.family);
  const siteOrigin = new URL(site.baseURL).origin;
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font' || request.url().includes('/api/preview/font/')) {
      fontRequests.push(request.url());
    }
  });

  await page.goto(`${SANDBOX_URL}/sandbox/editor?site=${encodeURIComponent(`${site.baseURL}/`)}`);
  await expect(page.locator('#editor-status')).toHaveText('Site mounted');
  const frame = siteFrame(page);
  const heading = frame.locator('h1').first();
  const family = (selector: 'h1' | 'body') =>
    frame
      .locator(selector)
      .first()
      .evaluate((el) => getComputedStyle(el).fontFamily);
  // Not shown before the editor asks: the site's own build ships neither family.
  expect(await family('h1')).not.toContain(HEADING.family);
  expect(await faceLoaded(frame, HEADING.family, '700')).toBe(false);
  expect(fontRequests.filter((url) => url.includes('/api/preview/font/'))).toEqual([]);

  const send = async (target: 'heading' | 'body', name: string, file: string) => {
    const response = page.waitForResponse((r) => r.url().endsWith(`/api/preview/font/${file}`));
    await page.locator('#font-target').selectOption(target);
    await page.locator('#font-family').selectOption(name);
    await page.locator('#send-font').click();
    return response;
  };

  const headingFace = await send('heading', HEADING.family, HEADING.file);
  expect(new URL(headingFace.url()).origin).toBe(siteOrigin);
  expect(headingFace.status()).toBe(200);
  expect(headingFace.headers()['content-type']).toBe('font/woff2');
  expect((await headingFace.body()).subarray(0, 4).toString('latin1')).toBe('wOF2');
  await expect.poll(() => family('h1')).toMatch(new RegExp(`^"?${HEADING.family}"?,`));
  await expect.poll(() => faceLoaded(frame, HEADING.family, '700')).toBe(true);
  // The body keeps its family until it is changed in turn.
  expect(await family('body')).not.toContain(HEADING.family);

  const bodyFace = await send('body', BODY.family, BODY.file);
  expect(new URL(bodyFace.url()).origin).toBe(siteOrigin);
  expect(bodyFace.status()).toBe(200);
  await expect.poll(() => family('body')).toMatch(new RegExp(`^"?${BODY.family}"?,`));
  await expect.poll(() => faceLoaded(frame, BODY.family, '400')).toBe(true);
  await expect(heading).toBeVisible();

  // Every font the page asked for came from the site itself: no font service, no other host.
  expect(fontRequests.length).toBeGreaterThan(0);
  for (const url of fontRequests) expect(new URL(url).origin, url).toBe(siteOrigin);
});
