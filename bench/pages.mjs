// npm run bench:pages — page weight and Lighthouse figures of the built demo sites (issue 3).
//
// For each site (built beforehand: node scripts/build-site.mjs {site}) this starts the production
// site server (scripts/serve-site.mjs: Next behind the gateway's fast path) on a free port, picks the movie page with the most showtimes in the coming week, and prints:
//   - first-load JS: every <script src> the HTML references (modules only; the nomodule polyfill is
//     never loaded by the browsers we target), each gzipped, summed;
//   - the HTML of that page, gzipped;
//   - Lighthouse 13 mobile (default config: Moto G Power, simulated slow 4G, 4x CPU) performance and
//     accessibility, median of BENCH_RUNS (3) runs, with Debian's Chromium.
// Targets (issue 3): JS <= 150 KB gz, HTML <= 60 KB gz, performance >= 0.95, accessibility 1.00.
// Run it inside the shared lock: flock /tmp/fincher-e2e.lock npm run bench:pages

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort, waitForOk } from './support.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SITES = (process.env.BENCH_SITES ?? 'cinema-paris,circuit-demo').split(',');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const TARGETS = { jsKb: 150, htmlKb: 60, performance: 0.95, accessibility: 1 };
const WEEK_DAYS = 7;

function startSite(site, port) {
  const child = spawn(process.execPath, [path.join('scripts', 'serve-site.mjs'), site], {
    cwd: ROOT,
    env: {
      ...process.env,
      SITE: site,
      PORT: String(port),
      NEXT_TELEMETRY_DISABLED: '1',
      PROVIDER_API_URL: process.env.PROVIDER_API_URL ?? 'http://localhost:4010',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

/** The movie with the most showtimes (all theaters) in the coming week: the heaviest movie page. */
function busiestMovie(site) {
  const catalog = JSON.parse(readFileSync(path.join(ROOT, '.generated', site, 'catalog.json'), 'utf8'));
  const now = Date.now();
  const end = now + WEEK_DAYS * 86_400_000;
  const counts = new Map();
  for (const s of catalog.showtimes) {
    const start = Date.parse(s.startsAt);
    if (start >= now - 20 * 60_000 && start < end) counts.set(s.movieId, (counts.get(s.movieId) ?? 0) + 1);
  }
  const [movieId, count] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  const movie = catalog.movies.find((m) => m.id === movieId);
  const days = new Set(catalog.showtimes.filter((s) => s.movieId === movieId).map((s) => s.startsAt.slice(0, 10))).size;
  return {
    path: `/movies/${movie.id}-${movie.slug}/`,
    title: movie.title,
    weekShowtimes: count,
    days,
    theaters: catalog.theaters.length,
  };
}

const kb = (bytes) => bytes / 1024;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function pageWeight(origin, pagePath) {
  const html = await (await fetch(origin + pagePath)).text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1])
    .filter((attributes) => /\bsrc="/.test(attributes) && !/\bnoModule\b|\bnomodule\b/.test(attributes))
    .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)[1].replaceAll('&amp;', '&'));
  const unique = [...new Set(scripts)];
  let jsGzip = 0;
  let jsRaw = 0;
  for (const src of unique) {
    const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
    jsRaw += body.length;
    jsGzip += gzipSync(body).length;
  }
  const htmlBytes = Buffer.from(html);
  return { jsFiles: unique.length, jsGzip, jsRaw, htmlGzip: gzipSync(htmlBytes).length, htmlRaw: htmlBytes.length };
}

async function lighthouseScores(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const performance = [];
    const accessibility = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const { categories, audits } = result.lhr;
      performance.push(categories.performance.score);
      accessibility.push(categories.accessibility.score);
      const failing = Object.values(audits).filter(
        (a) =>
          a.scoreDisplayMode === 'binary' &&
          a.score === 0 &&
          categories.accessibility.auditRefs.some((r) => r.id === a.id),
      );
      console.log(
        `    run ${run + 1}: performance ${categories.performance.score.toFixed(2)} (FCP ${audits['first-contentful-paint'].displayValue}, LCP ${audits['largest-contentful-paint'].displayValue}, TBT ${audits['total-blocking-time'].displayValue}, CLS ${audits['cumulative-layout-shift'].displayValue}), accessibility ${categories.accessibility.score.toFixed(2)}${failing.length ? ` [${failing.map((a) => a.id).join(', ')}]` : ''}`,
      );
    }
    return { performance: median(performance), accessibility: median(accessibility) };
  } finally {
    await chrome.kill();
  }
}

const rows = [];
for (const site of SITES) {
  if (!existsSync(path.join(ROOT, `.next-${site}`, 'BUILD_ID'))) {
    console.error(`.next-${site} is not built: run node scripts/build-site.mjs ${site} first`);
    process.exit(1);
  }
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const server = startSite(site, port);
  try {
    await waitForOk(`${origin}/`);
    const movie = busiestMovie(site);
    console.log(
      `${site}: ${movie.path} (${movie.weekShowtimes} showtimes in the coming week, ${movie.days} days scheduled, ${movie.theaters} theater(s))`,
    );
    // One request first, so that a page rendered on demand is measured from the cache like the others.
    await fetch(origin + movie.path);
    const weight = await pageWeight(origin, movie.path);
    console.log(
      `  first-load JS: ${weight.jsFiles} files, ${kb(weight.jsGzip).toFixed(1)} KB gzipped (${kb(weight.jsRaw).toFixed(0)} KB raw); HTML: ${kb(weight.htmlGzip).toFixed(1)} KB gzipped (${kb(weight.htmlRaw).toFixed(0)} KB raw)`,
    );
    const scores = await lighthouseScores(origin + movie.path);
    console.log(
      `  Lighthouse mobile, median of ${RUNS}: performance ${scores.performance.toFixed(2)}, accessibility ${scores.accessibility.toFixed(2)}`,
    );
    rows.push({ site, ...weight, ...scores });
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit').catch(() => {});
  }
}

console.log('\nsite            JS gz KB  HTML gz KB  perf  a11y');
let ok = true;
for (const row of rows) {
  const pass =
    kb(row.jsGzip) <= TARGETS.jsKb &&
    kb(row.htmlGzip) <= TARGETS.htmlKb &&
    row.performance >= TARGETS.performance &&
    row.accessibility >= TARGETS.accessibility;
  ok &&= pass;
  console.log(
    `${row.site.padEnd(15)} ${kb(row.jsGzip).toFixed(1).padStart(8)}  ${kb(row.htmlGzip).toFixed(1).padStart(10)}  ${row.performance.toFixed(2)}  ${row.accessibility.toFixed(2)}  ${pass ? 'meets targets' : 'MISSES a target'}`,
  );
}
console.log(
  `targets: JS <= ${TARGETS.jsKb} KB gz, HTML <= ${TARGETS.htmlKb} KB gz, performance >= ${TARGETS.performance}, accessibility ${TARGETS.accessibility.toFixed(2)}`,
);
process.exitCode = ok ? 0 : 1;
