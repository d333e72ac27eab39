// bench:pages with BENCH_CONSENT=accepted: the visitor has accepted everything before the page
// loads, so Lighthouse measures the page with every tag the site's configuration turns on (served
// by the sandbox's stand-ins). Without it, a first visit: the consent banner showing.
// The answer is stored the way each consent manager stores it, set in the browser over the
// DevTools protocol before the run (Lighthouse then keeps storage: disableStorageReset).

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

/** Sets cookies in the whole browser launched on `port` (DevTools protocol, browser target). */
export async function setBrowserCookies(port, cookies) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  const answered = new Promise((resolve) => socket.addEventListener('message', resolve, { once: true }));
  socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies } }));
  await answered;
  socket.close();
}
