import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { toApiError, type ApiError } from '../apiError.ts';
import { requestEndpoint } from '../callEndpoint.ts';
import type { EndpointCall } from '../endpointCall.ts';
import type { HttpClient } from '../httpClient.ts';
import { isCancelledRequest, isNoAnswer } from '../httpError.ts';
import { noteConnection } from './connection.ts';

/** What the store's thunk extra argument must hold: the app's one HTTP client. */
export interface ApiClientExtra {
  httpClient: HttpClient;
}

export interface ApiResultMeta {
  /** The answer's status; 0 when none came back. */
  status: number;
}

/** An endpoint's `extraOptions`. */
export interface ApiCallOptions {
  /**
   * A call that got no answer at all (connection refused or dropped, timeout; not a cancelled one) is sent once
   * more this many ms later. An answer, even an error answer, is final (decision 0823: the log-in's 250 ms).
   */
  retryNoAnswerAfterMs?: number;
}

function httpClientFrom(extra: unknown): HttpClient {
  const client = (extra as Partial<ApiClientExtra> | undefined)?.httpClient;
  if (!client) {
    throw new Error(
      'No HTTP client: configure the store with getDefaultMiddleware({ thunk: { extraArgument: { httpClient } } }).',
    );
  }
  return client;
}

/**
 * RTK Query's base query over the HTTP client. The client comes from the store's thunk extra argument, so
 * the shared baseApi can be defined before the app has built its client (and each test store has its own).
 * Failures come back as `{ error: ApiError }`; RTK's `signal` aborts the request.
 */
export function httpBaseQuery(
  client?: HttpClient,
): BaseQueryFn<EndpointCall, unknown, ApiError, ApiCallOptions, ApiResultMeta> {
  return async ({ endpoint, ...call }, api, options) => {
    // Outside the try: a store set up without a client is a programming error, not a failed call to show.
    const httpClient = client ?? httpClientFrom(api.extra);
    const send = () => requestEndpoint(httpClient, endpoint, { ...call, signal: api.signal });
    const retryAfterMs = options?.retryNoAnswerAfterMs;
    try {
      const { data, status, keptCopy } = await send().catch(async (error: unknown) => {
        if (retryAfterMs === undefined || !isNoAnswer(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, retryAfterMs));
        return send();
      });
      noteConnection(!keptCopy);
      return { data, meta: { status } };
    } catch (error) {
      if (isNoAnswer(error)) noteConnection(false);
      else if (!isCancelledRequest(error)) noteConnection(true);
      const apiError = toApiError(error);
      return { error: apiError, meta: { status: apiError.status } };
    }
  };
}
