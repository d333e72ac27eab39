// @vitest-environment jsdom
import { mkdtempSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSandbox, type RunningSandbox } from '../server.ts';

// The tracking stand-ins (§7.11): served by the sandbox, behaving like the vendors' scripts on the
// calls the site makes, and recording what the page sent them.

let sandbox: RunningSandbox;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'fincher-tracking-test-'));
  sandbox = await startSandbox({ port: 0, dataFile: path.join(directory, 'sandbox.sqlite'), reset: true, quiet: true });
});

afterAll(() => sandbox.close());

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie.split('; ').forEach((c) => (document.cookie = `${c.split('=')[0]}=; max-age=0; path=/`));
  for (const key of [
    'dataLayer',
    'Didomi',
    'didomiOnReady',
    'didomiEventListeners',
    'didomiConfig',
    'webtracker',
    'webtrackerQueue',
    'googletag',
    'adWrapper',
  ]) {
    delete (window as unknown as Record<string, unknown>)[key];
  }
  document.body.innerHTML = '';
});

/** A stand-in sends what it recorded after the next frame (scripts/common.js): one frame and a task later. */
const nextFrame = globalThis.requestAnimationFrame.bind(globalThis);
const settled = () => new Promise((resolve) => nextFrame(() => setTimeout(resolve, 1)));

let requestsSent = 0;

/** Runs a stand-in in this jsdom page; what it reports is captured instead of sent. */
async function run(pathAndQuery: string, headers: Record<string, string> = {}) {
  const response = await realFetch(`${sandbox.url}${pathAndQuery}`, { headers });
  expect(response.headers.get('content-type')).toMatch(/javascript/);
  const sent: { vendor: string; kind: string; data: any }[] = []; // eslint-disable-line @typescript-eslint/no-explicit-any
  requestsSent = 0;
  vi.stubGlobal('fetch', async (_url: string, init: { body: string }) => {
    requestsSent += 1;
    sent.push(...JSON.parse(init.body));
    return new Response(null, { status: 204 });
  });
  new Function(await response.text())();
  await settled();
  return sent;
}

describe('gtag stand-in', () => {
  it('reads the queued gtag() commands, keeps _ga cookies and sends one hit per measurement id', async () => {
    const w = window as unknown as { dataLayer: unknown[]; gtag: (...args: unknown[]) => void };
    w.dataLayer = [];
    w.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer.push(arguments);
    };
    w.gtag('js', new Date());
    w.gtag('config', 'G-PRODUCT', { anonymize_ip: true, cookie_expires: 34164000, cookie_update: false });
    w.gtag('config', 'G-SITE', { anonymize_ip: true });
    const sent = await run('/googletagmanager/gtag/js?id=G-PRODUCT&l=dataLayer');
    w.gtag('event', 'page_view', { page_path: '/movies/' });
    await settled();
    const hits = sent.filter((r) => r.kind === 'hit');
    expect(hits.map((h) => [h.data.tid, h.data.en, h.data.params.page_path, h.data.anonymize_ip])).toEqual([
      ['G-PRODUCT', 'page_view', '/movies/', true],
      ['G-SITE', 'page_view', '/movies/', true],
    ]);
    expect(document.cookie).toMatch(/_ga=GA1\.1\./);
    expect(document.cookie).toMatch(/_ga_PRODUCT=/);

    // Opt-out per id and consent mode both stop hits.
    (window as unknown as Record<string, boolean>)['ga-disable-G-SITE'] = true;
    w.gtag('event', 'click', {});
    w.gtag('consent', 'update', { analytics_storage: 'denied' });
    w.gtag('event', 'click', {});
    delete (window as unknown as Record<string, boolean>)['ga-disable-G-SITE'];
    await settled();
    expect(sent.filter((r) => r.kind === 'hit').map((h) => [h.data.tid, h.data.en])).toEqual([
      ['G-PRODUCT', 'page_view'],
      ['G-SITE', 'page_view'],
      ['G-PRODUCT', 'click'],
    ]);
    expect(sent.find((r) => r.kind === 'consent')?.data).toEqual({
      mode: 'update',
      state: { analytics_storage: 'denied' },
    });
  });
});

describe('gtag stand-in, a withdrawal before it loaded', () => {
  it('sets no cookie for an id switched off (ga-disable), though its config was queued while consent was given', async () => {
    const w = window as unknown as { dataLayer: unknown[]; gtag: (...args: unknown[]) => void } & Record<
      string,
      unknown
    >;
    w.dataLayer = [];
    w.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer.push(arguments);
    };
    w.gtag('consent', 'default', { analytics_storage: 'granted' });
    w.gtag('config', 'G-PRODUCT', {});
    w.gtag('config', 'G-SITE', {});
    // The visitor withdrew while the tag was on its way: the page switched both ids off.
    w['ga-disable-G-PRODUCT'] = true;
    w['ga-disable-G-SITE'] = true;
    try {
      const sent = await run('/googletagmanager/gtag/js?id=G-PRODUCT&l=dataLayer');
      w.gtag('event', 'page_view', { page_path: '/' });
      await settled();
      expect(document.cookie).not.toMatch(/_ga/);
      expect(sent.filter((r) => r.kind === 'hit')).toEqual([]);
      // Switched on again (consent given again on the same page): the next hit writes both cookies.
      w['ga-disable-G-PRODUCT'] = false;
      w.gtag('event', 'page_view', { page_path: '/movies/' });
      await settled();
      expect(document.cookie).toMatch(/_ga=GA1\.1\./);
      expect(document.cookie).toMatch(/_ga_PRODUCT=/);
      expect(document.cookie).not.toMatch(/_ga_SITE=/);
    } finally {
      delete w['ga-disable-G-PRODUCT'];
      delete w['ga-disable-G-SITE'];
    }
  });
});

describe('Didomi stand-in', () => {
  it('reads didomiConfig, registers listeners given before it loaded, runs didomiOnReady, and follows the country', async () => {
    const w = window as unknown as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    w.didomiConfig = {
      app: { name: 'Starlight', apiKey: 'k', privacyPolicyURL: '/privacy/', country: 'US' },
      regulations: { ccpa: { enabled: true } },
      user: { externalConsent: { enabled: true } },
    };
    const events: string[] = [];
    w.didomiEventListeners = [{ event: 'consent.changed', listener: () => events.push('consent.changed') }];
    let ready: any = null; // eslint-disable-line @typescript-eslint/no-explicit-any
    w.didomiOnReady = [(didomi: unknown) => (ready = didomi)];
    const sent = await run('/didomi/starlight-demo-key/loader.js?target_type=notice&target=N1');
    expect(ready).toBe(w.Didomi);
    expect(ready.isRegulationApplied('ccpa')).toBe(true);
    expect(ready.notice.isVisible()).toBe(true);
    expect(sent[0]).toMatchObject({
      vendor: 'didomi',
      kind: 'loader',
      data: {
        apiKey: 'starlight-demo-key',
        noticeId: 'N1',
        app: { name: 'Starlight', country: 'US' },
        regulations: { ccpa: { enabled: true } },
        user: { externalConsent: { enabled: true } },
      },
    });
    ready.setUserDisagreeToAll();
    expect(events).toEqual(['consent.changed']);
    expect(ready.getUserConsentStatusForVendor('google')).toBe(false);
    // A listener pushed after load is registered too.
    w.didomiEventListeners.push({ event: 'preferences.shown', listener: () => events.push('preferences.shown') });
    ready.preferences.show();
    expect(events).toEqual(['consent.changed', 'preferences.shown']);
    expect(document.querySelector('#didomi-popup .didomi-popup-footer img')).not.toBeNull();
  });

  it('applies gdpr for an EU visitor of a US publisher (the sandbox geo cookie plays geolocation)', async () => {
    const w = window as unknown as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    w.didomiConfig = { app: { country: 'US' } };
    await run('/didomi/k/loader.js?target_type=notice&target=N1', { cookie: 'sandbox_geo=FR' });
    expect(w.Didomi.isRegulationApplied('gdpr')).toBe(true);
    expect(w.Didomi.isConsentRequired()).toBe(true);
    expect(w.Didomi.getUserConsentStatusForVendor('google')).toBeUndefined();
    expect(w.Didomi.shouldConsentBeCollected()).toBe(true);
    w.Didomi.setUserAgreeToAll();
    expect(w.Didomi.shouldConsentBeCollected()).toBe(false);
  });
  it('follows a country the page forces (user.country) over geolocation, as the real SDK does', async () => {
    const w = window as unknown as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    w.didomiConfig = { app: { country: 'FR' }, user: { country: 'US' }, regulations: { ccpa: { enabled: true } } };
    await run('/didomi/k/loader.js?target_type=notice&target=N1', { cookie: 'sandbox_geo=FR' });
    expect(w.Didomi.isRegulationApplied('ccpa')).toBe(true);
  });

  it('§9.7 shows a US visitor no notice when the page does not turn the CCPA regulation on, and records that', async () => {
    const w = window as unknown as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    w.didomiConfig = { app: { country: 'US' } };
    const sent = await run('/didomi/k/loader.js?target_type=notice&target=N1');
    expect(w.Didomi.isRegulationApplied('ccpa')).toBe(false);
    expect(w.Didomi.notice.isVisible()).toBe(false);
    expect(sent[0]).toMatchObject({ kind: 'loader', data: { regulations: null, regulation: 'none' } });
  });
});

describe('webtracker and launch stand-ins', () => {
  it('webtracker: replays calls queued before it loaded, then records calls', async () => {
    const w = window as unknown as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    w.webtrackerQueue = [['identify', { memberId: { id: 'abc', hashed: true } }]];
    const sent = await run('/webtracker/grand-ecran.api.js');
    w.webtracker.track('TrackMemberLogin', { loginDateTime: '2026-11-23T09:30:00.000Z' });
    await settled();
    expect(sent.map((r) => [r.kind, r.data])).toEqual([
      ['load', { customerId: 'grand-ecran' }],
      ['identify', { customerId: 'grand-ecran', identity: { memberId: { id: 'abc', hashed: true } } }],
      [
        'track',
        {
          customerId: 'grand-ecran',
          name: 'TrackMemberLogin',
          properties: { loginDateTime: '2026-11-23T09:30:00.000Z' },
        },
      ],
    ]);
  });

  it('launch: records the events found in its data layer when it loaded', async () => {
    const w = window as unknown as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    w.adobeDataLayer = [{ event: 'didomi-ready', consent: 'granted' }];
    const sent = await run('/launch/starlight/launch-prod.min.js');
    expect(sent[0]).toMatchObject({
      vendor: 'launch',
      kind: 'load',
      data: { events: [{ event: 'didomi-ready', consent: 'granted' }] },
    });
    delete w.adobeDataLayer;
  });

  it('records leave after the next frame, not in the task that made them (at the latest after 100 ms; at once when hidden)', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const started = performance.now();
    const sent = await run('/launch/starlight/launch-prod.min.js');
    // run() waited for a frame of its own: none of the stand-in's has come, nothing sent (unless this
    // machine took longer than the 100 ms fallback to get here).
    if (performance.now() - started < 90) expect(sent).toEqual([]);
    frames.splice(0).forEach((callback) => callback(performance.now()));
    await new Promise((resolve) => setTimeout(resolve, 1));
    expect(sent.map((r) => r.kind)).toEqual(['load']);
    // Without frames, the fallback sends.
    const unpainted = await run('/launch/starlight/launch-prod.min.js');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(unpainted.map((r) => r.kind)).toEqual(['load']);
    expect(requestsSent).toBe(1);
    // A hidden tab paints no frame: its records leave in the next task.
    frames.length = 0;
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      const hidden = await run('/launch/starlight/launch-prod.min.js');
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(hidden.map((r) => r.kind)).toEqual(['load']);
      expect(frames).toEqual([]);
    } finally {
      visibility.mockRestore();
    }
  });
});

describe('stand-in records and the page’s largest paint', () => {
  it('in a browser that reports largest paints, leave at the report of a paint made after them, not at the frame', async () => {
    const observers: ((entries: { startTime: number }[]) => void)[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      readonly callback: (list: { getEntries: () => { startTime: number }[] }) => void;
      constructor(callback: (list: { getEntries: () => { startTime: number }[] }) => void) {
        this.callback = callback;
      }
      observe() {
        observers.push((entries) => this.callback({ getEntries: () => entries }));
      }
      disconnect() {
        observers.length = 0;
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const started = performance.now();
    const sent = await run('/launch/starlight/launch-prod.min.js');
    expect(frames).toEqual([]);
    // Still listening: the 100 ms fallback has not sent them (it would have, on a machine this slow).
    const listening = observers.length === 1;
    if (listening) {
      // A report of a paint from before the records does not send them.
      observers.forEach((report) => report([{ startTime: started - 1 }]));
      expect(sent).toEqual([]);
      expect(observers).toHaveLength(1);
      observers.forEach((report) => report([{ startTime: performance.now() }]));
    }
    expect(sent.map((r) => r.kind)).toEqual(['load']);
    expect(observers).toEqual([]);
  });
});

describe('how the stand-ins are served', () => {
  /** The raw answer: its encoding header and its body bytes as sent. */
  function rawGet(pathAndQuery: string, acceptEncoding?: string) {
    return new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      const request = httpGet(`${sandbox.url}${pathAndQuery}`, {
        headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
      });
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
        );
      });
      request.on('error', reject);
    });
  }

  it('sends a script gzipped to a browser that takes it, as a vendor CDN does, and plain otherwise', async () => {
    const loader = '/didomi/k/loader.js?target_type=notice&target=n';
    const plain = await rawGet(loader);
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toContain('didomiOnReady');
    const zipped = await rawGet(loader, 'gzip, deflate, br');
    expect(zipped.encoding).toBe('gzip');
    expect(zipped.body.length).toBeLessThan(plain.body.length / 2);
    expect(gunzipSync(zipped.body).toString()).toBe(plain.body.toString());
    expect((await rawGet(loader, 'gzip;q=0, identity')).encoding).toBeUndefined();
  });
});

describe('records page', () => {
  it('keeps what was posted, filters by visitor and vendor, and escapes it on /tracking/', async () => {
    const post = (body: unknown) =>
      realFetch(`${sandbox.url}/tracking/collect`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: JSON.stringify(body),
      });
    expect(
      (
        await post({
          vendor: 'gtag',
          kind: 'hit',
          visitor: 'v1',
          page: 'http://localhost:3101/',
          data: { en: '<b>x</b>' },
        })
      ).status,
    ).toBe(204);
    await post({
      vendor: 'gtm',
      kind: 'container-load',
      visitor: 'v2',
      page: 'http://localhost:3102/',
      data: { id: 'GTM-1' },
    });
    expect((await realFetch(`${sandbox.url}/tracking/collect`, { method: 'POST', body: 'nope' })).status).toBe(400);
    const json = (await (await realFetch(`${sandbox.url}/tracking/records?visitor=v1`)).json()) as {
      records: unknown[];
    };
    expect(json.records).toEqual([expect.objectContaining({ vendor: 'gtag', kind: 'hit', data: { en: '<b>x</b>' } })]);
    const html = await (await realFetch(`${sandbox.url}/tracking/?vendor=gtag`)).text();
    expect(html).toContain('&#60;b&#62;x&#60;/b&#62;');
    expect(html).not.toContain('GTM-1');
  });

  it('keeps each record of a stand-in’s batch, and refuses a batch past its caps', async () => {
    const post = (body: string) =>
      realFetch(`${sandbox.url}/tracking/collect`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body });
    const record = (kind: string) => ({
      vendor: 'gtm',
      kind,
      visitor: 'batch',
      page: 'http://localhost:3102/',
      data: {},
    });
    expect((await post(JSON.stringify([record('one'), record('two')]))).status).toBe(204);
    expect((await post(JSON.stringify(Array.from({ length: 201 }, () => record('many'))))).status).toBe(413);
    expect((await post(JSON.stringify([{ ...record('big'), data: 'x'.repeat(50_000) }]))).status).toBe(413);
    const json = (await (await realFetch(`${sandbox.url}/tracking/records?visitor=batch`)).json()) as {
      records: { kind: string }[];
    };
    expect(json.records.map((r) => r.kind).sort()).toEqual(['one', 'two']);
  });
});

describe('ad stand-ins (§7.11, §9.6)', () => {
  it('the wrapper records targeting, definitions and displays, and draws a box of the mapped size', async () => {
    document.body.innerHTML = '<div id="FNC_HeaderPromoContainer"></div>';
    const w = window as unknown as { adWrapper: { que: ((api: any) => void)[] } }; // eslint-disable-line @typescript-eslint/no-explicit-any
    w.adWrapper = { que: [] };
    w.adWrapper.que.push((api) => {
      api.setTargeting({ adType: 'captif-uniquement', scheduledMovieIds: ['1'] });
      api.defineSlot({
        elementId: 'FNC_HeaderPromoContainer',
        path: '/120157152/FNCFR_WEB/restrictedads/le-grand-ecran-paris',
        sizes: [[320, 50]],
        sizeMapping: [{ viewport: 0, sizes: [[320, 50]] }],
        outOfPage: false,
      });
      api.display('FNC_HeaderPromoContainer');
    });
    const sent = await run('/ads/library/120157152/FNCFR_WEB.js');
    expect(sent.find((r) => r.kind === 'load')?.data).toEqual({ siteCode: '120157152/FNCFR_WEB' });
    const display = sent.find((r) => r.vendor === 'ad-server' && r.kind === 'display');
    expect(display?.data).toMatchObject({
      elementId: 'FNC_HeaderPromoContainer',
      path: '/120157152/FNCFR_WEB/restrictedads/le-grand-ecran-paris',
      pageTargeting: { adType: 'captif-uniquement', scheduledMovieIds: ['1'] },
    });
    expect(document.querySelector('[data-ad-creative]')?.getAttribute('data-ad-creative')).toBe('320x50');
    w.adWrapper.que.push((api) => api.destroy([]));
    expect(document.querySelector('[data-ad-creative]')).toBeNull();
    await settled();
    expect(sent.find((r) => r.vendor === 'ad-wrapper' && r.kind === 'destroy')?.data).toEqual({
      elementIds: ['FNC_HeaderPromoContainer'],
    });
  });

  it('the ad server tag runs its queued commands and records the out-of-page interstitial', async () => {
    const w = window as unknown as { googletag: { cmd: (() => void)[] } & Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
    w.googletag = { cmd: [] };
    w.googletag.cmd.push(() => {
      const slot = w.googletag.defineOutOfPageSlot('/9518146/FNCUS_WEB/restrictedads', 5);
      slot.addService(w.googletag.pubads());
      w.googletag.enableServices();
      w.googletag.display(slot);
    });
    const sent = await run('/ads/gpt.js');
    expect(sent.map((r) => r.kind)).toEqual(['define', 'enable-services', 'display', 'load']);
    // Made in one task, the four records leave in one request, as a vendor batches its beacons.
    expect(requestsSent).toBe(1);
    // A burst past the sandbox's 200 records a request leaves in as many requests as needed.
    w.googletag.cmd.push(() => {
      for (let i = 0; i < 250; i += 1) w.googletag.defineSlot(`/9518146/é${i}`, [300, 250], `slot-${i}`);
    });
    await settled();
    expect(requestsSent).toBe(3);
    expect(sent.filter((r) => r.kind === 'define')).toHaveLength(251);
    expect(sent.find((r) => r.kind === 'define')?.data).toMatchObject({ outOfPage: true, sizes: [[1, 1]] });
  });
});
