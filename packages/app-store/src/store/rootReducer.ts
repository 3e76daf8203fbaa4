import { combineSlices } from '@reduxjs/toolkit';
import { baseApi } from '@leisure/api-client';
import { authSlice } from '@leisure/auth';
import { sessionSlice } from '../session/sessionSlice.ts';
import { toastsSlice } from '../toasts/toastsSlice.ts';

/**
 * The state of an app's own slices (cart, offline payments, the joining form…), added by declaration merging where
 * each slice is defined, as in Redux Toolkit's templates:
 *
 *   declare module '@leisure/app-store' { interface LazyLoadedSlices extends WithSlice<typeof cartSlice> {} }
 *   export const injectedCartSlice = cartSlice.injectInto(rootReducer);
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface LazyLoadedSlices {}

/** Every app's state: the RTK Query cache, auth, toasts and the session flags, plus the slices apps inject. */
export const rootReducer = combineSlices(
  baseApi,
  authSlice,
  toastsSlice,
  sessionSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
