// Where the bytes of a page's JavaScript come from: each chunk's source map (a build made with
// FINCHER_SOURCE_MAPS=1) gives, for every character of the minified chunk, the source file it was
// generated from. A source's share of a chunk's gzipped size is taken as its share of the raw
// characters (gzip compresses a chunk as one stream, so this is an estimate, good for ranking).

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((character, index) => [character, index]));

/** The values of one mappings segment (Base64 VLQ, as the source map v3 format writes them). */
function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const character of text) {
    const digit = BASE64_VALUE.get(character);
    if (digit === undefined) throw new Error(`bad source map character ${character}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Adds to `bySource` the characters of `code` each source of the plain source map produced. */
function attributePlainMap(map, code, bySource, lineOffset = 0, columnOffset = 0) {
  const lines = code.split('\n');
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, mapLine) => {
    const line = lines[mapLine + lineOffset];
    if (line === undefined) return;
    const starts = [];
    let column = mapLine === 0 ? columnOffset : 0;
    for (const segment of lineMappings.split(',')) {
      if (segment === '') continue;
      const values = decodeSegment(segment);
      column += values[0];
      if (values.length >= 4) sourceIndex += values[1];
      // Only the source index is needed; the source line, column and name fields are skipped.
      starts.push({ column, source: values.length >= 4 ? map.sources[sourceIndex] : null });
    }
    starts.forEach((start, index) => {
      const end = index + 1 < starts.length ? starts[index + 1].column : line.length;
      const name = start.source ?? '(unmapped)';
      bySource.set(name, (bySource.get(name) ?? 0) + Math.max(0, end - start.column));
    });
  });
}

/** Characters of a chunk per source file; null when the chunk has no source map next to it. */
export function chunkSources(chunkFile) {
  const code = readFileSync(chunkFile, 'utf8');
  // Turbopack names a chunk's map in its last line rather than after the chunk.
  const named = /\/\/# sourceMappingURL=([^\s]+)\s*$/.exec(code)?.[1];
  const mapFile = named ? path.join(path.dirname(chunkFile), named) : `${chunkFile}.map`;
  if (!existsSync(mapFile)) return null;
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const bySource = new Map();
  if (Array.isArray(map.sections)) {
    for (const section of map.sections) {
      attributePlainMap(section.map, code, bySource, section.offset.line, section.offset.column);
    }
  } else {
    attributePlainMap(map, code, bySource);
  }
  return bySource;
}

/**
 * A readable name for a source: the npm package for node_modules (scoped names kept), else the
 * project path (src/lib/loyalty/provider/route-table.ts).
 */
export function sourceLabel(source) {
  const path = source.replace(/^turbopack:\/\/\/(\[project\]\/)?/, '').replace(/^\[turbopack\]\//, 'turbopack/');
  const modules = path.lastIndexOf('node_modules/');
  if (modules !== -1) {
    const rest = path.slice(modules + 'node_modules/'.length).split('/');
    // Next bundles React and its other dependencies under dist/compiled: named apart.
    if (rest[0] === 'next' && rest[1] === 'dist' && rest[2] === 'compiled') return `next (${rest[3]})`;
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  return path;
}
