import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints } from './contract.ts';
import { defineEndpoint } from './endpoint.ts';
import { buildOpenApiDocument, wireName, type OpenApiDocument, type OperationObject } from './openapi.ts';

const document = buildOpenApiDocument();

const operationOf = (doc: OpenApiDocument, path: string, method: string): OperationObject =>
  (doc.paths[path] as Record<string, OperationObject>)[method.toLowerCase()]!;

/** Every (object) node of a JSON value, with the keys leading to it. */
function* nodes(value: unknown, path: string[] = []): Generator<[Record<string, unknown>, string[]]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* nodes(item, [...path, String(index)]);
  } else if (typeof value === 'object' && value !== null) {
    yield [value as Record<string, unknown>, path];
    for (const [key, child] of Object.entries(value)) yield* nodes(child, [...path, key]);
  }
}

/** A JSON Schema read as a tree of objects, for tests that walk into it. */
interface SchemaTree {
  properties: Record<string, SchemaTree>;
  items: SchemaTree;
  required?: string[];
  default?: unknown;
}

const resolve = (doc: OpenApiDocument, ref: string) =>
  ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], doc);

describe('the OpenAPI document of the contract', () => {
  it('is OpenAPI 3.1 with /api as its server', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers[0]!.url).toBe('/api');
  });

  it('lists every endpoint once, under its path and method, with its id and tag', () => {
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(operations).toHaveLength(allEndpoints.length);
    for (const endpoint of allEndpoints) {
      const operation = operationOf(document, endpoint.path, endpoint.method);
      expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      expect(operation.operationId).toBe(endpoint.id);
      expect(operation.tags).toEqual([endpoint.tag]);
      expect(document.tags.map((tag) => tag.name)).toContain(endpoint.tag);
    }
  });

  it('names every property as it travels on the wire: snake_case', () => {
    const names: string[] = [];
    for (const [node, path] of nodes(document)) {
      if (path.at(-1) === 'properties' && path.at(-2) !== 'properties') names.push(...Object.keys(node));
    }
    expect(names.length).toBeGreaterThan(100);
    const notSnake = names.filter((name) => !/^_?[a-z0-9]+(?:_[a-z0-9]+)*$/.test(name));
    expect(notSnake).toEqual([]);
  });

  it('documents query parameters by their wire names and path parameters by their template names', () => {
    for (const endpoint of allEndpoints) {
      const parameters = operationOf(document, endpoint.path, endpoint.method).parameters ?? [];
      const templateNames = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      expect(parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(templateNames);
      expect(parameters.filter((p) => p.in === 'path').every((p) => p.required)).toBe(true);
      const queryNames = Object.keys(endpoint.query?.shape ?? {}).map(wireName);
      expect(parameters.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(queryNames);
    }
  });

  it('describes 422 answers with messages per field', () => {
    const body = document.components.schemas.ValidationErrorBody!;
    expect(body.required).toEqual(['message', 'errors']);
    const errors = (body.properties as Record<string, Record<string, unknown>>).errors!;
    expect(errors.type).toBe('object');
    expect(errors.additionalProperties).toEqual({ type: 'array', items: { type: 'string' } });
    expect(document.components.responses.ValidationFailed!.content!['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/ValidationErrorBody',
    });
    for (const endpoint of allEndpoints.filter((e) => e.body || e.query)) {
      expect(operationOf(document, endpoint.path, endpoint.method).responses['422']).toEqual({
        $ref: '#/components/responses/ValidationFailed',
      });
    }
  });

  it('wraps answers in data, except where the contract says there is no envelope', () => {
    const packages = operationOf(document, '/my-account/packages', 'GET').responses['200']!;
    const wrapped = 'content' in packages ? packages.content!['application/json']!.schema : {};
    expect(wrapped.required).toEqual(['data']);
    const geocoder = operationOf(document, '/geocoding/v5/mapbox.places/{query}.json', 'GET').responses['200']!;
    const bare = 'content' in geocoder ? geocoder.content!['application/json']!.schema : {};
    expect(Object.keys(bare.properties as object)).toEqual(['type', 'query', 'features', 'attribution']);
  });

  it('asks for a token, as Bearer or as the shared cookie, where the contract does', () => {
    const token = [{ bearerAuth: [] }, { cookieAuth: [] }];
    for (const endpoint of allEndpoints) {
      const { security } = operationOf(document, endpoint.path, endpoint.method);
      const expected = { none: [], optional: [{}, ...token], customer: token, staff: token };
      expect(security, endpoint.id).toEqual(expected[endpoint.auth]);
    }
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.securitySchemes.cookieAuth).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'leisure_token',
    });
  });

  it('has no reference that leads nowhere', () => {
    const refs = [...nodes(document)].flatMap(([node]) => (typeof node.$ref === 'string' ? [node.$ref] : []));
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((ref) => resolve(document, ref) === undefined)).toEqual([]);
  });
});

describe('how one endpoint becomes an operation', () => {
  const address = z.object({ lineOne: z.string(), postCode: z.string().optional() });
  const endpoint = defineEndpoint({
    id: 'updateCartItem',
    method: 'PUT',
    path: '/cart/{cartItemId}',
    tag: 'Cart',
    summary: 'Update an item',
    auth: 'optional',
    params: z.object({ cartItemId: z.coerce.number().int().positive() }),
    query: z.object({ selectedUserId: z.coerce.number().int().optional(), membershipUserId: z.string() }),
    body: z.object({
      homeAddress: address,
      otherAddresses: z.array(address),
      preferences: z.object({ sendEmail: z.boolean() }).default({ sendEmail: true }),
    }),
    response: z.object({ itemCount: z.number().int() }),
    errors: [409],
  });
  const doc = buildOpenApiDocument({ endpoints: [endpoint] });
  const operation = operationOf(doc, '/cart/{cartItemId}', 'PUT');

  it('converts nested properties, required lists and defaults to snake_case', () => {
    const body = operation.requestBody!.content['application/json']!.schema as unknown as SchemaTree;
    expect(Object.keys(body.properties)).toEqual(['home_address', 'other_addresses', 'preferences']);
    expect(body.required).toEqual(['home_address', 'other_addresses']);
    const { home_address: home, other_addresses: others, preferences } = body.properties;
    expect(Object.keys(home!.properties)).toEqual(['line_one', 'post_code']);
    expect(home!.required).toEqual(['line_one']);
    expect(Object.keys(others!.items.properties)).toEqual(['line_one', 'post_code']);
    expect(preferences!.default).toEqual({ send_email: true });
  });

  it('lists path and query parameters, required or not', () => {
    expect(operation.parameters).toEqual([
      expect.objectContaining({ name: 'cartItemId', in: 'path', required: true }),
      expect.objectContaining({ name: 'selected_user_id', in: 'query', required: false }),
      expect.objectContaining({ name: 'membership_user_id', in: 'query', required: true }),
    ]);
  });

  it('lists the errors its shape implies and those it declares', () => {
    expect(Object.keys(operation.responses)).toEqual(['200', '400', '401', '404', '409', '413', '422', '429', '503']);
    const success = operation.responses['200'] as { content: Record<string, { schema: unknown }> };
    const data = success.content['application/json']!.schema as SchemaTree;
    expect(data.properties.data!.properties).toEqual({ item_count: { type: 'integer' } });
  });

  it('documents a call that answers 204 as having no content', () => {
    const operation = operationOf(document, '/csp-reports', 'POST');
    expect(operation.operationId).toBe('submitCspReports');
    expect(operation.responses['204']).toEqual({ description: 'No content.' });
    expect(Object.keys(operation.responses)[0]).toBe('204');
    expect(operation.requestBody!.content['application/json']!.schema).toMatchObject({ anyOf: expect.any(Array) });
  });

  it('moves a recursive schema into components, keeping its references valid', () => {
    const category: z.ZodType = z.object({
      displayName: z.string(),
      get subCategories() {
        return z.array(category);
      },
    });
    const tree = defineEndpoint({ ...endpoint, id: 'categoryTree', method: 'GET', path: '/tree', response: category });
    const treeDoc = buildOpenApiDocument({ endpoints: [tree] });
    const refs = [...nodes(treeDoc)].flatMap(([node]) => (typeof node.$ref === 'string' ? [node.$ref] : []));
    expect(refs.some((ref) => ref.startsWith('#/components/schemas/categoryTree'))).toBe(true);
    expect(refs.filter((ref) => resolve(treeDoc, ref) === undefined)).toEqual([]);
    expect(JSON.stringify(treeDoc)).toContain('"sub_categories"');
  });
});
