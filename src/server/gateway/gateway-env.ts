import { z } from 'zod';
import { GATEWAY_DEFAULTS, type GatewayOptions, type InFlightCounter } from './handle-cypher-request.ts';

// Server-only environment of the gateway, validated once with zod (ARCHITECTURE "Boundaries").
// PROVIDER_API_URL never reaches the browser: only this module reads it.

export const gatewayEnvSchema = z.object({
  PROVIDER_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  CYPHER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(GATEWAY_DEFAULTS.timeoutMs),
  CYPHER_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(10_000).default(GATEWAY_DEFAULTS.maxInFlight),
  /** Captcha verification is on only when a secret is configured. */
  CAPTCHA_SECRET: z.string().min(1).optional(),
  CAPTCHA_VERIFY_URL: z.url({ protocol: /^https?$/ }).optional(),
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

export function gatewayOptionsFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  inFlight: InFlightCounter,
): GatewayOptions {
  const parsed = gatewayEnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new GatewayEnvError(
      `Invalid gateway environment: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  }
  const values = parsed.data;
  return {
    providerApiUrl: values.PROVIDER_API_URL ?? '',
    timeoutMs: values.CYPHER_TIMEOUT_MS,
    maxInFlight: values.CYPHER_MAX_IN_FLIGHT,
    inFlight,
    ...(values.CYPHER_TRUSTED_ORIGINS.length > 0 ? { trustedOrigins: values.CYPHER_TRUSTED_ORIGINS } : {}),
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
