import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Catalog, CatalogSource } from './types.ts';

// The default CatalogSource: a JSON file per site embedded at build (scripts/generate-catalog.ts).

export function catalogFilePath(site: string, root = process.cwd()): string {
  return path.join(root, '.generated', site, 'catalog.json');
}

export class CatalogFileMissingError extends Error {
  readonly file: string;

  constructor(file: string) {
    super(`The catalogue file ${file} is missing: run "npm run catalog" (or "npm run build") first.`);
    this.name = 'CatalogFileMissingError';
    this.file = file;
  }
}

export function createFileCatalogSource(file: string): CatalogSource {
  let cached: Promise<Catalog> | undefined;
  return {
    load() {
      cached ??= readFile(file, 'utf8').then(
        (text) => JSON.parse(text) as Catalog,
        (error: NodeJS.ErrnoException) => {
          cached = undefined;
          throw error.code === 'ENOENT' ? new CatalogFileMissingError(file) : error;
        },
      );
      return cached;
    },
  };
}
