// Error statuses and their default messages, without zod: the front ends show these (errors.ts holds the schemas).

/** Statuses the API uses for errors and what each means. */
export const errorStatuses = {
  400: 'Malformed request (the body is not valid JSON).',
  401: 'Not logged in, or the token is unknown or expired.',
  403: 'Logged in, but not allowed.',
  404: 'Not found.',
  409: 'Conflict with the current state (for example the session is full).',
  413: 'The request body is larger than 1 MB (counted in bytes).',
  419: 'Session expired.',
  422: 'Validation failed: `errors` holds messages per field.',
  429: 'Too many requests; `Retry-After` says when to try again.',
  503: 'Down for maintenance.',
} as const satisfies Record<number, string>;

/** The messages users see for a status when the server gives none (docs/product/platform.md §8). */
export const defaultStatusMessages: Record<number, string> = {
  403: 'Unauthorised.',
  404: 'Unable to complete request, item not found.',
  419: 'Something has gone wrong, please reload and try again.',
};
export const genericErrorMessage = 'Something has gone wrong, please try again.';

export function defaultMessageForStatus(status: number): string {
  return defaultStatusMessages[status] ?? genericErrorMessage;
}
