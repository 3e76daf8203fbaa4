import { createSlice } from '@reduxjs/toolkit';
import { login } from './login.ts';
import { loginFailureFallback } from './authMessages.ts';
import { initialAuthState } from './authState.ts';
import { sessionEnded, sessionStarted } from './sessionActions.ts';

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
