import { z } from 'zod';
import { decamelizeKeys } from '../casing.ts';

export type JsonSchema = { [keyword: string]: unknown };

/** The wire's name for a property: exactly the conversion the server applies to every answer. */
export function wireName(key: string): string {
  return Object.keys(decamelizeKeys<Record<string, unknown>>({ [key]: true }))[0] ?? key;
}

// JSON Schema keywords by what they hold, so that only property names are renamed, never keywords.
const schemaValued = new Set([
  'items',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'contentSchema',
]);
const schemaListValued = new Set(['anyOf', 'oneOf', 'allOf', 'prefixItems']);
const schemaMapValued = new Set(['patternProperties', '$defs', 'definitions', 'dependentSchemas']);
const instanceValued = new Set(['default', 'const']);
const instanceListValued = new Set(['examples', 'enum']);

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const mapValues = (map: JsonSchema, convert: (value: unknown) => unknown): JsonSchema =>
  Object.fromEntries(Object.entries(map).map(([key, value]) => [key, convert(value)]));

/**
 * zod's bounds for a plain `z.number().int()` are the safe-integer limits: true, but noise in a reference.
 */
const isImplicitBound = (keyword: string, value: unknown) =>
  (keyword === 'maximum' && value === Number.MAX_SAFE_INTEGER) ||
  (keyword === 'minimum' && value === Number.MIN_SAFE_INTEGER);

/** Renames every property (and `required` entry, default and example) of a JSON Schema to snake_case. */
export function snakeCaseSchema(node: unknown): unknown {
  if (!isObject(node)) return node;
  const result: JsonSchema = {};
  for (const [keyword, value] of Object.entries(node)) {
    if (isImplicitBound(keyword, value)) continue;
    if (keyword === 'properties' && isObject(value)) {
      result[keyword] = Object.fromEntries(
        Object.entries(value).map(([name, schema]) => [wireName(name), snakeCaseSchema(schema)]),
      );
    } else if (keyword === 'required' && Array.isArray(value)) {
      result[keyword] = value.map((name) => (typeof name === 'string' ? wireName(name) : name));
    } else if (schemaValued.has(keyword)) {
      result[keyword] = snakeCaseSchema(value);
    } else if (schemaListValued.has(keyword) && Array.isArray(value)) {
      result[keyword] = value.map(snakeCaseSchema);
    } else if (schemaMapValued.has(keyword) && isObject(value)) {
      result[keyword] = mapValues(value, snakeCaseSchema);
    } else if (instanceValued.has(keyword)) {
      result[keyword] = decamelizeKeys(value);
    } else if (instanceListValued.has(keyword) && Array.isArray(value)) {
      result[keyword] = value.map((item) => decamelizeKeys(item));
    } else {
      result[keyword] = value;
    }
  }
  return result;
}

/** Where shared definitions (only recursive schemas produce them) end up: the document's components.schemas. */
export type DefinitionSink = Record<string, JsonSchema>;

function rewriteRefs(node: unknown, rename: (ref: string) => string): unknown {
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(item, rename));
  if (!isObject(node)) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' ? rename(value) : rewriteRefs(value, rename),
    ]),
  );
}

/**
 * A zod schema as the JSON Schema of what travels on the wire. `input` for what clients send (defaults
 * optional, coercions as their source type), `output` for what the server answers. Parts JSON Schema
 * cannot express (transforms' results, custom checks) become `{}`: the runtime check stays the contract.
 * A recursive schema's definitions move to `sink` under `{name}.{definition}`, its refs following them.
 */
export function toWireJsonSchema(
  schema: z.ZodType,
  io: 'input' | 'output',
  name: string,
  sink: DefinitionSink,
): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    reused: 'inline',
    cycles: 'ref',
  }) as JsonSchema;
  delete json.$schema;
  const { $defs: definitions, ...rest } = snakeCaseSchema(json) as JsonSchema;
  const own = `#/components/schemas/${name}`;
  const rename = (ref: string) => (ref === '#' ? own : ref.replace(/^#\/\$defs\//, `${own}.`));
  for (const [key, definition] of Object.entries(isObject(definitions) ? definitions : {})) {
    sink[`${name}.${key}`] = rewriteRefs(definition, rename) as JsonSchema;
  }
  const rewritten = rewriteRefs(rest, rename) as JsonSchema;
  // A schema that refers to itself ("#") lives in the sink too, so that the reference resolves.
  if (JSON.stringify(rest).includes('"$ref":"#"')) {
    sink[name] = rewritten;
    return { $ref: own };
  }
  return rewritten;
}
