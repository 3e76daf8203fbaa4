import { createAction } from '@reduxjs/toolkit';

/** A token is now in the cookie: this page's log-in or registration, or a log-in on another sub-domain. */
export const sessionStarted = createAction<{ token: string }>('auth/sessionStarted');

/**
 * The session is over (log-out, or the token cookie went away). Slices holding the user's data (cart, offline
 * payments) clear themselves on it: `builder.addCase(sessionEnded, () => initialState)`.
 */
export const sessionEnded = createAction('auth/sessionEnded');
