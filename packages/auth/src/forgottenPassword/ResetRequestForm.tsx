import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { genericErrorMessage } from '@leisure/api-contract/browser';
import { useAuthDispatch } from '../hooks/authHooks.ts';
import { requestPasswordReset } from '../state/forgottenPassword.ts';
import { TextField } from '@leisure/ui';
import { filledIn } from '../login/loginValidation.ts';

export interface ResetRequestFormProps {
  /** Ties the dialog's "Send reset link" button (in the dialog footer) to this form. */
  formId: string;
  label: string;
  missingMessage: string;
  onBusyChange: (busy: boolean) => void;
  onSent: (message: string) => void;
  /** Several accounts share the email; null to show the answer against the field instead (already asking by ID). */
  onMultipleAccounts: ((message: string) => void) | null;
}

interface ResetRequest {
  emailOrReference: string;
}

/**
 * The one field of a password-reset request (POST auth/customer/forgotten-password). A refusal shows against the
 * field; the auth thunk also raises it as a toast (docs/product/platform.md §8).
 */
export function ResetRequestForm({
  formId,
  label,
  missingMessage,
  onBusyChange,
  onSent,
  onMultipleAccounts,
}: ResetRequestFormProps) {
  const dispatch = useAuthDispatch();
  const fieldId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetRequest>({ mode: 'onTouched', defaultValues: { emailOrReference: '' } });

  const onSubmit = handleSubmit(async ({ emailOrReference }) => {
    onBusyChange(true);
    const result = await dispatch(requestPasswordReset(emailOrReference.trim()));
    onBusyChange(false);
    if (requestPasswordReset.fulfilled.match(result)) return onSent(result.payload);
    const failure = result.payload;
    // No payload: the request threw before an answer could be read (an abort, a bug), not a refusal to quote.
    if (!failure) return setError('emailOrReference', { message: genericErrorMessage }, { shouldFocus: true });
    if (failure.kind === 'multipleAccounts' && onMultipleAccounts) return onMultipleAccounts(failure.message);
    const message =
      failure.kind === 'failed'
        ? (failure.validationMessages.emailOrReference?.[0] ?? failure.message)
        : failure.message;
    setError('emailOrReference', { message }, { shouldFocus: true });
  });

  return (
    <form id={formId} onSubmit={onSubmit} noValidate>
      <TextField
        id={fieldId}
        label={label}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={errors.emailOrReference}
        {...register('emailOrReference', { validate: filledIn(missingMessage) })}
      />
    </form>
  );
}
