import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Stand-ins for the tracking vendors (§7.11): the consent SDK (Didomi), gtag/GA4, tag-manager
// containers, an enterprise-analytics launch script and the cinema marketing webtracker. Each is a
// script that behaves on the page like the real one for the calls the site makes, and reports
// what the page sent it to POST /tracking/collect. GET /tracking/ shows the records (also as JSON
// at /tracking/records), so the demo shows tracking working without the internet. The sites reach
// these only through base URLs in their configuration, as they would reach the vendors.

const SCRIPTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'scripts');
const MAX_RECORDS = 5000;
// A stand-in sends its records in batches of up to 32 KB (scripts/common.js); one record alone may be larger.
const MAX_COLLECT_BYTES = 48 * 1024;
const MAX_RECORDS_PER_REQUEST = 200;

export interface TrackingRecord {
  readonly vendor: string;
  readonly kind: string;
  readonly visitor: string;
  readonly page: string;
  readonly at: string;
  readonly data: unknown;
}

export interface StandInAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/** The sandbox's geolocation override for the consent SDK: a cookie the tests (or a person) set on the sandbox's host. */
export const GEO_COOKIE = 'sandbox_geo';

const DIDOMI_LOADER = /^\/didomi\/([A-Za-z0-9-]{1,64})\/loader\.js$/;
const LAUNCH_SCRIPT = /^\/launch\/([a-z0-9-]{1,64})\/[A-Za-z0-9.-]{1,64}\.js$/;
const WEBTRACKER_SCRIPT = /^\/webtracker\/([A-Za-z0-9_-]{1,64})\.api\.js$/;
/** §7.11 the ad wrapper from the provider's network: /ads/library/{siteCode}.js. */
const AD_WRAPPER_SCRIPT = /^\/ads\/library\/([A-Za-z0-9_/-]{1,200})\.js$/;
/** The ad server's tag (CUSTOM_WITHOUT_WRAPPER). */
const AD_SERVER_SCRIPT = '/ads/gpt.js';

export function isTrackingStandInPath(pathname: string): boolean {
  return (
    pathname === '/googletagmanager/gtag/js' ||
    pathname === '/googletagmanager/gtm.js' ||
    pathname === '/didomi/logo.svg' ||
    DIDOMI_LOADER.test(pathname) ||
    LAUNCH_SCRIPT.test(pathname) ||
    WEBTRACKER_SCRIPT.test(pathname) ||
    pathname === AD_SERVER_SCRIPT ||
    AD_WRAPPER_SCRIPT.test(pathname) ||
    pathname === '/tracking' ||
    pathname.startsWith('/tracking/')
  );
}

function script(name: string): string {
  return readFileSync(path.join(SCRIPTS_DIR, `${name}.js`), 'utf8');
}

/** One stand-in as served: an isolated function with the sandbox's origin and the stand-in's parameters first. */
function standIn(
  name: string | readonly string[],
  origin: string,
  params: Record<string, string | null>,
): StandInAnswer {
  const parts = (typeof name === 'string' ? [name] : name).map(script).join('\n');
  const body = `(function () {\n'use strict';\nconst SANDBOX_ORIGIN = ${JSON.stringify(origin)};\nconst SCRIPT_PARAMS = ${JSON.stringify(params)};\n${script('common')}\n${parts}\n})();\n`;
  return {
    status: 200,
    contentType: 'text/javascript; charset=utf-8',
    body,
    headers: { 'Cache-Control': 'no-store', 'Access-Control-Allow-Origin': '*' },
  };
}

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="20" viewBox="0 0 80 20"><rect width="80" height="20" rx="4" fill="#1b1b1b"/><text x="40" y="14" font-family="sans-serif" font-size="11" fill="#fff" text-anchor="middle">privacy</text></svg>`;

function cookieValue(request: IncomingMessage, name: string): string | null {
  for (const part of String(request.headers.cookie ?? '').split(/;\s*/)) {
    if (part.startsWith(`${name}=`)) return decodeURIComponent(part.slice(name.length + 1));
  }
  return null;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface TrackingStandIns {
  answer(request: IncomingMessage, url: URL, body: Buffer): StandInAnswer | null;
  records(): readonly TrackingRecord[];
}

export function createTrackingStandIns(): TrackingStandIns {
  const records: TrackingRecord[] = [];

  function keep(record: unknown): void {
    const parsed = (record && typeof record === 'object' ? record : {}) as Record<string, unknown>;
    const text = (value: unknown, max = 200) => (typeof value === 'string' ? value.slice(0, max) : '');
    records.push({
      vendor: text(parsed.vendor, 40),
      kind: text(parsed.kind, 40),
      visitor: text(parsed.visitor, 40),
      page: text(parsed.page, 500),
      at: text(parsed.at, 40),
      data: parsed.data ?? null,
    });
  }

  /** One record, or a stand-in's batch of them (an array). */
  function collect(body: Buffer): StandInAnswer {
    if (body.length > MAX_COLLECT_BYTES) return { status: 413, contentType: 'text/plain', body: 'too large' };
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      return { status: 400, contentType: 'text/plain', body: 'not JSON' };
    }
    const batch = Array.isArray(parsed) ? parsed : [parsed];
    if (batch.length > MAX_RECORDS_PER_REQUEST) return { status: 413, contentType: 'text/plain', body: 'too many' };
    batch.forEach(keep);
    if (records.length > MAX_RECORDS) records.splice(0, records.length - MAX_RECORDS);
    return { status: 204, contentType: 'text/plain', body: '', headers: { 'Access-Control-Allow-Origin': '*' } };
  }

  function filtered(url: URL): TrackingRecord[] {
    const visitor = url.searchParams.get('visitor');
    const vendor = url.searchParams.get('vendor');
    const site = url.searchParams.get('site');
    return records.filter(
      (r) =>
        (!visitor || r.visitor === visitor) && (!vendor || r.vendor === vendor) && (!site || r.page.startsWith(site)),
    );
  }

  function page(url: URL): StandInAnswer {
    const rows = filtered(url)
      .slice(-300)
      .reverse()
      .map(
        (r) =>
          `<tr><td>${escapeHtml(r.at)}</td><td>${escapeHtml(r.vendor)}</td><td>${escapeHtml(r.kind)}</td><td>${escapeHtml(r.visitor)}</td><td>${escapeHtml(r.page)}</td><td><code>${escapeHtml(JSON.stringify(r.data))}</code></td></tr>`,
      )
      .join('\n');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tracking stand-ins</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:1.5rem}table{border-collapse:collapse;width:100%}td,th{border:1px solid #999;padding:4px;text-align:left;vertical-align:top}code{word-break:break-all}</style></head>
<body><h1>What the pages sent the tracking stand-ins</h1>
<p>Newest first (last 300). Filter with <code>?vendor=gtag|gtm|didomi|launch|webtracker|ad-wrapper|ad-server</code>, <code>?visitor=…</code> or <code>?site=http://localhost:3000</code>; JSON at <a href="/tracking/records">/tracking/records</a>. Nothing is recorded before the visitor consents.</p>
<table id="records"><thead><tr><th>at</th><th>vendor</th><th>kind</th><th>visitor</th><th>page</th><th>data</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>`;
    return {
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: html,
      headers: { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" },
    };
  }

  return {
    records: () => records,
    answer(request, url, body) {
      const method = request.method ?? 'GET';
      const origin = `http://${request.headers.host ?? 'localhost:4010'}`;
      const { pathname } = url;
      if (pathname === '/tracking/collect' && method === 'POST') return collect(body);
      if (pathname === '/tracking/reset' && method === 'POST') {
        records.length = 0;
        return { status: 204, contentType: 'text/plain', body: '' };
      }
      if (method !== 'GET') return null;
      if (pathname === '/tracking' || pathname === '/tracking/') return page(url);
      if (pathname === '/tracking/records') {
        return {
          status: 200,
          contentType: 'application/json; charset=utf-8',
          body: JSON.stringify({ records: filtered(url) }),
        };
      }
      if (pathname === '/googletagmanager/gtag/js') {
        return standIn('gtag', origin, { id: url.searchParams.get('id'), l: url.searchParams.get('l') });
      }
      if (pathname === '/googletagmanager/gtm.js') {
        return standIn('gtm', origin, { id: url.searchParams.get('id'), l: url.searchParams.get('l') });
      }
      if (pathname === '/didomi/logo.svg') {
        return { status: 200, contentType: 'image/svg+xml', body: LOGO, headers: { 'Cache-Control': 'max-age=3600' } };
      }
      const didomi = DIDOMI_LOADER.exec(pathname);
      if (didomi) {
        const geo = cookieValue(request, GEO_COOKIE);
        return standIn('didomi', origin, {
          apiKey: didomi[1] ?? '',
          noticeId: url.searchParams.get('target'),
          sdkBase: `${origin}/didomi/`,
          geo: geo && /^[A-Za-z]{2}$/.test(geo) ? geo.toUpperCase() : null,
        });
      }
      const launch = LAUNCH_SCRIPT.exec(pathname);
      if (launch) return standIn('launch', origin, { property: launch[1] ?? '', layer: url.searchParams.get('layer') });
      const webtracker = WEBTRACKER_SCRIPT.exec(pathname);
      if (webtracker) return standIn('webtracker', origin, { customerId: webtracker[1] ?? '' });
      // §7.11 advertising: the ad server's tag alone, or the wrapper with the ad server inside it.
      if (pathname === AD_SERVER_SCRIPT) return standIn(['ad-server', 'ad-server-main'], origin, {});
      const wrapper = AD_WRAPPER_SCRIPT.exec(pathname);
      if (wrapper) return standIn(['ad-server', 'ad-wrapper'], origin, { siteCode: wrapper[1] ?? '' });
      return null;
    },
  };
}
