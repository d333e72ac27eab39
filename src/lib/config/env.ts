import { z } from 'zod';
import { isPosterOrigin } from '../catalog/poster-origins.ts';

// Server variables and public ones (NEXT_PUBLIC_*, inlined into page JavaScript) are validated apart
// so that no server value can reach the browser; .env.example describes each.

const flag = z.enum(['0', '1']).optional();

/** Build and serve variables. The gateway's own (PROVIDER_API_URL, CYPHER_*, CAPTCHA_*) are in src/server/gateway/gateway-env.ts. */
export const buildEnvSchema = z.object({
  SITE: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a folder name of content/sites/ (lowercase letters, digits, dashes)')
    .optional(),
  PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  CATALOG_NOW: z.iso.datetime({ offset: true }).optional(),
  CATALOG_REFRESH: flag,
  PRERENDER_ALL_MOVIES: flag,
  /** The live catalogue feed; without it the catalogue embedded at build is served. */
  CATALOG_FEED_URL: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .optional(),
  /** Origins the feed's https posters may come from (comma-separated), added to the pages' img-src; a poster elsewhere is drawn by the site. */
  POSTER_ORIGINS: z
    .string()
    .max(2000)
    .refine(
      (value) =>
        value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
          .every(isPosterOrigin),
      'https origins separated by commas (https://img.cinema.example), without a path',
    )
    .optional(),
  /** The shared secret of POST /api/revalidate (at least 32 characters); without it the endpoint is a 404. */
  REVALIDATE_SECRET: z.string().min(32, 'at least 32 characters').max(512).optional(),
  /** 1: rendered pages and data cached in Redis (REDIS_URL), shared by every instance (npm run cluster). */
  FINCHER_SHARED_CACHE: flag,
  /** 1 writes source maps of the browser chunks, for bench:member-pages' contributors list. */
  FINCHER_SOURCE_MAPS: flag,
  /** 0 skips Next's type check in the build (a pipeline that has just run tsc: npm test's provider matrix). */
  FINCHER_BUILD_TYPECHECK: flag,
  /** The folder of site folders inside the repository (default content/sites; the provider matrix's: tests/sites). */
  FINCHER_SITES_DIR: z.string().max(200).optional(),
});

export const publicEnvSchema = z.object({
  /** §9.7: "1" disables web analytics entirely (no tag, no site container; the consent manager stays). */
  NEXT_PUBLIC_ANALYTICS_DISABLED: flag,
  /** The captcha widget's site key; without it the sign-in forms show no captcha. */
  NEXT_PUBLIC_CAPTCHA_SITE_KEY: z
    .string()
    .regex(/^[\w-]{10,100}$/, 'a captcha site key')
    .optional(),
  /** The captcha widget script (default: the common checkbox captcha's); the demo uses the sandbox's. */
  NEXT_PUBLIC_CAPTCHA_SCRIPT_URL: z.url({ protocol: /^https?$/ }).optional(),
});

export class EnvError extends Error {
  constructor(kind: string, issues: z.core.$ZodIssue[]) {
    super(`Invalid ${kind} environment:\n${issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

/** Empty strings count as unset, as in most .env files. */
function withoutEmpty(env: Env): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
  );
}

export function parseEnv<Schema extends z.ZodType>(kind: string, schema: Schema, env: Env): z.infer<Schema> {
  const parsed = schema.safeParse(withoutEmpty(env));
  if (!parsed.success) throw new EnvError(kind, parsed.error.issues);
  return parsed.data;
}
