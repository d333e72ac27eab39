import type { BrowserContext, Page } from '@playwright/test';
import { loadSiteFile } from '../../src/lib/config/load-site.ts';
import { expect, hasMemberMenu, signInByRequest, test } from './fixtures.ts';
import type { E2ESite } from './sites.ts';

// Any content, any screen: the header's controls stay whole and
// reachable at every width from 320 to 1280 px, for a guest and a signed-in member with a theater
// chosen, and the site's name is not cut when it fits; with a 200-character theater name, site
// name and member label and a 300-character word in the page, nothing covers a control and the
// page never scrolls sideways.

const WIDTHS = [320, 390, 480, 640, 700, 740, 768, 900, 1024, 1280];

/** What is wrong with the header at this width: a control covered, crossed or off-screen, the page wider than the screen. */
function layoutProblems(page: Page, { nameMayBeCut }: { nameMayBeCut: boolean }): Promise<string[]> {
  return page.evaluate((nameMayBeCut) => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width)
      problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px > ${width} px`);
    const header = document.querySelector('header')!;
    const controls = [...header.querySelectorAll<HTMLElement>('a[href], button, input, select')].filter((element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    });
    const nameOf = (element: HTMLElement) =>
      (element.innerText || element.getAttribute('aria-label') || element.tagName).trim().slice(0, 30);
    for (const element of controls) {
      const rect = element.getBoundingClientRect();
      if (rect.left < -0.5 || rect.right > width + 0.5)
        problems.push(`"${nameOf(element)}" leaves the screen (${Math.round(rect.left)}–${Math.round(rect.right)})`);
      const x = Math.min(Math.max(rect.left + rect.width / 2, 0), width - 1);
      const hit = document.elementFromPoint(x, rect.top + rect.height / 2);
      if (hit && !element.contains(hit)) problems.push(`"${nameOf(element)}" is covered by a ${hit.tagName}`);
    }
    controls.forEach((a, i) =>
      controls.slice(i + 1).forEach((b) => {
        if (a.contains(b) || b.contains(a)) return;
        const r = a.getBoundingClientRect();
        const s = b.getBoundingClientRect();
        const across = Math.min(r.right, s.right) - Math.max(r.left, s.left);
        const down = Math.min(r.bottom, s.bottom) - Math.max(r.top, s.top);
        if (across > 0.5 && down > 0.5) problems.push(`"${nameOf(a)}" and "${nameOf(b)}" overlap`);
      }),
    );
    const logo = header.querySelector<HTMLElement>('[data-header-logo]')!;
    if (!nameMayBeCut && logo.scrollWidth > logo.clientWidth + 0.5)
      problems.push(`the site's name is cut (${logo.clientWidth} of ${logo.scrollWidth} px)`);
    return problems;
  }, nameMayBeCut);
}

/** On a circuit, the circuit's last theater chosen (its name is in the header picker). */
async function chooseTheater(context: BrowserContext, site: E2ESite): Promise<void> {
  const file = loadSiteFile(site.name);
  if (file.configuration.isSingleLocation) return;
  const id = file.configuration.theaterIds.at(-1)!;
  await context.addCookies([{ name: 'selectedTheaterId', value: id, domain: 'localhost', path: '/' }]);
}

/** The member's access as it stays: on a site with a §6 menu, its button (its code loads after the session). */
async function memberAccessDrawn(page: Page, site: E2ESite): Promise<void> {
  if (hasMemberMenu(site))
    await expect(page.locator('header [data-member-state="member"] button[aria-expanded]')).toBeVisible();
}

for (const signedIn of [false, true]) {
  const who = signedIn ? 'a signed-in member' : 'a guest';
  test(`the header's controls are whole and uncovered from 320 to 1280 px for ${who} with a theater chosen`, async ({
    page,
    context,
    site,
  }) => {
    await chooseTheater(context, site);
    if (signedIn) await signInByRequest(page, site);
    const found: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expect(page.locator(`[data-member-state="${signedIn ? 'member' : 'guest'}"]`)).toBeVisible();
      if (signedIn) await memberAccessDrawn(page, site);
      for (const problem of await layoutProblems(page, { nameMayBeCut: false })) found.push(`${width} px: ${problem}`);
    }
    expect(found).toEqual([]);
  });
}

test('200-character names and a 300-character word: names are cut or wrapped, no control covered, no sideways scroll', async ({
  page,
  context,
  site,
}) => {
  await chooseTheater(context, site);
  await signInByRequest(page, site);
  const found: string[] = [];
  for (const width of [320, 390, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/', '/movies/']) {
      await page.goto(path);
      await expect(page.locator('[data-member-state="member"]')).toBeVisible();
      await memberAccessDrawn(page, site);
      await page.evaluate(() => {
        const long = (word: string) =>
          Array.from({ length: 20 }, () => word)
            .join(' ')
            .slice(0, 200);
        const logo = document.querySelector<HTMLElement>('[data-header-logo]')!;
        logo.textContent = long('Cinémathèque');
        // The theater picker's label for the chosen theater, and the member's access label.
        for (const label of document.querySelectorAll<HTMLElement>('[data-theater-label]'))
          label.textContent = long('Starlight');
        // The account link's label, or the label of the §6 menu's button.
        const account = document.querySelector<HTMLElement>(
          '[data-member-state="member"] a span.truncate, [data-member-state="member"] button span.truncate',
        )!;
        account.textContent = long('Maximiliane');
        const paragraph = document.createElement('p');
        paragraph.textContent = `https://example.com/${'a'.repeat(280)}`;
        document.querySelector('main')!.prepend(paragraph);
      });
      for (const problem of await layoutProblems(page, { nameMayBeCut: true }))
        found.push(`${path} at ${width} px: ${problem}`);
    }
  }
  expect(found).toEqual([]);
});
