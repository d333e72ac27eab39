import path from 'node:path';
import { requestCatalogFeed } from '../../lib/catalog/feed-source.ts';
import { posterOriginsOf } from '../../lib/catalog/poster-origins.ts';
import { localDateIn } from '../../lib/catalog/zoned-time.ts';
import { loadSiteFile, siteFilePath } from '../../lib/config/load-site.ts';
import { siteSchemaFields } from '../../lib/config/site-docs.ts';
import { SiteConfigError, type SiteFile } from '../../lib/config/site-schema.ts';
import { buildRoute } from '../../lib/loyalty/provider/route-table.ts';
import { upstreamUrl } from '../gateway/upstream-http.ts';
import {
  malformedVariables,
  memberScopeOf,
  problem,
  notice,
  productionFindings,
  valueOf,
  type Env,
  type Finding,
} from './production-checks.ts';

// npm run preflight (scripts/preflight.ts): the site's configuration, its production environment
// (production-checks.ts), and the two services it cannot serve without, asked once each with a
// time limit: the programme feed and the loyalty provider.

export interface PreflightOptions {
  readonly site: string;
  readonly env: Env;
  readonly root?: string;
  readonly fetch?: typeof fetch;
  /** Time for each remote check (default 10 s). */
  readonly timeoutMs?: number;
  /** "Today" for the feed's showtimes (default: now). */
  readonly now?: Date;
}

export interface PreflightReport {
  readonly site: string;
  readonly file: string;
  readonly findings: readonly Finding[];
  readonly ready: boolean;
}

export const PREFLIGHT_TIMEOUT_MS = 10_000;

function configurationFindings(site: string, root: string): { site: SiteFile | null; findings: Finding[] } {
  try {
    return { site: loadSiteFile(site, root), findings: [] };
  } catch (error) {
    if (!(error instanceof SiteConfigError)) throw error;
    return {
      site: null,
      findings: error.problems.map((found) =>
        problem(
          found.path === 'SITE' ? 'SITE' : `${error.file}: ${found.path || '(root)'}`,
          /expected/i.test(found.message) ? found.message : `expected ${found.message}`,
        ),
      ),
    };
  }
}

/** The feed answers within the time limit, validates, and holds the site's theaters. */
async function feedFindings(
  url: string,
  site: SiteFile | null,
  options: Required<Pick<PreflightOptions, 'timeoutMs' | 'now'>> & {
    fetch?: typeof fetch;
    posterOrigins: readonly string[];
  },
): Promise<Finding[]> {
  let answer;
  try {
    answer = await requestCatalogFeed({ url, fetch: options.fetch, timeoutMs: options.timeoutMs });
  } catch (error) {
    return [problem('CATALOG_FEED_URL', `${url}: ${(error as Error).message}; fix the feed (docs/feed.md)`)];
  }
  if (answer.kind !== 'feed')
    return [problem('CATALOG_FEED_URL', `${url}: answered "not modified" to a first request`)];
  if (!site) return [];
  const { feed } = answer;
  const findings: Finding[] = [];
  const theaters = new Map(feed.theaters.map((theater) => [theater.id, theater]));
  for (const id of site.configuration.theaterIds) {
    if (!theaters.has(id))
      findings.push(
        problem(
          'CATALOG_FEED_URL',
          `the feed has no theater "${id}" (configuration.theaterIds): add it to the feed, or correct the id in site.json`,
        ),
      );
  }
  const upcoming = feed.showtimes.some((showtime) => {
    const theater = theaters.get(showtime.theaterId);
    return (
      theater !== undefined &&
      site.configuration.theaterIds.includes(theater.id) &&
      showtime.startsAt.slice(0, 10) >= localDateIn(options.now, theater.timeZone)
    );
  });
  if (!upcoming && findings.length === 0)
    findings.push(notice('CATALOG_FEED_URL', "the feed lists no showtime from today on at the site's theaters"));
  // A poster on an origin the pages may not load is replaced by the one the site draws.
  const allowed = new Set(options.posterOrigins);
  const blocked = [
    ...new Set(
      feed.movies
        .map((movie) => movie.poster.src)
        .filter((src) => !src.startsWith('/'))
        .map((src) => new URL(src).origin)
        .filter((origin) => !allowed.has(origin)),
    ),
  ];
  if (blocked.length > 0)
    findings.push(
      notice(
        'POSTER_ORIGINS',
        `the feed's posters on ${blocked.join(', ')} are replaced by drawn ones: add ${blocked.length > 1 ? 'these origins' : 'this origin'} to POSTER_ORIGINS to show them`,
      ),
    );
  return findings;
}

/**
 * The provider answers §7.4 GetMembershipList of the site's first cinema without a token, the call
 * the readiness probe makes too: public data, no member named, nothing changed, no limit counted.
 * Any answer below 500 is the provider answering.
 */
async function providerFindings(
  baseUrl: string,
  site: SiteFile,
  env: Env,
  options: { fetch?: typeof fetch; timeoutMs: number },
): Promise<Finding[]> {
  const scope = memberScopeOf(site, env);
  const cinemaId = scope?.cinemaIds[0];
  if (!scope || cinemaId === undefined) return [];
  let url: string;
  try {
    url = upstreamUrl(baseUrl, buildRoute('getMembershipList', { cinemaId, circuitId: scope.circuitId }));
  } catch (error) {
    return [problem('settings.loyalty', `the provider cannot be asked: ${(error as Error).message}`)];
  }
  const doFetch = options.fetch ?? fetch;
  try {
    const response = await doFetch(url, {
      headers: { accept: 'application/json', 'user-agent': 'fincher-preflight' },
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    await response.body?.cancel().catch(() => undefined);
    return response.status < 500
      ? []
      : [
          problem(
            'PROVIDER_API_URL',
            `${baseUrl}: the provider answered HTTP ${response.status} to GetMembershipList (§7.4)`,
          ),
        ];
  } catch (error) {
    const name = (error as Error).name;
    const why =
      name === 'TimeoutError' || name === 'AbortError'
        ? `no answer within ${options.timeoutMs} ms`
        : `unreachable (${(error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message})`;
    return [problem('PROVIDER_API_URL', `${baseUrl}: ${why}; set the provider's reachable URL`)];
  }
}

export async function preflight(options: PreflightOptions): Promise<PreflightReport> {
  const root = options.root ?? process.cwd();
  const timeoutMs = options.timeoutMs ?? PREFLIGHT_TIMEOUT_MS;
  const now = options.now ?? new Date();
  const file = path.relative(root, siteFilePath(options.site, root));
  const configuration = configurationFindings(options.site, root);
  const site = configuration.site;
  const fieldDefaults = new Map(siteSchemaFields().map((field) => [field.path, field.schema.default]));
  const local = productionFindings({ site, file, env: options.env, fieldDefaults });
  const malformed = new Set(malformedVariables(options.env).map((finding) => finding.subject));
  const feedUrl = valueOf(options.env, 'CATALOG_FEED_URL');
  const providerUrl = valueOf(options.env, 'PROVIDER_API_URL');
  // Services are asked only at a well-formed address, and both at once.
  const [feed, provider] = await Promise.all([
    feedUrl && !malformed.has('CATALOG_FEED_URL')
      ? feedFindings(feedUrl, site, {
          fetch: options.fetch,
          timeoutMs,
          now,
          posterOrigins: malformed.has('POSTER_ORIGINS') ? [] : posterOriginsOf(valueOf(options.env, 'POSTER_ORIGINS')),
        })
      : [],
    providerUrl && site && !malformed.has('PROVIDER_API_URL')
      ? providerFindings(providerUrl, site, options.env, { fetch: options.fetch, timeoutMs })
      : [],
  ]);
  const findings = [...configuration.findings, ...local, ...feed, ...provider];
  return { site: options.site, file, findings, ready: !findings.some((finding) => finding.severity === 'problem') };
}

/** The report as the operator reads it: problems first, one line each, then notices, then the verdict. */
export function formatReport(report: PreflightReport): string[] {
  const problems = report.findings.filter((finding) => finding.severity === 'problem');
  const notices = report.findings.filter((finding) => finding.severity === 'notice');
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  return [
    `preflight ${report.site} (${report.file})`,
    ...problems.map((finding) => `  problem  ${finding.subject}: ${finding.text}`),
    ...notices.map((finding) => `  notice   ${finding.subject}: ${finding.text}`),
    report.ready
      ? `ready for production${notices.length > 0 ? ` (${plural(notices.length, 'notice')})` : ''}`
      : `not ready for production: ${plural(problems.length, 'problem')}${notices.length > 0 ? `, ${plural(notices.length, 'notice')}` : ''}`,
  ];
}
