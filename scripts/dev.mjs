// npm run dev: the site in development mode on a fresh clone. Installs what is missing, prepares
// the site named by SITE (default cinema-paris: configuration checked, theme and fonts written,
// its programme read from the sandbox's feed, which starts first: loyalty provider, ticketing
// site, feed…, http://localhost:4010) and starts `next dev` (http://localhost:3000, PORT to change) with
// PROVIDER_API_URL pointing at the sandbox. Ctrl+C stops both.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureProjectNode, localSite, root, sandboxSiteEnv, superviseChildren, waitForUrl } from './bootstrap.mjs';

ensureProjectNode(import.meta.url);

const { site, port, sandboxPort, sandboxUrl, env: localEnv } = localSite();
const env = await sandboxSiteEnv(site, sandboxUrl, localEnv);

const { start, shutdown } = superviseChildren('development site', env);
start('sandbox', [path.join('sandbox', 'server.ts')], { SANDBOX_PORT: sandboxPort, PORT: sandboxPort });
try {
  await waitForUrl(`${sandboxUrl}/health`);
} catch (error) {
  console.error(error.message);
  shutdown(1);
}
const prepared = spawnSync(process.execPath, [path.join('scripts', 'prepare-site.ts'), site], {
  cwd: root,
  env,
  stdio: 'inherit',
});
if (prepared.status !== 0) shutdown(prepared.status ?? 1);
start('next dev', [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'dev', '--port', port]);

try {
  await waitForUrl(`http://localhost:${port}/`, 180_000);
  console.log(`\n  fincher ${site} in development mode at http://localhost:${port}`);
  console.log(`  sandbox (loyalty provider, ticketing site): ${sandboxUrl}  — demo members in sandbox/README.md`);
  console.log('  Ctrl+C stops both.\n');
} catch (error) {
  console.error(error.message);
  shutdown(1);
}
