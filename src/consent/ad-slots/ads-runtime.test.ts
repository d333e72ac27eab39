// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adsPlan } from '@/consent/rules/ads/ads-plan.ts';
import { loadSiteFile } from '@/lib/config/load-site.ts';
import { startAds } from './ads-runtime.ts';

// §2.6, §4.15: the ads runtime against the sandbox's ad-wrapper stand-in (run in this jsdom page,
// its records captured instead of sent): slots drawn after mount, lazy below the fold, the pulse
// closed by keyboard, and path changes cleared at once and set up again 500 ms later.

const scripts = path.join(process.cwd(), 'sandbox', 'tracking', 'scripts');
const standIn = ['common', 'ad-server', 'ad-wrapper']
  .map((name) => readFileSync(path.join(scripts, `${name}.js`), 'utf8'))
  .join('\n');
const source = `const SANDBOX_ORIGIN = 'http://sandbox.test';\nconst SCRIPT_PARAMS = { siteCode: '120157152/FNCFR_WEB' };\n${standIn}`;

// The stand-in sends its records at the end of each task (stand-ins.test.ts): here it is given a
// setTimeout that runs at once, so that each record is captured as it is made, fake clock or not.
const sendAtOnce = (callback: () => void) => {
  callback();
  return 0;
};

vi.mock('@/consent/runtime/load-script.ts', () => ({
  loadScript: async () => {
    new Function('setTimeout', (globalThis as unknown as { __adStandIn: string }).__adStandIn)(sendAtOnce);
  },
}));

type Sent = { vendor: string; kind: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
let sent: Sent[];
const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];

function pageInputs(inputs: object) {
  document.getElementById('fincher-ads-page')!.textContent = JSON.stringify(inputs);
}

beforeEach(() => {
  (globalThis as unknown as { __adStandIn: string }).__adStandIn = source;
  sent = [];
  observers.length = 0;
  vi.stubGlobal('fetch', async (_url: string, init: { body: string }) => {
    sent.push(...(JSON.parse(init.body) as Sent[]));
    return new Response(null, { status: 204 });
  });
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: [] };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        this.entry.targets.length = 0;
      }
    },
  );
  document.body.innerHTML = `
    <div data-ad-slot="FNC_HeaderPromoContainer" data-ad-label="Publicité"></div>
    <main id="main" tabindex="-1"><a href="/movies/">Films</a></main>
    <div data-ad-slot="FNC_FooterPromoContainer" data-ad-label="Publicité en bas de page"></div>
    <div data-ad-slot="FNC_PulsePromoContainer" data-close-label="Fermer la publicité" hidden></div>
    <script id="fincher-ads-page" type="application/json"></script>`;
  pageInputs({
    pageTitle: 'À l’affiche',
    scheduledMovieIds: [1, 2],
    theaterSlug: 'le-grand-ecran-paris',
    data: {
      domain: 'www.legrandecran.example.fr',
      pageType: 'home',
      theaterId: '2001',
      theaterName: 'Le Grand Écran Paris',
    },
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  for (const key of ['adWrapper', 'googletag', 'dataLayer']) delete (window as unknown as Record<string, unknown>)[key];
});

const of = (vendor: string, kind: string) => {
  return sent.filter((r) => r.vendor === vendor && r.kind === kind);
};

describe('§2.6, §4.15 ads runtime', () => {
  it('sets up after 500 ms, draws after mount, lazy below the fold; the pulse closes by keyboard; a path change clears at once', async () => {
    const plan = adsPlan(loadSiteFile('cinema-paris'))!;
    const runtime = await startAds(plan);
    vi.useFakeTimers();
    runtime.pathChanged('/');
    vi.advanceTimersByTime(499);
    expect(of('ad-wrapper', 'define')).toEqual([]);
    expect(document.getElementById('FNC_HeaderPromoContainer')).toBeNull();
    vi.advanceTimersByTime(1);
    const displayed = () => of('ad-server', 'display').map((r) => r.data.elementId);
    // The slots are defined in the set-up's task; each is drawn in a task of its own after it.
    expect(displayed()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);

    expect(of('ad-wrapper', 'define').map((r) => [r.data.elementId, r.data.path])).toEqual([
      ['FNC_HeaderPromoContainer', '/120157152/FNCFR_WEB/restrictedads/le-grand-ecran-paris'],
      ['FNC_FooterPromoContainer', '/120157152/FNCFR_WEB/restrictedads/le-grand-ecran-paris'],
      ['FNC_PulsePromoContainer', '/120157152/FNCFR_WEB/restrictedads/le-grand-ecran-paris'],
    ]);
    expect(of('ad-wrapper', 'targeting')[0]?.data).toMatchObject({
      page: 'À l’affiche',
      adType: 'captif-uniquement',
      currentPath: '/',
      theater: 'Le Grand Écran Paris',
      theaterID: '2001',
      scheduledMovieIds: ['1', '2'],
    });
    expect(displayed()).toEqual(['FNC_HeaderPromoContainer', 'FNC_PulsePromoContainer']);
    expect(document.querySelector('#FNC_HeaderPromoContainer [data-ad-creative]')).not.toBeNull();

    // The footer, below the fold, is displayed when it comes near the viewport; until then its
    // frame is no landmark (an empty "Advertisement" region).
    const footerFrame = document.querySelector('[data-ad-slot="FNC_FooterPromoContainer"]')!;
    expect(footerFrame.getAttribute('role')).toBeNull();
    const footerObserver = observers.find((o) => o.targets.length > 0)!;
    footerObserver.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(displayed()).toContain('FNC_FooterPromoContainer');
    expect([footerFrame.getAttribute('role'), footerFrame.getAttribute('aria-label')]).toEqual([
      'complementary',
      'Publicité en bas de page',
    ]);

    // The pulse: shown, with a labelled close button; Escape closes it and focus goes to the content.
    const pulse = document.querySelector<HTMLElement>('[data-ad-slot="FNC_PulsePromoContainer"]')!;
    expect(pulse.hidden).toBe(false);
    const close = pulse.querySelector('button')!;
    expect(close.getAttribute('aria-label')).toBe('Fermer la publicité');
    close.focus();
    close.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(pulse.hidden).toBe(true);
    expect(document.activeElement?.id).toBe('main');
    expect(of('ad-wrapper', 'destroy').map((r) => r.data.elementIds)).toEqual([['FNC_PulsePromoContainer']]);

    // A path change clears at once; the set-up waits 500 ms, and the closed pulse stays closed.
    runtime.pathChanged('/movies/dune-1/');
    expect(of('ad-wrapper', 'destroy').map((r) => r.data.elementIds)).toEqual([
      ['FNC_PulsePromoContainer'],
      ['FNC_HeaderPromoContainer', 'FNC_FooterPromoContainer'],
    ]);
    expect(document.getElementById('FNC_HeaderPromoContainer')).toBeNull();
    const definedBefore = of('ad-wrapper', 'define').length;
    vi.advanceTimersByTime(500);
    expect(
      of('ad-wrapper', 'define')
        .slice(definedBefore)
        .map((r) => r.data.elementId),
    ).toEqual(['FNC_HeaderPromoContainer', 'FNC_FooterPromoContainer']);

    // A page without scheduledMovieIds sets up nothing.
    pageInputs({ pageTitle: 'Confidentialité', theaterSlug: null, data: { domain: 'x', pageType: 'page' } });
    runtime.pathChanged('/politique-de-confidentialite/');
    const definedThen = of('ad-wrapper', 'define').length;
    vi.advanceTimersByTime(1000);
    expect(of('ad-wrapper', 'define')).toHaveLength(definedThen);
    expect(document.getElementById('FNC_HeaderPromoContainer')).toBeNull();
  });

  it('consent to advertising withdrawn: every slot cleared, nothing asked for on the next pages; given again: the page set up anew', async () => {
    const plan = adsPlan(loadSiteFile('cinema-paris'))!;
    const runtime = await startAds(plan);
    vi.useFakeTimers();
    runtime.pathChanged('/');
    await vi.advanceTimersByTimeAsync(501);
    expect(document.getElementById('FNC_HeaderPromoContainer')).not.toBeNull();

    // Holding its ad, the frame is a region named in the page's language (screen readers say what it is).
    const header = document.querySelector('[data-ad-slot="FNC_HeaderPromoContainer"]')!;
    expect([header.getAttribute('role'), header.getAttribute('aria-label')]).toEqual(['complementary', 'Publicité']);

    runtime.consentChanged(false);
    // Empty again, it is a plain element, out of the page's landmarks.
    expect([header.getAttribute('role'), header.getAttribute('aria-label')]).toEqual([null, null]);
    // (The pulse was closed in the test above: it stays closed for the visit.)
    expect(of('ad-wrapper', 'destroy').at(-1)?.data.elementIds).toEqual([
      'FNC_HeaderPromoContainer',
      'FNC_FooterPromoContainer',
    ]);
    expect(document.getElementById('FNC_HeaderPromoContainer')).toBeNull();
    const defined = of('ad-wrapper', 'define').length;
    runtime.pathChanged('/movies/dune-1/');
    vi.advanceTimersByTime(1000);
    expect(of('ad-wrapper', 'define')).toHaveLength(defined);

    runtime.consentChanged(true);
    expect(
      of('ad-wrapper', 'define')
        .slice(defined)
        .map((r) => r.data.elementId),
    ).toContain('FNC_HeaderPromoContainer');
    expect(of('ad-wrapper', 'targeting').at(-1)?.data).toMatchObject({ currentPath: '/movies/dune-1/' });
  });

  it('consent withdrawn between the set-up and the drawing of its slots: no slot is drawn', async () => {
    const plan = adsPlan(loadSiteFile('cinema-paris'))!;
    const runtime = await startAds(plan);
    vi.useFakeTimers();
    runtime.pathChanged('/');
    vi.advanceTimersByTime(500);
    expect(of('ad-wrapper', 'define').length).toBeGreaterThan(0);
    runtime.consentChanged(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(of('ad-server', 'display')).toEqual([]);
    expect(document.querySelector('[data-ad-slot][role="complementary"]')).toBeNull();
  });
});
