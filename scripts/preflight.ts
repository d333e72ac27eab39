// npm run preflight: is a site ready for production? Checks its site.json and the environment it
// runs in (the one the build and the site server will have) and asks the programme feed and the
// loyalty provider once. One line per problem saying what to set; exits 1 on any problem.
// Usage: SITE=cinema-lumiere npm run preflight   (or: npm run preflight -- {site})
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SITE } from '../src/lib/config/load-site.ts';
import { formatReport, preflight } from '../src/server/preflight/preflight.ts';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

const site = process.argv[2] ?? (process.env.SITE?.trim() || DEFAULT_SITE);
const report = await preflight({ site, env: process.env, root: ROOT });
for (const line of formatReport(report)) console.log(line);
process.exit(report.ready ? 0 : 1);
