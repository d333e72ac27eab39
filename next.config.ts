import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { adsPlan } from './src/consent/rules/ads/ads-plan.ts';
import { buildEnvSchema, parseEnv, publicEnvSchema } from './src/lib/config/env.ts';
import { DEFAULT_SITE, loadSiteFile } from './src/lib/config/load-site.ts';
import { deriveLoyaltyConfig } from './src/lib/loyalty/loyalty-config.ts';
import { memberFeatures } from './src/lib/loyalty/member/member-features.ts';
import {
  NO_REFERRER_SOURCES,
  OPENER_POLICY_RULES,
  OWN_POLICY_HEADERS,
  OWN_POLICY_SOURCES,
  SITE_WIDE_SOURCE,
  securityEnvOf,
  securityHeaders,
  securityInputOf,
} from './src/lib/security/headers.ts';
import { buildFactsOf, consentManagerOf } from './src/consent/rules/third-party-scripts.ts';
import { productEnvSchema } from './src/consent/rules/product-ids.ts';
import { gatewayEnvSchema } from './src/server/gateway/gateway-env.ts';
import { serviceWorkerMode } from './src/lib/offline/kill-switch.ts';

// Environment first, server and public apart: this file is read by `next build` and `next start`,
// so a bad variable stops either with its name and what was expected.
parseEnv('build', buildEnvSchema, process.env);
parseEnv('server (gateway)', gatewayEnvSchema, process.env);
parseEnv('public', publicEnvSchema, process.env);
parseEnv('product', productEnvSchema, process.env);

// One build serves one site: SITE names a folder of content/sites/. The configuration is
// validated here, so a bad file stops the build with a message naming the file and the field.
const site = process.env.SITE?.trim() || DEFAULT_SITE;
const siteFile = loadSiteFile(site);

// The message catalogues are compiled at build (ICU syntax turned into data): pages that format
// messages in the browser (member screens) ship a small formatter instead of the ICU parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const nextConfig: NextConfig = {
  // Each site builds into its own folder, so that two sites can be built and served side by side.
  distDir: process.env.NEXT_DIST_DIR || `.next-${site}`,
  // §2.1: the trailing-slash rule (with its extension exceptions) is applied by src/proxy.ts.
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // Posters and logos are served as they are (the generated /posters/ files are sized already):
  // Next's image optimiser stays off, so /_next/image is a 404, not an endpoint a stranger can
  // make fetch and resize the site's own addresses.
  images: { unoptimized: true },
  // Several instances behind one proxy share one page and data cache in Redis (npm run cluster).
  ...(process.env.FINCHER_SHARED_CACHE === '1'
    ? { cacheHandler: path.resolve('src/server/cache/cache-handler.mjs'), cacheMaxMemorySize: 0 }
    : {}),
  // Source maps of the browser chunks on request only: they tell which sources weigh in a page's
  // first-load JavaScript (npm run bench:member-pages with BENCH_CONTRIBUTORS).
  productionBrowserSourceMaps: process.env.FINCHER_SOURCE_MAPS === '1',
  reactStrictMode: true,
  // npm test type-checks the whole tree before it builds: the builds it adds for the provider matrix
  // skip Next's second pass over the same files (FINCHER_BUILD_TYPECHECK=0, docs/decisions/0038).
  typescript: { ignoreBuildErrors: process.env.FINCHER_BUILD_TYPECHECK === '0' },
  // The Redis client (the shared store, the cluster's cache) is required by Node at run time, not
  // bundled: its hundreds of command modules would otherwise widen every module id of the build,
  // browser chunks included (docs/decisions, "Redis client outside the bundle").
  // prom-client and OpenTelemetry likewise: one copy per process, shared with the site server.
  serverExternalPackages: [
    'redis',
    'prom-client',
    '@opentelemetry/api',
    '@opentelemetry/sdk-trace-node',
    '@opentelemetry/exporter-trace-otlp-http',
    '@opentelemetry/resources',
  ],
  // The analytics core's utilities without the time zone it computes as it loads (a first
  // Intl.DateTimeFormat: 100 ms and more of one task on a phone, for a field nothing reads), and its
  // storage kept in the page, so that its anonymous id does not outlive a withdrawal (§4.12).
  turbopack: {
    resolveAlias: {
      'analytics-utils': { browser: './src/consent/vendors/analytics-utils-without-zone.mjs' },
      '@analytics/storage-utils': { browser: './src/consent/vendors/analytics-page-storage.mjs' },
    },
  },
  // Smaller client chunks (first-load budget): CommonJS modules such as React's are tree-shaken and
  // hoisted like ES modules, and constants are inlined across modules so dead branches drop out.
  experimental: {
    turbopackCjsTreeShaking: true,
    turbopackCjsScopeHoisting: true,
    turbopackCrossModuleConstants: true,
    turbopackRemoveUnusedExports: true,
    turbopackRemoveUnusedImports: true,
  },
  // Facts of the site inlined at build, so that pages leave out client code the site never runs:
  // the theater picker on a single venue, the watchlist control where there is no watchlist.
  env: {
    FINCHER_SITE: site,
    FINCHER_SINGLE_LOCATION: String(siteFile.configuration.isSingleLocation),
    // The consent manager the site runs (cookieconsent, didomi or none): the other adapter is left out.
    FINCHER_CONSENT_MANAGER: consentManagerOf(siteFile),
    // §2.6, §9.6: whether the site shows ads at all: a site without ads ships no ad code.
    FINCHER_ADS: adsPlan(siteFile) ? 'on' : 'off',
    // The service worker's kill switch: pages of such a build register none (src/lib/offline/kill-switch.ts).
    FINCHER_SERVICE_WORKER: serviceWorkerMode(process.env),
    FINCHER_WATCHLIST: String(
      memberFeatures(
        deriveLoyaltyConfig({
          loyalty: siteFile.settings.loyalty,
          settingsCircuitId: siteFile.settings.circuit.id,
          currentCinemaId: siteFile.configuration.theaterIds[0],
        }),
      ).watchlist,
    ),
  },
  // §2.1 /404.html and /500.html: a folder named 404.html would collide with Next's own output files.
  async rewrites() {
    return [
      { source: '/404.html', destination: '/status/404/' },
      { source: '/500.html', destination: '/status/500/' },
      // §2.1 script proxy: folders starting with "_" are private in the App Router. The site server
      // answers this path before Next in production; the rewrite serves `next dev`.
      { source: '/__third-party-proxy', destination: '/api/third-party-proxy' },
    ];
  },
  // The site server replaces each page's CSP with one listing the page's own inline-script hashes
  // (src/server/http/page-policy.ts); this one, which lets inline scripts run, is for `next dev`.
  async headers() {
    return [
      {
        // Not the API nor the posters: their answers set their own policy (headers.ts).
        source: SITE_WIDE_SOURCE,
        headers: securityHeaders({
          ...securityInputOf(siteFile, buildFactsOf(process.env), securityEnvOf(process.env)),
          development: process.env.NODE_ENV === 'development',
        }),
      },
      ...OWN_POLICY_SOURCES.map((source) => ({ source, headers: [...OWN_POLICY_HEADERS] })),
      ...OPENER_POLICY_RULES.map(({ source, value }) => ({
        source,
        headers: [{ key: 'Cross-Origin-Opener-Policy', value }],
      })),
      ...NO_REFERRER_SOURCES.map((source) => ({
        source,
        headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }],
      })),
    ];
  },
};

export default withNextIntl(nextConfig);
