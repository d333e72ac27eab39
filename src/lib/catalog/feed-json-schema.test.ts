import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { schemaFields } from '../config/json-schema-fields.ts';
import { jsonSchemaErrors } from '../config/test-json-schema.ts';
import { FEED_SCHEMA_ID, FEED_SCHEMA_VERSION, feedJsonSchema } from './feed-json-schema.ts';
import { parseCatalogFeed } from './feed-schema.ts';
import { localDateOf } from './zoned-time.ts';

const feedDoc = readFileSync(new URL('../../../docs/feed.md', import.meta.url), 'utf8');
const committedSchema = JSON.parse(
  readFileSync(new URL('../../../docs/feed.schema.json', import.meta.url), 'utf8'),
) as unknown;

/** The JSON block under "## Worked example" in docs/feed.md. */
function workedExample(): Record<string, unknown> {
  const section = feedDoc.split('\n## Worked example\n')[1] ?? '';
  const block = /```json\n([\s\S]*?)\n```/.exec(section)?.[1];
  if (!block) throw new Error('docs/feed.md has no JSON block under "## Worked example"');
  return JSON.parse(block) as Record<string, unknown>;
}

describe('the catalogue feed contract (docs/feed.schema.json, docs/feed.md)', () => {
  it('the committed JSON Schema is the one the zod schema generates, versioned in its $id', () => {
    expect(committedSchema).toEqual(feedJsonSchema());
    expect(feedJsonSchema().$id).toBe(FEED_SCHEMA_ID);
    expect(FEED_SCHEMA_ID).toContain(`v${FEED_SCHEMA_VERSION}`);
    expect(feedDoc).toContain(FEED_SCHEMA_ID);
  });

  it('the worked example is a valid feed for the site and for a standard JSON Schema validator', () => {
    const example = workedExample();
    const verdict = parseCatalogFeed(example);
    expect(verdict.ok ? 'valid' : verdict.reason).toBe('valid');
    expect(jsonSchemaErrors(feedJsonSchema(), example)).toEqual([]);
  });

  it('the example shows the time-zone rule: a showtime after midnight is filed under its own local day', () => {
    const showtimes = workedExample().showtimes as { id: string; startsAt: string }[];
    const late = showtimes.find((showtime) => showtime.id === '4210-501-20261203-0010');
    expect(late && localDateOf(late.startsAt)).toBe('2026-12-03');
    expect(showtimes.some((showtime) => showtime.startsAt.endsWith('+02:00'))).toBe(true);
  });

  it('both schemas refuse what the contract refuses, and both ignore a field they do not know', () => {
    const example = workedExample();
    const [first] = example.showtimes as Record<string, unknown>[];
    const withShowtime = (change: Record<string, unknown>) => ({ ...example, showtimes: [{ ...first, ...change }] });
    const bad = [
      withShowtime({ startsAt: '2026-12-02T20:30:00' }), // no UTC offset
      withShowtime({ availability: 'FULL' }),
      withShowtime({ format: '70MM' }),
      { ...example, theaters: [] },
      { ...example, movies: [{ ...(example.movies as object[])[0], id: 0 }] },
    ];
    for (const feed of bad) {
      expect(parseCatalogFeed(feed).ok).toBe(false);
      expect(jsonSchemaErrors(feedJsonSchema(), feed)).not.toEqual([]);
    }
    const extended = { ...example, priceList: [{ id: 'full', amount: 11.5 }] };
    expect(parseCatalogFeed(extended).ok).toBe(true);
    expect(jsonSchemaErrors(feedJsonSchema(), extended)).toEqual([]);
  });

  it('docs/feed.md describes every field of the schema, and no field the schema lacks', () => {
    const paths = schemaFields(feedJsonSchema()).map((field) => field.path);
    const rows = [...feedDoc.matchAll(/^\| `([\w.[\]]+)` +\|/gm)].map((match) => match[1]);
    expect(paths.filter((field) => !rows.includes(field))).toEqual([]);
    expect(rows.filter((row) => !paths.includes(row!))).toEqual([]);
  });
});
