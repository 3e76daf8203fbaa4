import { createSlice } from '@reduxjs/toolkit';
import { login } from './login.ts';
import { loginFailureFallback } from './authMessages.ts';
import { sessionEnded, sessionStarted } from './sessionActions.ts';

export type LoginStatus = 'idle' | 'pending' | 'success' | 'failure';

export interface AuthState {
  /** The session token as the cookie holds it; null when logged out. The cookie is the truth, this follows it. */
  token: string | null;
  /**
   * Counts sessions started in this page. The user query is keyed by it, so one session's user can never be shown
   * in the next (a log-in as someone else, or a log-in on another sub-domain after a log-out).
   */
  sessionId: number;
  /** Spec 01 §4: pending, success (logged in), failure with the server's message. */
  login: { status: LoginStatus; error: string | null };
}

export const initialAuthState: AuthState = { token: null, sessionId: 0, login: { status: 'idle', error: null } };

/** The state at page load: logged in when the shared cookie holds a token. */
export function authStateFromCookie(token: string | null): AuthState {
  return token ? { ...initialAuthState, token, sessionId: 1 } : initialAuthState;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** Forgets a shown log-in failure (the form was changed, or the page left). */
    loginReset(state) {
      state.login = { status: 'idle', error: null };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionStarted, (state, action) => {
        state.token = action.payload.token;
        state.sessionId += 1;
      })
      // The session counter carries on, so a later session never reuses an old one's cached user.
      .addCase(sessionEnded, (state) => ({ ...initialAuthState, sessionId: state.sessionId }))
      .addCase(login.pending, (state) => {
        state.login = { status: 'pending', error: null };
      })
      .addCase(login.fulfilled, (state) => {
        state.login = { status: 'success', error: null };
      })
      .addCase(login.rejected, (state, action) => {
        state.login = { status: 'failure', error: action.payload?.message ?? loginFailureFallback };
      });
  },
});

export const { loginReset } = authSlice.actions;
export const authReducer = authSlice.reducer;
