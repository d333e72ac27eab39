// Framing only for allowedEmbeddingDomains (§2.3); scripts only from the site, the third-party hosts its configuration
// turns on and the inline scripts the page server hashes when it sends a page (src/server/http/page-policy.ts).

import type { SiteFile } from '../config/site-schema.ts';
import { editorOrigins } from '../preview/editor-origins.ts';
import { posterOriginsOf } from '../catalog/poster-origins.ts';
import { captchaSources, type CaptchaSources } from './captcha-key.ts';
import {
  thirdPartyConnectOrigins,
  thirdPartyScriptOrigins,
  type BuildFacts,
} from '../../consent/rules/third-party-scripts.ts';
import { HANDOFF_ENDPOINT } from '../loyalty/handoff/handoff-return.ts';
import { TOKEN_LOGIN_ROUTE } from '../loyalty/session/token-arrival.ts';
import { TICKETING_ENDPOINTS, TICKETING_LINK_ENDPOINT } from '../links/ticketing-paths.ts';

export interface SecurityHeaderInput {
  readonly allowedEmbeddingDomains: readonly string[];
  /** Origins forms may post to besides https ones, e.g. a local ticketing site (v3 hand-off, §7.10). */
  readonly formOrigins?: readonly string[];
  /** Origins of the third-party scripts the configuration turns on: they may run and be reached. */
  readonly scriptOrigins?: readonly string[];
  /** Origins those scripts report to (fetch, beacons, pixels) without running code from them. Default none. */
  readonly connectOrigins?: readonly string[];
  readonly captcha?: CaptchaSources;
  /** Origins the feed's posters may be loaded from (POSTER_ORIGINS): images only. */
  readonly imageOrigins?: readonly string[];
}

/** One place for next.config and the site server; a proxied third-party script is 'self'. */
export function securityInputOf(
  site: Pick<SiteFile, 'configuration' | 'settings'>,
  facts: BuildFacts,
  env: SecurityEnv = {},
): SecurityHeaderInput {
  const captcha = captchaSources({ siteKey: env.captchaSiteKey, scriptUrl: env.captchaScriptUrl });
  return {
    allowedEmbeddingDomains: site.configuration.allowedEmbeddingDomains,
    formOrigins: [site.settings.ticketingSiteUrl],
    scriptOrigins: thirdPartyScriptOrigins(site, facts),
    connectOrigins: thirdPartyConnectOrigins(site, facts),
    ...(captcha ? { captcha } : {}),
    ...(env.posterOrigins?.length ? { imageOrigins: env.posterOrigins } : {}),
  };
}

export interface SecurityEnv {
  readonly captchaSiteKey?: string;
  readonly captchaScriptUrl?: string;
  readonly posterOrigins?: readonly string[];
}

/** The environment's part of the policy: the captcha's sources and the posters' origins. */
export function securityEnvOf(env: Readonly<Record<string, string | undefined>>): SecurityEnv {
  const posterOrigins = posterOriginsOf(env.POSTER_ORIGINS);
  return {
    ...(env.NEXT_PUBLIC_CAPTCHA_SITE_KEY ? { captchaSiteKey: env.NEXT_PUBLIC_CAPTCHA_SITE_KEY } : {}),
    ...(env.NEXT_PUBLIC_CAPTCHA_SCRIPT_URL ? { captchaScriptUrl: env.NEXT_PUBLIC_CAPTCHA_SCRIPT_URL } : {}),
    ...(posterOrigins.length ? { posterOrigins } : {}),
  };
}

export interface ContentSecurityPolicyInput extends SecurityHeaderInput {
  /** 'sha256-…' sources of the inline scripts a page may run; none: no inline script runs. */
  readonly scriptHashes?: readonly string[];
  /** Served over https: every subresource is upgraded (over http it would break the page). */
  readonly https?: boolean;
  /** Where the page server hashed nothing (`next dev`, `next start` alone): inline scripts run. */
  readonly allowAnyInlineScript?: boolean;
  /** `next dev` only: React's development build evaluates code. */
  readonly allowEval?: boolean;
}

const SCRIPT_HASH = /^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/;

/** 'self' and the allowed domains (a local editor over http unless `httpsOnly`), whence §4.13 messages come. */
export function frameAncestors(allowedEmbeddingDomains: readonly string[], httpsOnly = false): string {
  const sources = editorOrigins(allowedEmbeddingDomains, httpsOnly);
  if (sources.length === 0) return "frame-ancestors 'none'";
  return `frame-ancestors 'self' ${sources.join(' ')}`;
}

/** A CSP host source with a leading wildcard label (`https://*.example.com`), kept as written. */
const WILDCARD_SOURCE = /^https:\/\/\*\.[a-z0-9-]+(\.[a-z0-9-]+)+$/;

/** A CSP source limited to a path of an exact host (`https://www.gstatic.com/recaptcha/`), kept as written. */
const PATH_SOURCE = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?\/([A-Za-z0-9_-]+\/)+$/;

function sourcesOf(values: readonly string[]): string[] {
  return [...new Set(values.filter((value) => PATH_SOURCE.test(value) || originsOf([value]).includes(value)))];
}

function originsOf(values: readonly string[]): string[] {
  const origins = values.flatMap((value) => {
    if (WILDCARD_SOURCE.test(value)) return [value];
    try {
      const url = new URL(value);
      const web = url.protocol === 'https:' || url.protocol === 'http:';
      return web && /^[a-z0-9.-]+$/.test(url.hostname) ? [url.origin] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

export function contentSecurityPolicy(input: ContentSecurityPolicyInput): string {
  const thirdParty = originsOf(input.scriptOrigins ?? []);
  const hashes = (input.scriptHashes ?? []).filter((hash) => SCRIPT_HASH.test(hash));
  // Plain-http form targets (a local ticketing site) only while the site itself is served over http.
  const formOrigins = input.https
    ? []
    : originsOf(input.formOrigins ?? []).filter((origin) => origin.startsWith('http://'));
  const reported = [...new Set([...thirdParty, ...originsOf(input.connectOrigins ?? [])])].sort();
  const overHttps = (origins: string[]) =>
    input.https ? origins.filter((origin) => origin.startsWith('https://')) : origins;
  const thirdPartyOrigins = overHttps(thirdParty);
  const reportOrigins = overHttps(reported);
  const captchaScripts = overHttps(sourcesOf(input.captcha?.script ?? []));
  const captchaFrames = overHttps(sourcesOf(input.captcha?.frame ?? []));
  const captchaRequests = overHttps(sourcesOf(input.captcha?.connect ?? []));
  const scriptSources = [
    "'self'",
    ...(input.allowAnyInlineScript ? ["'unsafe-inline'"] : [...new Set(hashes)]),
    ...(input.allowEval ? ["'unsafe-eval'"] : []),
    ...new Set([...thirdPartyOrigins, ...captchaScripts]),
  ];
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    // React writes style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${["'self'", 'data:', ...new Set([...reportOrigins, ...originsOf(input.imageOrigins ?? [])])].join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${["'self'", ...new Set([...reportOrigins, ...captchaRequests])].join(' ')}`,
    `frame-src ${["'self'", ...new Set([...thirdPartyOrigins, ...captchaFrames])].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${["'self'", 'https:', ...formOrigins].join(' ')}`,
    frameAncestors(input.allowedEmbeddingDomains, input.https === true),
    ...(input.https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/** HSTS: two years, subdomains included; sent only with answers served over https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** Every path but the API and posters, as Next's config headers would replace the policies those answers set. */
export const SITE_WIDE_SOURCE = '/:path((?!api/|posters/).*)';

/** The paths whose answers set their own policy headers, and what next.config adds to them. */
export const OWN_POLICY_SOURCES: readonly string[] = ['/api/:path*', '/posters/:path*'];
export const OWN_POLICY_HEADERS: readonly { readonly key: string; readonly value: string }[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
];

/** The CSP of an API answer that sets none: nothing in it runs, loads or is framed. */
export const API_CONTENT_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** COOP by path (a later rule wins): the member area opens providers' windows; §4.13's editor must keep its window. */
export const OPENER_POLICY_RULES: readonly { readonly source: string; readonly value: string }[] = [
  { source: SITE_WIDE_SOURCE, value: 'same-origin' },
  { source: '/account/:path*', value: 'same-origin-allow-popups' },
  { source: '/cms-preview/:path*', value: 'unsafe-none' },
];

/** Answers whose Location or request carries the member's token (§2.1, §4.2, §4.5, §6). */
export const NO_REFERRER_SOURCES: readonly string[] = [
  ...Object.values(TICKETING_ENDPOINTS).map(({ endpoint }) => endpoint),
  TICKETING_LINK_ENDPOINT,
  HANDOFF_ENDPOINT,
  TOKEN_LOGIN_ROUTE,
];

/** next.config's headers; the page server replaces each page's CSP with one listing its inline-script hashes. */
export function securityHeaders(
  input: SecurityHeaderInput & { readonly development?: boolean },
): { key: string; value: string }[] {
  const headers = [
    {
      key: 'Content-Security-Policy',
      value: contentSecurityPolicy({
        ...input,
        allowAnyInlineScript: true,
        allowEval: input.development === true,
      }),
    },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  ];
  // Browsers without CSP level 2 read only X-Frame-Options, which cannot list several hosts.
  if (input.allowedEmbeddingDomains.length === 0) headers.push({ key: 'X-Frame-Options', value: 'DENY' });
  return headers;
}
