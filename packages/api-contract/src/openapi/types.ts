import type { JsonSchema } from './wireJsonSchema.ts';

// The parts of OpenAPI 3.1 this contract produces (a subset of the specification's objects).

export interface MediaType {
  schema: JsonSchema;
  example?: unknown;
}

export interface ResponseObject {
  description: string;
  content?: Record<string, MediaType>;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
}

export type ResponseOrRef = ResponseObject | { $ref: string };

export interface ParameterObject {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OperationObject {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security: Record<string, string[]>[];
  /** Who may call it: none, optional, customer or staff (the contract's `auth`). */
  'x-auth': string;
  parameters?: ParameterObject[];
  requestBody?: { required: boolean; content: Record<string, MediaType> };
  responses: Record<string, ResponseOrRef>;
}

export type HttpVerb = 'get' | 'post' | 'put' | 'delete';

export type SecuritySchemeObject =
  | { type: 'http'; scheme: 'bearer'; description: string }
  | { type: 'apiKey'; in: 'cookie'; name: string; description: string };

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  jsonSchemaDialect: string;
  servers: { url: string; description?: string }[];
  tags: { name: string }[];
  paths: Record<string, Partial<Record<HttpVerb, OperationObject>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, ResponseObject>;
    securitySchemes: Record<string, SecuritySchemeObject>;
  };
}
