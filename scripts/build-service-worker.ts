// Builds the site's service worker after `next build` (Serwist's configurator mode): @serwist/next
// works out what to precache from the build folder, rolldown bundles src/service-worker/sw.ts, and
// @serwist/build injects the precache list into it, written to {distDir}/sw.js (served at /sw.js).
// FINCHER_SERVICE_WORKER=off builds the kill switch instead: a worker that empties the caches and
// unregisters itself (docs/decisions/0039-offline-with-serwist.md).
// Usage: node scripts/build-service-worker.ts [site]
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { injectManifest } from '@serwist/build';
import { serwist } from '@serwist/next/config';
import type { NextConfigComplete } from 'next/dist/server/config-shared.js';
import { build } from 'rolldown';
import { catalogFilePath } from '../src/lib/catalog/file-source.ts';
import type { Catalog } from '../src/lib/catalog/types.ts';
import { DEFAULT_SITE, loadSiteFile } from '../src/lib/config/load-site.ts';
import type { WorkerBuildFacts } from '../src/lib/offline/offline-protocol.ts';
import { killSwitchWorker, serviceWorkerMode } from '../src/lib/offline/kill-switch.ts';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const site = process.argv[2] ?? (process.env.SITE?.trim() || DEFAULT_SITE);
const distDir = process.env.NEXT_DIST_DIR || `.next-${site}`;
const swDest = path.join(root, distDir, 'sw.js');

const started = Date.now();
if (serviceWorkerMode(process.env) === 'off') {
  writeFileSync(swDest, killSwitchWorker());
  console.log(`service worker: kill switch written to ${path.relative(root, swDest)}`);
  process.exit(0);
}

const siteFile = loadSiteFile(site);
// The short locale as src/i18n/messages.ts picks it (that module imports JSON without Node's attribute).
const short = siteFile.configuration.locale.slice(0, 2).toLowerCase();
const locale = short === 'fr' ? 'fr' : 'en';
const { offline } = JSON.parse(readFileSync(path.join(root, 'messages', `${locale}.json`), 'utf8')) as {
  offline: Record<'title' | 'pageNotKept' | 'bookingNeedsConnection' | 'home', string>;
};
// The theaters' pages by id, from the programme the build embedded (scripts/prepare-site.ts).
const catalog = JSON.parse(readFileSync(catalogFilePath(site, root), 'utf8')) as Pick<Catalog, 'theaters'>;
const theaters = siteFile.configuration.theaterIds.flatMap((id) => {
  const theater = catalog.theaters.find((candidate) => candidate.id === id);
  return theater ? [{ id, path: `/theaters/${theater.slug}/` }] : [];
});
const facts: WorkerBuildFacts = {
  buildId: readFileSync(path.join(root, distDir, 'BUILD_ID'), 'utf8').trim(),
  theaters,
  singleLocation: siteFile.configuration.isSingleLocation,
  offline: {
    lang: locale,
    title: offline.title,
    pageNotKept: offline.pageNotKept,
    bookingNeedsConnection: offline.bookingNeedsConnection,
    home: offline.home,
  },
};

// The worker's own code, bundled and minified; `process.env.NODE_ENV` drops Serwist's debug code.
const bundledSource = path.join(root, distDir, 'cache', 'sw-source.js');
const bundle = await build({
  input: path.join(root, 'src', 'service-worker', 'sw.ts'),
  cwd: root,
  write: false,
  platform: 'browser',
  logLevel: 'warn',
  transform: { target: 'es2022', define: { 'process.env.NODE_ENV': '"production"' } },
  output: {
    format: 'iife',
    minify: true,
    comments: false,
    banner: `self.__FINCHER_BUILD__=${JSON.stringify(facts)};`,
  },
});
const [chunk, ...others] = bundle.output;
if (!chunk || others.length > 0 || chunk.type !== 'chunk') throw new Error('service worker: expected one chunk');
writeFileSync(bundledSource, chunk.code);

// What to precache: the build's scripts, styles and web fonts (hashed names, kept until the next
// build); no page: pages are kept as they are visited, and the home, film list and chosen theater
// when the page asks (caching-rules.ts), so that a visitor's phone fetches no page it never opens.
const options = await serwist(
  {
    swSrc: bundledSource,
    swDest,
    globDirectory: root,
    precachePrerendered: false,
    globPatterns: [`${distDir}/static/**/*.{js,css,woff2}`],
    injectionPoint: 'self.__SW_MANIFEST',
  },
  { distDir, basePath: '', assetPrefix: '' } as unknown as NextConfigComplete,
  { cwd: root, isDev: false },
);
// esbuildOptions are for Serwist's CLI, which bundles with esbuild; rolldown did that above.
const { esbuildOptions: _unused, ...injectOptions } = options as typeof options & { esbuildOptions?: unknown };
const result = await injectManifest(injectOptions as Parameters<typeof injectManifest>[0]);
rmSync(bundledSource, { force: true });
for (const warning of result.warnings) console.warn(`service worker: ${warning}`);
console.log(
  `service worker: ${path.relative(root, swDest)}, ${(chunk.code.length / 1024).toFixed(1)} KB, ` +
    `${result.count} files precached (${(result.size / 1024).toFixed(0)} KB) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
