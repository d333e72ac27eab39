// Shared by `npm start`, `npm run dev` and `npm test` on a fresh machine: they may start on the system's Node
// (any version ≥ 18) before anything is installed. This installs the dependencies when they are
// missing or older than package-lock.json, then re-runs the calling script on the project's own
// Node 24 (the `node` devDependency), so that everything after runs on the pinned version.
// Plain JavaScript, no dependencies: it must run before `npm install`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const projectNode = path.join(root, 'node_modules', 'node', 'bin', 'node');

function dependenciesOutdated() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(marker) || !existsSync(projectNode)) return true;
  return statSync(path.join(root, 'package-lock.json')).mtimeMs > statSync(marker).mtimeMs + 1000;
}

/** Installs when needed; returns only when running on the project's Node, else re-executes. */
export function ensureProjectNode(scriptUrl) {
  if (dependenciesOutdated()) {
    console.log('Installing dependencies (npm install)…');
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const install = spawnSync(npm, ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
    if (install.status !== 0) {
      console.error('npm install failed: see the messages above.');
      process.exit(install.status ?? 1);
    }
  }
  if (process.versions.node.split('.')[0] === '24') {
    // Child commands that say `node` (Playwright's web servers) must get this Node too.
    process.env.PATH = `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`;
    return;
  }
  const rerun = spawnSync(projectNode, [fileURLToPath(scriptUrl), ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
  });
  process.exit(rerun.status ?? 1);
}

/** Resolves when the URL answers (any status), rejects after `timeoutMs`. */
export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** A TCP port from the environment (or the fallback); exits with a message when it is not one. */
export function portFromEnv(name, fallback) {
  const value = process.env[name]?.trim() || fallback;
  if (!/^\d{1,5}$/.test(value) || Number(value) < 1 || Number(value) > 65535) {
    console.error(`${name} must be a TCP port number between 1 and 65535 (got "${value}")`);
    process.exit(1);
  }
  return value;
}

/**
 * Long-running child processes that live and die together: when one stops, or on Ctrl+C
 * (SIGINT) or SIGTERM, the others are stopped and this process exits.
 */
export function superviseChildren(what, env) {
  const children = [];
  let stopping = false;
  function shutdown(code) {
    stopping = true;
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    process.exit(code);
  }
  function start(label, args, extraEnv = {}) {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: 'inherit' });
    child.on('exit', (code) => {
      if (stopping) return;
      console.error(`${label} stopped (exit code ${code}); stopping the ${what}.`);
      shutdown(code || 1);
    });
    children.push(child);
  }
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));
  return { start, shutdown };
}

/**
 * The local site `npm start` and `npm run dev` run: the site named by SITE on PORT, the sandbox on
 * SANDBOX_PORT as its provider, the site's public origin (reset links, §2.5, are built on it) and a
 * key for sealing the session cookie made for this run unless SESSION_COOKIE_KEYS is set
 * (production sets both).
 */
export function localSite() {
  const site = process.env.SITE?.trim() || 'cinema-paris';
  const port = portFromEnv('PORT', '3000');
  const sandboxPort = portFromEnv('SANDBOX_PORT', '4010');
  const sandboxUrl = `http://localhost:${sandboxPort}`;
  const env = {
    ...process.env,
    SITE: site,
    NEXT_TELEMETRY_DISABLED: '1',
    PROVIDER_API_URL: process.env.PROVIDER_API_URL || sandboxUrl,
    SITE_ORIGIN: process.env.SITE_ORIGIN || `http://localhost:${port}`,
    SESSION_COOKIE_KEYS: process.env.SESSION_COOKIE_KEYS || randomBytes(32).toString('base64'),
  };
  return { site, port, sandboxPort, sandboxUrl, env };
}

/**
 * What the demo and the development site run with: the sandbox's stand-in captcha (§5) and product
 * ids (§7.11, §9.7), this machine's site variables, and the sandbox's catalogue feed; variables
 * already set win. Call it once ensureProjectNode has run (the sandbox's modules are TypeScript).
 */
export async function sandboxSiteEnv(site, sandboxUrl, localEnv) {
  const { sandboxCaptchaEnv } = await import('../sandbox/captcha-env.ts');
  const { sandboxProductEnv } = await import('../sandbox/product-env.ts');
  return {
    ...sandboxCaptchaEnv(sandboxUrl),
    ...sandboxProductEnv(),
    ...localEnv,
    CATALOG_FEED_URL: process.env.CATALOG_FEED_URL || `${sandboxUrl}/catalog/${site}/feed.json`,
  };
}
