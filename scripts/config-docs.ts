import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { feedJsonSchema } from '../src/lib/catalog/feed-json-schema.ts';
import {
  CONFIGURATION_DOC_PATH,
  configurationMarkdown,
  SITE_SCHEMA_PATH,
  siteJsonSchema,
} from '../src/lib/config/site-docs.ts';

// The documents generated from the code: the feed's and the site file's JSON Schemas and the field
// reference, each as `npm run format` would leave it, so that a generated file passes format:check.

export const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const FEED_SCHEMA_PATH = 'docs/feed.schema.json';

async function formatted(file: string, text: string): Promise<string> {
  const filepath = path.join(ROOT, file);
  const options = (await prettier.resolveConfig(filepath)) ?? {};
  return prettier.format(text, { ...options, filepath });
}

/** Each generated file's path (from the repository root) and its content. */
export async function generatedDocs(): Promise<Record<string, string>> {
  const files: Record<string, string> = {
    [FEED_SCHEMA_PATH]: `${JSON.stringify(feedJsonSchema(), null, 2)}\n`,
    [SITE_SCHEMA_PATH]: `${JSON.stringify(siteJsonSchema(), null, 2)}\n`,
    [CONFIGURATION_DOC_PATH]: configurationMarkdown(),
  };
  return Object.fromEntries(
    await Promise.all(Object.entries(files).map(async ([file, text]) => [file, await formatted(file, text)] as const)),
  );
}
