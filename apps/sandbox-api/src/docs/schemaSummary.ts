type Schema = { [keyword: string]: unknown };

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A short, readable type for a parameter: "integer ≥ 1 (default 1)", "one of: gb, ie", "date (YYYY-MM-DD)". */
export function typeSummary(schema: unknown): string {
  if (!isSchema(schema)) return 'any';
  if (Array.isArray(schema.enum)) return `one of: ${schema.enum.map(String).join(', ')}`;
  const options = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (Array.isArray(options)) return options.map(typeSummary).join(' or ');
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : String(schema.type ?? 'any');
  if (type === 'string' && typeof schema.pattern === 'string' && schema.pattern.includes('\\d{4}-\\d{2}-\\d{2}')) {
    return 'date (YYYY-MM-DD)';
  }
  const bounds: string[] = [];
  if (typeof schema.minimum === 'number') bounds.push(`≥ ${schema.minimum}`);
  if (typeof schema.exclusiveMinimum === 'number') bounds.push(`> ${schema.exclusiveMinimum}`);
  if (typeof schema.maximum === 'number') bounds.push(`≤ ${schema.maximum}`);
  if (typeof schema.maxLength === 'number') bounds.push(`up to ${schema.maxLength} characters`);
  if ('default' in schema) bounds.push(`(default ${JSON.stringify(schema.default)})`);
  const base = type === 'array' ? `list of ${typeSummary(schema.items)}` : type;
  return [base, ...bounds].join(' ');
}
