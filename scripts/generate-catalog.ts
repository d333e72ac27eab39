// Generates a site's demo catalogue into .generated/{site}/catalog.json from the public film list
// of the vega-datasets package. Usage: node scripts/generate-catalog.ts [site ...] (default: $SITE or all).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildDemoCatalog } from '../src/lib/catalog/demo-catalog.ts';
import { catalogFilePath } from '../src/lib/catalog/file-source.ts';
import { listSites, loadSiteFile } from '../src/lib/config/load-site.ts';

const require = createRequire(import.meta.url);
// The package exports only its JS entry; the data file sits beside its package.json.
const vegaRoot = path.dirname(path.dirname(require.resolve('vega-datasets')));
const vegaRows = JSON.parse(readFileSync(path.join(vegaRoot, 'data', 'movies.json'), 'utf8')) as unknown[];

const requested = process.argv.slice(2);
const sites = requested.length > 0 ? requested : process.env.SITE ? [process.env.SITE] : listSites();
const now = process.env.CATALOG_NOW ? new Date(process.env.CATALOG_NOW) : new Date();
if (Number.isNaN(now.getTime())) {
  console.error(`CATALOG_NOW must be an ISO date-time (got "${process.env.CATALOG_NOW}")`);
  process.exit(1);
}

for (const site of sites) {
  try {
    const siteFile = loadSiteFile(site);
    // A real site's programme is its feed's alone: nothing invented may be embedded in it.
    if (!siteFile.demo) {
      console.log(`catalogue ${site}: not a demo site, nothing generated (its programme comes from its feed)`);
      continue;
    }
    const catalog = buildDemoCatalog({ site, siteFile, vegaRows, now });
    const file = catalogFilePath(site);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(catalog));
    const scheduled = new Set(catalog.showtimes.map((s) => s.movieId)).size;
    console.log(
      `catalogue ${site}: ${catalog.movies.length} movies (${scheduled} scheduled), ${catalog.showtimes.length} showtimes, ${catalog.theaters.length} theaters → ${path.relative(process.cwd(), file)}`,
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
