import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fieldNode } from './json-schema-fields.ts';
import {
  configurationMarkdown,
  fieldNotesDrift,
  SITE_SCHEMA_REFERENCE,
  siteJsonSchema,
  siteSchemaFields,
} from './site-docs.ts';
import { SITE_FIELDS } from './site-fields.ts';
import { parseSiteFile } from './site-schema.ts';
import { jsonSchemaErrors } from './test-json-schema.ts';

const DEMO_SITES = ['cinema-paris', 'circuit-demo', 'no-loyalty'];
const siteFile = (site: string) =>
  JSON.parse(readFileSync(new URL(`../../../content/sites/${site}/site.json`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;

describe('§3.1, §3.3, §3.5 the notes on every field of site.json (site-fields.ts)', () => {
  it('every field of the schema has a note, and every note names a field of the schema', () => {
    // A failure here after a schema change: add (or rename) the field's line in site-fields.ts,
    // then run `npm run docs:config`.
    const drift = fieldNotesDrift();
    expect(drift.undocumented, 'fields without a note in site-fields.ts').toEqual([]);
    expect(drift.unknown, 'notes in site-fields.ts naming no field').toEqual([]);
  });

  it('every field that is not an object has an example, valid for that field alone', () => {
    expect(fieldNotesDrift().withoutExample).toEqual([]);
    const schema = siteJsonSchema();
    const invalid = Object.entries(SITE_FIELDS).flatMap(([path, note]) => {
      const node = fieldNode(schema, path);
      if (note.example === undefined || !node) return [];
      const errors = jsonSchemaErrors(node, note.example);
      return errors.length > 0 ? [`${path}: ${errors.join('; ')}`] : [];
    });
    expect(invalid).toEqual([]);
  });

  it('each note names the spec section it comes from, or "—" for a field of fincher’s own', () => {
    for (const [path, note] of Object.entries(SITE_FIELDS)) {
      expect(note.section, path).toMatch(/^(—|§\d+(\.\d+)?(, §\d+(\.\d+)?)*)$/);
      expect(note.meaning.trim(), path).not.toBe('');
    }
  });
});

describe('docs/site.schema.json as an editor reads it', () => {
  it('accepts each demo site as it stands, naming the schema with "$schema", as the build does', () => {
    for (const site of DEMO_SITES) {
      const file = siteFile(site);
      expect(file.$schema, site).toBe(SITE_SCHEMA_REFERENCE);
      expect(jsonSchemaErrors(siteJsonSchema(), file), site).toEqual([]);
      expect(() => parseSiteFile(file, `${site}/site.json`)).not.toThrow();
    }
  });

  it('flags a misspelt field (which the build would ignore) and a missing required one', () => {
    const file = siteFile('cinema-paris');
    const configuration = file.configuration as Record<string, unknown>;
    const misspelt = { ...file, configuration: { ...configuration, themes: configuration.theme } };
    expect(jsonSchemaErrors(siteJsonSchema(), misspelt).join('\n')).toContain('themes');
    const { name: _name, ...nameless } = configuration;
    expect(jsonSchemaErrors(siteJsonSchema(), { ...file, configuration: nameless }).join('\n')).toContain(
      "must have required property 'name'",
    );
  });

  it('gives each field its section, meaning and example as the editor’s hint', () => {
    const node = fieldNode(siteJsonSchema(), 'configuration.playweekStartsOn');
    expect(node?.description).toBe(`§9.3: ${SITE_FIELDS['configuration.playweekStartsOn']?.meaning}`);
    expect(node?.examples).toEqual([3]);
    expect(node?.default).toBe(3);
  });
});

describe('docs/configuration.md', () => {
  it('has a row per field with its section, type, default and example', () => {
    const markdown = configurationMarkdown();
    for (const field of siteSchemaFields()) expect(markdown).toContain(`| \`${field.path}\` |`);
    expect(markdown).toContain(
      '| `configuration.playweekStartsOn` | §9.3 | integer, 0 to 6 | `3` | The day the cinema week starts, 0 = Sunday (France: Wednesday, 3; US: Friday, 5). | `3` |',
    );
    expect(markdown).toContain('| `settings.domain` | §3.3, §2.5 | text, not empty | **required** |');
    expect(markdown).toContain('| `settings.logo` | §3.3 | object | unset |');
  });
});
