import type { AnyEndpoint, ResponseOf } from '@leisure/api-contract/browser';
import type { CallArgs, EndpointCall } from '../endpointCall.ts';

/** The query argument of an injected endpoint: optional (void) when the contract endpoint needs nothing. */
export type QueryArgOf<E> = object extends CallArgs<E> ? CallArgs<E> | void : CallArgs<E>;

/**
 * The `query` and (typing only) `transformResponse` of an RTK Query endpoint for one contract endpoint, given by
 * its route (or its definition):
 *
 *   getTheme: builder.query({ ...endpointQuery(siteRoutes.getTheme), providesTags: [{ type: 'Theme', id: 'LIST' }] })
 *
 * Argument and result types come from the contract; the hook is then `useGetThemeQuery({ query: { venue } })`.
 */
export function endpointQuery<E extends AnyEndpoint>(endpoint: E) {
  return {
    query: (args: QueryArgOf<E>): EndpointCall<E> => ({ endpoint, ...(args ?? {}) }),
    transformResponse: (data: unknown): ResponseOf<E> => data as ResponseOf<E>,
  };
}
