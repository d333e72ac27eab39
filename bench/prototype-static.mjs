// npm run bench:prototype — what a page would score if its browser part were not the framework's.
//
// The pages' remaining main-thread time on the reference phone is mostly React's: evaluating
// react-dom and hydrating the whole server-drawn tree, whose client parts are a few small islands.
// This measures that ceiling side by side, same content and same data: the page as the site serves
// it, and the same bytes with the framework's scripts taken out (every /_next script, its module
// preloads and the RSC payload pushed inline), the consent notice's inline scripts kept. What the
// stripped page lacks, a rewrite would have to give back in plain modules (the consent runtime
// loaded at the first answer, the showtime controller, the theater picker, link prefetch): their
// evaluation is measured by bench:pages' breakdown.
// BENCH_SITES (first site, default cinema-paris), BENCH_PATHS (comma-separated, default the home
// page and the movie list), BENCH_RUNS (default 3); both variants are measured in turn, run by run.
// Run it alone, inside the shared lock: flock /tmp/fincher-e2e.lock npm run bench:prototype

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import { lighthouseScores } from './lighthouse-runs.mjs';
import { mainThreadLines } from './main-thread.mjs';
import { ensureSandbox, freePort, waitForOk } from './support.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SITE = (process.env.BENCH_SITES ?? 'cinema-paris').split(',')[0];
const PATHS = (process.env.BENCH_PATHS ?? '/,/movies/').split(',').map((p) => p.trim());
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SANDBOX_URL = 'http://localhost:4010';

/** The page without the framework's browser part: its scripts, module preloads and RSC payload. */
export function withoutFramework(html) {
  return html
    .replace(/<script\b[^>]*\bsrc="\/_next\/[^"]*"[^>]*><\/script>/g, '')
    .replace(/<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*\bas="script"[^>]*\/?>/g, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*\brel="(?:preload|modulepreload)"[^>]*\/?>/g, '')
    .replace(/<script\b[^>]*>(?:(?!<\/script>)[\s\S])*self\.__next_f(?:(?!<\/script>)[\s\S])*<\/script>/g, '');
}

/** A proxy to the site that hands every HTML document through `transform`. */
function startFront(upstreamPort, transform) {
  const server = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers, 'accept-encoding': 'identity', host: `localhost:${upstreamPort}` };
    const upstream = httpRequest(
      { port: upstreamPort, path: incoming.url, method: incoming.method, headers },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!type.startsWith('text/html')) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.from(transform(Buffer.concat(chunks).toString('utf8')));
          const { 'content-length': _length, 'transfer-encoding': _encoding, ...rest } = answer.headers;
          outgoing.writeHead(answer.statusCode ?? 502, { ...rest, 'content-length': String(body.length) });
          outgoing.end(body);
        });
      },
    );
    upstream.on('error', () => {
      outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  server.listen(0, '127.0.0.1');
  return server;
}

if (!existsSync(path.join(ROOT, `.next-${SITE}`, 'BUILD_ID'))) {
  console.error(`.next-${SITE} is not built: run node scripts/build-site.mjs ${SITE} first`);
  process.exit(1);
}
const sandbox = await ensureSandbox(SANDBOX_URL);
const port = await freePort();
const site = spawn(process.execPath, [path.join('scripts', 'serve-site.mjs'), SITE], {
  cwd: ROOT,
  env: { ...process.env, SITE, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1', PROVIDER_API_URL: SANDBOX_URL },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const fronts = [
  ['as served', startFront(port, (html) => html)],
  ['without the framework', startFront(port, withoutFramework)],
];
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const rows = [];
try {
  await waitForOk(`http://localhost:${port}/`);
  for (const [, server] of fronts) if (!server.listening) await once(server, 'listening');
  for (const pagePath of PATHS) {
    const results = new Map(fronts.map(([label]) => [label, []]));
    // Run by run, the two variants in turn: the host's drift falls on both alike.
    for (let run = 0; run < RUNS; run += 1) {
      for (const [label, server] of fronts) {
        const origin = `http://localhost:${server.address().port}`;
        console.log(`${SITE} ${pagePath}, ${label}:`);
        results.get(label).push(await lighthouseScores(chrome, origin + pagePath, [], 1));
      }
    }
    for (const [label, server] of fronts) {
      const runs = results.get(label);
      const pick = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
      const origin = `http://localhost:${server.address().port}`;
      console.log(`${SITE} ${pagePath}, ${label}, median of ${runs.length}:`);
      for (const line of mainThreadLines(
        runs.flatMap((r) => r.mainThread),
        origin,
        path.join(ROOT, `.next-${SITE}`),
      ))
        console.log(line);
      rows.push({
        pagePath,
        label,
        ...Object.fromEntries(['performance', 'calibrated', 'lcpMs', 'tbtMs'].map((k) => [k, pick(k)])),
      });
    }
  }
} finally {
  await chrome.kill();
  for (const [, server] of fronts) server.close();
  site.kill('SIGTERM');
  sandbox?.kill('SIGTERM');
}
console.log(`\nLighthouse mobile, ${SITE}, plain HTTP/1.1, first visit (notice showing), median of ${RUNS}`);
console.log(
  `${'page'.padEnd(12)} ${'variant'.padEnd(22)} ${'perf 4x'.padStart(7)} ${'perf cal'.padStart(8)} ${'LCP cal'.padStart(8)} ${'TBT cal'.padStart(8)}`,
);
for (const row of rows) {
  console.log(
    `${row.pagePath.padEnd(12)} ${row.label.padEnd(22)} ${row.performance.toFixed(2).padStart(7)} ${row.calibrated.toFixed(2).padStart(8)} ${String(Math.round(row.lcpMs)).padStart(8)} ${String(Math.round(row.tbtMs)).padStart(8)}`,
  );
}
