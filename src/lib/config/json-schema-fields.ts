import { z } from 'zod';

// JSON Schemas generated from our zod schemas for the people who write the files (a cinema's IT, an
// operator's editor), and the list of their fields that the reference documents are written from.

/** The subset of a draft-07 schema node these documents read. */
export interface JsonSchemaNode {
  type?: string | string[];
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  items?: JsonSchemaNode;
  anyOf?: JsonSchemaNode[];
  additionalProperties?: boolean | JsonSchemaNode;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  description?: string;
  examples?: unknown[];
  [keyword: string]: unknown;
}

export interface EditorSchemaOptions {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /**
   * Refuse keys the zod schema does not name (loose objects aside). zod drops them silently, so an
   * editor that flags them is the only place a misspelt field shows.
   */
  readonly closed: boolean;
}

/**
 * The schema of the files a person writes (zod's input: defaults optional), as draft-07, which
 * every common editor validates.
 */
export function editorJsonSchema(schema: z.ZodType, options: EditorSchemaOptions): JsonSchemaNode {
  const generated = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-07',
    override: ({ zodSchema, jsonSchema }) => {
      const def = (zodSchema as unknown as { _zod: { def: { type: string; catchall?: unknown } } })._zod.def;
      if (options.closed && def.type === 'object' && !def.catchall && !('additionalProperties' in jsonSchema))
        jsonSchema.additionalProperties = false;
    },
  }) as JsonSchemaNode;
  // A plain tree (no shared nodes), so that annotating one field never touches another.
  const { $schema, ...body } = JSON.parse(JSON.stringify(generated)) as JsonSchemaNode;
  return { $schema, $id: options.id, title: options.title, description: options.description, ...body };
}

export interface SchemaField {
  /** Dotted, `[]` for "each item": `theaters[].address.city`. */
  readonly path: string;
  readonly schema: JsonSchemaNode;
  /** Must be given whenever its parent is. */
  readonly required: boolean;
}

/** The object a node describes, looking through "or null" (a nullable object still has fields). */
function objectOf(node: JsonSchemaNode | undefined): JsonSchemaNode | undefined {
  if (!node) return undefined;
  if (node.properties) return node;
  const branches = node.anyOf?.filter((branch) => branch.type !== 'null') ?? [];
  return branches.length === 1 && branches[0]?.properties ? branches[0] : undefined;
}

function itemsOf(node: JsonSchemaNode): JsonSchemaNode | undefined {
  if (node.items) return node.items;
  const branches = node.anyOf?.filter((branch) => branch.type !== 'null') ?? [];
  return branches.length === 1 ? branches[0]?.items : undefined;
}

/**
 * Every field of a schema, depth first in the schema's order: object properties and the fields of
 * list items. A union of several shapes (a page's body blocks) or a map is one field.
 */
export function schemaFields(root: JsonSchemaNode): SchemaField[] {
  const fields: SchemaField[] = [];
  const visit = (node: JsonSchemaNode, prefix: string) => {
    const object = objectOf(node);
    if (object) {
      for (const [name, child] of Object.entries(object.properties ?? {})) {
        const path = prefix ? `${prefix}.${name}` : name;
        fields.push({ path, schema: child, required: object.required?.includes(name) ?? false });
        visit(child, path);
      }
      return;
    }
    const items = itemsOf(node);
    if (items && objectOf(items)) visit(items, `${prefix}[]`);
  };
  visit(root, '');
  return fields;
}

/** The node of a field path in a schema (the same walk as schemaFields), for annotating it. */
export function fieldNode(root: JsonSchemaNode, path: string): JsonSchemaNode | undefined {
  let node: JsonSchemaNode | undefined = root;
  for (const part of path.split('.')) {
    const name = part.replace(/(\[\])+$/, '');
    node = objectOf(node)?.properties?.[name];
    for (let lists = (part.length - name.length) / 2; node && lists > 0; lists -= 1) {
      const items = itemsOf(node);
      node = items ? (objectOf(items) ?? items) : undefined;
    }
    if (!node) return undefined;
  }
  return node;
}

const code = (value: unknown) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;

const FORMATS: Readonly<Record<string, string>> = {
  'date-time': 'an ISO 8601 date-time with its UTC offset',
  date: 'a date YYYY-MM-DD',
  uri: 'a URL',
};

function range(min: number | undefined, max: number | undefined, unit: string): string | null {
  const safe = (n: number | undefined) => (n === undefined || Math.abs(n) >= Number.MAX_SAFE_INTEGER ? undefined : n);
  const [low, high] = [safe(min), safe(max)];
  const of = (n: number) => (unit ? `${n} ${unit}${n === 1 ? '' : 's'}` : `${n}`);
  if (low !== undefined && high !== undefined) return low === high ? of(low) : `${low} to ${of(high)}`;
  if (low === 1 && unit === 'character') return 'not empty';
  if (low !== undefined) return `at least ${of(low)}`;
  if (high !== undefined) return `at most ${of(high)}`;
  return null;
}

/** A field's type in words: "text, 1 to 120 characters", "one of `2D`, `3D`", "list of integer". */
export function describeType(node: JsonSchemaNode): string {
  if (node.anyOf) return node.anyOf.map(describeType).join(', or ');
  if (node.const !== undefined) return code(node.const);
  if (node.enum) return node.enum.length === 1 ? code(node.enum[0]) : `one of ${node.enum.map(code).join(', ')}`;
  const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
  if (types.length > 1) return types.map((type) => describeType({ ...node, type })).join(' or ');
  const parts: string[] = [];
  switch (types[0]) {
    case 'string': {
      parts.push(node.format ? (FORMATS[node.format] ?? `text (${node.format})`) : 'text');
      const length = range(node.minLength, node.maxLength, 'character');
      if (length && !node.format) parts.push(length);
      if (node.pattern && !node.format) parts.push(`matching ${code(node.pattern)}`);
      break;
    }
    case 'integer':
    case 'number': {
      parts.push(types[0]);
      const low = node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : node.minimum;
      const bounds = range(low, node.maximum, '');
      if (bounds) parts.push(bounds);
      break;
    }
    case 'boolean':
      parts.push('`true` or `false`');
      break;
    case 'null':
      parts.push('`null`');
      break;
    case 'array': {
      const items = node.items ? (objectOf(node.items) ? 'objects' : describeType(node.items)) : 'anything';
      const count = range(node.minItems, node.maxItems, 'item');
      // The list's own bound after a semicolon, so that it does not read as its items'.
      return `list of ${items}${count ? `; ${count}` : ''}`;
    }
    case 'object':
      parts.push(
        typeof node.additionalProperties === 'object' && !node.properties
          ? `map of text to ${describeType(node.additionalProperties)}`
          : 'object',
      );
      break;
    default:
      parts.push('any JSON value');
  }
  return parts.join(', ');
}
