import type { z } from 'zod';
import type { ValidationMessages } from './errors.ts';

/** "accountDetails.sortCode" → "Sort code": a readable label for a field path. */
export function fieldLabel(path: string): string {
  const last =
    path
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .pop() ?? path;
  const words = last
    .replace(/^_+/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Turns zod issues into `{ fieldPath: [messages] }`. A missing value reads "{Label} is required.", and
 * zod's own wording for other type errors is replaced by something a person can act on.
 */
export function fieldMessagesFromZodError(error: z.ZodError, root = 'body'): ValidationMessages {
  // A Map, not `{}`: a field path is input, and "constructor" or "toString" would find Object.prototype's member.
  const messages = new Map<string, string[]>();
  for (const issue of error.issues) {
    const path = issue.path.length > 0 ? issue.path.map(String).join('.') : root;
    let message = issue.message;
    if (issue.code === 'invalid_type') {
      const received = (issue as { input?: unknown }).input;
      message =
        received === undefined || received === null
          ? `${fieldLabel(path)} is required.`
          : `${fieldLabel(path)} must be ${describeExpected(issue.expected)}.`;
    } else if (issue.code === 'unrecognized_keys') {
      message = `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`;
    } else if (issue.code === 'invalid_value' && message.startsWith('Invalid option')) {
      message = `${fieldLabel(path)} must be one of: ${issue.values.map(String).join(', ')}.`;
    }
    messages.set(path, [...(messages.get(path) ?? []), message]);
  }
  return Object.fromEntries(messages);
}

function describeExpected(expected: string): string {
  switch (expected) {
    case 'object':
      return 'an object';
    case 'array':
      return 'a list';
    case 'int':
    case 'number':
      return 'a number';
    case 'boolean':
      return 'true or false';
    default:
      return `a ${expected}`;
  }
}
