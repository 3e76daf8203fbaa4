import { isHttpError } from '@leisure/api-client';

/** The `message` of an error answer, when the server sent one; undefined for no answer or an answer without it. */
export function serverMessageOf(error: unknown): string | undefined {
  if (!isHttpError(error)) return undefined;
  const body: unknown = error.response?.data;
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}
