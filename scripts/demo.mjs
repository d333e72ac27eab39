// npm start: the demo on a fresh machine. Installs what is missing, builds the site named by SITE
// (default cinema-paris) with its demo catalogue, starts the sandbox (loyalty provider + ticketing
// site, http://localhost:4010) and the site (http://localhost:3000, PORT to change).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { ensureProjectNode, localSite, runOrExit, superviseChildren, waitForUrl } from './bootstrap.mjs';

ensureProjectNode(import.meta.url);

const { site, port, sandboxPort, sandboxUrl, env: localEnv } = localSite();
// §5: the sign-in and gift-card forms ask for the sandbox's stand-in captcha (variables already set win).
const { sandboxCaptchaEnv } = await import('../sandbox/captcha-env.ts');
const env = {
  ...sandboxCaptchaEnv(sandboxUrl),
  ...localEnv,
  // The live programme: the site reads the sandbox's catalogue feed, and the sandbox tells it of a
  // change (http://localhost:4010/catalog/, npm run programme).
  CATALOG_FEED_URL: process.env.CATALOG_FEED_URL || `${sandboxUrl}/catalog/${site}/feed.json`,
  REVALIDATE_SECRET: process.env.REVALIDATE_SECRET || randomBytes(32).toString('base64url'),
  SANDBOX_REVALIDATE: process.env.SANDBOX_REVALIDATE || `${site}=http://localhost:${port}`,
};

runOrExit([path.join('scripts', 'build-site.mjs'), site], env);

const { start, shutdown } = superviseChildren('demo', env);

start('sandbox', [path.join('sandbox', 'server.ts')], { SANDBOX_PORT: sandboxPort, PORT: sandboxPort });
start('site', [path.join('scripts', 'serve-site.mjs'), site], { PORT: port });

try {
  await Promise.all([waitForUrl(`${sandboxUrl}/health`), waitForUrl(`http://localhost:${port}/`)]);
  console.log(`\n  fincher demo (${site}) is running at http://localhost:${port}`);
  console.log(`  sandbox (loyalty provider, ticketing site): ${sandboxUrl}  — demo members in sandbox/README.md`);
  console.log(`  change the programme while it runs: ${sandboxUrl}/catalog/ or npm run programme`);
  console.log('  Ctrl+C stops both.\n');
} catch (error) {
  console.error(error.message);
  shutdown(1);
}
