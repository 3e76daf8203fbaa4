import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  login,
  loginReset,
  selectLoginState,
  useAuthDispatch,
  useAuthSelector,
  type LoginCredentials,
} from '@leisure/auth';
import { Button, ErrorSummary, TextField, type ErrorSummaryItem } from '@leisure/ui';
import { filledIn, loginMessages } from '../loginMessages.ts';
import { ForgottenPasswordModal } from './ForgottenPasswordModal.tsx';
import { Actions, Form } from './loginPageStyles.ts';

/**
 * Log in by email address or customer ID (POST auth/customer/login). A refusal arrives as a danger toast with the
 * server's text (spec 02 §8, raised by the auth thunk) and stays in an error summary that takes focus (decision
 * 0823); what was typed stays in the fields. Where the user goes once logged in is the page's guard's business.
 */
export function JoiningLoginForm() {
  const dispatch = useAuthDispatch();
  const { status, error: serverError } = useAuthSelector(selectLoginState);
  const [resetOpen, setResetOpen] = useState(false);
  const resetOpener = useRef<HTMLButtonElement>(null);
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

  // A refusal belongs to the attempt on this page, not to the next visit.
  useEffect(() => () => void dispatch(loginReset()), [dispatch]);

  const onSubmit = handleSubmit(async ({ username, password }) => {
    await dispatch(login({ username: username.trim(), password }));
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
            I have forgotten my password
          </Button>
        </Actions>
      </Form>
      <ForgottenPasswordModal open={resetOpen} onClose={() => setResetOpen(false)} returnFocusRef={resetOpener} />
    </>
  );
}
