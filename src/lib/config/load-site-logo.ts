import { readFileSync } from 'node:fs';
import path from 'node:path';
import { siteFilePath, sitesDirectory } from './load-site.ts';
import { checkLogoFile, logoFileName, type SiteLogo } from './site-logo.ts';
import { SiteConfigError, type SiteFile } from './site-schema.ts';

// Server and build-time only: the logo file §3.3 logo.src names, read from the site's folder and checked.

export interface LoadedSiteLogo {
  readonly logo: SiteLogo;
  readonly bytes: Uint8Array<ArrayBuffer>;
}

/** Null when the site has no logo; a missing or unfit file throws a SiteConfigError naming settings.logo.src. */
export function loadSiteLogo(site: string, siteFile: SiteFile, root = process.cwd()): LoadedSiteLogo | null {
  const src = siteFile.settings.logo?.src;
  if (!src) return null;
  const configFile = path.relative(root, siteFilePath(site, root));
  const logoFile = path.join(sitesDirectory(root), site, logoFileName(src));
  const refuse = (message: string) =>
    new SiteConfigError(configFile, [{ path: 'settings.logo.src', message: `expected ${message}` }]);
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = readFileSync(logoFile);
  } catch {
    throw refuse(`${path.relative(root, logoFile)} to exist: "${src}" is served from the site's folder`);
  }
  const check = checkLogoFile(src, bytes);
  if (!check.ok) throw refuse(`a logo file that fits (${check.problem})`);
  return { logo: check.logo, bytes };
}
