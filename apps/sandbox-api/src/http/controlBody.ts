import type { Context } from 'hono';
import type { z } from 'zod';
import { camelizeKeys, fieldMessagesFromZodError } from '@leisure/api-contract';

/**
 * The body of a /__sandbox control, read as the API reads its own (snake_case in, camelCase out): 400 when it is not
 * JSON, 422 with field messages when the schema refuses it (decision 0002), else the parsed body.
 */
export async function controlBody<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<{ ok: true; body: z.infer<S> } | { ok: false; answer: Response }> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return { ok: false, answer: c.json({ message: 'The request body is not valid JSON.' }, 400) };
  }
  const parsed = schema.safeParse(camelizeKeys(raw));
  if (!parsed.success) {
    return {
      ok: false,
      answer: c.json({ message: 'The given data was invalid.', errors: fieldMessagesFromZodError(parsed.error) }, 422),
    };
  }
  return { ok: true, body: parsed.data };
}
