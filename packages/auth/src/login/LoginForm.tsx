import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, ErrorSummary, TextField, type ErrorSummaryItem } from '@leisure/ui';
import { ForgottenPasswordDialog } from '../forgottenPassword/ForgottenPasswordDialog.tsx';
import { useAuthDispatch, useAuthSelector } from '../hooks/authHooks.ts';
import { selectLoginState } from '../state/authSelectors.ts';
import { loginReset } from '../state/authSlice.ts';
import { useLoginMutation } from '../accountForms/accountFormsApi.ts';
import type { LoginCredentials } from '../state/sessionApi.ts';
import { Actions, Form } from './loginFormStyles.ts';
import { filledIn, loginMessages } from './loginValidation.ts';

/**
 * Log in with an email address or customer ID and a password (every front end's /login page). A refused log-in
 * shows the server's message in an error summary that takes focus, and as a danger toast (docs/product/platform.md §8). Where the
 * user goes afterwards is the route's business: wrap the page in <GuestOnly>.
 */
export interface LoginFormProps {
  /** The link that opens the password reset; online joining says "I have forgotten my password" (docs/product/joining.md §2). */
  forgottenPasswordLabel?: string;
}

export function LoginForm({ forgottenPasswordLabel = 'Forgotten your password?' }: LoginFormProps = {}) {
  const resetOpener = useRef<HTMLButtonElement>(null);
  const dispatch = useAuthDispatch();
  const [logIn] = useLoginMutation();
  const { status, error: serverError } = useAuthSelector(selectLoginState);
  const [resetOpen, setResetOpen] = useState(false);
  const ids = { username: useId(), password: useId() };
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<LoginCredentials>({
    mode: 'onTouched',
    // The error summary takes focus (decision 0823); react-hook-form would move it back to the first field.
    shouldFocusError: false,
    defaultValues: { username: '', password: '' },
  });

  // A failure message belongs to the attempt on this page, not to the next visit.
  useEffect(() => () => void dispatch(loginReset()), [dispatch]);

  const onSubmit = handleSubmit(async ({ username, password }) => {
    await logIn({ username: username.trim(), password });
  });

  const problems: ErrorSummaryItem[] = [
    ...(errors.username?.message ? [{ fieldId: ids.username, message: errors.username.message }] : []),
    ...(errors.password?.message ? [{ fieldId: ids.password, message: errors.password.message }] : []),
    ...(status === 'failure' && serverError ? [{ fieldId: ids.username, message: serverError }] : []),
  ];

  return (
    <>
      <Form onSubmit={onSubmit} noValidate aria-label="Log in">
        <ErrorSummary errors={problems} focusKey={`${submitCount}:${serverError ?? ''}`} />
        <TextField
          id={ids.username}
          label="Email or customer ID"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={errors.username}
          {...register('username', { validate: filledIn(loginMessages.usernameMissing) })}
        />
        <TextField
          id={ids.password}
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
          {...register('password', { required: loginMessages.passwordMissing })}
        />
        <Actions>
          <Button type="submit" busy={status === 'pending'}>
            Log in
          </Button>
          <Button ref={resetOpener} variant="link" onClick={() => setResetOpen(true)}>
            {forgottenPasswordLabel}
          </Button>
        </Actions>
      </Form>
      <ForgottenPasswordDialog open={resetOpen} onClose={() => setResetOpen(false)} returnFocusRef={resetOpener} />
    </>
  );
}
