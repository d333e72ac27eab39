import { Ajv } from 'ajv';
import type { JsonSchemaNode } from './json-schema-fields.ts';

// A standard JSON Schema validator for the tests, standing in for the editors and the feed
// producers' tools that read docs/*.schema.json; zod is not involved.

/** Errors of `value` against `schema`, as "path: message" lines; [] when valid. */
export function jsonSchemaErrors(schema: JsonSchemaNode, value: unknown): string[] {
  // strict: a keyword a validator would not understand fails here. Formats are left to the
  // patterns, which zod writes beside each one.
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, validateFormats: false });
  const validate = ajv.compile(schema);
  if (validate(value)) return [];
  return (validate.errors ?? []).map(
    (error) =>
      `${error.instancePath || '(root)'}: ${error.message ?? 'invalid'}${error.keyword === 'additionalProperties' ? ` (${String((error.params as { additionalProperty?: string }).additionalProperty)})` : ''}`,
  );
}
