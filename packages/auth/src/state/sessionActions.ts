import { createAction, nanoid } from '@reduxjs/toolkit';

/** A new token is now in the cookie: this page's session answer (adoptSession), or the cookie poll's find. */
export const sessionStarted = createAction<{ token: string }>('auth/sessionStarted');

/**
 * The session is over (log-out, or the token cookie went away). Slices holding the user's data (cart, offline
 * payments) clear themselves on it: `builder.addCase(sessionEnded, () => initialState)`.
 */
export const sessionEnded = createAction('auth/sessionEnded');

/**
 * A danger toast the app store shows (decision 0822): this package cannot import the store, so a failed log-in or
 * password-reset request asks through the action's meta.
 */
export const authToastRequested = createAction('auth/toastRequested', (content: string) => ({
  payload: undefined,
  meta: { toast: { content, type: 'danger' as const }, toastId: nanoid() },
}));
