// The wire is snake_case, code is camelCase. Only keys of plain objects change; values (dates, files, strings
// inside arrays) are left as they are. Keys starting with "_" (data_fields._checksum) and numeric keys pass
// through unchanged; "__proto__" is dropped so a hostile body can never set an object's prototype.

type KeyConverter = (key: string) => string;

const keepSpecialKeys =
  (convert: KeyConverter): KeyConverter =>
  (key) =>
    key.startsWith('_') || /^\d+$/.test(key) ? key : convert(key);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function convertKeys(value: unknown, convertKey: KeyConverter): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convertKey));
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (key === '__proto__') continue;
    result[convertKey(key)] = convertKeys(value[key], convertKey);
  }
  return result;
}

// humps's two conversions, rule for rule (its camelize and decamelize), without the rest of it: 0.5 KB (gzip) of
// every front end's first load, where online joining had none to spare (docs/decisions/0903).
const camelize = (key: string): string => {
  if (!Number.isNaN(Number(key))) return key;
  const joined = key.replace(/[-_\s]+(.)?/g, (_match, next?: string) => (next ? next.toUpperCase() : ''));
  return joined.slice(0, 1).toLowerCase() + joined.slice(1);
};
const decamelize = (key: string): string =>
  key
    .split(/(?=[A-Z])/)
    .join('_')
    .toLowerCase();

const toCamel = keepSpecialKeys(camelize);
const toSnake = keepSpecialKeys(decamelize);

export function camelizeKeys<T = unknown>(value: unknown): T {
  return convertKeys(value, toCamel) as T;
}

export function decamelizeKeys<T = unknown>(value: unknown): T {
  return convertKeys(value, toSnake) as T;
}

export { camelize, decamelize };
