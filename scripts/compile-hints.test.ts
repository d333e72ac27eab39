import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addCompileHints,
  COMPILE_HINT,
  entryFilesOf,
  MIN_HINTED_BYTES,
  shiftedSourceMap,
  withCompileHint,
} from './compile-hints.ts';

// The first-load budget's other half: the JavaScript of a page's first load is compiled off the
// main thread (V8 explicit compile hints), the rest is left alone.

const builds: string[] = [];
afterEach(() => {
  for (const dist of builds.splice(0)) rmSync(dist, { recursive: true, force: true });
});

function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'fincher-hints-'));
  builds.push(dist);
  mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
  mkdirSync(path.join(dist, 'server', 'app', 'movies', '[id]'), { recursive: true });
  writeFileSync(
    path.join(dist, 'build-manifest.json'),
    JSON.stringify({ rootMainFiles: ['static/chunks/framework.js'], polyfillFiles: ['static/chunks/polyfills.js'] }),
  );
  const manifest = (entries: Record<string, string[]>) =>
    `globalThis.__RSC_MANIFEST=(globalThis.__RSC_MANIFEST||{});globalThis.__RSC_MANIFEST["/x"]={"moduleLoading":{"prefix":""},"entryJSFiles":${JSON.stringify(entries)}};`;
  writeFileSync(
    path.join(dist, 'server', 'app', 'page_client-reference-manifest.js'),
    manifest({
      '[project]/src/app/layout': ['static/chunks/layout.js'],
      '[project]/src/app/page': ['static/chunks/layout.js', 'static/chunks/home.js'],
    }),
  );
  writeFileSync(
    path.join(dist, 'server', 'app', 'movies', '[id]', 'page_client-reference-manifest.js'),
    manifest({ '[project]/src/app/movies/[id]/page': ['static/chunks/movie.js', 'static/chunks/movie.css'] }),
  );
  for (const name of ['framework', 'layout', 'home', 'movie', 'polyfills', 'consent-later'])
    writeFileSync(
      path.join(dist, 'static', 'chunks', `${name}.js`),
      `(function ${name}(){${' '.repeat(MIN_HINTED_BYTES)}})();\n//# sourceMappingURL=${name}.js.map`,
    );
  // A first-load chunk too small to be worth its hint's bytes.
  writeFileSync(path.join(dist, 'static', 'chunks', 'tiny.js'), '(function tiny(){})();');
  writeFileSync(
    path.join(dist, 'server', 'app', 'tiny_client-reference-manifest.js'),
    manifest({ '[project]/src/app/tiny/page': ['static/chunks/tiny.js'] }),
  );
  writeFileSync(
    path.join(dist, 'static', 'chunks', 'home.js.map'),
    JSON.stringify({ version: 3, mappings: 'AAAA;AACA' }),
  );
  return dist;
}

describe('V8 compile hints on the first-load chunks', () => {
  it('marks the framework and every layout’s and page’s chunks, once; not the polyfills, chunks loaded later or small ones', () => {
    const dist = fakeBuild();
    const chunks = addCompileHints(dist);
    expect(chunks).toEqual([
      'static/chunks/framework.js',
      'static/chunks/home.js',
      'static/chunks/layout.js',
      'static/chunks/movie.js',
    ]);
    const read = (name: string) => readFileSync(path.join(dist, 'static', 'chunks', name), 'utf8');
    for (const name of ['framework.js', 'layout.js', 'home.js', 'movie.js'])
      expect(read(name).split('\n')[0]).toBe(COMPILE_HINT);
    for (const name of ['polyfills.js', 'consent-later.js', 'tiny.js']) expect(read(name)).not.toContain(COMPILE_HINT);
    // Run twice (a second build step, a rerun): still one hint, the map shifted once.
    addCompileHints(dist);
    expect(read('home.js').split(COMPILE_HINT)).toHaveLength(2);
    expect(JSON.parse(read('home.js.map')).mappings).toBe(';AAAA;AACA');
  });

  it('the hint is the file’s first line, and the source maps follow the code one line down', () => {
    expect(withCompileHint('a();')).toBe(`${COMPILE_HINT}\na();`);
    expect(withCompileHint(withCompileHint('a();'))).toBe(`${COMPILE_HINT}\na();`);
    expect(JSON.parse(shiftedSourceMap(JSON.stringify({ version: 3, mappings: 'AAAA' }))).mappings).toBe(';AAAA');
    const index = JSON.parse(
      shiftedSourceMap(
        JSON.stringify({
          version: 3,
          sections: [
            { offset: { line: 0, column: 0 }, map: {} },
            { offset: { line: 7, column: 2 }, map: {} },
          ],
        }),
      ),
    );
    expect(index.sections.map((section: { offset: object }) => section.offset)).toEqual([
      { line: 1, column: 0 },
      { line: 8, column: 2 },
    ]);
  });

  it('reads the entry chunks of a client reference manifest', () => {
    expect(entryFilesOf('x={"entryJSFiles":{"a":["static/chunks/1.js"],"b":["static/chunks/2.js"]}}')).toEqual([
      'static/chunks/1.js',
      'static/chunks/2.js',
    ]);
    expect(entryFilesOf('x={}')).toEqual([]);
  });
});
