// npm run dev: the site in development mode on a fresh clone. Installs what is missing, prepares
// the site named by SITE (default cinema-paris: configuration checked, theme and fonts written,
// demo catalogue generated), starts the sandbox (loyalty provider + ticketing site,
// http://localhost:4010) and `next dev` (http://localhost:3000, PORT to change) with
// PROVIDER_API_URL pointing at the sandbox. Ctrl+C stops both.
import path from 'node:path';
import { ensureProjectNode, localSite, root, runOrExit, superviseChildren, waitForUrl } from './bootstrap.mjs';

ensureProjectNode(import.meta.url);

const { site, port, sandboxPort, sandboxUrl, env: localEnv } = localSite();
// §5: the sign-in and gift-card forms ask for the sandbox's stand-in captcha (variables already set win).
const { sandboxCaptchaEnv } = await import('../sandbox/captcha-env.ts');
const { sandboxProductEnv } = await import('../sandbox/product-env.ts');
const env = { ...sandboxCaptchaEnv(sandboxUrl), ...sandboxProductEnv(), ...localEnv };

runOrExit([path.join('scripts', 'prepare-site.ts'), site], env);

const { start, shutdown } = superviseChildren('development site', env);
start('sandbox', [path.join('sandbox', 'server.ts')], { SANDBOX_PORT: sandboxPort, PORT: sandboxPort });
start('next dev', [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'dev', '--port', port]);

try {
  await Promise.all([waitForUrl(`${sandboxUrl}/health`), waitForUrl(`http://localhost:${port}/`, 180_000)]);
  console.log(`\n  fincher ${site} in development mode at http://localhost:${port}`);
  console.log(`  sandbox (loyalty provider, ticketing site): ${sandboxUrl}  — demo members in sandbox/README.md`);
  console.log('  Ctrl+C stops both.\n');
} catch (error) {
  console.error(error.message);
  shutdown(1);
}
