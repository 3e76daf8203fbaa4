type Schema = { [keyword: string]: unknown };

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const MAX_DEPTH = 10;

// Sample values by string pattern or format, so that shapes read like real answers.
function sampleString(schema: Schema): string {
  if (schema.format === 'date-time') return '2026-03-10T09:00:00Z';
  if (schema.format === 'email') return 'name@example.com';
  const pattern = typeof schema.pattern === 'string' ? schema.pattern : '';
  if (pattern.includes('\\d{4}-\\d{2}-\\d{2}')) return '2026-03-10';
  if (pattern.includes('\\d{4}-\\d{2}')) return '2026-03';
  if (pattern.includes('#[0-9a-fA-F]')) return '#8C59F8';
  if (pattern.includes('[a-z0-9]+(?:-[a-z0-9]+)*')) return 'leeds-city';
  return 'string';
}

function sampleNumber(schema: Schema): number {
  if (typeof schema.minimum === 'number') return schema.minimum;
  if (typeof schema.exclusiveMinimum === 'number')
    return schema.type === 'integer' ? schema.exclusiveMinimum + 1 : schema.exclusiveMinimum;
  return 0;
}

/**
 * A sample value that has the shape a JSON Schema describes: what the reference page shows for request and
 * response bodies. `resolve` follows `$ref`s into the document's components.
 */
export function exampleOf(schema: unknown, resolve: (ref: string) => unknown, depth = 0): unknown {
  if (!isSchema(schema) || depth > MAX_DEPTH) return null;
  if (typeof schema.$ref === 'string') return exampleOf(resolve(schema.$ref), resolve, depth + 1);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  const options = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (Array.isArray(options)) {
    const option = options.find((o) => isSchema(o) && o.type !== 'null') ?? options[0];
    return exampleOf(option, resolve, depth + 1);
  }
  if (Array.isArray(schema.allOf)) {
    return Object.assign({}, ...schema.allOf.map((part) => exampleOf(part, resolve, depth + 1) as object));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = isSchema(schema.properties) ? schema.properties : {};
      const sample: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(properties)) sample[name] = exampleOf(property, resolve, depth + 1);
      if (Object.keys(properties).length === 0 && isSchema(schema.additionalProperties)) {
        sample.key = exampleOf(schema.additionalProperties, resolve, depth + 1);
      }
      return sample;
    }
    case 'array':
      if (Array.isArray(schema.prefixItems))
        return schema.prefixItems.map((item) => exampleOf(item, resolve, depth + 1));
      return isSchema(schema.items) ? [exampleOf(schema.items, resolve, depth + 1)] : [];
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return sampleNumber(schema);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return null;
  }
}
