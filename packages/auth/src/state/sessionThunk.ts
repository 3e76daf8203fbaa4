import {
  baseApi,
  isCancelledRequest,
  toApiError,
  type ApiError,
  type ApiTag,
  type HttpClient,
} from '@leisure/api-client';
import type { Session, User } from '@leisure/api-contract/browser';
import { createAuthThunk, type ToastMeta } from './authStore.ts';
import { startSession } from './session.ts';

export interface SessionCall<Args, Failure> {
  /** The request; its answer is a session. */
  call: (args: Args, httpClient: HttpClient) => Promise<Session>;
  /** What a failure rejects with, and the toast it asks for, if any. */
  failure: (error: unknown) => { value: Failure; meta: ToastMeta };
  /** Cached answers the call made stale (the user is not one: the answer brings it). */
  invalidates?: (args: Args) => ApiTag[];
}

/**
 * The one way of a call whose answer is a session (log in, register, reset the password, update the user): the
 * answer becomes this page's session (startSession: the token into the shared cookie, the user into the cache)
 * and the thunk fulfils with the user. A cancelled request is no failure: it stays an exception.
 */
export function createSessionThunk<Args, Failure>(
  typePrefix: string,
  { call, failure, invalidates }: SessionCall<Args, Failure>,
) {
  return createAuthThunk<User, Args, { rejectValue: Failure }>(
    typePrefix,
    async (args, { extra, dispatch, rejectWithValue }) => {
      try {
        const session = await call(args, extra.httpClient);
        if (invalidates) dispatch(baseApi.util.invalidateTags(invalidates(args)));
        await dispatch(startSession(session));
        return session.user;
      } catch (error) {
        if (isCancelledRequest(error)) throw error;
        const { value, meta } = failure(error);
        return rejectWithValue(value, meta);
      }
    },
  );
}

/** A form's failure: the ApiError, whose validationMessages the form shows against its fields; no toast. */
export const formFailure = (error: unknown): { value: ApiError; meta: ToastMeta } => ({
  value: toApiError(error),
  meta: {},
});
