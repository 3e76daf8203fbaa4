import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldMessagesFromZodError } from './fieldMessages.ts';

describe('fieldMessagesFromZodError', () => {
  it('collects messages under field paths named after prototype members', () => {
    const schema = z.record(z.string(), z.string());
    const result = schema.safeParse({ constructor: {}, toString: {}, hasOwnProperty: [], valueOf: 1 });
    expect(result.success).toBe(false);
    const messages = fieldMessagesFromZodError(result.error!);
    expect(Object.keys(messages).sort()).toEqual(['constructor', 'hasOwnProperty', 'toString', 'valueOf']);
    expect(Object.hasOwn(messages, 'constructor')).toBe(true);
    expect(messages.constructor).toEqual([expect.stringMatching(/^Constructor /)]);
  });

  it('keeps every message of a field, in order', () => {
    const schema = z.object({
      name: z
        .string()
        .min(3)
        .regex(/^[a-z]+$/),
    });
    const result = schema.safeParse({ name: 'A' });
    expect(fieldMessagesFromZodError(result.error!).name).toHaveLength(2);
  });
});
