import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '@leisure/api-client';
import { genericErrorMessage } from '@leisure/api-contract/browser';
import { TextField } from '@leisure/ui';
import { filledIn } from '../login/loginValidation.ts';
import { isMultipleAccounts } from '../state/authMessages.ts';
import { useForgottenPasswordMutation } from '../accountForms/accountFormsApi.ts';

export interface ResetRequestFormProps {
  /** Ties the dialog's "Send reset link" button (in the dialog footer) to this form. */
  formId: string;
  label: string;
  missingMessage: string;
  onBusyChange: (busy: boolean) => void;
  onSent: (message: string) => void;
  /** Several accounts share the email; null to show the answer against the field instead (already asking by ID). */
  onMultipleAccounts: ((message: string, email: string) => void) | null;
}

interface ResetRequest {
  emailOrReference: string;
}

/**
 * The one field of a password-reset request (POST auth/customer/forgotten-password). A refusal shows against the
 * field; the session call also raises it as a toast (docs/product/platform.md §8).
 */
export function ResetRequestForm({
  formId,
  label,
  missingMessage,
  onBusyChange,
  onSent,
  onMultipleAccounts,
}: ResetRequestFormProps) {
  const [requestReset] = useForgottenPasswordMutation();
  const fieldId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetRequest>({ mode: 'onTouched', defaultValues: { emailOrReference: '' } });

  const onSubmit = handleSubmit(async ({ emailOrReference }) => {
    onBusyChange(true);
    const { data, error } = await requestReset({ emailOrReference: emailOrReference.trim() });
    onBusyChange(false);
    if (data) return onSent(data.message);
    if (!isApiError(error)) {
      // The request threw before an answer could be read (an abort, a bug): no refusal to quote.
      setError('emailOrReference', { message: genericErrorMessage }, { shouldFocus: true });
      return;
    }
    const multiple = isMultipleAccounts(error);
    if (multiple && onMultipleAccounts) return onMultipleAccounts(error.message, emailOrReference.trim());
    const message = multiple ? error.message : (error.validationMessages.emailOrReference?.[0] ?? error.message);
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
