import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  frameAncestors,
  NO_REFERRER_SOURCES,
  OWN_POLICY_HEADERS,
  OWN_POLICY_SOURCES,
  SITE_WIDE_SOURCE,
  OPENER_POLICY_RULES,
  securityHeaders,
  securityEnvOf,
  securityInputOf,
  STRICT_TRANSPORT_SECURITY,
} from './headers.ts';
import { loadSiteFile } from '../config/load-site.ts';
import { testBuildFacts } from '@/consent/rules/test-product-ids.ts';

describe('framing (§2.3 allowedEmbeddingDomains)', () => {
  it('denies every frame when no domain is allowed', () => {
    expect(frameAncestors([])).toBe("frame-ancestors 'none'");
    const headers = securityHeaders({ allowedEmbeddingDomains: [] });
    expect(headers.find((h) => h.key === 'X-Frame-Options')?.value).toBe('DENY');
  });

  it('allows exactly the listed domains over https', () => {
    expect(frameAncestors(['kiosk.example.com', 'Partner.example.org:8443'])).toBe(
      "frame-ancestors 'self' https://kiosk.example.com https://partner.example.org:8443",
    );
    expect(
      securityHeaders({ allowedEmbeddingDomains: ['kiosk.example.com'] }).some((h) => h.key === 'X-Frame-Options'),
    ).toBe(false);
  });

  it('allows a local editor over http and drops anything that is not a host', () => {
    expect(frameAncestors(['localhost:4010', "evil.com; script-src 'unsafe-inline'"])).toBe(
      "frame-ancestors 'self' http://localhost:4010",
    );
  });
});

describe('form-action', () => {
  it('allows https targets and the http origins it is given (a local ticketing site), nothing else', () => {
    const csp = securityHeaders({
      allowedEmbeddingDomains: [],
      formOrigins: ['http://localhost:4010/ticketing', 'not a url', 'https://t.example/x'],
    })[0]!.value;
    expect(csp).toContain("form-action 'self' https: http://localhost:4010");
    expect(csp).not.toContain('not a url');
  });
});

describe('Content-Security-Policy of a page', () => {
  const site = { allowedEmbeddingDomains: ['localhost:4010'], formOrigins: ['http://localhost:4010'] };

  it('restricts scripts to the site, its listed hashes and the third-party hosts it is given: no unsafe-inline, no eval', () => {
    const csp = contentSecurityPolicy({
      ...site,
      scriptHashes: ["'sha256-AAAA'", "'sha256-BBBB='", "'unsafe-inline'", 'sha256-notquoted'],
      scriptOrigins: ['https://sdk.privacy-center.example/loader.js', 'javascript:alert(1)', 'not a url'],
    });
    const directives = new Map(csp.split('; ').map((d) => [d.split(' ')[0], d]));
    expect(directives.get('default-src')).toBe("default-src 'self'");
    expect(directives.get('script-src')).toBe(
      "script-src 'self' 'sha256-AAAA' 'sha256-BBBB=' https://sdk.privacy-center.example",
    );
    expect(directives.get('object-src')).toBe("object-src 'none'");
    expect(directives.get('base-uri')).toBe("base-uri 'self'");
    expect(csp).not.toContain("unsafe-inline' https://sdk");
    expect(csp).not.toContain('unsafe-eval');
    expect(directives.get('script-src')).not.toContain('unsafe-inline');
  });

  it('third-party script hosts default to none', () => {
    expect(contentSecurityPolicy(site)).toContain("script-src 'self'; ");
  });

  it('upgrades subresources over https only, and then names no plain-http source at all', () => {
    const overHttps = contentSecurityPolicy({ ...site, https: true, scriptOrigins: ['http://tag.example'] });
    expect(overHttps).toContain('upgrade-insecure-requests');
    expect(overHttps).not.toMatch(/http:\/\//);
    expect(contentSecurityPolicy(site)).not.toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy(site)).toContain('http://localhost:4010');
  });

  it('the next.config fallback (pages the site server did not hash) lets inline scripts run, eval only in development', () => {
    const fallback = securityHeaders(site)[0]!.value;
    expect(fallback).toContain("script-src 'self' 'unsafe-inline'");
    expect(fallback).not.toContain('unsafe-eval');
    expect(securityHeaders({ ...site, development: true })[0]!.value).toContain("'unsafe-eval'");
  });

  it('HSTS for two years; COOP same-origin, relaxed for the member area and the preview, the API’s its own', () => {
    expect(STRICT_TRANSPORT_SECURITY).toBe('max-age=63072000; includeSubDomains');
    expect(OPENER_POLICY_RULES).toEqual([
      { source: SITE_WIDE_SOURCE, value: 'same-origin' },
      { source: '/account/:path*', value: 'same-origin-allow-popups' },
      { source: '/cms-preview/:path*', value: 'unsafe-none' },
    ]);
  });
});

describe('third-party origins of a configuration in the CSP (§7.11)', () => {
  it('lets exactly the configured script hosts run, and their report hosts be reached', () => {
    const site = structuredClone(loadSiteFile('cinema-paris'));
    expect(contentSecurityPolicy(securityInputOf(site, testBuildFacts()))).toMatch(
      /script-src 'self' http:\/\/localhost:4010;/,
    );

    site.configuration.tracking.googleTagBaseUrl = 'https://www.googletagmanager.com';
    const policy = contentSecurityPolicy({ ...securityInputOf(site, testBuildFacts()), https: true });
    const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self' https://www.googletagmanager.com");
    expect(directive('connect-src')).toBe(
      "connect-src 'self' https://*.analytics.google.com https://*.google-analytics.com https://www.googletagmanager.com",
    );
  });

  it('§5 the default captcha widget: exactly its documented paths (its code on gstatic, its frames), never a whole Google host', () => {
    const site = structuredClone(loadSiteFile('circuit-demo'));
    site.configuration.tracking.googleTagBaseUrl = 'https://www.googletagmanager.com';
    const policy = contentSecurityPolicy({
      ...securityInputOf(site, testBuildFacts(true), { captchaSiteKey: 'site-key-of-the-cinema' }),
      https: true,
    });
    const sources = (name: string) =>
      policy
        .split('; ')
        .find((d) => d.startsWith(`${name} `))!
        .split(' ')
        .slice(1);
    expect(sources('script-src')).toEqual(
      expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']),
    );
    expect(sources('frame-src')).toEqual(
      expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']),
    );
    expect(sources('connect-src')).toContain('https://www.google.com/recaptcha/');
    for (const directive of ['script-src', 'frame-src', 'connect-src']) {
      expect(sources(directive)).not.toContain('https://www.google.com');
      expect(sources(directive)).not.toContain('https://www.gstatic.com');
    }
    // Another widget (the sandbox's stand-in): its origin, over http only while the site is.
    const standIn = contentSecurityPolicy(
      securityInputOf(site, testBuildFacts(true), {
        captchaSiteKey: 'site-key-of-the-cinema',
        captchaScriptUrl: 'http://localhost:4010/captcha/api.js',
      }),
    );
    expect(standIn).toMatch(/frame-src 'self'[^;]* http:\/\/localhost:4010/);
    // Without a key, no captcha source at all.
    expect(contentSecurityPolicy({ ...securityInputOf(site, testBuildFacts()), https: true })).not.toContain(
      'recaptcha',
    );
  });

  it('a captcha source that is neither an origin nor a path of one is dropped', () => {
    const policy = contentSecurityPolicy({
      allowedEmbeddingDomains: [],
      captcha: {
        script: ['https://cdn.example/a b/', "'unsafe-inline'", 'https://ok.example/x/'],
        frame: [],
        connect: [],
      },
    });
    expect(policy).toContain("script-src 'self' https://ok.example/x/;");
  });

  it('§3.1 lets posters load from the origins POSTER_ORIGINS names, as images only', () => {
    const site = loadSiteFile('cinema-paris');
    const env = securityEnvOf({ POSTER_ORIGINS: 'https://img.cinema.example,https://cdn.cinema.example/' });
    const policy = contentSecurityPolicy({ ...securityInputOf(site, testBuildFacts(), env), https: true });
    const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('img-src')).toContain('https://img.cinema.example');
    expect(directive('img-src')).toContain('https://cdn.cinema.example');
    for (const other of ['script-src', 'connect-src', 'frame-src'])
      expect(directive(other)).not.toContain('cinema.example');
    expect(contentSecurityPolicy(securityInputOf(site, testBuildFacts(), securityEnvOf({})))).not.toContain(
      'cinema.example',
    );
  });

  it('keeps a wildcard report host as written and drops anything that is not an origin', () => {
    const policy = contentSecurityPolicy({
      allowedEmbeddingDomains: [],
      connectOrigins: ['https://*.google-analytics.com', 'https://*', 'javascript:alert(1)'],
    });
    expect(policy).toContain("connect-src 'self' https://*.google-analytics.com;");
    expect(policy).not.toContain('javascript');
  });
});

describe('§2.1, §6, §4.5: answers that carry the member token in their Location', () => {
  it('every ticketing redirect endpoint, the hand-off and the token login send no referrer', () => {
    expect([...NO_REFERRER_SOURCES].sort()).toEqual(
      [
        '/api/startticketing/redirect',
        '/api/launch/ticketing/redirect',
        '/api/startconcessions/redirect',
        '/api/refund/redirect',
        '/api/ticketing/redirect',
        '/api/member/handoff',
        '/api/member/token-login',
      ].sort(),
    );
  });

  it('next.config’s site-wide headers leave out the answers that set their own (the API, the posters)', () => {
    // Next sets a config header over a route handler's own, which would replace the hand-off's strict CSP.
    const siteWide = new RegExp(`^${SITE_WIDE_SOURCE.replace('/:path', '/')}$`);
    for (const path of ['/', '/movies/', '/movies/dune/', '/account/', '/apiary/', '/api', '/postersx/']) {
      expect(siteWide.test(path), path).toBe(true);
    }
    for (const path of ['/api/member/handoff', '/api/cypher', '/api/nope/x', '/posters/1.svg']) {
      expect(siteWide.test(path), path).toBe(false);
    }
    expect(OWN_POLICY_SOURCES).toEqual(['/api/:path*', '/posters/:path*']);
    expect(OWN_POLICY_HEADERS.map((header) => header.key)).not.toContain('Content-Security-Policy');
  });
});
