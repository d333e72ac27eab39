// bench:pages with BENCH_CONSENT=accepted: the visitor has accepted everything before the page
// loads, so Lighthouse measures the page with every tag the site's configuration turns on (served
// by the sandbox's stand-ins). Without it, a first visit: the consent banner showing.
// The answer is stored the way each consent manager stores it, set in the browser over the
// DevTools protocol before each run. Lighthouse's own reset before a run empties the HTTP cache
// (compiled code with it) and the origin's caches, but not cookies: they are reset here.

/** Cookies of an "accept everything" answer for the site's consent manager. */
export function acceptedConsentCookies(siteFile, origin) {
  const url = new URL(origin);
  const now = new Date().toISOString();
  const base = { domain: url.hostname, path: '/', sameSite: 'Lax' };
  if (siteFile.settings.didomi?.noticeId && siteFile.configuration.tracking?.didomi) {
    const token = {
      regulation: 'ccpa',
      vendors: { enabled: ['google', 'c:adobe-analytics', 'c:ad-network'], disabled: [] },
      dns: false,
      updated: now,
    };
    return [
      {
        ...base,
        name: 'didomi_token',
        value: encodeURIComponent(Buffer.from(JSON.stringify(token)).toString('base64')),
      },
    ];
  }
  const cookie = {
    categories: ['necessary', 'analytics', 'advertising'],
    revision: siteFile.configuration.tracking?.consentManager?.revision ?? 1,
    data: null,
    consentTimestamp: now,
    consentId: '00000000-0000-4000-8000-000000000001',
    services: { necessary: [], analytics: [], advertising: [] },
    languageCode: siteFile.configuration.locale.slice(0, 2),
    lastConsentTimestamp: now,
    expirationTime: Date.now() + 182 * 86_400_000,
  };
  return [{ ...base, name: 'cc_cookie', value: encodeURIComponent(JSON.stringify(cookie)) }];
}

/**
 * Empties the cookies of the whole browser launched on `port`, then sets `cookies` (DevTools
 * protocol, browser target): each run starts from the visitor's stored answer or from none.
 */
export async function resetBrowserCookies(port, cookies) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  const pending = new Map();
  socket.addEventListener('message', (event) => {
    const { id, error } = JSON.parse(String(event.data));
    pending.get(id)?.(error);
  });
  // A refused command ends the benchmark: an "accepted" run must not quietly become a first visit.
  const send = (id, method, params) =>
    new Promise((resolve, reject) => {
      pending.set(id, (error) => (error ? reject(new Error(`${method}: ${error.message}`)) : resolve()));
      socket.send(JSON.stringify({ id, method, params }));
    });
  await send(1, 'Storage.clearCookies', {});
  if (cookies.length > 0) await send(2, 'Storage.setCookies', { cookies });
  socket.close();
}
