// npm run build: prepares and builds the site named by SITE (default cinema-paris) into .next-{site},
// then marks its first-load chunks with V8's compile hint.
// Usage: SITE=circuit-demo npm run build   or   node scripts/build-site.mjs circuit-demo
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const site = process.argv[2] ?? (process.env.SITE?.trim() || 'cinema-paris');
const env = { ...process.env, SITE: site, NEXT_TELEMETRY_DISABLED: '1' };

function run(args) {
  const result = spawnSync(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const started = Date.now();
run([path.join('scripts', 'prepare-site.ts'), site]);
run([path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'build']);
// The pages' first-load chunks are compiled off the main thread in Chrome (scripts/compile-hints.ts).
run([path.join('scripts', 'compile-hints.ts'), process.env.NEXT_DIST_DIR || `.next-${site}`]);
// The service worker last: it precaches the build's files as they were written (scripts/build-service-worker.ts).
run([path.join('scripts', 'build-service-worker.ts'), site]);
console.log(
  `built ${site} into ${process.env.NEXT_DIST_DIR || `.next-${site}`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
