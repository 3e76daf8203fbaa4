import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call an endpoint: anyone, anyone (a token adds the user), a logged-in user, or front-of-house staff. */
export type EndpointAuth = 'none' | 'optional' | 'customer' | 'staff';

export type AnyObjectSchema = z.ZodObject<z.ZodRawShape>;

/**
 * One call of the API. Paths are relative to the API base (`/api`) and name path parameters as `{name}`.
 * Schemas are camelCase: the wire is snake_case and both sides convert at the boundary.
 */
export interface EndpointDefinition<
  TParams extends AnyObjectSchema | undefined = AnyObjectSchema | undefined,
  TQuery extends AnyObjectSchema | undefined = AnyObjectSchema | undefined,
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TResponse extends z.ZodType = z.ZodType,
> {
  id: string;
  method: HttpMethod;
  path: `/${string}`;
  tag: string;
  summary: string;
  description?: string;
  auth: EndpointAuth;
  params?: TParams;
  query?: TQuery;
  body?: TBody;
  /** Schema of `data` in the `{ data }` envelope (or of the whole answer when `envelope` is false). */
  response: TResponse;
  /**
   * `false`: the answer is the response itself, not wrapped in `{ data }`. For calls that mirror a hosted
   * service's shape (the geocoder) so that production can point the client at the real service.
   */
  envelope?: boolean;
  /**
   * 204: the answer has no body; its `response` is `noContent`. 202: accepted, for calls whose work (an email) is
   * done after the answer and whose answer must not say what it found.
   */
  successStatus?: 200 | 201 | 202 | 204;
  /** Error statuses this call can answer with besides 400/401/429/503, documented in OpenAPI. */
  errors?: readonly number[];
  /** The largest JSON body accepted, in bytes, when more than the server's 1 MB (uploads: decision 0450). */
  maxBodyBytes?: number;
}

export function defineEndpoint<
  TParams extends AnyObjectSchema | undefined = undefined,
  TQuery extends AnyObjectSchema | undefined = undefined,
  TBody extends z.ZodType | undefined = undefined,
  TResponse extends z.ZodType = z.ZodType,
>(
  definition: EndpointDefinition<TParams, TQuery, TBody, TResponse>,
): EndpointDefinition<TParams, TQuery, TBody, TResponse> {
  return definition;
}

declare const definitionType: unique symbol;

/**
 * The browser's view of an endpoint: only what a call needs (see routes.generated.ts), so front ends reach the API
 * without loading zod or the schemas. `D` is the full definition, kept as a type only: the client still types
 * params, query, body and answer from it.
 */
export interface EndpointRoute<D extends EndpointDefinition = EndpointDefinition> {
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  /** Present (false) only for calls whose answer is not wrapped in `{ data }`. */
  readonly envelope?: boolean;
  /** Never set: carries the definition's type. */
  readonly [definitionType]?: D;
}

/** What the client can call: a definition from `contract`, or its route from `routes`. */
export type AnyEndpoint = EndpointDefinition | EndpointRoute;

/** The definition behind a route, or the definition itself. */
export type DefinitionOf<E> = E extends EndpointDefinition ? E : E extends EndpointRoute<infer D> ? D : never;

type InferOr<T, Fallback> = T extends z.ZodType ? z.infer<T> : Fallback;

// Each takes a definition (`typeof contract.site.getTheme`) or a route (`typeof routes.site.getTheme`).
/* eslint-disable @typescript-eslint/no-explicit-any */
export type ParamsOf<E> =
  DefinitionOf<E> extends EndpointDefinition<infer P, any, any, any> ? InferOr<P, undefined> : never;
export type QueryOf<E> =
  DefinitionOf<E> extends EndpointDefinition<any, infer Q, any, any> ? InferOr<Q, undefined> : never;
export type BodyOf<E> =
  DefinitionOf<E> extends EndpointDefinition<any, any, infer B, any> ? InferOr<B, undefined> : never;
export type ResponseOf<E> = DefinitionOf<E> extends EndpointDefinition<any, any, any, infer R> ? z.infer<R> : never;
/** What a caller may send (before defaults and coercion apply). */
export type QueryInputOf<E> =
  DefinitionOf<E> extends EndpointDefinition<any, infer Q, any, any>
    ? Q extends z.ZodType
      ? z.input<Q>
      : undefined
    : never;
export type BodyInputOf<E> =
  DefinitionOf<E> extends EndpointDefinition<any, any, infer B, any>
    ? B extends z.ZodType
      ? z.input<B>
      : undefined
    : never;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** Whether answers of this call come wrapped in `{ data }` (the default). */
export const hasEnvelope = (endpoint: { readonly envelope?: boolean }): boolean => endpoint.envelope !== false;

/** `/memberships/{id}/change` + `{ id: 3 }` → `/memberships/3/change`. Values are URI-encoded. */
export function buildPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
