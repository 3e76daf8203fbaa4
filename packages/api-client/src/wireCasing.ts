import { camelize, camelizeKeys, decamelizeKeys, type ValidationMessages } from '@leisure/api-contract/browser';

/**
 * Only JSON-shaped values change case. FormData, Blob, URLSearchParams, ArrayBuffer and class instances pass
 * through untouched: humps would copy them into plain objects and lose their contents.
 */
export function isJsonShaped(value: unknown): value is object {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Code → wire: camelCase keys to snake_case (bodies and query params). */
export function toWire<T>(value: T): T {
  return isJsonShaped(value) ? decamelizeKeys<T>(value) : value;
}

/** Wire → code: snake_case keys to camelCase (answers). */
export function fromWire<T = unknown>(value: unknown): T {
  return (isJsonShaped(value) ? camelizeKeys<T>(value) : value) as T;
}

/**
 * `account_details.sort_code` → `accountDetails.sortCode`. Each segment is converted on its own so that
 * `data_fields._checksum` keeps its `_checksum` and list indexes (`members.0.first_name`) stay as they are.
 */
export function camelizeFieldPath(path: string): string {
  return path
    .split('.')
    .map((segment) => (segment.startsWith('_') || /^\d+$/.test(segment) ? segment : camelize(segment)))
    .join('.');
}

/** The `errors` map of an error answer with code-side field paths; anything not a list of strings is dropped. */
export function camelizeValidationMessages(errors: unknown): ValidationMessages {
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return {};
  const messages: ValidationMessages = {};
  for (const [path, list] of Object.entries(errors)) {
    if (!Array.isArray(list)) continue;
    const texts = list.filter((item): item is string => typeof item === 'string');
    if (texts.length > 0) (messages[camelizeFieldPath(path)] ??= []).push(...texts);
  }
  return messages;
}
