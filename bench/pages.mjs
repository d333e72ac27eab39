// npm run bench:pages — page weight and Lighthouse figures of each page type of the built demo sites.
//
// For each site (built beforehand: node scripts/build-site.mjs {site}) this starts the production
// site server (scripts/serve-site.mjs: Next behind the gateway's fast path) on a free port and
// measures each page type a visitor lands on:
//   home, the movie list, the busiest movie page (most showtimes in the coming week, every theater),
//   the busiest theater page, the sign-in page (the site's login slug) and the account home (a
//   member signed in before the visit, bench/member-session.mjs);
// printing for each:
//   - first-load JS: every <script src> the HTML references (modules only; the nomodule polyfill is
//     never loaded by the browsers we target), each gzipped, summed;
//   - the HTML of the page, gzipped;
//   - Lighthouse 13 mobile (default config: Moto G Power, simulated slow 4G, 4x CPU) performance,
//     accessibility and cumulative layout shift, each the median of BENCH_RUNS (3) runs, with
//     Debian's Chromium. Each run also prints the element Lighthouse took as the largest paint and
//     its benchmark index of this machine's CPU: simulated throttling slows the observed load 4x, so
//     figures from machines (or moments) with a different index do not compare. Each run is
//     therefore scored twice from the same gathered load: with the default 4x ("perf 4x") and with
//     the slowdown Lighthouse's documentation prescribes for that index ("perf cal", see
//     calibratedCpuMultiplier in support.mjs; 4x at index ~1,533, less on a slower host, more on a
//     faster one). The exit code follows the 4x figure, Lighthouse's own mobile setting, which the
//     target names; the calibrated one says how the reference phone would fare on this host (the
//     documented calibration stops at index 2,000, 6x: above it the line is extended).
// The targets are the product's budgets: first-load JS within 140 KB gz leaves room for the consent
// layer under 150 KB; the performance figures above, CLS 0.01; accessibility 1.00.
// The pages travel as production's do: over TLS and HTTP/2, through the same local nginx proxy as
// check:security (scripts/tls-proxy.mjs, a certificate made at run time), which Lighthouse's
// network simulation models as one connection per origin (HTTP/1.1: up to six, each with its own
// handshake and slow start). Only the transport: the site is not told it is behind https (no
// trusted proxy hop), so it sends its plain-http headers, and the vendors' stand-ins stay on the
// sandbox's plain HTTP/1.1 (their address is built into the site). BENCH_FRONT=plain loads the
// pages straight from the site server over plain HTTP/1.1 instead, for comparison.
// BENCH_SITES and BENCH_PAGES (comma-separated page type names) narrow the run.
// Each page is measured in both consent states: a first visit (the consent notice showing), then a
// visitor who accepted everything (every tag the configuration turns on loads, from the sandbox's
// stand-ins); BENCH_CONSENT=banner or accepted measures one. The sandbox (port 4010) is started
// when it is not running.
// BENCH_KEEP=1 keeps each run's gathered load (trace, network log) and prints its directory:
// node bench/lantern-graph.mjs <directory> shows how Lighthouse's simulation reached the largest paint.
// Run it inside the shared lock: flock /tmp/fincher-e2e.lock npm run bench:pages
// It needs Debian's nginx and openssl for the TLS front (apt-get install -y nginx openssl, as root).

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { COMPILE_HINT } from '../scripts/compile-hints.ts';
import * as chromeLauncher from 'chrome-launcher';
import { acceptedConsentCookies } from './consent-state.mjs';
import { lighthouseScores } from './lighthouse-runs.mjs';
import { mainThreadLines } from './main-thread.mjs';
import { memberSessionCookies } from './member-session.mjs';
import { sandboxCaptchaEnv } from '../sandbox/captcha-env.ts';
import { E2E_SITES } from '../tests/e2e/sites.ts';
import { makeCertificate, startTlsProxy } from '../scripts/tls-proxy.mjs';
import { ensureSandbox, freePort, waitForHttpsOk, waitForOk } from './support.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SITES = (process.env.BENCH_SITES ?? 'cinema-paris,circuit-demo').split(',');
const PAGE_TYPES = ['home', 'movie list', 'movie', 'theater', 'sign-in', 'account'];
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',').map((p) => p.trim()) : PAGE_TYPES;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CONSENT_STATES = { banner: ['banner'], accepted: ['accepted'], both: ['banner', 'accepted'] }[
  process.env.BENCH_CONSENT ?? 'both'
];
const FRONT = process.env.BENCH_FRONT === 'plain' ? 'plain' : 'tls';
const TARGETS = {
  jsKb: 140,
  htmlKb: 60,
  performance: 0.97,
  calibrated: 0.9,
  lcpMs: 2500,
  tbtMs: 200,
  accessibility: 1,
  cls: 0.01,
};
const SANDBOX_URL = 'http://localhost:4010';
const WEEK_DAYS = 7;
/** A showtime that started this long ago is still offered (the catalogue's grace period). */
const GRACE_MS = 20 * 60_000;

if (!CONSENT_STATES) {
  console.error(`BENCH_CONSENT: "${process.env.BENCH_CONSENT}" is not one of banner, accepted, both`);
  process.exit(1);
}
for (const page of PAGES) {
  if (!PAGE_TYPES.includes(page)) {
    console.error(`BENCH_PAGES: unknown page type "${page}" (known: ${PAGE_TYPES.join(', ')})`);
    process.exit(1);
  }
}

const hasCaptcha = (site) => Boolean(E2E_SITES.find((known) => known.name === site)?.captcha);

function startSite(site, port) {
  return spawn(process.execPath, [path.join('scripts', 'serve-site.mjs'), site], {
    cwd: ROOT,
    env: {
      ...process.env,
      // The sign-in of the account page's member is checked with the stand-in captcha's secret.
      ...(hasCaptcha(site) ? sandboxCaptchaEnv(SANDBOX_URL) : {}),
      SITE: site,
      PORT: String(port),
      NEXT_TELEMETRY_DISABLED: '1',
      PROVIDER_API_URL: process.env.PROVIDER_API_URL ?? 'http://localhost:4010',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** The key with the highest count, or undefined. */
function busiest(counts) {
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
}

/** The path of each page type of a site, with a line saying why that page was chosen. */
function sitePages(site) {
  const catalog = JSON.parse(readFileSync(path.join(ROOT, '.generated', site, 'catalog.json'), 'utf8'));
  const siteFile = JSON.parse(readFileSync(path.join(ROOT, 'content', 'sites', site, 'site.json'), 'utf8'));
  const theaterIds = new Set(siteFile.configuration.theaterIds);
  const theaters = catalog.theaters.filter((t) => theaterIds.has(t.id));
  const now = Date.now();
  const end = now + WEEK_DAYS * 86_400_000;
  const week = catalog.showtimes.filter((s) => {
    const start = Date.parse(s.startsAt);
    return theaterIds.has(s.theaterId) && start >= now - GRACE_MS && start < end;
  });
  const byMovie = new Map();
  const byTheater = new Map();
  for (const s of week) {
    byMovie.set(s.movieId, (byMovie.get(s.movieId) ?? 0) + 1);
    byTheater.set(s.theaterId, (byTheater.get(s.theaterId) ?? 0) + 1);
  }
  const [movieId, movieCount] = busiest(byMovie);
  const movie = catalog.movies.find((m) => m.id === movieId);
  const movieTheaters = new Set(week.filter((s) => s.movieId === movieId).map((s) => s.theaterId)).size;
  const [theaterId, theaterCount] = busiest(byTheater);
  const theater = theaters.find((t) => t.id === theaterId);
  return {
    home: { path: '/' },
    'movie list': { path: '/movies/' },
    movie: {
      path: `/movies/${movie.id}-${movie.slug}/`,
      why: `${movieCount} showtimes in the coming week in ${movieTheaters} of ${theaters.length} theater(s)`,
    },
    theater: { path: `/theaters/${theater.slug}/`, why: `${theaterCount} showtimes in the coming week` },
    'sign-in': { path: `/${siteFile.settings.loginPage.slug}/` },
    account: { path: '/account/', why: 'a member signed in before the visit', member: true },
  };
}

const kb = (bytes) => bytes / 1024;

async function pageWeight(origin, pagePath) {
  const html = await (await fetch(origin + pagePath)).text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1])
    .filter((attributes) => /\bsrc="/.test(attributes) && !/\bnoModule\b|\bnomodule\b/.test(attributes))
    .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)[1].replaceAll('&amp;', '&'));
  const unique = [...new Set(scripts)];
  let jsGzip = 0;
  let jsRaw = 0;
  let jsHinted = 0;
  for (const src of unique) {
    const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
    jsRaw += body.length;
    jsGzip += gzipSync(body).length;
    // Compiled off the main thread in Chrome (scripts/compile-hints.ts).
    if (body.subarray(0, COMPILE_HINT.length).toString() === COMPILE_HINT) jsHinted += 1;
  }
  const htmlBytes = Buffer.from(html);
  return {
    jsFiles: unique.length,
    jsHinted,
    jsGzip,
    jsRaw,
    htmlGzip: gzipSync(htmlBytes).length,
    htmlRaw: htmlBytes.length,
  };
}

function meetsTargets(row) {
  return {
    js: kb(row.jsGzip) <= TARGETS.jsKb,
    html: kb(row.htmlGzip) <= TARGETS.htmlKb,
    performance: row.performance >= TARGETS.performance,
    calibrated: row.calibrated >= TARGETS.calibrated && row.lcpMs <= TARGETS.lcpMs && row.tbtMs <= TARGETS.tbtMs,
    accessibility: row.accessibility >= TARGETS.accessibility,
    cls: row.cls <= TARGETS.cls,
  };
}

/**
 * Where Lighthouse loads the site on `port` from: the TLS proxy (started here, stopped by `stop`),
 * or the site server itself with BENCH_FRONT=plain.
 */
async function front(port) {
  if (FRONT === 'plain') return { origin: `http://localhost:${port}`, stop: async () => {} };
  const directory = mkdtempSync(path.join(tmpdir(), 'fincher-bench-tls-'));
  let proxy = null;
  // Listened for from the start: nginx may stop before anyone waits (a port taken, a bad config).
  let exited = Promise.resolve();
  const stop = async () => {
    if (proxy && proxy.exitCode === null && proxy.signalCode === null) proxy.kill('SIGTERM');
    await exited;
    rmSync(directory, { recursive: true, force: true });
  };
  try {
    const { certificate, key } = makeCertificate(directory);
    const httpsPort = await freePort();
    proxy = startTlsProxy({ directory, httpsPort, httpPort: await freePort(), upstreamPort: port, certificate, key });
    exited = once(proxy, 'exit').then(
      () => undefined,
      () => undefined,
    );
    const origin = `https://localhost:${httpsPort}`;
    await Promise.race([
      waitForHttpsOk(`${origin}/`),
      exited.then(() => {
        const log = path.join(directory, 'nginx-error.log');
        throw new Error(`nginx stopped: ${existsSync(log) ? readFileSync(log, 'utf8').trim() : 'no error log'}`);
      }),
    ]);
    return { origin, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

const CONSENT_LABELS = { banner: 'first visit, notice showing', accepted: 'everything accepted before the visit' };
console.log(
  `consent: ${CONSENT_STATES.map((state) => CONSENT_LABELS[state]).join('; then ')}; pages served ${FRONT === 'tls' ? 'over TLS and HTTP/2 (nginx in front)' : 'over plain HTTP/1.1 by the site server (BENCH_FRONT=plain)'}`,
);
const sandbox = await ensureSandbox(SANDBOX_URL);
const rows = [];
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    // The TLS front's certificate is made at run time, self-signed.
    ...(FRONT === 'tls' ? ['--ignore-certificate-errors'] : []),
  ],
});
try {
  for (const site of SITES) {
    const distDir = path.join(ROOT, `.next-${site}`);
    if (!existsSync(path.join(distDir, 'BUILD_ID'))) {
      console.error(`.next-${site} is not built: run node scripts/build-site.mjs ${site} first`);
      process.exitCode = 1;
      break;
    }
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    const server = startSite(site, port);
    let served = null;
    try {
      await waitForOk(`${origin}/`);
      served = await front(port);
      const pages = sitePages(site);
      const siteFile = JSON.parse(readFileSync(path.join(ROOT, 'content', 'sites', site, 'site.json'), 'utf8'));
      for (const type of PAGES) {
        const page = pages[type];
        const member = page.member
          ? await memberSessionCookies(site, origin, served.origin, SANDBOX_URL, hasCaptcha(site))
          : [];
        console.log(`${site} ${type}: ${page.path}${page.why ? ` (${page.why})` : ''}`);
        // One request first, so that a page rendered on demand is measured from the cache like the others.
        await fetch(origin + page.path);
        const weight = await pageWeight(origin, page.path);
        console.log(
          `  first-load JS: ${weight.jsFiles} files (${weight.jsHinted} with the compile hint), ${kb(weight.jsGzip).toFixed(2)} KB gzipped (${kb(weight.jsRaw).toFixed(0)} KB raw); HTML: ${kb(weight.htmlGzip).toFixed(1)} KB gzipped (${kb(weight.htmlRaw).toFixed(0)} KB raw)`,
        );
        for (const consent of CONSENT_STATES) {
          console.log(`  ${CONSENT_LABELS[consent]}:`);
          const answer = consent === 'accepted' ? acceptedConsentCookies(siteFile, served.origin) : [];
          const scores = await lighthouseScores(chrome, served.origin + page.path, [...answer, ...member], RUNS);
          for (const line of mainThreadLines(scores.mainThread, served.origin, distDir)) console.log(line);
          rows.push({ site, type, consent, ...weight, ...scores });
        }
      }
    } finally {
      await served?.stop();
      server.kill('SIGTERM');
      await once(server, 'exit').catch(() => {});
    }
  }
} finally {
  await chrome.kill();
  sandbox?.kill('SIGTERM');
}

const mark = (ok) => (ok ? ' ' : '!');
console.log(
  `\nLighthouse mobile, median of ${RUNS} runs, pages served ${FRONT === 'tls' ? 'over TLS and HTTP/2' : 'over plain HTTP/1.1'} ("!" marks a figure that misses its target)`,
);
const header = (columns) => columns.map(([text, width]) => String(text).padStart(width)).join(' ');
const COLUMNS = [
  ['JS gz KB', 9],
  ['HTML gz KB', 11],
  ['perf 4x', 8],
  ['perf cal', 9],
  ['LCP cal', 8],
  ['TBT cal', 8],
  ['a11y', 5],
  ['CLS', 6],
];
console.log(`${'site'.padEnd(14)} ${'page'.padEnd(11)} ${'consent'.padEnd(9)} ${header(COLUMNS)}`);
console.log(
  `${'(target)'.padEnd(14)} ${''.padEnd(11)} ${''.padEnd(9)} ${header([
    [`<=${TARGETS.jsKb}`, 9],
    [`<=${TARGETS.htmlKb}`, 11],
    [`>=${TARGETS.performance}`, 8],
    [`>=${TARGETS.calibrated.toFixed(2)}`, 9],
    [`<=${TARGETS.lcpMs}`, 8],
    [`<=${TARGETS.tbtMs}`, 8],
    [TARGETS.accessibility.toFixed(2), 5],
    [`<=${TARGETS.cls}`, 6],
  ])}`,
);
// "perf 4x": Lighthouse's default CPU slowdown on this host; "perf cal", "LCP cal", "TBT cal": the
// slowdown calibrated to this host's benchmark index, the reference phone. Both are targets.
let ok = rows.length > 0;
let okCalibrated = rows.length > 0;
for (const row of rows) {
  const { performance, calibrated, ...rest } = meetsTargets(row);
  const others = Object.values(rest).every(Boolean);
  ok &&= others && performance;
  okCalibrated &&= others && calibrated;
  const lcpOk = row.lcpMs <= TARGETS.lcpMs;
  const tbtOk = row.tbtMs <= TARGETS.tbtMs;
  console.log(
    `${row.site.padEnd(14)} ${row.type.padEnd(11)} ${row.consent.padEnd(9)} ${kb(row.jsGzip).toFixed(2).padStart(8)}${mark(rest.js)} ${kb(row.htmlGzip).toFixed(1).padStart(10)}${mark(rest.html)} ${row.performance.toFixed(2).padStart(7)}${mark(performance)} ${row.calibrated.toFixed(2).padStart(8)}${mark(row.calibrated >= TARGETS.calibrated)} ${String(Math.round(row.lcpMs)).padStart(7)}${mark(lcpOk)} ${String(Math.round(row.tbtMs)).padStart(7)}${mark(tbtOk)} ${row.accessibility.toFixed(2).padStart(4)}${mark(rest.accessibility)} ${row.cls.toFixed(3).padStart(5)}${mark(rest.cls)}`,
  );
}
console.log(
  `Lighthouse mobile (4x): ${ok ? 'every page meets its targets' : 'some page MISSES a target'}; calibrated to this host (the reference phone): ${okCalibrated ? 'every page meets its targets' : 'some page MISSES a target'}`,
);
process.exitCode = ok && okCalibrated ? (process.exitCode ?? 0) : 1;
