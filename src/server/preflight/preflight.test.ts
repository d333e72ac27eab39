import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatReport, preflight, type PreflightOptions } from './preflight.ts';
import { hostKind } from './production-checks.ts';

// npm run preflight against the demo as it stands, and against a production-ready copy of it whose
// feed and loyalty provider are local HTTP servers of this test.

const repository = path.resolve(new URL('../../..', import.meta.url).pathname);
const NOW = new Date('2026-12-01T12:00:00Z');

/** The worked example of docs/feed.md, its theater renamed to the demo's (2001). */
function exampleFeed(): Record<string, unknown> {
  const doc = readFileSync(path.join(repository, 'docs/feed.md'), 'utf8');
  const block = /```json\n([\s\S]*?)\n```/.exec(doc.split('\n## Worked example\n')[1] ?? '')?.[1] ?? '{}';
  return JSON.parse(block.replaceAll('"4210"', '"2001"')) as Record<string, unknown>;
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
const servers: Server[] = [];
async function serve(handler: Handler): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const json =
  (body: unknown, status = 200): Handler =>
  (_request, response) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  };

// A production copy of the cinema-paris demo: not a demo, its vendors' and ticketing addresses real.
let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'fincher-preflight-'));
  const demo = readFileSync(path.join(repository, 'content/sites/cinema-paris/site.json'), 'utf8');
  const site = JSON.parse(demo.replaceAll('http://localhost:4010', 'https://vendor.cinema-lumiere.fr')) as Record<
    string,
    Record<string, unknown>
  >;
  site.demo = false as never;
  site.configuration!.allowedEmbeddingDomains = ['editor.cinema-lumiere.fr'];
  site.settings!.domain = 'www.cinema-lumiere.fr';
  mkdirSync(path.join(root, 'content/sites/lumiere'), { recursive: true });
  writeFileSync(path.join(root, 'content/sites/lumiere/site.json'), JSON.stringify(site));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function productionEnv(feedUrl: string, providerUrl: string): Record<string, string> {
  return {
    CATALOG_FEED_URL: `${feedUrl}/feed.json`,
    REVALIDATE_SECRET: randomBytes(32).toString('base64'),
    SESSION_COOKIE_KEYS: randomBytes(32).toString('base64'),
    PROVIDER_API_URL: providerUrl,
    NEXT_PUBLIC_CAPTCHA_SITE_KEY: '6LdLumiereSiteKey0123456789',
    CAPTCHA_SECRET: '6LdLumiereSecret0123456789',
    TRUSTED_PROXY_HOPS: '1',
    PRODUCT_ANALYTICS_ID: 'G-ACME1234',
    PRODUCT_ADS_CONTAINER_ID: 'GTM-ACMEADS',
    PRODUCT_TARGETT_CONTAINER_ID: 'GTM-ACMETGT',
    REDIS_URL: 'redis://127.0.0.1:6379',
  };
}

async function productionRun(overrides: {
  env?: Record<string, string | undefined>;
  feed?: Handler;
  provider?: Handler;
  options?: Partial<PreflightOptions>;
}) {
  const feedUrl = await serve(overrides.feed ?? json(exampleFeed()));
  const providerUrl = await serve(overrides.provider ?? json({ peachCode: 0, listConcessionGrouping: [] }));
  return preflight({
    site: 'lumiere',
    root,
    env: { ...productionEnv(feedUrl, providerUrl), ...overrides.env },
    now: NOW,
    timeoutMs: 2000,
    ...overrides.options,
  });
}

const problemsOf = (report: Awaited<ReturnType<typeof preflight>>) =>
  report.findings.filter((finding) => finding.severity === 'problem');

describe('npm run preflight on the demo as it stands, without a production environment', () => {
  it('fails, naming each missing setting, one line each', async () => {
    const report = await preflight({ site: 'cinema-paris', root: repository, env: {}, now: NOW });
    expect(report.ready).toBe(false);
    const subjects = problemsOf(report).map((finding) => finding.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        'demo',
        'CATALOG_FEED_URL',
        'REVALIDATE_SECRET',
        'SESSION_COOKIE_KEYS',
        'PROVIDER_API_URL',
        'NEXT_PUBLIC_CAPTCHA_SITE_KEY',
        'CAPTCHA_SECRET',
        'TRUSTED_PROXY_HOPS',
        'settings.domain',
        'PRODUCT_TARGETT_CONTAINER_ID',
        // Addresses of the demo's sandbox, wherever they sit in site.json.
        'configuration.tracking.googleTagBaseUrl',
        'settings.ticketingSiteUrl',
        'settings.loyalty.ticketingUrl',
        'configuration.allowedEmbeddingDomains.0',
      ]),
    );
    const lines = formatReport(report);
    for (const line of lines) expect(line).not.toContain('\n');
    expect(lines.at(-1)).toMatch(/^not ready for production: \d+ problems, 3 notices$/);
    expect(lines).toContain(
      '  problem  configuration.tracking.googleTagBaseUrl: http://localhost:4010/googletagmanager is on this machine (the demo’s sandbox): set the production address, or remove it for https://www.googletagmanager.com'.replace(
        '’',
        "'",
      ),
    );
    // The ids left unset are notices that say what is then not loaded (§7.11, §9.7).
    expect(
      report.findings.filter((finding) => finding.severity === 'notice').map((finding) => finding.subject),
    ).toEqual(['PRODUCT_ANALYTICS_ID', 'PRODUCT_ADS_CONTAINER_ID', 'REDIS_URL']);
  });

  it('asks nothing of members on a site without a loyalty programme (§3.6 provider NONE)', async () => {
    const report = await preflight({ site: 'no-loyalty', root: repository, env: {}, now: NOW });
    const subjects = problemsOf(report).map((finding) => finding.subject);
    expect(subjects).toContain('CATALOG_FEED_URL');
    for (const name of ['SESSION_COOKIE_KEYS', 'PROVIDER_API_URL', 'NEXT_PUBLIC_CAPTCHA_SITE_KEY', 'CAPTCHA_SECRET'])
      expect(subjects).not.toContain(name);
  });
});

describe('npm run preflight on a site configured for production', () => {
  it('passes once every setting is there, the feed valid and the provider answering', async () => {
    const asked: string[] = [];
    const report = await productionRun({
      provider: (request, response) => {
        asked.push(request.url ?? '');
        json({ peachCode: 0 })(request, response);
      },
    });
    expect(problemsOf(report)).toEqual([]);
    expect(report.ready).toBe(true);
    // §7.4 GetMembershipList of the site's cinema, the harmless call the readiness probe makes too.
    expect(asked).toEqual(['/Member/GetMembershipList/2001/?circuitId=1001']);
    // Services on this machine are told apart from the sandbox's: a notice, not a problem.
    expect(report.findings.map((finding) => finding.subject)).toEqual(['CATALOG_FEED_URL', 'PROVIDER_API_URL']);
    expect(formatReport(report).at(-1)).toBe('ready for production (2 notices)');
  });

  it('names the field of a feed that does not validate, and a theater the feed lacks', async () => {
    const bad = exampleFeed();
    (bad.showtimes as Record<string, unknown>[])[1]!.startsAt = '2026-12-02T22:45:00';
    const invalid = await productionRun({ feed: json(bad) });
    expect(problemsOf(invalid).map((finding) => `${finding.subject}: ${finding.text}`)).toEqual([
      expect.stringMatching(
        /^CATALOG_FEED_URL: http:\/\/127\.0\.0\.1:\d+\/feed\.json: invalid feed at showtimes\.1\.startsAt: /,
      ),
    ]);

    const elsewhere = JSON.parse(JSON.stringify(exampleFeed()).replaceAll('"2001"', '"2002"')) as unknown;
    const missing = await productionRun({ feed: json(elsewhere) });
    expect(problemsOf(missing).map((finding) => finding.text)).toEqual([
      'the feed has no theater "2001" (configuration.theaterIds): add it to the feed, or correct the id in site.json',
    ]);
  });

  it('says which poster hosts the pages may not load, until POSTER_ORIGINS names them (§3.1)', async () => {
    const hosted = exampleFeed();
    const movies = hosted.movies as { poster: { src: string } }[];
    movies[0]!.poster.src = 'https://img.cinema.example/p/1.jpg';
    const blocked = await productionRun({ feed: json(hosted) });
    expect(blocked.findings.find((finding) => finding.subject === 'POSTER_ORIGINS')?.text).toBe(
      "the feed's posters on https://img.cinema.example are replaced by drawn ones: add this origin to POSTER_ORIGINS to show them",
    );
    const allowed = await productionRun({ feed: json(hosted), env: { POSTER_ORIGINS: 'https://img.cinema.example' } });
    expect(allowed.findings.map((finding) => finding.subject)).not.toContain('POSTER_ORIGINS');
    const malformed = await productionRun({ env: { POSTER_ORIGINS: 'http://img.cinema.example/p' } });
    expect(problemsOf(malformed).map((finding) => finding.subject)).toEqual(['POSTER_ORIGINS']);
  });

  it('reports a feed or a provider that does not answer, or answers 5xx, within its time', async () => {
    const down = await productionRun({ feed: json({ error: 'down' }, 503), provider: json({}, 502) });
    expect(problemsOf(down).map((finding) => finding.subject)).toEqual(['CATALOG_FEED_URL', 'PROVIDER_API_URL']);
    expect(problemsOf(down)[1]?.text).toContain('the provider answered HTTP 502 to GetMembershipList (§7.4)');

    const hanging = await productionRun({ provider: () => undefined, options: { timeoutMs: 300 } });
    expect(problemsOf(hanging).map((finding) => finding.text)).toEqual([
      expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+: no answer within 300 ms; set the provider's reachable URL$/),
    ]);
  });

  it('names each malformed value once, as malformed, never also as missing', async () => {
    const report = await productionRun({
      env: {
        REVALIDATE_SECRET: 'too-short',
        SESSION_COOKIE_KEYS: 'not-a-key',
        PRODUCT_ADS_CONTAINER_ID: 'G-NOTACONTAINER',
        TRUSTED_PROXY_HOPS: 'two',
        SITE_ORIGIN: 'https://www.cinema-lumiere.fr/path',
      },
    });
    expect(problemsOf(report).map((finding) => `${finding.subject}: ${finding.text}`)).toEqual([
      'REVALIDATE_SECRET: expected at least 32 characters',
      'PRODUCT_ADS_CONTAINER_ID: expected a tag-manager container id (GTM-…)',
      'SITE_ORIGIN: expected an origin: scheme://host[:port], nothing after',
      expect.stringMatching(/^TRUSTED_PROXY_HOPS: expected /),
      'SESSION_COOKIE_KEYS: expected comma-separated keys of 32 bytes in base64 (openssl rand -base64 32)',
    ]);
  });

  it('refuses the sandbox’s values and addresses in production', async () => {
    const report = await productionRun({
      env: {
        PROVIDER_API_URL: 'http://localhost:4010',
        NEXT_PUBLIC_CAPTCHA_SITE_KEY: 'sandbox-captcha-site-key',
        CAPTCHA_SECRET: 'sandbox-captcha-secret',
        PRODUCT_ANALYTICS_ID: 'G-SANDBOX01',
      },
      options: { timeoutMs: 300 },
    });
    const subjects = problemsOf(report).map((finding) => finding.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        'PROVIDER_API_URL',
        'NEXT_PUBLIC_CAPTCHA_SITE_KEY',
        'CAPTCHA_SECRET',
        'PRODUCT_ANALYTICS_ID',
      ]),
    );
    expect(problemsOf(report).find((finding) => finding.subject === 'PROVIDER_API_URL')?.text).toBe(
      "http://localhost:4010 is the sandbox's address: set the production service's URL",
    );
  });

  it('names the file and the field of an invalid configuration', async () => {
    const report = await preflight({ site: 'no-such-site', root: repository, env: {}, now: NOW });
    expect(problemsOf(report)[0]?.subject).toBe('SITE');
    expect(problemsOf(report)[0]?.text).toMatch(
      /^expected the name of a folder under content\/sites\/ \(known: .*cinema-paris/,
    );
  });
});

describe('hosts a production site must not point at', () => {
  it('tells this machine and the names reserved for examples from real hosts', () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]', '0.0.0.0', 'app.localhost'])
      expect(hostKind(host)).toBe('loopback');
    for (const host of ['www.cinema.example', 'www.legrandecran.example.fr', 'feed.test', 'x.invalid'])
      expect(hostKind(host)).toBe('placeholder');
    for (const host of ['www.cinema-lumiere.fr', 'example-cinema.com', 'api.provider.com'])
      expect(hostKind(host)).toBe('public');
  });
});
