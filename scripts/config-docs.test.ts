import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedDocs, ROOT } from './config-docs.ts';

describe('the documents generated from the schemas (npm run docs:config)', () => {
  it('docs/feed.schema.json, docs/site.schema.json and docs/configuration.md are what the code generates', async () => {
    // A failure here: a schema or src/lib/config/site-fields.ts changed; run `npm run docs:config`.
    const files = await generatedDocs();
    expect(Object.keys(files).sort()).toEqual([
      'docs/configuration.md',
      'docs/feed.schema.json',
      'docs/site.schema.json',
    ]);
    for (const [file, text] of Object.entries(files)) {
      expect(readFileSync(path.join(ROOT, file), 'utf8'), `${file} differs: run npm run docs:config`).toBe(text);
    }
  });
});
