import type { EndpointDefinition, HttpMethod } from './endpoint.ts';
import { allEndpoints } from './contract.ts';
import { errorResponseComponents, errorSchemas } from './openapi/errorResponses.ts';
import { BEARER, COOKIE, operationOf } from './openapi/operation.ts';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE, TOKEN_COOKIE } from './sessionTransport.ts';
import type { HttpVerb, OpenApiDocument } from './openapi/types.ts';
import type { DefinitionSink } from './openapi/wireJsonSchema.ts';

export type { OpenApiDocument, OperationObject, ParameterObject } from './openapi/types.ts';
export { wireName } from './openapi/wireJsonSchema.ts';

export interface OpenApiOptions {
  title?: string;
  version?: string;
  /** Base URL of the API; paths are relative to it. Default `/api`. */
  serverUrl?: string;
  /** Further servers, e.g. the sandbox's absolute origin. */
  extraServers?: { url: string; description?: string }[];
  /** Defaults to every endpoint of the contract. */
  endpoints?: readonly EndpointDefinition[];
}

const verb = (method: HttpMethod) => method.toLowerCase() as HttpVerb;

const overview = [
  'Every call of the leisure-venue web application: bookings, my-account and online joining.',
  '',
  '- **Wire format**: JSON with snake_case keys (clients convert to and from camelCase).',
  '- **Answers** come as `{ "data": … }` unless an operation says otherwise (the geocoder mirrors a hosted service).',
  '- **Errors** are `{ "message": … }`; 422 adds `errors`, messages per field path.',
  '- **Log-in**: send the token from `POST /auth/customer/login` as `Authorization: Bearer <token>`, or let the',
  `  browser send it as the \`${TOKEN_COOKIE}\` cookie. A cookie-authenticated POST, PUT, PATCH or DELETE also needs`,
  `  \`${CLIENT_HEADER}: ${CLIENT_HEADER_VALUE}\` and, when it has an \`Origin\`, one of the front ends' origins;`,
  '  otherwise it is refused with 403.',
].join('\n');

/**
 * The OpenAPI 3.1 document of the contract, generated from the same zod schemas the server validates
 * with, in the wire's snake_case.
 */
export function buildOpenApiDocument(options: OpenApiOptions = {}): OpenApiDocument {
  const endpoints = options.endpoints ?? allEndpoints;
  const sink: DefinitionSink = {};
  const schemas = errorSchemas(sink);
  const paths: OpenApiDocument['paths'] = {};
  const tags: string[] = [];
  for (const endpoint of endpoints) {
    (paths[endpoint.path] ??= {})[verb(endpoint.method)] = operationOf(endpoint, sink);
    if (!tags.includes(endpoint.tag)) tags.push(endpoint.tag);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: options.title ?? 'Leisure venues API',
      version: options.version ?? '1.0.0',
      description: overview,
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: options.serverUrl ?? '/api' }, ...(options.extraServers ?? [])],
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      schemas: { ...schemas, ...sink },
      responses: errorResponseComponents(),
      securitySchemes: {
        [BEARER]: {
          type: 'http',
          scheme: 'bearer',
          description: 'The opaque token that logging in or registering answers; it expires.',
        },
        [COOKIE]: {
          type: 'apiKey',
          in: 'cookie',
          name: TOKEN_COOKIE,
          description:
            `The same token in the front ends' shared cookie. Unsafe methods also need ${CLIENT_HEADER}: ` +
            `${CLIENT_HEADER_VALUE} and a front end's Origin (cross-site request forgery).`,
        },
      },
    },
  };
}
