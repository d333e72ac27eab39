import { loadSiteFile } from '../../src/lib/config/load-site.ts';
import { expect, test } from './fixtures.ts';

// Settings of the site file that each take effect in the page (§3.1, §3.3), checked where a visitor or a crawler
// meets them.

test('§3.1 name names the site in link previews and browsers; §3.3 name stays in the titles', async ({
  page,
  site,
}) => {
  const file = loadSiteFile(site.name);
  await page.goto('/');
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', file.configuration.name);
  await expect(page.locator('meta[name="application-name"]')).toHaveAttribute('content', file.configuration.name);
  await expect(page).toHaveTitle(new RegExp(file.settings.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
});

test('§2.1, §3.1 a one-segment address that is none of the site pages is a 404, before any page renders', async ({
  request,
  site,
}) => {
  const file = loadSiteFile(site.name);
  for (const path of ['/no-such-page/', '/wp-login/']) {
    expect([path, (await request.get(path, { maxRedirects: 0 })).status()]).toEqual([path, 404]);
  }
  for (const page of file.pages) {
    expect([page.slug, (await request.get(`/${page.slug}/`, { maxRedirects: 0 })).status()]).toEqual([page.slug, 200]);
  }
});
