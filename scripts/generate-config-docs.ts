// npm run docs:config: writes docs/feed.schema.json, docs/site.schema.json and docs/configuration.md
// from the zod schemas and src/lib/config/site-fields.ts. Rerun it after changing either schema.
// --check writes nothing and fails when a file differs from what the code generates.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generatedDocs, ROOT } from './config-docs.ts';

const check = process.argv.includes('--check');
let stale = 0;
for (const [file, text] of Object.entries(await generatedDocs())) {
  const target = path.join(ROOT, file);
  if (existsSync(target) && readFileSync(target, 'utf8') === text) continue;
  if (check) {
    stale += 1;
    console.error(`${file} differs from the code: run npm run docs:config`);
  } else {
    writeFileSync(target, text);
    console.log(`${file} written`);
  }
}
process.exit(stale > 0 ? 1 : 0);
