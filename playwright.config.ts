import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import { sandboxCaptchaEnv } from './sandbox/captcha-env.ts';
import { sandboxProductEnv } from './sandbox/product-env.ts';
import { ALL_E2E_SITES, E2E_SITES, NO_LOYALTY_SITE, SANDBOX_URL } from './tests/e2e/sites.ts';
import { MATRIX_TEST_SITES, PROVIDER_SITES, TEST_SITES_DIR } from './tests/e2e/provider-sites.ts';

// End-to-end tests in Debian's Chromium against production builds of both demo sites (built by
// `npm test` before this runs) and the sandbox, one project per site configuration.
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// One key for the run, shared by the site servers and the test workers (which inherit the
// runner's environment): the tests open the sealed session cookie to find the provider tokens.
const sessionKeys = (process.env.SESSION_COOKIE_KEYS ||= randomBytes(32).toString('base64'));
// The live programme: the sites read the sandbox's catalogue feed, and the sandbox tells them of a
// change through POST /api/revalidate with this secret (tests/e2e/live-programme.spec.ts).
const revalidateSecret = (process.env.REVALIDATE_SECRET ||= randomBytes(32).toString('base64url'));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Generous: these 2-core machines are shared, and a test that loops over pages with axe takes
  // several seconds a page under load. Timeouts are not speed checks (bench/ measures speed).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    // The site's service worker would answer requests page.route never sees; only offline.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium,
      // Without these, Chromium keeps dialling Google hosts this machine cannot reach.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    ...E2E_SITES.map((site) => ({
      name: site.name,
      testIgnore: [
        /no-loyalty\.spec\.ts$/,
        /cluster\.spec\.ts$/,
        /provider-matrix\.spec\.ts$/,
        /log-secrets\.spec\.ts$/,
      ],
      use: { ...devices['Desktop Chrome'], baseURL: site.baseURL, locale: site.locale },
    })),
    // Issue 17: Redis, two instances of cinema-paris's cluster build and nginx, started by the spec.
    { name: 'cluster', testMatch: /cluster\.spec\.ts$/ },
    // No secret in any log line: a site server and a provider of the spec's own, the log at trace level.
    { name: 'logs', testMatch: /log-secrets\.spec\.ts$/ },
    // §1, §3.3 a site without a loyalty programme: its own spec only.
    {
      name: NO_LOYALTY_SITE.name,
      testMatch: /no-loyalty\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], baseURL: NO_LOYALTY_SITE.baseURL, locale: NO_LOYALTY_SITE.locale },
    },
    // §9.2 the member journey on every provider code, one project each (tests/e2e/provider-sites.ts).
    ...PROVIDER_SITES.map((site) => ({
      name: site.project,
      testMatch: /provider-matrix\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], baseURL: site.baseURL, locale: site.locale },
    })),
  ],
  webServer: [
    {
      command: 'node sandbox/server.ts --reset',
      url: `${SANDBOX_URL}/health`,
      env: {
        SANDBOX_PORT: new URL(SANDBOX_URL).port,
        SANDBOX_DATA_FILE: '.sandbox-data/e2e.sqlite',
        SANDBOX_REVALIDATE: ALL_E2E_SITES.map((site) => `${site.name}=${site.baseURL}`).join(','),
        REVALIDATE_SECRET: revalidateSecret,
      },
      reuseExistingServer: false,
      // Generous: these 2-core machines are shared, and a test that loops over pages with axe takes
      // several seconds a page under load. Timeouts are not speed checks (bench/ measures speed).
      timeout: 60_000,
    },
    ...ALL_E2E_SITES.map((site) => ({
      command: `node scripts/serve-site.mjs ${site.name}`,
      url: `${site.baseURL}/`,
      env: {
        PORT: new URL(site.baseURL).port,
        PROVIDER_API_URL: SANDBOX_URL,
        SITE_ORIGIN: site.baseURL,
        // Every test browser calls from 127.0.0.1: per-client limits ×100, per-account ones as they are.
        RATE_LIMIT_CLIENT_FACTOR: '100',
        SESSION_COOKIE_KEYS: sessionKeys,
        CATALOG_FEED_URL: `${SANDBOX_URL}/catalog/${site.name}/feed.json`,
        REVALIDATE_SECRET: revalidateSecret,
        NEXT_TELEMETRY_DISABLED: '1',
        // The page's CSP names the widget's origin; the gateway verifies each response (§5).
        ...(site.captcha ? sandboxCaptchaEnv(SANDBOX_URL) : {}),
        // Pages rendered on request name the same product ids as those rendered at build.
        ...sandboxProductEnv(),
      },
      reuseExistingServer: false,
      timeout: 120_000,
    })),
    // The provider matrix's own sites (tests/sites): their embedded catalogue, no captcha.
    ...MATRIX_TEST_SITES.map((site) => ({
      command: `node scripts/serve-site.mjs ${site.site}`,
      url: `${site.baseURL}/`,
      env: {
        FINCHER_SITES_DIR: TEST_SITES_DIR,
        PORT: new URL(site.baseURL).port,
        PROVIDER_API_URL: SANDBOX_URL,
        SITE_ORIGIN: site.baseURL,
        RATE_LIMIT_CLIENT_FACTOR: '100',
        SESSION_COOKIE_KEYS: sessionKeys,
        NEXT_TELEMETRY_DISABLED: '1',
        ...sandboxProductEnv(),
      },
      reuseExistingServer: false,
      timeout: 120_000,
    })),
  ],
});
