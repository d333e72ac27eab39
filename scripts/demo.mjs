// npm start: the demo on a fresh machine. Installs what is missing, builds the site named by SITE
// (default cinema-paris) with its demo catalogue, starts the sandbox (loyalty provider + ticketing
// site, http://localhost:4010) and the site (http://localhost:3000, PORT to change).
import path from 'node:path';
import { ensureProjectNode, localSite, runOrExit, superviseChildren, waitForUrl } from './bootstrap.mjs';

ensureProjectNode(import.meta.url);

const { site, port, sandboxPort, sandboxUrl, env } = localSite();

runOrExit([path.join('scripts', 'build-site.mjs'), site], env);

const { start, shutdown } = superviseChildren('demo', env);

start('sandbox', [path.join('sandbox', 'server.ts')], { SANDBOX_PORT: sandboxPort, PORT: sandboxPort });
start('site', [path.join('scripts', 'serve-site.mjs'), site], { PORT: port });

try {
  await Promise.all([waitForUrl(`${sandboxUrl}/health`), waitForUrl(`http://localhost:${port}/`)]);
  console.log(`\n  fincher demo (${site}) is running at http://localhost:${port}`);
  console.log(`  sandbox (loyalty provider, ticketing site): ${sandboxUrl}  — demo members in sandbox/README.md`);
  console.log('  Ctrl+C stops both.\n');
} catch (error) {
  console.error(error.message);
  shutdown(1);
}
