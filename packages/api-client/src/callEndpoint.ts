import { buildPath, hasEnvelope, type AnyEndpoint, type ResponseOf } from '@leisure/api-contract/browser';
import type { CallArgsTuple, LooseCallArgs } from './endpointCall.ts';
import type { HttpClient } from './httpClient.ts';
import { KEPT_COPY_HEADER } from './keptCopyHeader.ts';

export interface CallControl {
  /** Aborts the request (component unmounted, newer search typed, RTK Query unsubscribed). */
  signal?: AbortSignal;
  /** Sends this token rather than the page's current one: a log-out told to the server after it ended here. */
  bearerToken?: string;
}

/** Answers come as `{ data }` unless the contract marks the endpoint `envelope: false` (a hosted service's shape). */
function unwrap(endpoint: AnyEndpoint, body: unknown): unknown {
  if (!hasEnvelope(endpoint)) return body;
  if (typeof body === 'object' && body !== null && 'data' in body) return body.data;
  throw new Error(`${endpoint.id} answered without the { data } envelope`);
}

/** The untyped core: the typed functions below and the RTK Query base query share it. */
export async function requestEndpoint(
  client: HttpClient,
  endpoint: AnyEndpoint,
  { params, query, body, signal, bearerToken }: LooseCallArgs & CallControl = {},
): Promise<{ data: unknown; status: number; keptCopy: boolean }> {
  const response = await client.request({
    method: endpoint.method,
    url: buildPath(endpoint.path, params as Record<string, string | number> | undefined),
    params: query,
    data: body,
    signal,
    headers: bearerToken ? { Authorization: `Bearer ${bearerToken}` } : undefined,
  });
  // 204 No Content (the contract's `noContent`): there is no envelope to unwrap.
  const keptCopy = response.headers.get(KEPT_COPY_HEADER) !== null;
  if (response.status === 204) return { data: undefined, status: 204, keptCopy };
  return { data: unwrap(endpoint, response.data), status: response.status, keptCopy };
}

/** Like callEndpoint, also giving the success status (the request lifecycle keeps it). */
export async function sendEndpointRequest<E extends AnyEndpoint>(
  client: HttpClient,
  endpoint: E,
  ...[args]: CallArgsTuple<E, CallControl>
): Promise<{ data: ResponseOf<E>; status: number }> {
  const { data, status } = await requestEndpoint(client, endpoint, args as LooseCallArgs & CallControl);
  return { data: data as ResponseOf<E>, status };
}

/**
 * Calls one contract endpoint, given by its route (`authRoutes.login`, what front ends use) or its definition
 * (`contract.auth.login`): path parameters filled in, query and body converted to the wire, the answer unwrapped
 * and typed from the contract. Rejects with an HttpError (or what fetch threw): pass it to toApiError.
 */
export async function callEndpoint<E extends AnyEndpoint>(
  client: HttpClient,
  endpoint: E,
  ...args: CallArgsTuple<E, CallControl>
): Promise<ResponseOf<E>> {
  const { data } = await sendEndpointRequest(client, endpoint, ...args);
  return data;
}
