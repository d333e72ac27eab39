import type { z } from 'zod';
import { productEnvSchema } from '../../consent/rules/product-ids.ts';
import { isAdsDisplayOn } from '../../consent/rules/containers.ts';
import { buildEnvSchema, publicEnvSchema } from '../../lib/config/env.ts';
import { loyaltyScopeOf, type LoyaltyScope } from '../../lib/loyalty/provider/site-scope.ts';
import type { SiteFile } from '../../lib/config/site-schema.ts';
import { gatewayEnvSchema } from '../gateway/gateway-env.ts';
import { rateLimitEnvSchema } from '../rate-limit/site-limiter.ts';
import { sessionKeyEnvSchema } from '../session/sealed-cookie.ts';
import { sharedStoreEnvSchema } from '../shared-store/site-store.ts';

// The checks of `npm run preflight` that need no network: is this site, with this environment, fit
// for production? Each finding is one line that says what to set. A problem stops the deployment;
// a notice is a state that may be meant (nothing loaded for an id left unset) and is only shown.

export type Severity = 'problem' | 'notice';

export interface Finding {
  readonly severity: Severity;
  /** The variable or the site.json field to set. */
  readonly subject: string;
  readonly text: string;
}

export type Env = Readonly<Record<string, string | undefined>>;

export const problem = (subject: string, text: string): Finding => ({ severity: 'problem', subject, text });
export const notice = (subject: string, text: string): Finding => ({ severity: 'notice', subject, text });

/** As the site reads them, an empty variable is an unset one. */
export function valueOf(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** The port the sandbox listens on unless told otherwise (sandbox/server.ts). */
const SANDBOX_PORT = '4010';

export type HostKind = 'loopback' | 'placeholder' | 'public';

/**
 * This machine (localhost, 127.x, ::1, 0.0.0.0), a name reserved for examples and tests (RFC 2606:
 * .example, .test, .invalid, .localhost, or an "example" label as in www.cinema.example.fr), or a
 * real host.
 */
export function hostKind(host: string): HostKind {
  const name = host
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost') || name === '::1' || name === '0.0.0.0') return 'loopback';
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name)) return 'loopback';
  const labels = name.split('.');
  if (['example', 'test', 'invalid', 'local'].includes(labels.at(-1) ?? '') || labels.includes('example'))
    return 'placeholder';
  return 'public';
}

function parsedUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * An address the server itself calls (the feed, the provider, the captcha check): on this machine
 * it may be a local proxy (a notice), unless it is the sandbox's; plain http leaves this machine
 * only for public data.
 */
function serverUrlFindings(name: string, value: string, env: Env, carriesSecrets: boolean): Finding[] {
  const url = parsedUrl(value);
  if (!url) return [];
  const kind = hostKind(url.hostname);
  const sandboxPort = valueOf(env, 'SANDBOX_PORT') ?? SANDBOX_PORT;
  if (kind === 'loopback' && url.port === sandboxPort)
    return [problem(name, `${value} is the sandbox's address: set the production service's URL`)];
  if (kind === 'loopback')
    return [notice(name, `${value} is on this machine: right for a local proxy, wrong otherwise`)];
  if (kind === 'placeholder')
    return [problem(name, `${value} is a placeholder host: set the production service's URL`)];
  if (url.protocol === 'http:')
    return [
      carriesSecrets
        ? problem(name, `${value} is plain http and carries secrets: set its https URL`)
        : notice(name, `${value} is plain http: prefer https`),
    ];
  return [];
}

/** An address a visitor's browser loads or is sent to: https on a real host. */
function browserUrlProblem(subject: string, value: string, fallback: string): Finding | null {
  const url = parsedUrl(value);
  if (!url) return null;
  const kind = hostKind(url.hostname);
  if (kind === 'loopback') return problem(subject, `${value} is on this machine (the demo's sandbox): ${fallback}`);
  if (kind === 'placeholder') return problem(subject, `${value} is a placeholder host: ${fallback}`);
  if (url.protocol === 'http:') return problem(subject, `${value} is plain http: set its https address`);
  return null;
}

interface EnvSchemaCheck {
  readonly schema: z.ZodType;
  /** Whether the site treats an empty variable as unset when it reads this group. */
  readonly emptyIsUnset: boolean;
}

// Each group as the code that reads it parses it, so that what passes here passes at build and start.
const ENV_SCHEMAS: readonly EnvSchemaCheck[] = [
  { schema: buildEnvSchema, emptyIsUnset: true },
  { schema: publicEnvSchema, emptyIsUnset: true },
  { schema: productEnvSchema, emptyIsUnset: true },
  { schema: gatewayEnvSchema, emptyIsUnset: false },
  { schema: rateLimitEnvSchema, emptyIsUnset: false },
  { schema: sharedStoreEnvSchema, emptyIsUnset: true },
];

/** Every variable the site reads that is set but malformed, with what it expects. */
export function malformedVariables(env: Env): Finding[] {
  const findings = new Map<string, Finding>();
  const withoutEmpty = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  for (const { schema, emptyIsUnset } of ENV_SCHEMAS) {
    const parsed = schema.safeParse(emptyIsUnset ? withoutEmpty : env);
    if (parsed.success) continue;
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? '');
      if (name && !findings.has(name))
        findings.set(name, problem(name, `expected ${issue.message.replace(/^expected /i, '')}`));
    }
  }
  if (valueOf(env, 'SESSION_COOKIE_KEYS')) {
    const parsed = sessionKeyEnvSchema.safeParse({ SESSION_COOKIE_KEYS: env.SESSION_COOKIE_KEYS });
    if (!parsed.success)
      findings.set(
        'SESSION_COOKIE_KEYS',
        problem(
          'SESSION_COOKIE_KEYS',
          `expected comma-separated keys of ${parsed.error.issues[0]?.message ?? '32 bytes in base64'}`,
        ),
      );
  }
  return [...findings.values()];
}

/** The public origin of the site: SITE_ORIGIN, else https://{settings.domain} (src/server/gateway/gateway-env.ts). */
export function siteOriginOf(site: SiteFile, env: Env): string {
  return valueOf(env, 'SITE_ORIGIN') ?? `https://${site.settings.domain}`;
}

/** The loyalty scope the gateway would pin calls to; null for a site without a member area. */
export function memberScopeOf(site: SiteFile, env: Env): LoyaltyScope | null {
  try {
    return loyaltyScopeOf(site, siteOriginOf(site, env));
  } catch {
    return loyaltyScopeOf(site, `https://${site.settings.domain}`);
  }
}

function demoFindings(site: SiteFile, file: string): Finding[] {
  return site.demo
    ? [problem('demo', `the site is a demo (its programme may be generated): set "demo": false in ${file}`)]
    : [];
}

function feedFindings(env: Env): Finding[] {
  const url = valueOf(env, 'CATALOG_FEED_URL');
  if (!url)
    return [
      problem(
        'CATALOG_FEED_URL',
        "not set: set it to the URL of the site's programme feed (docs/feed.md); a site that is not a demo does not build without it",
      ),
    ];
  return serverUrlFindings('CATALOG_FEED_URL', url, env, false);
}

function revalidateFindings(env: Env): Finding[] {
  return valueOf(env, 'REVALIDATE_SECRET')
    ? []
    : [
        problem(
          'REVALIDATE_SECRET',
          "not set: set it to at least 32 random characters (openssl rand -base64 32) and give it to the feed's owner, or programme changes wait for the pages' 10-minute renewal",
        ),
      ];
}

function memberFindings(site: SiteFile, env: Env): Finding[] {
  const scope = memberScopeOf(site, env);
  if (!scope) {
    const unused = ['PROVIDER_API_URL', 'SESSION_COOKIE_KEYS', 'CAPTCHA_SECRET'].filter((name) => valueOf(env, name));
    return unused.length > 0
      ? [notice(unused.join(', '), 'set, but the site has no loyalty programme (settings.loyalty): nothing reads them')]
      : [];
  }
  const findings: Finding[] = [];
  const missing = (name: string, text: string) => {
    if (!valueOf(env, name)) findings.push(problem(name, `not set: ${text}`));
  };
  missing(
    'SESSION_COOKIE_KEYS',
    'set it to a key of 32 random bytes in base64 (openssl rand -base64 32), the same on every instance, or members are signed out at each restart',
  );
  missing(
    'PROVIDER_API_URL',
    `set it to the ${scope.provider} loyalty API's base URL, or every member call answers 503`,
  );
  missing(
    'NEXT_PUBLIC_CAPTCHA_SITE_KEY',
    "set it to the captcha's site key, or the sign-in forms have no bot protection (§5)",
  );
  missing('CAPTCHA_SECRET', "set it to the captcha's secret, or the server does not check the captcha (§5)");
  for (const name of ['NEXT_PUBLIC_CAPTCHA_SITE_KEY', 'CAPTCHA_SECRET']) {
    if (/sandbox/i.test(valueOf(env, name) ?? ''))
      findings.push(problem(name, "is the sandbox's: set the captcha vendor's production value"));
  }
  const provider = valueOf(env, 'PROVIDER_API_URL');
  if (provider) findings.push(...serverUrlFindings('PROVIDER_API_URL', provider, env, true));
  const verify = valueOf(env, 'CAPTCHA_VERIFY_URL');
  if (verify) findings.push(...serverUrlFindings('CAPTCHA_VERIFY_URL', verify, env, true));
  const script = valueOf(env, 'NEXT_PUBLIC_CAPTCHA_SCRIPT_URL');
  const scriptProblem = script
    ? browserUrlProblem(
        'NEXT_PUBLIC_CAPTCHA_SCRIPT_URL',
        script,
        "set the vendor's script URL, or unset it for the default",
      )
    : null;
  if (scriptProblem) findings.push(scriptProblem);
  return findings;
}

function proxyFindings(env: Env): Finding[] {
  const hops = valueOf(env, 'TRUSTED_PROXY_HOPS');
  if (hops !== undefined && Number(hops) > 0) return [];
  return [
    problem(
      'TRUSTED_PROXY_HOPS',
      `${hops === undefined ? 'not set' : 'is 0'}: set it to the number of proxies in front of the site (one TLS proxy: 1); the site server speaks plain http, so without it visitors are counted as the proxy and pages are served as over http (no HSTS, no Secure cookie)`,
    ),
  ];
}

function originFindings(site: SiteFile, env: Env): Finding[] {
  const findings: Finding[] = [];
  const origin = valueOf(env, 'SITE_ORIGIN');
  if (origin) {
    const found = browserUrlProblem('SITE_ORIGIN', origin, "set the site's public origin, https://{host}");
    if (found) findings.push(found);
  } else if (hostKind(site.settings.domain.replace(/:\d+$/, '')) !== 'public') {
    findings.push(
      problem(
        'settings.domain',
        `${site.settings.domain} is not a public host name: set the site's host name (or SITE_ORIGIN), which reset links and browser calls are checked against`,
      ),
    );
  }
  for (const trusted of (valueOf(env, 'CYPHER_TRUSTED_ORIGINS') ?? '').split(',').map((part) => part.trim())) {
    const found = trusted
      ? browserUrlProblem('CYPHER_TRUSTED_ORIGINS', trusted, "list the site's public origins only")
      : null;
    if (found) findings.push(found);
  }
  return findings;
}

function productIdFindings(site: SiteFile, env: Env): Finding[] {
  const findings: Finding[] = [];
  const analyticsOff = valueOf(env, 'NEXT_PUBLIC_ANALYTICS_DISABLED') === '1';
  const ids = [
    {
      name: 'PRODUCT_ANALYTICS_ID',
      missing: "the product's web-analytics property (§7.11) gets no hit; set it to the company's G-… id to send them",
      skip: analyticsOff,
    },
    {
      name: 'PRODUCT_ADS_CONTAINER_ID',
      missing: `the advertising tag-manager container (§9.7) is not loaded${isAdsDisplayOn(site.settings.adsDisplay) ? ' (the ad slots of settings.adsDisplay still are)' : ''}; set it to the company's GTM-… id to load it`,
      skip: false,
    },
  ];
  for (const { name, missing, skip } of ids) {
    const value = valueOf(env, name);
    if (value && /sandbox/i.test(value))
      findings.push(problem(name, `${value} is the sandbox's id: set the company's own, or unset it`));
    else if (!value && !skip) findings.push(notice(name, `not set, so ${missing}`));
  }
  const targett = valueOf(env, 'PRODUCT_TARGETT_CONTAINER_ID');
  if (targett && /sandbox/i.test(targett))
    findings.push(
      problem('PRODUCT_TARGETT_CONTAINER_ID', `${targett} is the sandbox's id: set the company's own, or unset it`),
    );
  else if (!targett && site.settings.enableTargettTracking)
    findings.push(
      problem(
        'PRODUCT_TARGETT_CONTAINER_ID',
        "not set, yet settings.enableTargettTracking is true: set it to the company's GTM-… Targett container, or set enableTargettTracking to false",
      ),
    );
  else if (!targett)
    findings.push(notice('PRODUCT_TARGETT_CONTAINER_ID', 'not set, so no Targett container (§9.7) is loaded'));
  if (analyticsOff) findings.push(notice('NEXT_PUBLIC_ANALYTICS_DISABLED', 'is 1: no web analytics at all (§9.7)'));
  return findings;
}

/** The site.json fields holding an address: every string that is one, wherever it sits (page links too). */
function addressesOf(value: unknown, path: string[] = []): { path: string; value: string }[] {
  if (typeof value === 'string') return /^https?:\/\//i.test(value) ? [{ path: path.join('.'), value }] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => addressesOf(item, [...path, String(index)]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => addressesOf(item, [...path, key]));
  return [];
}

function siteAddressFindings(site: SiteFile, defaults: ReadonlyMap<string, unknown>): Finding[] {
  const findings: Finding[] = [];
  for (const { path, value } of addressesOf(site)) {
    const fallback = defaults.get(path.replace(/\.\d+(?=\.|$)/g, '[]'));
    const found = browserUrlProblem(
      path,
      value,
      typeof fallback === 'string'
        ? `set the production address, or remove it for ${fallback}`
        : 'set the production address',
    );
    if (found) findings.push(found);
  }
  site.configuration.allowedEmbeddingDomains.forEach((host, index) => {
    const kind = hostKind(host.replace(/:\d+$/, ''));
    if (kind !== 'public')
      findings.push(
        problem(
          `configuration.allowedEmbeddingDomains.${index}`,
          `${host} is not a public host: remove it, or list the editor's host`,
        ),
      );
  });
  return findings;
}

function storeFindings(env: Env): Finding[] {
  return valueOf(env, 'REDIS_URL')
    ? []
    : [
        notice(
          'REDIS_URL',
          'not set: limits and session refreshes are kept by each instance; right for one instance, set it when several serve the site',
        ),
      ];
}

export interface ProductionCheckInput {
  /** The site file as validated, or null when it is not valid (its problems are reported apart). */
  readonly site: SiteFile | null;
  /** Where it is, for the lines that say what to change in it. */
  readonly file: string;
  readonly env: Env;
  /** The documented default of each site.json field (docs/configuration.md), by field path. */
  readonly fieldDefaults?: ReadonlyMap<string, unknown>;
}

/** Every check that needs no network, in the order an operator would fix them. */
export function productionFindings({ site, file, env, fieldDefaults = new Map() }: ProductionCheckInput): Finding[] {
  const malformed = malformedVariables(env);
  const malformedNames = new Set(malformed.map((finding) => finding.subject));
  // A malformed variable is reported once, as malformed, not also as missing or misplaced.
  const unlessMalformed = (findings: Finding[]) => findings.filter((finding) => !malformedNames.has(finding.subject));
  return [
    ...(site ? demoFindings(site, file) : []),
    ...malformed,
    ...unlessMalformed([
      ...feedFindings(env),
      ...revalidateFindings(env),
      ...(site ? memberFindings(site, env) : []),
      ...proxyFindings(env),
      ...(site ? originFindings(site, env) : []),
      ...(site ? productIdFindings(site, env) : []),
      ...storeFindings(env),
    ]),
    ...(site ? siteAddressFindings(site, fieldDefaults) : []),
  ];
}
