// After `next build`: marks each page's first-load JavaScript with V8's explicit compile hint
// (`//# allFunctionsCalledOnLoad` as the file's first line). Chrome then compiles every function of
// such a file while it streams in, on a background thread, instead of each one on the main thread
// the first time it is called; nearly every function of these chunks runs as the page hydrates
// (the framework, the root layout's and the pages' client components). Measured on the home page
// at 4x CPU throttling: the main thread's blocking time fell from about 530 ms to 175 ms (median
// of 8 alternating loads). Chunks loaded later (consent, ads, forms) are left alone: many of their
// functions may never run; so are small chunks (MIN_HINTED_BYTES). Other browsers read the line as a comment.
// Usage: node scripts/compile-hints.ts <distDir>   (build-site.mjs runs it after next build)
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Smaller chunks are left alone: compiling a few kilobytes lazily costs the main thread little,
 * while each hint adds about 20 bytes gzipped to a first load held within its 140 KB budget.
 */
export const MIN_HINTED_BYTES = 16 * 1024;

/** The file with the hint as its first line (unchanged when it has it already). */
export function withCompileHint(code: string): string {
  return code.startsWith(`${COMPILE_HINT}\n`) ? code : `${COMPILE_HINT}\n${code}`;
}

/**
 * The file's source map moved one generated line down, as the hint moves the code (a source map
 * v3 `mappings` starts a new generated line at each ';'), so that bench/chunk-sources.mjs and
 * error stacks still point at the right source.
 */
export function shiftedSourceMap(mapText: string): string {
  const map = JSON.parse(mapText) as {
    mappings?: unknown;
    sections?: { offset: { line: number; column: number } }[];
    fincherCompileHint?: boolean;
  };
  if (map.fincherCompileHint) return mapText;
  // An index map (Turbopack writes these) places each section at an offset: one line further down.
  if (Array.isArray(map.sections)) {
    const sections = map.sections.map((section) => ({
      ...section,
      offset: { ...section.offset, line: section.offset.line + 1 },
    }));
    return JSON.stringify({ ...map, sections, fincherCompileHint: true });
  }
  if (typeof map.mappings !== 'string') return mapText;
  return JSON.stringify({ ...map, mappings: `;${map.mappings}`, fincherCompileHint: true });
}

/** The chunks listed by one client reference manifest for its layouts and page (`entryJSFiles`). */
export function entryFilesOf(manifestSource: string): string[] {
  const files: string[] = [];
  for (const match of manifestSource.matchAll(/"entryJSFiles":(\{[^{}]*\})/g)) {
    const entries = JSON.parse(match[1]!) as Record<string, string[]>;
    for (const list of Object.values(entries)) files.push(...list);
  }
  return files;
}

function clientReferenceManifests(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return clientReferenceManifests(full);
    return entry.name.endsWith('_client-reference-manifest.js') ? [full] : [];
  });
}

/**
 * Every page's first-load chunks, relative to the dist folder: the framework's (the build
 * manifest's root main files) and those of every layout and page. The nomodule polyfills are not
 * among them.
 */
export function firstLoadChunks(distDir: string): string[] {
  const buildManifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as {
    rootMainFiles?: string[];
  };
  const files = new Set(buildManifest.rootMainFiles ?? []);
  for (const manifest of clientReferenceManifests(path.join(distDir, 'server', 'app')))
    for (const file of entryFilesOf(readFileSync(manifest, 'utf8'))) files.add(file);
  return [...files].filter((file) => file.endsWith('.js')).sort();
}

/**
 * Adds the hint to every first-load chunk of the build of at least MIN_HINTED_BYTES (and shifts its
 * source map); returns the chunks hinted.
 */
export function addCompileHints(distDir: string): string[] {
  const chunks = firstLoadChunks(distDir).filter(
    (chunk) => statSync(path.join(distDir, chunk)).size >= MIN_HINTED_BYTES,
  );
  for (const chunk of chunks) {
    const file = path.join(distDir, chunk);
    const code = readFileSync(file, 'utf8');
    const hinted = withCompileHint(code);
    if (hinted === code) continue;
    // The map first: it says it was shifted, so a run stopped between the two files and run
    // again shifts it only once.
    const map = `${file}.map`;
    if (existsSync(map)) writeFileSync(map, shiftedSourceMap(readFileSync(map, 'utf8')));
    writeFileSync(file, hinted);
  }
  return chunks;
}

// Run as a script (import.meta.main needs Node 24.2; the project allows any Node 24).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = process.argv[2];
  if (!distDir || !existsSync(path.join(distDir, 'build-manifest.json'))) {
    console.error('Usage: node scripts/compile-hints.ts <distDir>  (a finished next build)');
    process.exit(1);
  }
  const chunks = addCompileHints(distDir);
  console.log(
    `compile hints: ${chunks.length} first-load chunks of ${MIN_HINTED_BYTES / 1024} KB or more marked in ${distDir}`,
  );
}
