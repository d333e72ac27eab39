import { describe, expect, it } from 'vitest';
import { MAX_KEEP_PAGES, isBookingPath, pagesToKeep, parsePageMessage } from './offline-protocol.ts';
import { asOfTime } from './as-of.ts';
import { offlinePageHtml } from './offline-page.ts';
import { killSwitchWorker, serviceWorkerMode } from './kill-switch.ts';

const THEATERS = [
  { id: '3001', path: '/theaters/union-square/' },
  { id: '3002', path: '/theaters/brooklyn/' },
];

describe('pagesToKeep', () => {
  it('§4.14 keeps the home, the film list and the selected theater on a circuit', () => {
    const paths = pagesToKeep(
      { theaters: THEATERS, singleLocation: false },
      { type: 'keep-pages', paths: ['/movies/12-x/'], theaterId: '3002' },
    );
    expect(paths).toEqual(['/', '/movies/', '/theaters/brooklyn/', '/movies/12-x/']);
  });

  it('§4.14 on a single venue keeps its only theater, whatever the cookie says', () => {
    expect(
      pagesToKeep(
        { theaters: THEATERS.slice(0, 1), singleLocation: true },
        { type: 'keep-pages', paths: [], theaterId: null },
      ),
    ).toEqual(['/', '/movies/', '/theaters/union-square/']);
  });

  it('keeps no theater page for an unknown or absent selection', () => {
    expect(
      pagesToKeep({ theaters: THEATERS, singleLocation: false }, { type: 'keep-pages', paths: [], theaterId: '9' }),
    ).toEqual(['/', '/movies/']);
  });
});

describe('parsePageMessage', () => {
  it('bounds what a page may ask the worker to fetch', () => {
    const many = Array.from({ length: 20 }, (_, index) => `/p${index}/`);
    const parsed = parsePageMessage({ type: 'keep-pages', paths: [...many, 'https://evil.example/', 7], theaterId: 1 });
    expect(parsed).toEqual({ type: 'keep-pages', paths: many.slice(0, MAX_KEEP_PAGES), theaterId: null });
  });

  it('ignores anything else', () => {
    expect(parsePageMessage('keep-pages')).toBeNull();
    expect(parsePageMessage({ type: 'clear-everything' })).toBeNull();
    expect(parsePageMessage({ type: 'served-from-cache?' })).toEqual({ type: 'served-from-cache?' });
  });
});

describe('isBookingPath', () => {
  it('§2.1, §6 names the ticketing hand-offs', () => {
    expect(isBookingPath('/api/ticketing/redirect')).toBe(true);
    expect(isBookingPath('/api/startticketing/redirect/')).toBe(true);
    expect(isBookingPath('/booking/')).toBe(true);
    expect(isBookingPath('/movies/')).toBe(false);
  });
});

describe('asOfTime', () => {
  const evening = Date.UTC(2026, 10, 28, 17, 42);
  it('gives the time alone the same day, the day too after midnight', () => {
    expect(asOfTime(evening, evening + 3600_000, 'fr-FR', 'Europe/Paris')).toBe('18:42');
    expect(asOfTime(evening, evening + 24 * 3600_000, 'fr-FR', 'Europe/Paris')).toMatch(/sam\. 28 nov\..*18:42/);
  });
});

describe('offlinePageHtml', () => {
  const text = {
    lang: 'fr',
    title: 'Hors ligne',
    pageNotKept: 'Pas gardée <ici>',
    bookingNeedsConnection: 'Réserver demande une connexion',
    home: 'Accueil',
  };
  it('says booking needs a connection on a hand-off, and escapes its text', () => {
    expect(offlinePageHtml(text, 'booking')).toContain('Réserver demande une connexion');
    expect(offlinePageHtml(text, 'page')).toContain('Pas gardée &lt;ici&gt;');
    expect(offlinePageHtml(text, 'page')).not.toContain('<script');
  });
});

describe('kill switch', () => {
  it('is on only when FINCHER_SERVICE_WORKER says off', () => {
    expect(serviceWorkerMode({})).toBe('on');
    expect(serviceWorkerMode({ FINCHER_SERVICE_WORKER: 'OFF' })).toBe('off');
  });

  it('is a worker that deletes the caches and unregisters', () => {
    const source = killSwitchWorker();
    expect(source).toContain('self.registration.unregister()');
    expect(source).toContain('caches.delete');
    expect(() => new Function(source)).not.toThrow();
  });
});
