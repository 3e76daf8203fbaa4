import { hasEnvelope, type EndpointDefinition, type EndpointAuth } from '../endpoint.ts';
import { errorResponsesOf } from './errorResponses.ts';
import type { OperationObject, ParameterObject } from './types.ts';
import { toWireJsonSchema, wireName, type DefinitionSink, type JsonSchema } from './wireJsonSchema.ts';

export const BEARER = 'bearerAuth';
export const COOKIE = 'cookieAuth';

/**
 * none: no token; optional: a token adds the user (so an empty requirement is listed too); else required. Either
 * scheme carries the token (decision 0826).
 */
function securityOf(auth: EndpointAuth): Record<string, string[]>[] {
  if (auth === 'none') return [];
  const token: Record<string, string[]>[] = [{ [BEARER]: [] }, { [COOKIE]: [] }];
  return auth === 'optional' ? [{}, ...token] : token;
}

/** Path names in the template as written (`{cartItemId}`), query names as on the wire (snake_case). */
function parametersOf(endpoint: EndpointDefinition, sink: DefinitionSink): ParameterObject[] {
  const parameters: ParameterObject[] = [];
  const pathNames = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const pathSchema = endpoint.params ? toWireJsonSchema(endpoint.params, 'input', `${endpoint.id}.params`, sink) : {};
  const pathProperties = (pathSchema.properties ?? {}) as Record<string, JsonSchema>;
  for (const name of pathNames) {
    const schema = pathProperties[wireName(name)] ?? { type: 'string' };
    const { description, ...rest } = schema;
    parameters.push({ name, in: 'path', required: true, schema: rest, ...describe(description) });
  }
  if (endpoint.query) {
    const querySchema = toWireJsonSchema(endpoint.query, 'input', `${endpoint.id}.query`, sink);
    const required = new Set((querySchema.required ?? []) as string[]);
    for (const [name, schema] of Object.entries((querySchema.properties ?? {}) as Record<string, JsonSchema>)) {
      const { description, ...rest } = schema;
      parameters.push({ name, in: 'query', required: required.has(name), schema: rest, ...describe(description) });
    }
  }
  return parameters;
}

const describe = (description: unknown) => (typeof description === 'string' ? { description } : {});

function successSchema(endpoint: EndpointDefinition, sink: DefinitionSink): JsonSchema {
  const schema = toWireJsonSchema(endpoint.response, 'output', `${endpoint.id}.response`, sink);
  if (!hasEnvelope(endpoint)) return schema;
  return { type: 'object', properties: { data: schema }, required: ['data'] };
}

/** One endpoint of the contract as an OpenAPI operation. */
export function operationOf(endpoint: EndpointDefinition, sink: DefinitionSink): OperationObject {
  const status = endpoint.successStatus ?? 200;
  const operation: OperationObject = {
    operationId: endpoint.id,
    summary: endpoint.summary,
    ...describe(endpoint.description),
    tags: [endpoint.tag],
    security: securityOf(endpoint.auth),
    'x-auth': endpoint.auth,
    responses: {
      [String(status)]:
        status === 204
          ? { description: 'No content.' }
          : {
              description: status === 201 ? 'Created.' : 'OK.',
              content: { 'application/json': { schema: successSchema(endpoint, sink) } },
            },
      ...errorResponsesOf(endpoint),
    },
  };
  const parameters = parametersOf(endpoint, sink);
  if (parameters.length > 0) operation.parameters = parameters;
  if (endpoint.body) {
    operation.requestBody = {
      required: true,
      content: {
        'application/json': { schema: toWireJsonSchema(endpoint.body, 'input', `${endpoint.id}.body`, sink) },
      },
    };
  }
  return operation;
}
