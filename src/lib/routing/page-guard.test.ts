import fc from 'fast-check';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESERVED_SEGMENTS } from '../config/constants.ts';
import { isMemberAreaPath, judgePagePath, OWN_TOP_LEVEL_SEGMENTS, pageIndexOf, safeDecode } from './page-guard.ts';

const index = pageIndexOf(
  {
    movies: [
      { id: 42, slug: 'the-answer' },
      { id: 7, slug: 'excluded' },
    ] as never,
    theaters: [
      { id: '2001', slug: 'le-grand-ecran-paris' },
      { id: '9999', slug: 'another-site' },
    ] as never,
    events: [{ id: 'e1', slug: 'cine-club', title: 'Ciné-club', description: '', movieIds: [42] }],
  },
  ['2001'],
  { globalExcludedMovieIds: [7] },
);

describe('page guard (§2.1 routes)', () => {
  it('lets the catalogue’s canonical movie and theater pages through', () => {
    expect(judgePagePath('/movies/42-the-answer/', index)).toEqual({ kind: 'pass' });
    expect(judgePagePath('/theaters/le-grand-ecran-paris/', index)).toEqual({ kind: 'pass' });
    expect(judgePagePath('/events/cine-club/', index)).toEqual({ kind: 'pass' });
    expect(judgePagePath('/events/', index)).toEqual({ kind: 'pass' });
    expect(judgePagePath('/movies/', index)).toEqual({ kind: 'pass' });
    expect(judgePagePath('/', index)).toEqual({ kind: 'pass' });
  });

  it('item 2: unknown or excluded ids, other sites’ theaters are a plain 404 (no page renders, nothing cached)', () => {
    for (const path of [
      '/movies/zz-123/',
      '/movies/43-the-answer/',
      '/movies/7-excluded/',
      '/movies/-the-answer/',
      '/theaters/another-site/',
      '/theaters/nowhere/',
      '/events/no-such-event/',
    ]) {
      expect([path, judgePagePath(path, index).kind]).toEqual([path, 'not-found']);
    }
  });

  it('item 2: a known id under another spelling is redirected to its one canonical path', () => {
    for (const path of ['/movies/42/', '/movies/42-wrong/', '/movies/042-the-answer/', '/movies/42-The-Answer/']) {
      expect(judgePagePath(path, index)).toEqual({ kind: 'redirect', location: '/movies/42-the-answer/' });
    }
  });

  it('item 5: broken percent-encoding is malformed (400); a "%" left after decoding is not a page (404)', () => {
    for (const path of ['/movies/%FF/', '/%E0%A4%A/', '/theaters/%/', '/permalink/movie/%zz/']) {
      expect([path, judgePagePath(path, index).kind]).toEqual([path, 'malformed']);
    }
    for (const path of ['/movies/%25zz/', '/theaters/%2541/', '/permalink/movie/42%25/']) {
      expect([path, judgePagePath(path, index).kind]).toEqual([path, 'not-found']);
    }
  });

  it('item 5: never throws, whatever the path', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'%/aZ09-_.~!FfE'.split('')) }), (path) => {
        expect(['pass', 'malformed', 'not-found', 'redirect']).toContain(judgePagePath(`/${path}`, index).kind);
        expect(['pass', 'malformed', 'not-found', 'redirect']).toContain(judgePagePath(`/movies/${path}/`, index).kind);
      }),
      { numRuns: 2000 },
    );
    expect(safeDecode('%FF')).toBeNull();
  });

  it('an address under the on-demand pages that is not their one-segment form stores nothing: 404', () => {
    for (const path of [
      '/movies/probe-a%2Fb1/',
      '/movies/42-the-answer%2F/',
      '/theaters/le-grand-ecran-paris%2Fx/',
      '/events/cine-club%2F/',
      '/movies/42-the-answer.json',
      '/movies/42-zzz.html',
      '/events/abc.json',
      '/theaters/x.txt',
      '/movies/42-the-answer/x/',
    ]) {
      expect([path, judgePagePath(path, index).kind]).toEqual([path, 'not-found']);
      // The same without a catalogue: the shape alone decides.
      expect([path, judgePagePath(path, null).kind]).toEqual([path, 'not-found']);
    }
  });

  it('Next’s own routes under "_" are not pages', () => {
    for (const path of ['/_global-error/', '/_not-found/', '/_global-error.html', '/_x/']) {
      expect([path, judgePagePath(path, index).kind]).toEqual([path, 'not-found']);
    }
  });

  it('§2.1 movie permalinks are redirected here, before any page renders', () => {
    for (const path of ['/permalink/movie/42/', '/permalink/movie/42-anything/', '/permalink/movie/42/x/y/']) {
      expect(judgePagePath(path, index)).toEqual({ kind: 'redirect', location: '/movies/42-the-answer/' });
    }
    for (const path of ['/permalink/movie/43/', '/permalink/movie/7/', '/permalink/movie/x42/', '/permalink/movie/']) {
      expect([path, judgePagePath(path, index).kind]).toEqual([path, 'not-found']);
    }
  });

  it('without a catalogue the pages decide', () => {
    expect(judgePagePath('/movies/zz-123/', null)).toEqual({ kind: 'pass' });
    expect(judgePagePath('/movies/%FF/', null)).toEqual({ kind: 'malformed' });
  });
});

describe('§1, §3.3 the member area of a site without a loyalty programme', () => {
  it('is every account screen and the login page', () => {
    for (const path of ['/account/', '/account/register/', '/account/gift-card/', '/connexion/']) {
      expect(isMemberAreaPath(path, 'connexion'), path).toBe(true);
    }
  });

  it('is nothing else: films, theaters, other pages, look-alikes', () => {
    for (const path of [
      '/',
      '/movies/',
      '/theaters/',
      '/accounts/',
      '/connexion-rapide/',
      '/politique/',
      '/x/account/',
    ]) {
      expect(isMemberAreaPath(path, 'connexion'), path).toBe(false);
    }
  });
});

describe('§2.1, §3.1 standard pages (rendered on demand with deferStandardPages)', () => {
  const pages = new Set(['connexion', 'politique-de-confidentialite']);

  it('lets the site’s own page slugs and our own routes through', () => {
    for (const path of ['/connexion/', '/politique-de-confidentialite/', '/account/', '/booking/', '/consent-logo/'])
      expect([path, judgePagePath(path, index, pages).kind]).toEqual([path, 'pass']);
  });

  it('answers any other one-segment address 404 before the generic page renders, with or without a catalogue', () => {
    for (const path of ['/no-such-page/', '/permalink-x/', '/wp-admin/']) {
      expect([path, judgePagePath(path, index, pages).kind]).toEqual([path, 'not-found']);
      expect([path, judgePagePath(path, null, pages).kind]).toEqual([path, 'not-found']);
    }
  });

  it('knows every top folder of src/app: reserved, listed as our own, or not a "/{segment}/" address', () => {
    const app = join(process.cwd(), 'src', 'app');
    const folders = readdirSync(app, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      // Dynamic segments, file routes (/icon.svg) and what the proxy never sees (its matcher).
      .filter((name) => !name.startsWith('[') && !name.includes('.') && !['api', 'posters'].includes(name));
    const known = [...RESERVED_SEGMENTS, ...OWN_TOP_LEVEL_SEGMENTS] as readonly string[];
    expect(folders.filter((name) => !known.includes(name))).toEqual([]);
  });
});
