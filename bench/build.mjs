// npm run bench:build: how long a full production build takes when every catalogue movie (3,200
// films of the demo catalogue) is pre-rendered, against the default build (scheduled films only).
// Builds into .next-bench so that the sites' own builds are left alone. Prints figures only.
// Usage: node bench/build.mjs [site]   (default cinema-paris)
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const site = process.argv[2] ?? 'cinema-paris';
const distDir = '.next-bench';

function countHtml(dir) {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) count += countHtml(full);
    else if (entry.name.endsWith('.html')) count += 1;
  }
  return count;
}

function build(label, extraEnv) {
  rmSync(path.join(root, distDir), { recursive: true, force: true });
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [path.join('scripts', 'build-site.mjs'), site], {
    cwd: root,
    env: { ...process.env, NEXT_DIST_DIR: distDir, CATALOG_REFRESH: '0', ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) throw new Error(`${label} build failed`);
  const pages = countHtml(path.join(root, distDir, 'server', 'app'));
  console.log(
    `${label.padEnd(28)} ${seconds.toFixed(1).padStart(7)} s   ${String(pages).padStart(5)} HTML pages   ${((seconds / pages) * 1000).toFixed(1)} ms/page`,
  );
}

// next build adds its dist folder's type paths to tsconfig.json: put the file back afterwards.
const tsconfigPath = path.join(root, 'tsconfig.json');
const tsconfig = readFileSync(tsconfigPath, 'utf8');
try {
  console.log(`build bench for ${site}`);
  build('scheduled movies only', {});
  build('every catalogue movie', { PRERENDER_ALL_MOVIES: '1' });
} finally {
  writeFileSync(tsconfigPath, tsconfig);
  rmSync(path.join(root, distDir), { recursive: true, force: true });
}
