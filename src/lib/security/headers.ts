// Response headers of the site's pages: framing only for the configured allowedEmbeddingDomains
// (§2.3 embedding), scripts only from the site itself, the third-party hosts its configuration
// turns on, and the inline scripts whose hashes the page server computed (pages stay static: the
// hashes are worked out when a page is sent, src/server/http/page-policy.ts), and, over https,
// HSTS and an upgrade of every subresource.

import type { SiteFile } from '../config/site-schema.ts';
import { editorOrigins } from '../preview/editor-origins.ts';
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
  /** configuration.allowedEmbeddingDomains: host names, optionally with a port. */
  readonly allowedEmbeddingDomains: readonly string[];
  /** Origins forms may post to besides https ones, e.g. a local ticketing site (v3 hand-off, §7.10). */
  readonly formOrigins?: readonly string[];
  /**
   * Origins of the third-party scripts the site's configuration turns on (consent manager,
   * analytics, tag managers, ads): allowed to run scripts and to be reached by them. Default none.
   */
  readonly scriptOrigins?: readonly string[];
  /** Origins those scripts report to (fetch, beacons, pixels) without running code from them. Default none. */
  readonly connectOrigins?: readonly string[];
  /** The captcha widget's scripts, frames and requests (captcha-key.ts), when the site has one. */
  readonly captcha?: CaptchaSources;
}

/**
 * The security input of a site's configuration: one place for next.config and the site server.
 * The third-party origins are exactly those of the scripts the configuration and the build's facts
 * turn on (src/consent/rules/third-party-scripts.ts); a proxied script is 'self'.
 */
export function securityInputOf(
  site: Pick<SiteFile, 'configuration' | 'settings'>,
  facts: BuildFacts = { analyticsDisabled: false },
  env: { readonly captchaSiteKey?: string; readonly captchaScriptUrl?: string } = {},
): SecurityHeaderInput {
  // §5: the captcha widget runs its script, frames and requests from its vendor, when the site has a key.
  const captcha = captchaSources({ siteKey: env.captchaSiteKey, scriptUrl: env.captchaScriptUrl });
  return {
    allowedEmbeddingDomains: site.configuration.allowedEmbeddingDomains,
    formOrigins: [site.settings.ticketingSiteUrl],
    scriptOrigins: thirdPartyScriptOrigins(site, facts),
    connectOrigins: thirdPartyConnectOrigins(site, facts),
    ...(captcha ? { captcha } : {}),
  };
}

/** The captcha part of the environment, as securityInputOf reads it. */
export function captchaEnvOf(env: Readonly<Record<string, string | undefined>>): {
  captchaSiteKey?: string;
  captchaScriptUrl?: string;
} {
  return {
    ...(env.NEXT_PUBLIC_CAPTCHA_SITE_KEY ? { captchaSiteKey: env.NEXT_PUBLIC_CAPTCHA_SITE_KEY } : {}),
    ...(env.NEXT_PUBLIC_CAPTCHA_SCRIPT_URL ? { captchaScriptUrl: env.NEXT_PUBLIC_CAPTCHA_SCRIPT_URL } : {}),
  };
}

export interface ContentSecurityPolicyInput extends SecurityHeaderInput {
  /** 'sha256-…' sources of the inline scripts a page may run; none: no inline script runs. */
  readonly scriptHashes?: readonly string[];
  /** Served over https: every subresource is upgraded (over http it would break the page). */
  readonly https?: boolean;
  /**
   * Fallback for a page the page server did not hash (`next dev`, `next start` without the site
   * server): inline scripts run. Never what the site server sends with a page.
   */
  readonly allowAnyInlineScript?: boolean;
  /** `next dev` only: React's development build evaluates code. */
  readonly allowEval?: boolean;
}

const SCRIPT_HASH = /^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/;

/**
 * The CSP frame-ancestors source list: 'self' plus each allowed domain over https, or 'none'. A
 * local editor (localhost) is reached over http, except when the site itself is served over https
 * (`httpsOnly`): then no http source is listed. The same origins are the only ones whose preview
 * messages the page accepts (§4.13, src/lib/preview/editor-origins.ts).
 */
export function frameAncestors(allowedEmbeddingDomains: readonly string[], httpsOnly = false): string {
  const sources = editorOrigins(allowedEmbeddingDomains, httpsOnly);
  if (sources.length === 0) return "frame-ancestors 'none'";
  return `frame-ancestors 'self' ${sources.join(' ')}`;
}

/** A CSP host source with a leading wildcard label (`https://*.example.com`), kept as written. */
const WILDCARD_SOURCE = /^https:\/\/\*\.[a-z0-9-]+(\.[a-z0-9-]+)+$/;

/** A CSP source limited to a path of an exact host (`https://www.gstatic.com/recaptcha/`), kept as written. */
const PATH_SOURCE = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?\/([A-Za-z0-9_-]+\/)+$/;

/** Origins, or sources limited to a path, exactly as captcha-key.ts gives them; anything else is dropped. */
function sourcesOf(values: readonly string[]): string[] {
  return [...new Set(values.filter((value) => PATH_SOURCE.test(value) || originsOf([value]).includes(value)))];
}

/** The exact origins of a list of URLs or origins; anything that is not one is dropped. */
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

/** The Content-Security-Policy of a page. */
export function contentSecurityPolicy(input: ContentSecurityPolicyInput): string {
  const thirdParty = originsOf(input.scriptOrigins ?? []);
  const hashes = (input.scriptHashes ?? []).filter((hash) => SCRIPT_HASH.test(hash));
  // http origins (a local ticketing site) only while the site itself is served over http: over
  // https every subresource and form target is upgraded, and no source may name plain http.
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
    `img-src ${["'self'", 'data:', ...reportOrigins].join(' ')}`,
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

/**
 * Where next.config's site-wide headers apply: every path but the API and the posters. Next sets
 * a config header over the same header of a route handler's answer, so the hand-off's strict CSP,
 * a poster's, or token-login's Referrer-Policy would be replaced by the pages' policy (inline
 * scripts allowed). Those answers keep their own; the site server gives an API answer without a
 * CSP the API's (API_CONTENT_POLICY).
 */
export const SITE_WIDE_SOURCE = '/:path((?!api/|posters/).*)';

/** The paths whose answers set their own policy headers, and what next.config adds to them. */
export const OWN_POLICY_SOURCES: readonly string[] = ['/api/:path*', '/posters/:path*'];
export const OWN_POLICY_HEADERS: readonly { readonly key: string; readonly value: string }[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
];

/** The CSP of an API answer that sets none: nothing in it runs, loads or is framed. */
export const API_CONTENT_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * Cross-Origin-Opener-Policy by path, for next.config (a later rule wins): same-origin, except the
 * member area (wallet passes and the payment portal open windows of their providers) and the
 * preview (§4.13: the editor that opened the site must keep its reference to post messages).
 */
export const OPENER_POLICY_RULES: readonly { readonly source: string; readonly value: string }[] = [
  // Not the API: the hand-off sets its own (a config header would replace it).
  { source: SITE_WIDE_SOURCE, value: 'same-origin' },
  { source: '/account/:path*', value: 'same-origin-allow-popups' },
  { source: '/cms-preview/:path*', value: 'unsafe-none' },
];

/**
 * Answers whose Location carries the member's token (§2.1, §6 ticketing redirects; §4.5 hand-off),
 * or whose request did (§4.2 token login): Referrer-Policy no-referrer, which their handlers also
 * set themselves; the site-wide rule leaves /api/ alone (SITE_WIDE_SOURCE).
 */
export const NO_REFERRER_SOURCES: readonly string[] = [
  ...Object.values(TICKETING_ENDPOINTS).map(({ endpoint }) => endpoint),
  TICKETING_LINK_ENDPOINT,
  HANDOFF_ENDPOINT,
  TOKEN_LOGIN_ROUTE,
];

/**
 * The headers next.config gives every answer. The page server replaces the CSP of each page it
 * sends with one that lists that page's inline-script hashes (and adds HSTS over https).
 */
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
