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
export { authToastRequested, sessionEnded, sessionStarted } from './state/sessionActions.ts';
export type { AuthDispatch, AuthExtra, AuthRootState, AuthThunk } from './state/authStore.ts';
export { selectCurrentUser, selectLoggedIn, selectLoginState } from './state/authSelectors.ts';
export { LOGIN_RETRY_DELAY_MS, sessionApi, useLogoutMutation, type LoginCredentials } from './state/sessionApi.ts';
export {
  accountFormsApi,
  useChangePasswordMutation,
  useForgottenPasswordMutation,
  useLoginMutation,
  useRegisterMutation,
  useResetPasswordMutation,
  useUpdateUserMutation,
  type PasswordChange,
  type PasswordReset,
  type PasswordResetRequest,
  type Registration,
  type UserUpdate,
} from './accountForms/accountFormsApi.ts';
export { endSession } from './state/session.ts';
export { followTokenCookie } from './state/followTokenCookie.ts';
export { isMultipleAccounts, loginFailureFallback } from './state/authMessages.ts';

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
