import type { Context } from 'hono';
import { decamelize, genericErrorMessage } from '@leisure/api-contract';
import { ApiError } from './apiError.ts';

/** `{ message, errors }` with snake_case field paths; unexpected errors are logged and answered 500. */
export function errorResponse(c: Context, error: unknown, where: string): Response {
  if (error instanceof ApiError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    const errors = error.errors
      ? Object.fromEntries(
          Object.entries(error.errors).map(([field, messages]) => [
            field.split('.').map(decamelize).join('.'),
            messages,
          ]),
        )
      : undefined;
    return c.json({ message: error.message, ...(errors ? { errors } : {}) }, error.status as 400);
  }
  console.error(`[sandbox] ${where} failed`, error);
  return c.json({ message: genericErrorMessage }, 500);
}
