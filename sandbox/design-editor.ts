import { WEB_FONTS } from '../src/lib/theme/fonts.ts';
import { embeddableUrl } from './embedding-host.ts';
import { escapeHtml } from './web-sales.ts';

// The website manager's design editor (§1, §3.15, §4.13), played by the sandbox: it frames a site
// (and can open it in a window), waits for its lifeCycle "mounted" message, and sends a design
// message each time a control changes, addressed to the site's origin exactly. It lists what it
// sent and received and warns when a chosen colour cannot be read on the chosen background (the
// site then shows black or white text instead). Open
// http://localhost:4010/sandbox/editor?site=http://localhost:3101/ (the demo sites list
// localhost:4010 in allowedEmbeddingDomains). Only local http(s) sites are framed.

export const EDITOR_PATH = '/sandbox/editor';
export const EDITOR_SCRIPT_PATH = '/sandbox/editor.js';

const PALETTE = [
  ['primary', 'Primary', '#a01010'],
  ['accent', 'Accent', '#d4a017'],
  ['highlight', 'Highlight', '#a01010'],
  ['muted', 'Muted', '#6b6b6b'],
  ['background', 'Background', '#ffffff'],
  ['headerBackground', 'Header background', '#1a1a1a'],
  ['footerBackground', 'Footer background', '#1a1a1a'],
] as const;

const WEIGHTS = ['300', '400', '500', '700', '900', '400i', '700i'];

const select = (id: string, label: string, options: readonly [string, string][]) =>
  `<p><label for="${id}">${label}</label> <select id="${id}">${options
    .map(([value, text]) => `<option value="${escapeHtml(value)}">${escapeHtml(text)}</option>`)
    .join('')}</select></p>`;

export function renderDesignEditor(rawSite: string | null): { status: number; html: string; csp: string } {
  const site = embeddableUrl(rawSite);
  const csp = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'unsafe-inline'",
    'frame-src http://localhost:* http://127.0.0.1:*',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  if (!site)
    return {
      status: 400,
      csp,
      html: '<!doctype html><html lang="en"><title>Bad request</title><main><h1>Bad request</h1><p>site must be a local http(s) URL, e.g. ?site=http://localhost:3101/</p></main></html>',
    };
  const colours = PALETTE.map(
    ([name, label, value]) =>
      `<p><label for="color-${name}">${label}</label> <input type="color" id="color-${name}" data-palette="${name}" value="${value}"></p>`,
  ).join('');
  const weights = WEIGHTS.map(
    (w) =>
      `<label><input type="checkbox" name="weight" value="${w}"${w === '400' || w === '700' ? ' checked' : ''}> ${w}</label>`,
  ).join(' ');
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Design editor · Sandbox</title>
<style>
body{margin:0;font:15px/1.4 system-ui,sans-serif;color:#1a1a1a;background:#f4f4f4;display:grid;grid-template-columns:20rem 1fr;min-height:100vh}
aside{padding:1rem;overflow:auto;max-height:100vh;box-sizing:border-box;background:#fff;border-right:1px solid #ccc}
main{display:flex;flex-direction:column;padding:0}
iframe{flex:1;border:0;width:100%;min-height:85vh;background:#fff}
fieldset{border:1px solid #bbb;margin:0 0 1rem;padding:.5rem}
legend{font-weight:700}
#contrast-warning{color:#8a1c00;font-weight:600}
#sent{font:12px/1.3 ui-monospace,monospace;max-height:12rem;overflow:auto;padding-left:1.2rem}
button{font:inherit;padding:.3rem .7rem}
</style></head>
<body data-site-url="${escapeHtml(site.toString())}" data-site-origin="${escapeHtml(site.origin)}">
<aside>
<h1>Design editor (sandbox)</h1>
<p id="editor-status" role="status">Waiting for the site…</p>
<fieldset><legend>Colour scheme</legend>${colours}
<p id="contrast-warning" role="alert"></p></fieldset>
<fieldset><legend>Font</legend>
${select('font-target', 'Applies to', [
  ['heading', 'Headings'],
  ['body', 'Body text'],
])}
${select(
  'font-family',
  'Family',
  WEB_FONTS.map((f) => [f.family, f.family]),
)}
<p role="group" aria-label="Weights">${weights}</p>
<p><button type="button" id="send-font">Apply font</button></p></fieldset>
<fieldset><legend>Layout</legend>
${select('header-layout', 'Header layout', [
  ['logoLeft', 'Logo left, navigation beside it'],
  ['logoCentered', 'Centred logo, navigation below'],
])}
${select('footer-layout', 'Footer layout', [
  ['full', 'Full'],
  ['compact', 'Compact'],
])}
${select('logo-size', 'Logo size', [
  ['medium', 'Medium'],
  ['small', 'Small'],
  ['large', 'Large'],
])}
<p><label><input type="checkbox" id="has-search"> Search field in the header</label></p>
<p><label><input type="checkbox" id="footer-mobile-links" checked> Footer links on small screens</label></p>
</fieldset>
<p><button type="button" id="open-window">Open the site in a window</button></p>
<h2>Messages sent</h2>
<ol id="sent" aria-live="polite"></ol>
<h2>Messages received</h2>
<ol id="received"></ol>
</aside>
<main><iframe id="site-frame" name="site-frame" title="Site preview" src="${escapeHtml(site.toString())}"></iframe></main>
<script src="${EDITOR_SCRIPT_PATH}"></script>
</body></html>`;
  return { status: 200, csp, html };
}

/** The editor's behaviour, served as a file so that its page runs no inline script. */
export const EDITOR_SCRIPT = `'use strict';
(() => {
  const siteOrigin = document.body.dataset.siteOrigin;
  const siteUrl = new URL(document.body.dataset.siteUrl);
  const frame = document.getElementById('site-frame');
  const status = document.getElementById('editor-status');
  const sent = document.getElementById('sent');
  const received = document.getElementById('received');
  let popup = null;

  const targets = () => [frame.contentWindow, popup && !popup.closed ? popup : null].filter(Boolean);
  const send = (message) => {
    // Addressed to the site's origin exactly: never '*'.
    for (const target of targets()) target.postMessage(message, siteOrigin);
    const item = document.createElement('li');
    item.textContent = JSON.stringify(message);
    sent.append(item);
  };

  window.addEventListener('message', (event) => {
    if (event.origin !== siteOrigin) return;
    const item = document.createElement('li');
    item.textContent = event.origin + ' ' + JSON.stringify(event.data);
    received.append(item);
    if (event.data && event.data.type === 'lifeCycle' && event.data.lifeCycle === 'mounted') {
      status.textContent = event.source === popup ? 'Site window mounted' : 'Site mounted';
      document.body.dataset.mounted = 'true';
    }
  });

  // WCAG 2 contrast of two #rrggbb colours.
  const luminance = (hex) => {
    const c = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
  };
  const contrast = (a, b) => {
    const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05);
  };

  const palette = () => {
    const scheme = {};
    for (const input of document.querySelectorAll('[data-palette]')) scheme[input.dataset.palette] = input.value;
    return scheme;
  };
  const warnContrast = (scheme) => {
    const problems = ['primary', 'accent', 'highlight', 'muted']
      .map((name) => [name, contrast(scheme[name], scheme.background)])
      .filter(([, ratio]) => ratio < 4.5)
      .map(([name, ratio]) => name + ' on the background is ' + ratio.toFixed(2) + ':1');
    document.getElementById('contrast-warning').textContent = problems.length
      ? 'Not readable as text (below 4.5:1): ' + problems.join('; ') + '. The site shows black or white text instead.'
      : '';
  };
  for (const input of document.querySelectorAll('[data-palette]')) {
    input.addEventListener('input', () => {
      const scheme = palette();
      warnContrast(scheme);
      send({ type: 'colorScheme', payload: { colorScheme: scheme } });
    });
  }

  document.getElementById('send-font').addEventListener('click', () => {
    const weights = [...document.querySelectorAll('input[name=weight]:checked')].map((box) => box.value);
    send({
      type: 'font',
      payload: {
        font: {
          fontTarget: document.getElementById('font-target').value,
          font: document.getElementById('font-family').value,
          weights: weights.length ? weights : ['400'],
        },
      },
    });
  });
  const onChange = (id, type, read) =>
    document.getElementById(id).addEventListener('change', (event) => send({ type, payload: { [type]: read(event.target) } }));
  onChange('header-layout', 'headerLayout', (el) => el.value);
  onChange('footer-layout', 'footerLayout', (el) => el.value);
  onChange('logo-size', 'logoSize', (el) => el.value);
  onChange('has-search', 'hasSearch', (el) => el.checked);
  onChange('footer-mobile-links', 'footerMobileLinks', (el) => el.checked);

  document.getElementById('open-window').addEventListener('click', () => {
    // /cms-preview/ keeps its opener (§4.13): other pages cut it with Cross-Origin-Opener-Policy.
    popup = window.open(new URL('/cms-preview/', siteUrl).toString(), 'fincher-preview');
  });
})();
`;
