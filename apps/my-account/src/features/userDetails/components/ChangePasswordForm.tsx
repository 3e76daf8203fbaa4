import { useController, useForm, type FieldErrors } from 'react-hook-form';
import { showToast, useAppDispatch } from '@leisure/app-store';
import { useChangePasswordMutation } from '@leisure/auth';
import {
  accountFieldNames,
  detailsFormOptions,
  PasswordFields,
  registrationFieldFor,
} from '@leisure/auth/registration';
import { FormErrorBanner, type QuestionValues } from '@leisure/form-kit';
import { useSaveFailure } from '@leisure/layout/detailsForm';
import { Button, ErrorSummary, TextField, type ErrorSummaryItem } from '@leisure/ui';
import { passwordLabels, userDetailsMessages } from '../userDetailsMessages.ts';

const ID_PREFIX = 'change-password';
const CURRENT = 'currentPassword';
const fieldNames = [CURRENT, accountFieldNames.password, accountFieldNames.passwordConfirmation] as const;
const emptyValues = Object.fromEntries(fieldNames.map((name) => [name, ''])) as QuestionValues;
const noDataFields = new Map<string, string>();

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

function summaryItems(errors: FieldErrors<QuestionValues>): ErrorSummaryItem[] {
  return fieldNames.flatMap((name) => {
    const message = errors[name]?.message;
    return typeof message === 'string' && message ? [{ fieldId: `${ID_PREFIX}-${name}`, message }] : [];
  });
}

/** A server message's field: the current password, or the new password's two fields as registration places them. */
const fieldFor = (key: string, message: string) =>
  key === CURRENT ? CURRENT : registrationFieldFor(key, message, noDataFields);

/**
 * Change password (docs/product/account.md D27, docs/decisions/0430-change-password.md): the current password and a
 * new one twice, with registration's password guidance. The answer is a fresh session for this page; every other
 * device is logged out.
 */
export function ChangePasswordForm({ labelledBy }: { labelledBy: string }) {
  const dispatch = useAppDispatch();
  const [changePassword] = useChangePasswordMutation();
  const { attempt, failure, summaryTitle, invalid, clear, show } = useSaveFailure();
  const { control, handleSubmit, setError, reset, formState } = useForm<QuestionValues>({
    ...detailsFormOptions,
    defaultValues: emptyValues,
  });
  const current = useController({
    name: CURRENT,
    control,
    rules: { validate: (value) => asText(value) !== '' || userDetailsMessages.currentPasswordRequired },
  });

  async function change(values: QuestionValues) {
    clear();
    const { error } = await changePassword({
      currentPassword: asText(values[CURRENT]),
      password: asText(values[accountFieldNames.password]),
      passwordConfirmation: asText(values[accountFieldNames.passwordConfirmation]),
    });
    if (!error) {
      reset(emptyValues);
      dispatch(showToast({ content: userDetailsMessages.passwordChanged, type: 'success' }));
      return;
    }
    show(error, fieldFor, (name, message) => setError(name, { type: 'server', message }));
  }

  const submit = handleSubmit(change, invalid);

  return (
    <form noValidate onSubmit={submit} aria-labelledby={labelledBy}>
      {failure && <FormErrorBanner message={failure.message} details={failure.details} focusKey={attempt} />}
      {attempt > 0 && <ErrorSummary title={summaryTitle} errors={summaryItems(formState.errors)} focusKey={attempt} />}
      <TextField
        ref={current.field.ref}
        id={`${ID_PREFIX}-${CURRENT}`}
        name={CURRENT}
        label={passwordLabels.current}
        type="password"
        autoComplete="current-password"
        required
        error={current.fieldState.error?.message}
        value={asText(current.field.value)}
        onChange={(event) => current.field.onChange(event.target.value)}
        onBlur={current.field.onBlur}
      />
      <PasswordFields
        control={control}
        idPrefix={ID_PREFIX}
        labels={{ password: passwordLabels.password, repeat: passwordLabels.repeat }}
      />
      <Button type="submit" busy={formState.isSubmitting}>
        Change password
      </Button>
    </form>
  );
}
