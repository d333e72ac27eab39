// npm test: every test. Formatting (Prettier) and lint (ESLint, with the layer boundaries), type check, import circles across folders, unit tests (Vitest), production builds of the demo sites,
// then the end-to-end tests (Playwright in Debian's /usr/bin/chromium against those builds and
// the sandbox). Installs dependencies first when they are missing.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureProjectNode, root, waitForUrl } from './bootstrap.mjs';

ensureProjectNode(import.meta.url);

// On the project's Node from here: the TypeScript modules below run as they are.
const { E2E_SITES, SANDBOX_URL } = await import('../tests/e2e/sites.ts');
const { sandboxCaptchaEnv } = await import('../sandbox/captcha-env.ts');
const { sandboxProductEnv } = await import('../sandbox/product-env.ts');
const { CLUSTER_DIST_DIR, CLUSTER_SITE } = await import('../tests/e2e/cluster-site.ts');
const { MATRIX_TEST_SITES, TEST_SITES_DIR } = await import('../tests/e2e/provider-sites.ts');
/**
 * The build of an end-to-end site: the sandbox's product ids (§7.11, §9.7), and the stand-in
 * captcha's key and script when it runs one (§5).
 */
const buildEnvOf = (name) => ({
  ...sandboxProductEnv(),
  ...(E2E_SITES.find((site) => site.name === name)?.captcha ? sandboxCaptchaEnv(SANDBOX_URL) : {}),
});

/** A sandbox of its own for the builds that read a feed: the end-to-end run starts its own on 4010. */
const BUILD_FEED_SANDBOX_PORT = '4019';
const BUILD_FEED_SANDBOX = `http://localhost:${BUILD_FEED_SANDBOX_PORT}`;

const modules = (...parts) => path.join('node_modules', ...parts);
const steps = [
  // The class-order check reads the theme's utilities from the generated stylesheet: prepare a site first.
  ['prepare cinema-paris', [path.join('scripts', 'prepare-site.ts'), 'cinema-paris']],
  ['format check', [modules('prettier', 'bin', 'prettier.cjs'), '--check', '.']],
  ['lint', [modules('eslint', 'bin', 'eslint.js'), '--max-warnings', '0', '.']],
  ['type check', [modules('typescript', 'bin', 'tsc'), '--noEmit']],
  ['import cycles', [path.join('scripts', 'check-import-cycles.mjs')]],
  ['unit tests', [modules('vitest', 'vitest.mjs'), 'run']],
  ['build cinema-paris', [path.join('scripts', 'build-site.mjs'), 'cinema-paris'], buildEnvOf('cinema-paris')],
  ['build circuit-demo', [path.join('scripts', 'build-site.mjs'), 'circuit-demo'], buildEnvOf('circuit-demo')],
  // Not a demo site: built from its catalogue feed, the sandbox's (started for this step alone).
  [
    'build no-loyalty from its feed',
    [path.join('scripts', 'build-site.mjs'), 'no-loyalty'],
    { ...buildEnvOf('no-loyalty'), CATALOG_FEED_URL: `${BUILD_FEED_SANDBOX}/catalog/no-loyalty/feed.json` },
    { sandbox: true },
  ],
  // The build the cluster's instances share (Redis cache handler), for tests/e2e/cluster.spec.ts.
  [
    `build ${CLUSTER_SITE} for the cluster`,
    [path.join('scripts', 'build-site.mjs'), CLUSTER_SITE],
    { ...buildEnvOf(CLUSTER_SITE), FINCHER_SHARED_CACHE: '1', NEXT_DIST_DIR: CLUSTER_DIST_DIR },
  ],
  // The provider matrix's own sites (tests/sites, tests/e2e/provider-sites.ts): the provider is read at
  // build, so one build each; the type check above covered their code (docs/decisions/0038).
  ...MATRIX_TEST_SITES.map(({ site }) => [
    `build ${site} (provider matrix)`,
    [path.join('scripts', 'build-site.mjs'), site],
    { ...sandboxProductEnv(), FINCHER_SITES_DIR: TEST_SITES_DIR, FINCHER_BUILD_TYPECHECK: '0' },
  ]),
  ['end-to-end tests', [modules('@playwright', 'test', 'cli.js'), 'test']],
];

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `The end-to-end tests need Chromium at ${chromium}: install it with "apt-get install -y chromium" (as root) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

// The shared-store unit tests start their own Redis; the cluster's end-to-end test runs Redis, nginx
// and Prometheus (whose promtool also checks the alerting rules in a unit test).
const missing = ['redis-server', 'nginx', 'prometheus', 'promtool'].filter(
  (tool) => spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status !== 0,
);
if (missing.length > 0) {
  console.error(
    `npm test needs ${missing.join(' and ')}: install with "apt-get install -y ${[...new Set(missing.map((tool) => (tool === 'promtool' ? 'prometheus' : tool)))].join(' ')}" (as root).`,
  );
  process.exit(1);
}

async function startBuildFeedSandbox() {
  const child = spawn(process.execPath, [path.join('sandbox', 'server.ts'), '--reset'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      SANDBOX_PORT: BUILD_FEED_SANDBOX_PORT,
      SANDBOX_DATA_FILE: path.join('.sandbox-data', 'build-feed.sqlite'),
    },
  });
  try {
    await waitForUrl(`${BUILD_FEED_SANDBOX}/health`);
  } catch (error) {
    child.kill('SIGTERM');
    console.error(error.message);
    process.exit(1);
  }
  return child;
}

const timings = [];
for (const [label, args, env = {}, needs = {}] of steps) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const sandbox = needs.sandbox ? await startBuildFeedSandbox() : null;
  const result = await new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    });
    child.on('exit', (status) => resolve({ status }));
  });
  sandbox?.kill('SIGTERM');
  timings.push(`${label}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (result.status !== 0) {
    console.error(`\n✗ ${label} failed.`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n✓ all tests passed (${timings.join(', ')})`);
