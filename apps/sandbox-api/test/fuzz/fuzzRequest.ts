import { decamelizeKeys, type EndpointDefinition } from '@leisure/api-contract';
import type { CallOptions } from '../support/apiCaller.ts';
import { bendOneField } from './exampleSeeds.ts';
import {
  deeplyNestedJson,
  hostilePathSegments,
  hostileValue,
  hugeString,
  malformedJsonBodies,
  prototypeKeyBodies,
} from './hostileValues.ts';
import { sample, toJsonSchema, type JsonSchema, type SampleContext } from './schemaSamples.ts';

/** One request the fuzzer sends, described well enough to replay it from a failure message. */
export interface FuzzRequest {
  method: string;
  /** Path and query, relative to the sandbox origin. */
  target: string;
  headers: Record<string, string>;
  body?: string;
}

export interface EndpointSchemas {
  params?: JsonSchema;
  query?: JsonSchema;
  body?: JsonSchema;
}

export function endpointSchemas(endpoint: EndpointDefinition): EndpointSchemas {
  return {
    params: endpoint.params ? toJsonSchema(endpoint.params) : undefined,
    query: endpoint.query ? toJsonSchema(endpoint.query) : undefined,
    body: endpoint.body ? toJsonSchema(endpoint.body) : undefined,
  };
}

/**
 * Percent-encodes like encodeURIComponent, but also lone surrogates (which it refuses), as the bytes a careless
 * client would send. Long values are cut so the request line stays under Node's 16 KB header limit (beyond it
 * Node's HTTP parser answers 431 before the sandbox sees the request).
 */
function encode(value: string, maxEncoded = 3000): string {
  const encoded = value.replace(/[\ud800-\udfff]/g, (unpaired, offset: number, whole: string) => {
    const code = unpaired.charCodeAt(0);
    const paired =
      code < 0xdc00 ? /[\udc00-\udfff]/.test(whole[offset + 1] ?? '') : /[\ud800-\udbff]/.test(whole[offset - 1] ?? '');
    return paired ? unpaired : '\u0000LONE';
  });
  const text = encodeURIComponent(encoded).replaceAll('%00LONE', '%ED%A0%80');
  return text.length <= maxEncoded ? text : encode(value.slice(0, Math.floor(value.length / 2)), maxEncoded);
}

const asText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value === undefined
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

function pathSegment(name: string, schemas: EndpointSchemas, context: SampleContext): string {
  const { random } = context;
  if (random.chance(0.45)) {
    const hostile = random.pick(hostilePathSegments);
    return hostile.raw ? hostile.value : encode(hostile.value, 6000);
  }
  const property = schemas.params?.properties?.[name] ?? { type: 'string' };
  return encode(asText(sample(property, { ...context, mutationRate: 0 }, name, 1)));
}

function queryString(schemas: EndpointSchemas, context: SampleContext): string {
  const { random } = context;
  const search: string[] = [];
  let length = 0;
  const add = (key: string, value: unknown) => {
    const pair = `${encode(key)}=${encode(asText(value), 1500)}`;
    length += pair.length;
    if (length <= 6000) search.push(pair);
  };
  if (schemas.query && random.chance(0.85)) {
    const values = decamelizeKeys<Record<string, unknown>>(sample(schemas.query, context));
    for (const [key, value] of Object.entries(values ?? {})) add(key, value);
  }
  if (random.chance(0.3)) {
    const trick = random.int(0, 5);
    const someKey = random.pick(['venue', 'date', 'id', 'page', 'onboarding_type', 'start_date', 'limit']);
    if (trick === 0) add(`${someKey}[]`, 'x');
    else if (trick === 1) for (const value of ['a', 'b']) add(someKey, value);
    else if (trick === 2) add('__proto__[polluted]', 'yes');
    else if (trick === 3) add('constructor[prototype][polluted]', 'yes');
    else if (trick === 4) add(someKey, hostileValue(random));
    else search.push('%E0%A4%A=%', '&&=&');
  }
  return search.length > 0 ? `?${search.join('&')}` : '';
}

function bodyText(schemas: EndpointSchemas, context: SampleContext): string | undefined {
  const { random } = context;
  const schema = schemas.body;
  if (!schema && random.chance(0.7)) return undefined;
  const plan = random.int(0, 19);
  if (schema && plan < 5) return JSON.stringify(decamelizeKeys(sample(schema, { ...context, mutationRate: 0 })));
  if (schema && plan < 12) return JSON.stringify(decamelizeKeys(sample(schema, context)));
  if (plan < 15) return random.pick(malformedJsonBodies);
  if (plan === 15) return deeplyNestedJson(random.pick([64, 1000, 5000]), random.chance(0.5) ? 'object' : 'array');
  if (plan === 16)
    return JSON.stringify({ [random.pick(['name', 'email', 'items', 'data_fields'])]: hugeString(random) });
  if (plan === 17) return '';
  return JSON.stringify(hostileValue(random));
}

function authorization(token: string | undefined, context: SampleContext): string | undefined {
  if (token) return `Bearer ${token}`;
  if (!context.random.chance(0.15)) return undefined;
  return context.random.pick([
    'Bearer ',
    'Bearer',
    'Bearer not-a-real-token',
    `Bearer ${'a'.repeat(4000)}`,
    "Bearer ' OR 1=1 --",
    'Basic YWRtaW46YWRtaW4=',
    'bearer   spaced   out',
  ]);
}

function exampleRequest(
  endpoint: EndpointDefinition,
  example: CallOptions,
  schemas: EndpointSchemas,
  context: SampleContext,
): { path: string; query: string; body: string | undefined } {
  const { random } = context;
  const bend = random.int(0, 3); // 0: as it is, 1: a path parameter, 2: the query, 3: the body
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    bend === 1 && random.chance(0.6)
      ? pathSegment(name, schemas, context)
      : encode(String(example.params?.[name] ?? '')),
  );
  const values = decamelizeKeys<Record<string, unknown>>(
    bend === 2 ? bendOneField(example.query ?? {}, random) : (example.query ?? {}),
  );
  const query = Object.entries(values ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encode(key)}=${encode(asText(value), 1500)}`)
    .join('&')
    .slice(0, 6000);
  const body =
    example.rawBody ??
    (example.body === undefined && bend !== 3
      ? undefined
      : JSON.stringify(decamelizeKeys(bend === 3 ? bendOneField(example.body ?? {}, random) : example.body)));
  return { path, query: query ? `?${query}` : '', body };
}

/**
 * A random, often hostile request to `endpoint`; `token` makes it a logged-in user's. Given contract examples,
 * some requests start from one of them with a single field bent.
 */
export function fuzzRequest(
  endpoint: EndpointDefinition,
  schemas: EndpointSchemas,
  context: SampleContext,
  token: string | undefined,
  examples: CallOptions[] = [],
): FuzzRequest {
  const headers: Record<string, string> = { accept: 'application/json' };
  const auth = authorization(token, context);
  if (auth) headers.authorization = auth;
  let path: string;
  let query: string;
  let body: string | undefined;
  if (examples.length > 0 && context.random.chance(0.4)) {
    ({ path, query, body } = exampleRequest(endpoint, context.random.pick(examples), schemas, context));
  } else {
    path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => pathSegment(name, schemas, context));
    query = queryString(schemas, context);
    body = bodyText(schemas, context);
  }
  // GET cannot carry a body in fetch.
  if (endpoint.method === 'GET') body = undefined;
  if (body !== undefined) {
    headers['content-type'] = context.random.pick([
      'application/json',
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
    ]);
  }
  return { method: endpoint.method, target: `/api${path}${query}`, headers, body };
}

/** One byte past the router's 1 MB limit (counted in bytes: "é" is two), as a JSON object. */
export const overLimitBody = `{"name": "${'é'.repeat(500_000)}"}`;

/**
 * Requests every endpoint gets besides the random ones: bodies keyed by prototype member names, and a body larger
 * than the limit (GET cannot carry a body: it gets the prototype names in its query instead).
 */
export function fixedHostileRequests(endpoint: EndpointDefinition, token: string | undefined): FuzzRequest[] {
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const path = `/api${endpoint.path.replace(/\{(\w+)\}/g, '1')}`;
  if (endpoint.method === 'GET') {
    return ['constructor', 'toString', 'hasOwnProperty', '__proto__'].map((name) => ({
      method: 'GET',
      target: `${path}?${name}[a]=1&${name}=x`,
      headers,
    }));
  }
  return [...prototypeKeyBodies, overLimitBody].map((body) => ({
    method: endpoint.method,
    target: path,
    headers,
    body,
  }));
}
