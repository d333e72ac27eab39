// npm run serve: serves a built site (SITE, default cinema-paris) on PORT (default 3000).
// Builds it first when .next-{site} is missing. Usage: SITE=circuit-demo PORT=3001 npm run serve
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const site = process.argv[2] ?? (process.env.SITE?.trim() || 'cinema-paris');
const port = process.env.PORT?.trim() || '3000';
if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535) {
  console.error(`PORT must be a TCP port number between 1 and 65535 (got "${port}")`);
  process.exit(1);
}
const env = { ...process.env, SITE: site, NEXT_TELEMETRY_DISABLED: '1' };

if (!existsSync(path.join(root, `.next-${site}`, 'BUILD_ID'))) {
  const build = spawnSync(process.execPath, [path.join('scripts', 'build-site.mjs'), site], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', port], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
