import type { AnyEndpoint, BodyInputOf, ParamsOf, QueryInputOf } from '@leisure/api-contract/browser';

/** A part of a call: absent when the endpoint has none, optional when every field in it is optional. */
type Part<Key extends string, T> = [T] extends [undefined]
  ? { [K in Key]?: undefined }
  : object extends T
    ? { [K in Key]?: T }
    : { [K in Key]: T };

/** What a caller supplies for an endpoint, typed from the contract (camelCase, before zod defaults). */
export type CallArgs<E> = Part<'params', ParamsOf<E>> & Part<'query', QueryInputOf<E>> & Part<'body', BodyInputOf<E>>;

/** The arguments as a tuple: optional when the endpoint needs nothing, so `callEndpoint(client, e)` reads well. */
export type CallArgsTuple<E, Extra = object> =
  object extends CallArgs<E> ? [args?: CallArgs<E> & Extra] : [args: CallArgs<E> & Extra];

/** One call of one contract endpoint (its route or its definition): what the RTK Query base query receives. */
export interface EndpointCall<E extends AnyEndpoint = AnyEndpoint> {
  endpoint: E;
  params?: unknown;
  query?: unknown;
  body?: unknown;
  /** Sends this token rather than the page's current one: a log-out told to the server after it ended here. */
  bearerToken?: string;
}

/** The loose shape of CallArgs once generics are erased. */
export interface LooseCallArgs {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}
