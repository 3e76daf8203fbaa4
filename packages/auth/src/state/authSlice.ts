import { createSlice } from '@reduxjs/toolkit';
import { loginFailureMessage } from './authMessages.ts';
import { initialAuthState } from './authState.ts';
import { sessionApi } from './sessionApi.ts';
import { sessionEnded, sessionStarted } from './sessionActions.ts';

const { login } = sessionApi.endpoints;

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
      .addCase(sessionStarted, (state, { payload }) => {
        state.token = payload.token;
        state.sessionId += 1;
      })
      // The session counter carries on, so a later session never reuses an old one's cached user.
      .addCase(sessionEnded, (state) => ({ ...initialAuthState, sessionId: state.sessionId }))
      .addMatcher(login.matchPending, (state) => {
        state.login = { status: 'pending', error: null };
      })
      .addMatcher(login.matchFulfilled, (state) => {
        state.login = { status: 'success', error: null };
      })
      .addMatcher(login.matchRejected, (state, { payload }) => {
        state.login = { status: 'failure', error: loginFailureMessage(payload) };
      });
  },
});

export const { loginReset } = authSlice.actions;
export const authReducer = authSlice.reducer;
