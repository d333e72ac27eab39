import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSiteFile, SiteConfigError, type SiteFile } from './site-schema.ts';

// Server and build-time only: reads and validates content/sites/{site}/site.json.

export const DEFAULT_SITE = 'cinema-paris';
const SITE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DEFAULT_SITES_DIRECTORY = path.join('content', 'sites');

/**
 * The folder of site folders: content/sites, or FINCHER_SITES_DIR (a folder inside the repository) for the
 * test-only sites of tests/sites. The build and the server of such a site must both be given it.
 */
export function sitesDirectory(
  root = process.cwd(),
  env: Readonly<Record<string, string | undefined>> = process.env,
): string {
  const chosen = env.FINCHER_SITES_DIR?.trim();
  if (!chosen) return path.join(root, DEFAULT_SITES_DIRECTORY);
  const directory = path.resolve(root, chosen);
  const inside = path.relative(root, directory);
  if (inside === '' || inside.startsWith('..') || path.isAbsolute(inside))
    throw new Error(`FINCHER_SITES_DIR must name a folder inside the repository (got "${chosen}")`);
  return directory;
}

export function listSites(root = process.cwd()): string[] {
  // The folder may come from the environment: the bundler is told not to trace what it holds.
  return readdirSync(/*turbopackIgnore: true*/ sitesDirectory(root), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(sitesDirectory(root), entry.name, 'site.json')))
    .map((entry) => entry.name)
    .sort();
}

export function siteFilePath(site: string, root = process.cwd()): string {
  return path.join(sitesDirectory(root), site, 'site.json');
}

/** Loads and validates a site's configuration; any problem throws an error naming the file and field. */
export function loadSiteFile(site: string, root = process.cwd()): SiteFile {
  const file = path.relative(root, siteFilePath(site, root));
  if (!SITE_NAME.test(site)) {
    throw new SiteConfigError(file, [
      { path: 'SITE', message: `a site folder name of lowercase letters, digits and dashes (got "${site}")` },
    ]);
  }
  let text: string;
  try {
    text = readFileSync(siteFilePath(site, root), 'utf8');
  } catch {
    const known = existsSync(/*turbopackIgnore: true*/ sitesDirectory(root)) ? listSites(root).join(', ') : 'none';
    throw new SiteConfigError(file, [
      {
        path: 'SITE',
        message: `the name of a folder under ${path.relative(root, sitesDirectory(root)) || '.'}/ (known: ${known})`,
      },
    ]);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new SiteConfigError(file, [{ path: '', message: `valid JSON (${(error as Error).message})` }]);
  }
  return parseSiteFile(raw, file);
}
