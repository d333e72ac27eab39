import { escapeXml } from '../text/xml.ts';
import type { OfflinePageText } from './offline-protocol.ts';

// The page the service worker answers with when a navigation cannot reach the network and no copy
// was kept: plain HTML, no script (it carries no CSP hash), in the site's language, with a way home.

export type OfflinePageKind = 'booking' | 'page';

export function offlinePageHtml(text: OfflinePageText, kind: OfflinePageKind): string {
  const message = kind === 'booking' ? text.bookingNeedsConnection : text.pageNotKept;
  return (
    `<!doctype html><html lang="${escapeXml(text.lang)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeXml(text.title)}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;line-height:1.5">` +
    `<main><h1>${escapeXml(text.title)}</h1><p>${escapeXml(message)}</p>` +
    `<p><a href="/">${escapeXml(text.home)}</a></p></main></body></html>`
  );
}
