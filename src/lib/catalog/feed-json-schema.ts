import { editorJsonSchema, type JsonSchemaNode } from '../config/json-schema-fields.ts';
import { catalogFeedSchema } from './feed-schema.ts';

// docs/feed.schema.json: the catalogue feed's contract for the cinema's IT, generated from the zod
// schema the site checks every answer with (scripts/generate-config-docs.ts writes it).

/**
 * The contract's major version, in the schema's $id. Raised only by a change an existing feed
 * would fail (a field made required, a value refused); a new optional field keeps it.
 */
export const FEED_SCHEMA_VERSION = 1;

export const FEED_SCHEMA_ID = `urn:fincher:catalog-feed:v${FEED_SCHEMA_VERSION}`;

export function feedJsonSchema(): JsonSchemaNode {
  return editorJsonSchema(catalogFeedSchema, {
    id: FEED_SCHEMA_ID,
    title: `fincher catalogue feed, version ${FEED_SCHEMA_VERSION}`,
    description:
      'The programme a site reads from CATALOG_FEED_URL: theaters, movies, showtimes and events. Rules beyond this schema (ids, time zones, sold-out showtimes) are in docs/feed.md.',
    // Fields the site does not know are ignored, so a feed may carry more than the site reads.
    closed: false,
  });
}
