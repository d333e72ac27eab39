// npm run bench:member-pages — first-load JS of every member-area page of the built demo sites.
//
// For each site (built beforehand: node scripts/build-site.mjs {site}) this starts the production
// site server (scripts/serve-site.mjs) on a free port and measures, for the sign-in page (the
// site's login slug) and every /account/* page, the first-load JS the way bench/pages.mjs counts
// it: every <script src> the HTML references (modules only), each gzipped, summed. The member
// pages render their screens in the browser, so the figure is the same for a guest and a member.
// The target is the product's budget: 140 KB gzipped per page.
//
// BENCH_CONTRIBUTORS=N also prints, per page, the N source files or packages that weigh most in
// its first-load JS (estimated gzipped share, see chunk-sources.mjs). That needs a build with
// source maps: FINCHER_SOURCE_MAPS=1 node scripts/build-site.mjs {site}.
// BENCH_SITES and BENCH_PAGES (comma-separated page names, as printed) narrow the run; BENCH_PORT
// fixes the port the site is served on (default: a free one).
// Run it inside the shared lock: flock /tmp/fincher-e2e.lock npm run bench:member-pages

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chunkSources, sourceLabel } from './chunk-sources.mjs';
import { freePort, waitForOk } from './support.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SITES = (process.env.BENCH_SITES ?? 'cinema-paris,circuit-demo').split(',');
const TARGET_KB = 140;
const CONTRIBUTORS = Number(process.env.BENCH_CONTRIBUTORS ?? 0);

/** The member area: the sign-in page, then every /account/ route (src/app/account). */
const ACCOUNT_PAGES = [
  ['account', '/account/'],
  ['register', '/account/register/'],
  ['forgot-password', '/account/forgot-password/'],
  ['forgot-username', '/account/forgot-username/'],
  ['reset-password', '/account/reset-password/'],
  ['gift-card', '/account/gift-card/'],
  ['profile', '/account/profile/'],
  ['history', '/account/history/'],
  ['rewards', '/account/rewards/'],
  ['cards', '/account/cards/'],
  ['theaters', '/account/theaters/'],
  ['vouchers', '/account/vouchers/'],
  ['watchlist', '/account/watchlist/'],
  ['online-access', '/account/online-access/'],
  ['join-loyalty', '/account/join-loyalty/'],
  ['delete', '/account/delete/'],
];
const PAGE_NAMES = ['home', 'sign-in', ...ACCOUNT_PAGES.map(([name]) => name)];
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',').map((p) => p.trim()) : PAGE_NAMES;
for (const page of PAGES) {
  if (!PAGE_NAMES.includes(page)) {
    console.error(`BENCH_PAGES: unknown page "${page}" (known: ${PAGE_NAMES.join(', ')})`);
    process.exit(1);
  }
}

function sitePages(site) {
  const siteFile = JSON.parse(readFileSync(path.join(ROOT, 'content', 'sites', site, 'site.json'), 'utf8'));
  // The home page is not a member page: it is listed as the baseline every page shares.
  return [['home', '/'], ['sign-in', `/${siteFile.settings.loginPage.slug}/`], ...ACCOUNT_PAGES].filter(([name]) =>
    PAGES.includes(name),
  );
}

function startSite(site, port) {
  return spawn(process.execPath, [path.join('scripts', 'serve-site.mjs'), site], {
    cwd: ROOT,
    env: { ...process.env, SITE: site, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** The module scripts a page's HTML loads (the nomodule polyfill never runs in our browsers). */
async function pageScripts(origin, pagePath) {
  const response = await fetch(origin + pagePath);
  if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`);
  const html = await response.text();
  const sources = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1])
    .filter((attributes) => /\bsrc="/.test(attributes) && !/\bnomodule\b/i.test(attributes))
    .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)[1].replaceAll('&amp;', '&'));
  return [...new Set(sources)];
}

const kb = (bytes) => bytes / 1024;

async function measure(site, origin, pagePath) {
  const scripts = await pageScripts(origin, pagePath);
  let gzip = 0;
  const contributors = new Map();
  let mapped = true;
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
    const chunkGzip = gzipSync(body).length;
    gzip += chunkGzip;
    if (!CONTRIBUTORS) continue;
    const { pathname } = new URL(src, origin);
    const file = path.join(ROOT, `.next-${site}`, pathname.replace(/^\/_next\//, ''));
    const sources = existsSync(file) ? chunkSources(file) : null;
    if (!sources) {
      mapped = false;
      continue;
    }
    const total = [...sources.values()].reduce((sum, n) => sum + n, 0) || 1;
    for (const [source, characters] of sources) {
      const label = sourceLabel(source);
      contributors.set(label, (contributors.get(label) ?? 0) + (chunkGzip * characters) / total);
    }
  }
  return { files: scripts.length, gzip, contributors, mapped };
}

const rows = [];
for (const site of SITES) {
  if (!existsSync(path.join(ROOT, `.next-${site}`, 'BUILD_ID'))) {
    console.error(`.next-${site} is not built: run node scripts/build-site.mjs ${site} first`);
    process.exitCode = 1;
    continue;
  }
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const origin = `http://localhost:${port}`;
  const server = startSite(site, port);
  try {
    await waitForOk(`${origin}/`);
    for (const [name, pagePath] of sitePages(site)) {
      const row = { site, name, pagePath, ...(await measure(site, origin, pagePath)) };
      rows.push(row);
      if (CONTRIBUTORS) {
        console.log(`${site} ${pagePath}: ${kb(row.gzip).toFixed(1)} KB gzipped in ${row.files} files`);
        if (!row.mapped) console.log('  (some chunks have no source map: build with FINCHER_SOURCE_MAPS=1)');
        const top = [...row.contributors.entries()].sort((a, b) => b[1] - a[1]).slice(0, CONTRIBUTORS);
        for (const [label, bytes] of top) console.log(`  ${kb(bytes).toFixed(1).padStart(6)} KB  ${label}`);
      }
    }
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit').catch(() => {});
  }
}

console.log(`\nFirst-load JS of the member pages, gzipped ("!" marks a page over ${TARGET_KB} KB)`);
console.log(
  `${'site'.padEnd(14)} ${'page'.padEnd(16)} ${'path'.padEnd(28)} ${'files'.padStart(5)} ${'JS gz KB'.padStart(9)}`,
);
let ok = rows.length > 0;
for (const row of rows) {
  const pass = kb(row.gzip) <= TARGET_KB;
  if (row.name !== 'home') ok &&= pass;
  console.log(
    `${row.site.padEnd(14)} ${row.name.padEnd(16)} ${row.pagePath.padEnd(28)} ${String(row.files).padStart(5)} ${kb(row.gzip).toFixed(1).padStart(8)}${pass ? ' ' : '!'}`,
  );
}
console.log(ok ? `every member page is within ${TARGET_KB} KB` : `some member page is OVER ${TARGET_KB} KB`);
process.exitCode = ok ? (process.exitCode ?? 0) : 1;
