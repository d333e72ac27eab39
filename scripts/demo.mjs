// npm start: the demo on a fresh machine. Installs what is missing, builds the site named by SITE
// (default cinema-paris) from the sandbox's catalogue feed once the sandbox (loyalty provider,
// ticketing site, the feed…: http://localhost:4010) is up, then starts the site
// (http://localhost:3000, PORT to change).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ensureProjectNode, localSite, root, sandboxSiteEnv, superviseChildren, waitForUrl } from './bootstrap.mjs';

ensureProjectNode(import.meta.url);

const { site, port, sandboxPort, sandboxUrl, env: localEnv } = localSite();
const env = {
  ...(await sandboxSiteEnv(site, sandboxUrl, localEnv)),
  // The sandbox tells the site of a change to its programme (http://localhost:4010/catalog/, npm run programme).
  REVALIDATE_SECRET: process.env.REVALIDATE_SECRET || randomBytes(32).toString('base64url'),
  SANDBOX_REVALIDATE: process.env.SANDBOX_REVALIDATE || `${site}=http://localhost:${port}`,
};

const { start, shutdown } = superviseChildren('demo', env);

// The sandbox first: a site with a feed is built from it (src/lib/catalog/build-catalog.ts).
start('sandbox', [path.join('sandbox', 'server.ts')], { SANDBOX_PORT: sandboxPort, PORT: sandboxPort });
try {
  await waitForUrl(`${sandboxUrl}/health`);
} catch (error) {
  console.error(error.message);
  shutdown(1);
}
const build = spawnSync(process.execPath, [path.join('scripts', 'build-site.mjs'), site], {
  cwd: root,
  env,
  stdio: 'inherit',
});
if (build.status !== 0) shutdown(build.status ?? 1);
start('site', [path.join('scripts', 'serve-site.mjs'), site], { PORT: port });

try {
  await waitForUrl(`http://localhost:${port}/`);
  console.log(`\n  fincher demo (${site}) is running at http://localhost:${port}`);
  console.log(`  sandbox (loyalty provider, ticketing site): ${sandboxUrl}  — demo members in sandbox/README.md`);
  console.log(`  change the programme while it runs: ${sandboxUrl}/catalog/ or npm run programme`);
  console.log('  Ctrl+C stops both.\n');
} catch (error) {
  console.error(error.message);
  shutdown(1);
}
