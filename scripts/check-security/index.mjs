// npm run check:security [site]: a production build of one site (SITE, default cinema-paris)
// behind a local TLS proxy (Debian's nginx, a certificate made at run time with openssl), with the
// sandbox as its provider, probed as an attacker and a busy Saturday would. Prints:
//   - the MDN HTTP Observatory grade of the https site (target A+);
//   - answers ≥ 500 among ≥ 1,000 generated odd URLs over every route (target 0);
//   - bytes added to the page cache by 1,000 unknown movie and theater ids (target 0);
//   - 429s among 20 rapid wrong sign-ins to one account (target ≥ 15), and whether the provider
//     locked the account (target: not locked);
//   - tabs signed out among 3 opened at once, over 20 runs (target 0).
// It builds the site first when it has no build. Run it alone, under the shared lock:
//   flock /tmp/fincher-e2e.lock npm run check:security

import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Agent, Pool } from 'undici';
import { freePort, waitForOk } from '../../bench/support.mjs';
import { oddUrls } from './odd-urls.mjs';
import { makeCertificate, startTlsProxy } from '../tls-proxy.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SITE = process.argv[2] ?? (process.env.SITE?.trim() || 'cinema-paris');
const DIST = path.join(ROOT, `.next-${SITE}`);
/** A demo member of each site (sandbox/README.md): one for the sign-in burst, one for the tabs. */
const MEMBERS = {
  'cinema-paris': {
    burst: 'claire.dubois@example.fr',
    tabs: 'margaux.leroy@example.fr',
    password: 'Popcorn2026',
    login: '/Member/Login?circuitId=1001',
  },
  'circuit-demo': {
    burst: 'marcus.reed@example.com',
    tabs: 'riley.chen@example.com',
    password: 'Starlight#2026',
    login: '/Member/v3/Login?boxofficeCircuitId=5001',
  },
};
const TAB_RUNS = 20;
const UNKNOWN_IDS = 1000;

const children = [];
function start(label, command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.label = label;
  children.push(child);
  return child;
}

function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}

/** Total size in bytes of the files under a directory. */
function bytesUnder(directory) {
  let total = 0;
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) total += statSync(full).size;
    }
  };
  if (existsSync(directory)) walk(directory);
  return total;
}

/** Sends every path to the site server as written (no re-encoding); counts the statuses. */
async function statusesOf(origin, paths, concurrency = 16) {
  const pool = new Pool(origin, { connections: concurrency });
  const statuses = new Map();
  const failures = [];
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const target = paths[next++];
      let status;
      try {
        const answer = await pool.request({ path: target, method: 'GET', headersTimeout: 30_000 });
        await answer.body.dump();
        status = answer.statusCode;
      } catch (error) {
        status = `error ${error.code ?? error.message}`;
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (typeof status !== 'number' || status >= 500) failures.push(`${status} ${target.slice(0, 120)}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  await pool.close();
  return { statuses: Object.fromEntries([...statuses].sort()), failures };
}

function line(label, value, target, ok) {
  console.log(`${ok ? '✓' : '✗'} ${label.padEnd(58)} ${String(value).padStart(10)}   (target ${target})`);
}

async function main() {
  const member = MEMBERS[SITE];
  if (!member) throw new Error(`No demo member known for site ${SITE}`);
  if (!existsSync(path.join(DIST, 'BUILD_ID'))) {
    console.log(`Building ${SITE} first…`);
    const build = spawnSync(process.execPath, [path.join('scripts', 'build-site.mjs'), SITE], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }

  const directory = mkdtempSync(path.join(tmpdir(), 'fincher-check-security-'));
  const [sandboxPort, sitePort, httpsPort, httpPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const publicUrl = `https://localhost:${httpsPort}`;
  const tls = makeCertificate(directory);
  const ca = readFileSync(tls.certificate, 'utf8');
  const trusting = new Agent({ connect: { ca } });
  const secureFetch = (url, init = {}) => fetch(url, { ...init, dispatcher: trusting });

  try {
    start('sandbox', process.execPath, ['--no-warnings', 'sandbox/server.ts', '--reset'], {
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_DATA_FILE: path.join(directory, 'sandbox.sqlite'),
    });
    start('site', process.execPath, [path.join('scripts', 'serve-site.mjs'), SITE], {
      PORT: String(sitePort),
      PROVIDER_API_URL: sandboxUrl,
      SITE_ORIGIN: publicUrl,
      // nginx in front: the client is the address it saw.
      TRUSTED_PROXY_HOPS: '1',
    });
    children.push(
      startTlsProxy({
        directory,
        httpsPort,
        httpPort,
        upstreamPort: sitePort,
        certificate: tls.certificate,
        key: tls.key,
      }),
    );
    await waitForOk(`${sandboxUrl}/health`);
    await waitForOk(`${siteUrl}/`, 120_000);
    for (let attempt = 0; ; attempt += 1) {
      try {
        if ((await secureFetch(`${publicUrl}/`)).ok) break;
      } catch (error) {
        if (attempt > 50) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    console.log(
      `check:security — ${SITE}, production build behind nginx (TLS) at ${publicUrl}, provider: the sandbox\n`,
    );

    // 1. The Observatory's grade of the https site.
    const observatory = spawnSync(
      process.execPath,
      [path.join('scripts', 'check-security', 'observatory.mjs'), 'localhost', String(httpsPort), String(httpPort)],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_EXTRA_CA_CERTS: tls.certificate } },
    );
    const grade = JSON.parse(observatory.stdout.trim().split('\n').at(-1) || '{"error":"no output"}');
    line(
      'MDN HTTP Observatory grade',
      grade.error ? 'error' : `${grade.grade} (${grade.score})`,
      'A+',
      grade.grade === 'A+',
    );
    if (grade.error) console.log(`    ${grade.error}`);
    else
      for (const [name, test] of Object.entries(grade.tests))
        if (test.modifier !== 0 || !test.pass)
          console.log(`    ${name}: ${test.result} (${test.modifier >= 0 ? '+' : ''}${test.modifier})`);

    // 2. Odd URLs over every route, straight to the site server (nothing filtered in front).
    const catalog = JSON.parse(readFileSync(path.join(ROOT, '.generated', SITE, 'catalog.json'), 'utf8'));
    const movie = catalog.movies[0];
    const odd = oddUrls(`${movie.id}-${movie.slug}`);
    const oddResult = await statusesOf(siteUrl, odd);
    line(
      `answers ≥ 500 among ${odd.length} odd URLs over every route`,
      oddResult.failures.length,
      '0',
      oddResult.failures.length === 0,
    );
    console.log(`    statuses: ${JSON.stringify(oddResult.statuses)}`);
    for (const failure of oddResult.failures.slice(0, 10)) console.log(`    ${failure}`);

    // 3. Page cache growth from unknown ids.
    const before = bytesUnder(DIST);
    const unknown = Array.from({ length: UNKNOWN_IDS }, (_, index) =>
      index % 2 === 0 ? `/movies/${900_000_000 + index}-zz/` : `/theaters/zz-unknown-${index}/`,
    );
    const unknownResult = await statusesOf(siteUrl, unknown);
    // Next writes its cache entries after answering: give it a moment.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const added = bytesUnder(DIST) - before;
    line(`bytes added to the page cache by ${UNKNOWN_IDS} unknown ids`, added, '0', added <= 0);
    console.log(`    statuses: ${JSON.stringify(unknownResult.statuses)}`);

    // 4. Three tabs opened at once by a signed-in member, 20 times (before the burst below, which
    // spends this client's sign-in allowance).
    const signedOut = await tabsSignedOut(publicUrl, member);
    line(`tabs signed out among 3 opened at once, ${TAB_RUNS} runs`, signedOut, '0', signedOut === 0);
    // 5. Twenty rapid wrong sign-ins to one account, through the TLS proxy as a browser would.
    const attempts = await Promise.all(
      Array.from({ length: 20 }, () =>
        secureFetch(`${publicUrl}/api/member/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: publicUrl },
          body: JSON.stringify({ email: member.burst, password: 'not-the-password' }),
        }).then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        }),
      ),
    );
    const tooMany = attempts.filter((status) => status === 429).length;
    const direct = await fetch(`${sandboxUrl}${member.login}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: member.burst, password: member.password }),
    }).then((response) => response.json());
    const locked = direct.peachCode === 1019;
    line('429s among 20 rapid wrong sign-ins', tooMany, '≥ 15', tooMany >= 15);
    line('account locked by the provider afterwards', locked ? 'yes' : 'no', 'no', !locked);
    console.log(
      `    statuses: ${JSON.stringify(attempts.reduce((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {}))}`,
    );
  } finally {
    stopAll();
    await trusting.close();
    rmSync(directory, { recursive: true, force: true });
  }
}

/** Signs the member in, then opens 3 tabs at once TAB_RUNS times; counts tabs answered "guest". */
async function tabsSignedOut(publicUrl, member) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  let signedOut = 0;
  try {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const login = await context.request.post(`${publicUrl}/api/member/login`, {
      headers: { Origin: publicUrl },
      data: { email: member.tabs, password: member.password },
    });
    if (!login.ok()) throw new Error(`sign-in for the tabs check failed: ${login.status()}`);
    for (let run = 0; run < TAB_RUNS; run += 1) {
      const answers = await Promise.all(
        [0, 1, 2].map(async () => {
          const page = await context.newPage();
          const refreshed = page.waitForResponse((response) => response.url().includes('/api/member/refresh'), {
            timeout: 30_000,
          });
          await page.goto(`${publicUrl}/account/`);
          const answer = await (await refreshed).json().catch(() => ({ status: 'unreadable' }));
          await page.close();
          return answer.status;
        }),
      );
      signedOut += answers.filter((status) => status !== 'member' && status !== 'expired').length;
    }
    await context.close();
  } finally {
    await browser.close();
  }
  return signedOut;
}

process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});
main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  stopAll();
  process.exit(1);
});
