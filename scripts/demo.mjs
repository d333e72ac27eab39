// npm start: the demo on a fresh machine. Installs what is missing, builds the site named by SITE
// (default cinema-paris) with its demo catalogue, starts the sandbox (loyalty provider + ticketing
// site, http://localhost:4010) and the site (http://localhost:3000, PORT to change).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { ensureProjectNode, root, waitForUrl } from './bootstrap.mjs';

ensureProjectNode(import.meta.url);

const site = process.env.SITE?.trim() || 'cinema-paris';
const port = process.env.PORT?.trim() || '3000';
const sandboxPort = process.env.SANDBOX_PORT?.trim() || '4010';
for (const [name, value] of [
  ['PORT', port],
  ['SANDBOX_PORT', sandboxPort],
]) {
  if (!/^\d{1,5}$/.test(value) || Number(value) < 1 || Number(value) > 65535) {
    console.error(`${name} must be a TCP port number between 1 and 65535 (got "${value}")`);
    process.exit(1);
  }
}
const sandboxUrl = `http://localhost:${sandboxPort}`;
const env = {
  ...process.env,
  SITE: site,
  NEXT_TELEMETRY_DISABLED: '1',
  PROVIDER_API_URL: process.env.PROVIDER_API_URL || sandboxUrl,
  // The demo's public origin: reset links (§2.5) are built on it.
  SITE_ORIGIN: process.env.SITE_ORIGIN || `http://localhost:${port}`,
  // The demo's own key for sealing the session cookie (production sets SESSION_COOKIE_KEYS).
  SESSION_COOKIE_KEYS: process.env.SESSION_COOKIE_KEYS || randomBytes(32).toString('base64'),
};

const build = spawnSync(process.execPath, [path.join('scripts', 'build-site.mjs'), site], {
  cwd: root,
  env,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [];
function start(label, args, extraEnv = {}) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: 'inherit' });
  child.on('exit', (code) => {
    console.error(`${label} stopped (exit code ${code}); stopping the demo.`);
    shutdown(code || 1);
  });
  children.push(child);
}
function shutdown(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

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
