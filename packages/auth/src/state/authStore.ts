import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ApiClientExtra, baseApi } from '@leisure/api-client';
import type { AuthCookies } from '../cookies/authCookies.ts';
import type { AuthState } from './authState.ts';

/** The part of an app's store this package reads: its own slice and the shared RTK Query cache. */
export interface AuthRootState {
  auth: AuthState;
  api: ReturnType<typeof baseApi.reducer>;
}

/** The store's thunk extra argument: the app's HTTP client and its cookies. */
export interface AuthExtra extends ApiClientExtra {
  authCookies: AuthCookies;
}

export type AuthDispatch = ThunkDispatch<AuthRootState, AuthExtra, UnknownAction>;
export type AuthThunk<Result = void> = ThunkAction<Result, AuthRootState, AuthExtra, UnknownAction>;
