import fc from 'fast-check';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from '../site-server.ts';
import { allowlistedTarget, createThirdPartyProxy, PROXY_ERROR_STATUS, type ThirdPartyProxy } from './proxy.ts';

// §2.1, §7.11 script proxy, against a recording upstream that counts every request it receives.

interface Seen {
  path: string;
  headers: IncomingMessage['headers'];
}

let upstream: Server;
let origin = '';
const seen: Seen[] = [];
const SCRIPT = 'window.__tracker = "ok";';
/** A script gzip makes smaller (SCRIPT is too short for it). */
const LIBRARY = `window.__library = [${Array.from({ length: 60 }, (_, i) => `"item-${i}"`).join(',')}];`;
/** What /flaky.js answers: its script (200), or a 503 or a 404 without it. */
let flakyStatus = 200;

beforeAll(async () => {
  upstream = createServer((request, response) => {
    seen.push({ path: request.url ?? '', headers: request.headers });
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path === '/webtracker/cine.api.js') {
      response.writeHead(200, { 'Content-Type': 'application/javascript', 'Set-Cookie': 'vendor=1' });
      response.end(SCRIPT);
    } else if (path === '/library.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript' });
      response.end(LIBRARY);
    } else if (path === '/flaky.js') {
      response.writeHead(flakyStatus, { 'Content-Type': 'text/javascript' });
      response.end(flakyStatus === 200 ? SCRIPT : '');
    } else if (path === '/config.json') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{"a":1}');
    } else if (path === '/moved.js') {
      response.writeHead(302, { Location: `${origin}/webtracker/cine.api.js` });
      response.end();
    } else if (path === '/page.js') {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end('<script>alert(1)</script>');
    } else if (path === '/big.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript' });
      response.end('x'.repeat(4096));
    } else if (path === '/slow.js') {
      setTimeout(() => {
        response.writeHead(200, { 'Content-Type': 'text/javascript' });
        response.end('1');
      }, 1500);
    } else {
      response.writeHead(404, { 'Content-Type': 'application/javascript' });
      response.end('');
    }
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

const allowed = () => `${origin}/webtracker/cine.api.js`;
const proxyFor = (allowlist: string[], extra: Partial<Parameters<typeof createThirdPartyProxy>[0]> = {}) =>
  createThirdPartyProxy({ allowlist, maxBytes: 1024, timeoutMs: 3000, ...extra });
const query = (url: string) => `?url=${encodeURIComponent(url)}`;
const text = (body: Uint8Array | null) => new TextDecoder().decode(body ?? new Uint8Array());

describe('§2.1 script proxy: refuses anything not allowlisted, before any outbound request', () => {
  it('refuses 1,000+ generated non-allowlisted URLs with 4xx and 0 outbound fetches', async () => {
    const proxy = proxyFor([allowed(), `${origin}/moved.js`]);
    const base = allowed();
    const host = new URL(base).host;
    const handWritten = [
      base.toUpperCase(),
      `${base}?`,
      `${base}#x`,
      `${base}/`,
      `${base}?v=2`,
      `${base}&x=1`,
      base.replace('http://', 'https://'),
      base.replace('http://', 'http://user:pass@'),
      base.replace('http://', 'http://evil.example@'),
      base.replace('127.0.0.1', 'localhost'),
      base.replace('127.0.0.1', '127.1'),
      base.replace('127.0.0.1', '2130706433'),
      base.replace('/webtracker/', '/webtracker/../webtracker/'),
      base.replace('/webtracker/', '/webtracker/./'),
      base.replace('/webtracker/', '/webtracker%2f'),
      base.replace('cine', '%63ine'),
      base.replace('/webtracker/', '//webtracker/'),
      ` ${base}`,
      `${base} `,
      `${base}\n`,
      base.replace('http:', 'HTTP:'),
      `//${host}/webtracker/cine.api.js`,
      '/webtracker/cine.api.js',
      'javascript:alert(1)',
      `data:text/javascript,alert(1)`,
      `file:///etc/passwd`,
      `${origin}/moved.js?to=${encodeURIComponent(base)}`,
      `${origin}/redirect?to=${encodeURIComponent(base)}`,
      `http://169.254.169.254/latest/meta-data/`,
      `http://[::1]:${new URL(base).port}/webtracker/cine.api.js`,
    ];
    const generated = fc.sample(
      fc.oneof(
        // other hosts
        fc.webUrl(),
        // same host, other path or query
        fc.webPath().map((path) => `${origin}${path}`),
        fc.webQueryParameters().map((q) => `${base}?${q}`),
        fc.webFragments().map((f) => `${base}#${f}`),
        // userinfo in front of the allowed host, or the allowed host as userinfo of another
        fc.webAuthority().map((authority) => `http://${authority}@${host}/webtracker/cine.api.js`),
        fc.webAuthority().map((authority) => `http://${host}@${authority}/webtracker/cine.api.js`),
        // encoded tricks: one character of the allowed URL percent-encoded
        fc
          .nat({ max: base.length - 1 })
          .map((i) => `${base.slice(0, i)}%${base.charCodeAt(i).toString(16)}${base.slice(i + 1)}`),
      ),
      { numRuns: 1400, seed: 13 },
    );
    const candidates = [...new Set([...handWritten, ...generated])].filter(
      (url) => url !== base && url !== `${origin}/moved.js`,
    );
    expect(candidates.length).toBeGreaterThanOrEqual(1000);

    const before = seen.length;
    for (const url of candidates) {
      const answer = await proxy.answer({ method: 'GET', search: query(url) });
      expect(answer.status, url).toBeGreaterThanOrEqual(400);
      expect(answer.status, url).toBeLessThan(500);
      expect(JSON.parse(text(answer.body)), url).toEqual({
        error: expect.stringMatching(/^(not_allowlisted|bad_request)$/),
      });
    }
    // Malformed query shapes are refused too: several url parameters, other parameters, none, double-encoded.
    for (const search of [
      '',
      '?',
      '?url=',
      `?url=${encodeURIComponent(base)}&url=${encodeURIComponent(base)}`,
      `?url=${encodeURIComponent(base)}&cb=1`,
      `?URL=${encodeURIComponent(base)}`,
      `?url=${encodeURIComponent(encodeURIComponent(base))}`,
      `?u%72l=${encodeURIComponent(base)}&x`,
      `?url=${'a'.repeat(5000)}`,
    ]) {
      const answer = await proxy.answer({ method: 'GET', search });
      expect([400, 403], search).toContain(answer.status);
    }
    expect(seen.length - before).toBe(0);
  });

  it('answers other methods with 405 and Allow, without fetching', async () => {
    const proxy = proxyFor([allowed()]);
    const before = seen.length;
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'CONNECT']) {
      const answer = await proxy.answer({ method, search: query(allowed()) });
      expect(answer.status).toBe(PROXY_ERROR_STATUS.method_not_allowed);
      expect(answer.headers.Allow).toBe('GET, HEAD');
    }
    expect(seen.length - before).toBe(0);
  });

  it('matches exactly: the allowlist’s own string is what gets fetched', () => {
    const list = new Set([allowed()]);
    expect(allowlistedTarget(query(allowed()), list)).toEqual({ ok: true, url: allowed() });
    expect(allowlistedTarget(`?url=${allowed()}`, list)).toEqual({ ok: true, url: allowed() });
    expect(allowlistedTarget(query(`${allowed()}?`), list)).toEqual({ ok: false, code: 'not_allowlisted' });
  });
});

describe('§2.1 script proxy: serves an allowlisted script safely', () => {
  it('serves it with a JavaScript type, nosniff and a cache header, forwarding nothing of the visitor', async () => {
    const proxy = proxyFor([allowed()]);
    const before = seen.length;
    const answer = await proxy.answer({ method: 'GET', search: query(allowed()) });
    expect(answer.status).toBe(200);
    expect(text(answer.body)).toBe(SCRIPT);
    expect(answer.headers).toMatchObject({
      'Content-Type': 'text/javascript; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=300',
    });
    // The vendor's cookie is not passed on.
    expect(Object.keys(answer.headers).map((h) => h.toLowerCase())).not.toContain('set-cookie');
    const request = seen.at(-1)!;
    expect(seen.length - before).toBe(1);
    expect(request.headers.cookie).toBeUndefined();
    expect(request.headers.authorization).toBeUndefined();
    expect(request.headers.referer).toBeUndefined();
  });

  it('answers gzipped to a browser that takes it, as the vendor would, and plain to one that does not', async () => {
    const library = `${origin}/library.js`;
    const proxy = proxyFor([library, allowed()]);
    const zipped = await proxy.answer({ method: 'GET', search: query(library), acceptEncoding: 'gzip, deflate, br' });
    expect(zipped.headers).toMatchObject({ 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
    expect(zipped.headers['Content-Length']).toBe(String(zipped.body!.byteLength));
    expect(zipped.body!.byteLength).toBeLessThan(LIBRARY.length);
    expect(gunzipSync(zipped.body!).toString()).toBe(LIBRARY);
    const plain = await proxy.answer({ method: 'GET', search: query(library), acceptEncoding: 'br, gzip;q=0' });
    expect(plain.headers['Content-Encoding']).toBeUndefined();
    expect(plain.headers.Vary).toBe('Accept-Encoding');
    expect(text(plain.body)).toBe(LIBRARY);
    const head = await proxy.answer({ method: 'HEAD', search: query(library), acceptEncoding: 'gzip' });
    expect(head.body).toBeNull();
    expect(head.headers['Content-Length']).toBe(zipped.headers['Content-Length']);
    // A script gzip would make larger goes as it is.
    const tiny = await proxy.answer({ method: 'GET', search: query(allowed()), acceptEncoding: 'gzip' });
    expect(tiny.headers['Content-Encoding']).toBeUndefined();
    expect(text(tiny.body)).toBe(SCRIPT);
  });

  it('caches: a burst of visitors costs the vendor one request; HEAD has no body', async () => {
    const proxy = proxyFor([allowed()]);
    const before = seen.length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => proxy.answer({ method: 'GET', search: query(allowed()) })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const head = await proxy.answer({ method: 'HEAD', search: query(allowed()) });
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
    expect(seen.length - before).toBe(1);
  });

  it('refetches once the cache period is over', async () => {
    let clock = 0;
    const proxy = proxyFor([allowed()], { now: () => clock });
    const before = seen.length;
    await proxy.answer({ method: 'GET', search: query(allowed()) });
    clock += 301_000;
    await proxy.answer({ method: 'GET', search: query(allowed()) });
    expect(seen.length - before).toBe(2);
  });

  it('keeps a failure 30 s: a stranger repeating the request does not make the site call the vendor each time', async () => {
    let clock = 0;
    const url = `${origin}/missing.js`;
    const proxy = proxyFor([url], { now: () => clock });
    const before = seen.length;
    for (let i = 0; i < 50; i += 1) {
      expect((await proxy.answer({ method: 'GET', search: query(url) })).status).toBe(502);
    }
    expect(seen.length - before).toBe(1);
    clock += 31_000;
    expect((await proxy.answer({ method: 'GET', search: query(url) })).status).toBe(502);
    expect(seen.length - before).toBe(2);
  });

  it('serves the last script for up to an hour while its vendor answers 5xx, with a short cache header, then the failure', async () => {
    let clock = 0;
    const url = `${origin}/flaky.js`;
    const proxy = proxyFor([url], { now: () => clock });
    const fresh = async () => (await proxy.answer({ method: 'GET', search: query(url) })).headers['Cache-Control'];
    flakyStatus = 200;
    try {
      expect(await fresh()).toBe('public, max-age=300');
      flakyStatus = 503;
      clock += 301_000;
      const stale = await proxy.answer({ method: 'GET', search: query(url) });
      expect(stale.status).toBe(200);
      expect(text(stale.body)).toBe(SCRIPT);
      expect(stale.headers['Cache-Control']).toBe('public, max-age=30');
      // Past the hour after its cache period: the vendor's failure is passed on.
      clock += 3_600_000;
      expect((await proxy.answer({ method: 'GET', search: query(url) })).status).toBe(502);
      // Back up: served fresh again once the failure's 30 s are over.
      flakyStatus = 200;
      clock += 31_000;
      expect(await fresh()).toBe('public, max-age=300');
    } finally {
      flakyStatus = 200;
    }
  });

  it('passes a deliberate answer on at once: a script the vendor withdrew (404) is not kept', async () => {
    let clock = 0;
    const url = `${origin}/flaky.js`;
    const proxy = proxyFor([url], { now: () => clock });
    flakyStatus = 200;
    try {
      expect((await proxy.answer({ method: 'GET', search: query(url) })).status).toBe(200);
      flakyStatus = 404;
      clock += 301_000;
      expect((await proxy.answer({ method: 'GET', search: query(url) })).status).toBe(502);
      // Nor is it served again once the failure's 30 s are over, while the vendor still says 404.
      clock += 31_000;
      expect((await proxy.answer({ method: 'GET', search: query(url) })).status).toBe(502);
    } finally {
      flakyStatus = 200;
    }
  });

  it('serves JSON too', async () => {
    const proxy = proxyFor([`${origin}/config.json`]);
    const answer = await proxy.answer({ method: 'GET', search: query(`${origin}/config.json`) });
    expect(answer.headers['Content-Type']).toBe('application/json; charset=utf-8');
  });

  it.each([
    ['/moved.js', 'upstream_redirect', 502],
    ['/page.js', 'upstream_content_type', 502],
    ['/big.js', 'upstream_too_large', 502],
    ['/slow.js', 'upstream_timeout', 504],
    ['/missing.js', 'upstream_status', 502],
  ])('an allowlisted %s that misbehaves: %s, never passed on', async (path, code, status) => {
    const url = `${origin}${path}`;
    const proxy = proxyFor([url], { timeoutMs: path === '/slow.js' ? 300 : 3000 });
    const before = seen.length;
    const answer = await proxy.answer({ method: 'GET', search: query(url) });
    expect(answer.status).toBe(status);
    expect(JSON.parse(text(answer.body))).toEqual({ error: code });
    // One request to the allowlisted URL; a redirect's target is never followed.
    expect(seen.slice(before).map((s) => s.path)).toEqual([path]);
  });

  it('an unreachable vendor is a 502', async () => {
    const proxy = proxyFor(['http://127.0.0.1:9/x.js']);
    const answer = await proxy.answer({ method: 'GET', search: query('http://127.0.0.1:9/x.js') });
    expect(answer.status).toBe(502);
  });
});

describe('§2.1 the site server answers /__third-party-proxy before Next', () => {
  let server: Server;
  let site = '';
  let nextCalls = 0;
  let proxy: ThirdPartyProxy;

  beforeAll(async () => {
    proxy = proxyFor([allowed()]);
    server = createSiteServer({
      next: (_incoming, outgoing) => {
        nextCalls += 1;
        outgoing.end('next');
      },
      gateway: {} as never,
      thirdPartyProxy: proxy,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('serves the allowlisted script and refuses the rest, the visitor’s cookies not forwarded', async () => {
    const before = seen.length;
    const ok = await fetch(`${site}/__third-party-proxy${query(allowed())}`, { headers: { cookie: 'session=secret' } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await ok.text()).toBe(SCRIPT);
    const refused = await fetch(`${site}/__third-party-proxy${query('https://evil.example/x.js')}`);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'not_allowlisted' });
    const posted = await fetch(`${site}/__third-party-proxy/${query(allowed())}`, { method: 'POST', body: 'x' });
    expect(posted.status).toBe(405);
    expect(nextCalls).toBe(0);
    for (const s of seen.slice(before)) expect(s.headers.cookie).toBeUndefined();
  });
});
