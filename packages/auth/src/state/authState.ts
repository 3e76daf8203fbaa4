export type LoginStatus = 'idle' | 'pending' | 'success' | 'failure';

/** The auth slice's state: its own file, so the session calls' store types need not import the slice that uses them. */
export interface AuthState {
  /** The session token as the cookie holds it; null when logged out. The cookie is the truth, this follows it. */
  token: string | null;
  /**
   * Counts sessions started in this page. The user query is keyed by it, so one session's user can never be shown
   * in the next (a log-in as someone else, or a log-in on another sub-domain after a log-out).
   */
  sessionId: number;
  /** docs/product/platform.md §4: pending, success (logged in), failure with the server's message. */
  login: { status: LoginStatus; error: string | null };
}

export const initialAuthState: AuthState = { token: null, sessionId: 0, login: { status: 'idle', error: null } };

/** The state at page load: logged in when the shared cookie holds a token. */
export function authStateFromCookie(token: string | null): AuthState {
  return token ? { ...initialAuthState, token, sessionId: 1 } : initialAuthState;
}
