import { createAsyncThunk, type ThunkAction, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
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

/**
 * What a rejected thunk may carry for the app's toast stack: the app store shows `meta.toast` of any action
 * (the auth package does not know the store, so it says what to show rather than dispatching it).
 */
export interface ToastMeta {
  toast?: { content: string; type: 'danger' | 'success' | 'neutral' | 'warning'; closeAfter?: number };
}

export const createAuthThunk = createAsyncThunk.withTypes<{
  state: AuthRootState;
  extra: AuthExtra;
  dispatch: AuthDispatch;
  rejectedMeta: ToastMeta;
}>();
