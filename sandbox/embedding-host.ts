import { escapeHtml } from './web-sales.ts';

// The ticketing provider's side of embedding mode (§2.3 "tapos_embedded", §3.1
// allowedEmbeddingDomains): a page that shows a site in a frame, as a kiosk or web-sales page
// does. Tests open it on an allowed origin (http://localhost:4010) and on one that is not
// (http://127.0.0.1:4010) to see the site's frame-ancestors policy at work. Only local http(s)
// URLs are framed: the sandbox is no open framing service.

export const EMBED_PATH = '/sandbox/embed';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The URL to frame, or null when it is missing or not a local http(s) URL. */
export function embeddableUrl(raw: string | null): URL | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOCAL_HOSTS.has(url.hostname) ? url : null;
  } catch {
    return null;
  }
}

export function renderEmbeddingHost(raw: string | null): { status: number; html: string; csp: string } {
  const url = embeddableUrl(raw);
  const csp = "default-src 'none'; style-src 'unsafe-inline'; frame-src http://localhost:* http://127.0.0.1:*";
  if (!url)
    return {
      status: 400,
      csp,
      html: '<!doctype html><html lang="en"><title>Bad request</title><p>src must be a local http(s) URL.</p></html>',
    };
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Embedding host · Sandbox</title>
<style>body{margin:0;font:16px system-ui,sans-serif}iframe{width:100%;height:90vh;border:0}</style></head>
<body><main><h1>Ticketing kiosk (sandbox)</h1>
<iframe id="embedded-site" title="Embedded cinema site" src="${escapeHtml(url.toString())}"></iframe></main></body></html>`;
  return { status: 200, csp, html };
}
