import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { genericErrorMessage } from '@leisure/api-contract/browser';
import { TextField } from '@leisure/ui';
import { useAuthDispatch } from '../hooks/authHooks.ts';
import { filledIn } from '../login/loginValidation.ts';
import { requestPasswordReset } from '../state/forgottenPassword.ts';

export interface ResetRequestFormProps {
  /** Ties the dialog's "Send reset link" button (in the dialog footer) to this form. */
  formId: string;
  label: string;
  missingMessage: string;
  onSent: (message: string) => void;
  onMultipleAccounts: (message: string) => void;
  onBusyChange: (busy: boolean) => void;
}

interface ResetRequest {
  emailOrReference: string;
}

/** The one field of a reset request; a refusal is shown against it (and as a toast, from the thunk). */
export function ResetRequestForm({
  formId,
  label,
  missingMessage,
  onSent,
  onMultipleAccounts,
  onBusyChange,
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
    // No payload: the request threw before any answer could be read (a bug or an abort), not a refusal to show.
    if (!failure) return setError('emailOrReference', { message: genericErrorMessage });
    if (failure.kind === 'multipleAccounts') return onMultipleAccounts(failure.message);
    const fieldMessage = failure.validationMessages.emailOrReference?.[0] ?? failure.message;
    setError('emailOrReference', { message: fieldMessage }, { shouldFocus: true });
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
