// Cookies
export {
  createAuthCookies,
  TOKEN_COOKIE,
  VENUE_COOKIE,
  type AuthCookieOptions,
  type AuthCookies,
} from './cookies/authCookies.ts';
export { authCookiesFor, cookieDomainFor, isFramed } from './cookies/cookieScope.ts';
export { authExemptPaths, createUnauthenticatedHandler } from './unauthenticated.ts';

// State
export { authReducer, authSlice, loginReset } from './state/authSlice.ts';
export { authStateFromCookie, initialAuthState, type AuthState, type LoginStatus } from './state/authState.ts';
export { sessionEnded, sessionStarted } from './state/sessionActions.ts';
export type { AuthDispatch, AuthExtra, AuthRootState, AuthThunk, ToastMeta } from './state/authStore.ts';
export { selectCurrentUser, selectLoggedIn, selectLoginState } from './state/authSelectors.ts';
export { login, type LoginCredentials, type LoginFailure } from './state/login.ts';
export { logout } from './state/logout.ts';
export { register, type Registration } from './accountForms/register.ts';
export { resetPassword, type PasswordReset } from './accountForms/resetPassword.ts';
export { updateUser, type UserUpdate } from './accountForms/updateUser.ts';
export { changePassword, type PasswordChange } from './accountForms/changePassword.ts';
export { requestPasswordReset, type PasswordResetFailure } from './state/forgottenPassword.ts';
export { endSession, startSession } from './state/session.ts';
export { followTokenCookie } from './state/followTokenCookie.ts';
export { isNetworkFailure, LOGIN_RETRY_DELAY_MS, retryOnceOnNetworkFailure } from './state/networkRetry.ts';
export { isMultipleAccountsMessage, loginFailureFallback } from './state/authMessages.ts';

// Hooks
export { useAuthDispatch, useAuthSelector } from './hooks/authHooks.ts';
export { useCurrentUser, type CurrentUser } from './hooks/useCurrentUser.ts';
export { AUTH_COOKIE_POLL_MS, useAuthCookiePoll } from './hooks/useAuthCookiePoll.ts';

// Routing
export { safeRedirectPath } from './redirect/safeRedirectPath.ts';
export { LOGIN_PATH, loginUrlFor } from './guards/loginRedirect.ts';
export { RequireAuth, type RequireAuthProps } from './guards/RequireAuth.tsx';
export { GuestOnly, type GuestOnlyProps } from './guards/GuestOnly.tsx';

// Screens
export { LoginForm, type LoginFormProps } from './login/LoginForm.tsx';
export {
  ForgottenPasswordDialog,
  type ForgottenPasswordDialogProps,
} from './forgottenPassword/ForgottenPasswordDialog.tsx';
