import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, ErrorSummary, TextField, type ErrorSummaryItem } from '@leisure/ui';
import { ForgottenPasswordDialog } from '../forgottenPassword/ForgottenPasswordDialog.tsx';
import { useAuthDispatch, useAuthSelector } from '../hooks/authHooks.ts';
import { selectLoginState } from '../state/authSelectors.ts';
import { loginReset } from '../state/authSlice.ts';
import { useLoginMutation } from '../accountForms/accountFormsApi.ts';
import type { LoginCredentials } from '../state/sessionApi.ts';
import { CustomerIdsHelp } from './CustomerIdsHelp.tsx';
import { Actions, Form } from './loginFormStyles.ts';
import { filledIn, isSharedEmailRefusal, loginMessages } from './loginValidation.ts';

/**
 * Log in with an email address or customer ID and a password (every front end's /login page). A refused log-in
 * shows the server's message in an error summary that takes focus, and as a danger toast (docs/product/platform.md §8). Where the
 * user goes afterwards is the route's business: wrap the page in <GuestOnly>. An email several accounts share is
 * refused with "Multiple…, log in with your customer ID": the form then says where the ID is printed and offers
 * "Email me my customer IDs" (docs/decisions/0422), so the answer is not a dead end.
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
  // The address the last attempt sent: when several accounts share it, the form offers to email their IDs.
  const [sentUsername, setSentUsername] = useState('');
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
    setSentUsername(username.trim());
    await logIn({ username: username.trim(), password });
  });

  const problems: ErrorSummaryItem[] = [
    ...(errors.username?.message ? [{ fieldId: ids.username, message: errors.username.message }] : []),
    ...(errors.password?.message ? [{ fieldId: ids.password, message: errors.password.message }] : []),
    ...(status === 'failure' && serverError ? [{ fieldId: ids.username, message: serverError }] : []),
  ];

  const sharedEmail = status === 'failure' && isSharedEmailRefusal(serverError) && sentUsername.includes('@');

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
        {sharedEmail && <CustomerIdsHelp email={sentUsername} />}
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
