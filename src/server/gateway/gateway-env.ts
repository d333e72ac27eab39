import { z } from 'zod';
import { loyaltyScopeOf, type ScopeSource } from '../../lib/loyalty/provider/site-scope.ts';
import { GATEWAY_DEFAULTS, type GatewayOptions, type InFlightCounter } from './handle-cypher-request.ts';

// Server-only environment of the gateway, validated once with zod (ARCHITECTURE "Boundaries").
// PROVIDER_API_URL never reaches the browser: only this module reads it.

export const gatewayEnvSchema = z.object({
  PROVIDER_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  CYPHER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(GATEWAY_DEFAULTS.timeoutMs),
  CYPHER_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(10_000).default(GATEWAY_DEFAULTS.maxInFlight),
  CAPTCHA_SECRET: z.string().min(1).optional(),
  CAPTCHA_VERIFY_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The site's public origin, for §2.5 reset links and browser calls; unset: https://{settings.domain}. */
  SITE_ORIGIN: z
    .string()
    .regex(/^https?:\/\/[^/?#\s]+$/, 'an origin: scheme://host[:port], nothing after')
    .optional(),
  /** The site's public origins, comma-separated, for a reverse proxy that rewrites Host. */
  CYPHER_TRUSTED_ORIGINS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter((origin) => origin !== ''),
    )
    .pipe(z.array(z.string().regex(/^https?:\/\/[^/?#\s]+$/, 'an origin: scheme://host[:port], nothing after'))),
});

export class GatewayEnvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayEnvError';
  }
}

/** The site a gateway serves: its loyalty scope and its public domain (§3.3 settings.domain). */
export interface GatewaySite extends ScopeSource {
  readonly settings: ScopeSource['settings'] & { readonly domain: string };
}

/** The gateway's options; with a site, calls are pinned to its loyalty scope (§3.6) and origin. */
export function gatewayOptionsFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  inFlight: InFlightCounter,
  site?: GatewaySite,
): GatewayOptions {
  const parsed = gatewayEnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new GatewayEnvError(
      `Invalid gateway environment: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  }
  const values = parsed.data;
  const siteOrigin = site ? (values.SITE_ORIGIN ?? `https://${site.settings.domain}`) : undefined;
  const trustedOrigins = [...values.CYPHER_TRUSTED_ORIGINS, ...(siteOrigin ? [siteOrigin] : [])];
  return {
    providerApiUrl: values.PROVIDER_API_URL ?? '',
    timeoutMs: values.CYPHER_TIMEOUT_MS,
    maxInFlight: values.CYPHER_MAX_IN_FLIGHT,
    inFlight,
    ...(trustedOrigins.length > 0 ? { trustedOrigins } : {}),
    ...(site && siteOrigin ? { scope: loyaltyScopeOf(site, siteOrigin) } : {}),
    ...(values.CAPTCHA_SECRET
      ? {
          captcha: {
            secret: values.CAPTCHA_SECRET,
            ...(values.CAPTCHA_VERIFY_URL ? { verifyUrl: values.CAPTCHA_VERIFY_URL } : {}),
          },
        }
      : {}),
  };
}
