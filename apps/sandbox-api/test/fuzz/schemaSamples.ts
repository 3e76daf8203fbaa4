import { z } from 'zod';
import { hostileValue } from './hostileValues.ts';
import type { IdPools } from './idPools.ts';
import type { Random } from './seededRandom.ts';

/**
 * Plausible values for a contract schema, so that fuzzed requests get past validation into the handlers (where
 * the interesting failures live), with a share of fields swapped for hostile values. Works on the JSON Schema
 * zod derives from the contract, so it follows the contract as it grows.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

export interface SampleContext {
  random: Random;
  /** Slugs of seeded venues (and the like), so slug fields name real rows. */
  slugs: readonly string[];
  /** Dates near the sandbox clock's today, YYYY-MM-DD. */
  dates: readonly string[];
  /** Real ids and codes by field name (lower case), from the sandbox's tables. */
  pools: IdPools;
  /** Chance that a field is replaced by a hostile value. */
  mutationRate: number;
}

export function toJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const lastWord = (key: string) => key.replace(/.*[._]/, '').toLowerCase();

/** A string that looks right for a field, guessed from its name and format. */
function plausibleString(schema: JsonSchema, key: string, context: SampleContext): string {
  const { random } = context;
  const name = key.toLowerCase();
  if (schema.format === 'date-time' || name.endsWith('at')) return `${random.pick(context.dates)}T09:00:00Z`;
  if (schema.format === 'date' || name.includes('date') || schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$') {
    return random.pick(context.dates);
  }
  if (schema.format === 'email' || name.includes('email'))
    return random.pick(['fuzz.tester@example.com', 'nobody@example.org']);
  if (name.includes('password')) return 'Fuzzing-Pass9!';
  if (name.includes('postcode')) return random.pick(['LS1 4AP', 'M50 3AZ', 'sw1a1aa', 'ZZ99 9ZZ']);
  if (name.includes('sortcode')) return random.pick(['40-47-84', '404784', '00-00-00']);
  if (name.includes('accountnumber')) return random.pick(['70872490', '12345678']);
  if (name.includes('phone')) return '07700 900123';
  if (name.includes('venue') || name.includes('slug') || name.includes('category')) return random.pick(context.slugs);
  const pool = context.pools[name];
  if (pool && random.chance(0.8)) return String(random.pick(pool));
  if (name.includes('code')) return random.pick(['SPRING10', 'WELCOME', 'NOPE']);
  if (schema.pattern === '^[a-z0-9]+(?:-[a-z0-9]+)*$') return random.pick(context.slugs);
  const word = random.pick(['Alex', 'Leeds', 'swim', 'Yoga', 'Brightwater', 'yes', 'Mr']);
  const max = schema.maxLength ?? 60;
  return word.slice(0, Math.max(schema.minLength ?? 0, Math.min(max, word.length)));
}

function plausibleNumber(schema: JsonSchema, key: string, context: SampleContext): number {
  const { random } = context;
  const pool = context.pools[key.toLowerCase()]?.filter((value) => typeof value === 'number');
  if (pool && pool.length > 0 && random.chance(0.8)) return random.pick(pool) as number;
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : undefined);
  // Ids are small integers: pick real rows, other users' among them (which is how cross-user bugs show).
  const low = min ?? (lastWord(key).endsWith('id') ? 1 : 0);
  const high = max !== undefined && max < 10_000 ? max : low + 40;
  const value = random.int(Math.ceil(low), Math.floor(Math.max(low, high)));
  return schema.type === 'integer' ? value : random.chance(0.3) ? value + 0.5 : value;
}

export function sample(schema: JsonSchema, context: SampleContext, key = '', depth = 0, root = schema): unknown {
  const { random } = context;
  if (depth > 0 && random.chance(context.mutationRate)) return hostileValue(random);
  if (schema.$ref) {
    const name = schema.$ref.replace('#/$defs/', '');
    const target = root.$defs?.[name];
    return target && depth < 6 ? sample(target, context, key, depth + 1, root) : null;
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return random.pick(schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    // Prefer a non-null branch: null is one hostile value among many anyway.
    const concrete = branches.filter((branch) => branch.type !== 'null');
    return sample(random.pick(concrete.length > 0 ? concrete : branches), context, key, depth, root);
  }
  if (schema.allOf?.[0]) return sample(schema.allOf[0], context, key, depth, root);
  const type = Array.isArray(schema.type) ? random.pick(schema.type.filter((t) => t !== 'null')) : schema.type;
  switch (type) {
    case 'object': {
      const result: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (required.has(name) || random.chance(0.7)) result[name] = sample(property, context, name, depth + 1, root);
      }
      if (typeof schema.additionalProperties === 'object' && random.chance(0.5)) {
        result.extraField = sample(schema.additionalProperties, context, 'extraField', depth + 1, root);
      }
      return result;
    }
    case 'array': {
      const count = random.int(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3));
      return Array.from({ length: count }, (_, index) =>
        sample(schema.prefixItems?.[index] ?? schema.items ?? {}, context, key, depth + 1, root),
      );
    }
    case 'string':
      return plausibleString(schema, key, context);
    case 'integer':
    case 'number':
      return plausibleNumber(schema, key, context);
    case 'boolean':
      return random.chance(0.5);
    case 'null':
      return null;
    default:
      return hostileValue(random);
  }
}
