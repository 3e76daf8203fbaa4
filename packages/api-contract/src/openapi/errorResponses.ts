import type { EndpointDefinition } from '../endpoint.ts';
import { errorStatuses } from '../errorMessages.ts';
import { errorBodySchema } from '../errors.ts';
import type { ResponseObject, ResponseOrRef } from './types.ts';
import { toWireJsonSchema, type DefinitionSink, type JsonSchema } from './wireJsonSchema.ts';

/** Component names of the shared error answers, by status. */
const responseNames: Record<number, string> = {
  400: 'MalformedRequest',
  401: 'Unauthenticated',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'BodyTooLarge',
  419: 'SessionExpired',
  422: 'ValidationFailed',
  429: 'TooManyRequests',
  503: 'Maintenance',
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** ErrorBody for every error; ValidationErrorBody (with `errors` required) for 422. */
export function errorSchemas(sink: DefinitionSink): Record<string, JsonSchema> {
  const errorBody = toWireJsonSchema(errorBodySchema, 'output', 'ErrorBody', sink);
  const validationErrorBody = toWireJsonSchema(
    errorBodySchema.required({ errors: true }),
    'output',
    'ValidationErrorBody',
    sink,
  );
  const properties = validationErrorBody.properties as Record<string, JsonSchema>;
  properties.errors = {
    ...properties.errors,
    description: 'Messages per field, keyed by the snake_case field path (nested fields joined with dots).',
  };
  return {
    ErrorBody: { ...errorBody, description: 'Every error answer: a message a person can read.' },
    ValidationErrorBody: {
      ...validationErrorBody,
      examples: [
        {
          message: 'Enter a valid sort code like 309430',
          errors: { 'account_details.sort_code': ['Enter a valid sort code like 309430'] },
        },
      ],
    },
  };
}

function errorResponse(status: number): ResponseObject {
  const description = errorStatuses[status as keyof typeof errorStatuses] ?? 'Error.';
  const response: ResponseObject = {
    description,
    content: { 'application/json': { schema: ref(status === 422 ? 'ValidationErrorBody' : 'ErrorBody') } },
  };
  if (status === 429) {
    response.headers = {
      'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } },
    };
  }
  return response;
}

/** The shared error answers, referenced by operations. */
export function errorResponseComponents(): Record<string, ResponseObject> {
  return Object.fromEntries(
    Object.entries(responseNames).map(([status, name]) => [name, errorResponse(Number(status))]),
  );
}

/**
 * The errors a call can answer: what its shape implies (a body can be malformed JSON, a token can be
 * unknown, a path can name nothing, input can fail validation), what it declares, and the two every call
 * can meet (throttling and maintenance).
 */
export function errorStatusesOf(endpoint: EndpointDefinition): number[] {
  const statuses = new Set<number>(endpoint.errors ?? []);
  if (endpoint.body) statuses.add(400).add(413).add(422);
  if (endpoint.query) statuses.add(422);
  if (endpoint.params) statuses.add(404);
  if (endpoint.auth !== 'none') statuses.add(401);
  if (endpoint.auth === 'staff') statuses.add(403);
  statuses.add(429).add(503);
  return [...statuses].sort((a, b) => a - b);
}

export function errorResponsesOf(endpoint: EndpointDefinition): Record<string, ResponseOrRef> {
  return Object.fromEntries(
    errorStatusesOf(endpoint).map((status) => {
      const name = responseNames[status];
      return [String(status), name ? { $ref: `#/components/responses/${name}` } : errorResponse(status)];
    }),
  );
}
