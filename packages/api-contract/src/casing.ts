import humps from 'humps';

// The wire is snake_case, code is camelCase. Only keys change; values are left as they are.
// Keys starting with "_" (e.g. data_fields._checksum) and numeric keys pass through unchanged.
const keepSpecialKeys = (key: string, convert: (key: string) => string) =>
  key.startsWith('_') || /^\d+$/.test(key) ? key : convert(key);

export function camelizeKeys<T = unknown>(value: unknown): T {
  return humps.camelizeKeys(value as object, keepSpecialKeys) as T;
}

export function decamelizeKeys<T = unknown>(value: unknown): T {
  return humps.decamelizeKeys(value as object, keepSpecialKeys) as T;
}

export const camelize = (key: string): string => humps.camelize(key);
export const decamelize = (key: string): string => humps.decamelize(key);
