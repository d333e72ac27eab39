// npm start: the demo on a fresh machine. Installs what is missing, builds the site named by SITE
// (default cinema-paris) with its demo catalogue, starts the sandbox (loyalty provider + ticketing
// site, http://localhost:4010) and the site (http://localhost:3000, PORT to change).
import path from 'node:path';
import {
  ensureProjectNode,
  localSiteEnv,
  portFromEnv,
  runOrExit,
  superviseChildren,
  waitForUrl,
} from './bootstrap.mjs';

ensureProjectNode(import.meta.url);

const site = process.env.SITE?.trim() || 'cinema-paris';
const port = portFromEnv('PORT', '3000');
const sandboxPort = portFromEnv('SANDBOX_PORT', '4010');
const sandboxUrl = `http://localhost:${sandboxPort}`;
const env = {
  ...process.env,
  SITE: site,
  NEXT_TELEMETRY_DISABLED: '1',
  PROVIDER_API_URL: process.env.PROVIDER_API_URL || sandboxUrl,
  ...localSiteEnv(port),
};

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
