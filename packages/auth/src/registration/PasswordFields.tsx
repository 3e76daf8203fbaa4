import type { ReactNode } from 'react';
import { useController, useWatch, type Control, type UseControllerReturn } from 'react-hook-form';
import { TextField } from '@leisure/ui';
import type { QuestionValues } from '@leisure/form-kit';
import { passwordProblem, repeatPasswordMessages } from './passwordGuidance.ts';
import { accountFieldNames } from './registrationMessages.ts';
import { PasswordChecklist } from './PasswordChecklist.tsx';

export interface PasswordFieldsProps {
  control: Control<QuestionValues>;
  idPrefix: string;
  /** The two fields' labels, which their messages start with: "New password" and "Repeat new password" on My details. */
  labels?: { password: string; repeat: string };
}

const defaultLabels = { password: 'Password', repeat: 'Repeat password' };

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

/** Password (with the live guidance checklist) and Repeat password, both autocomplete="new-password". */
export function PasswordFields({ control, idPrefix, labels = defaultLabels }: PasswordFieldsProps) {
  const password = useController({
    name: accountFieldNames.password,
    control,
    rules: { validate: (value) => passwordProblem(asText(value), labels.password) ?? true },
  });
  const repeat = useController({
    name: accountFieldNames.passwordConfirmation,
    control,
    rules: {
      validate: (value, values) => {
        if (asText(value) === '') return repeatPasswordMessages.required(labels.repeat);
        return asText(value) === asText(values[accountFieldNames.password]) || repeatPasswordMessages.mismatch;
      },
    },
  });
  const typed = asText(useWatch({ control, name: accountFieldNames.password }));

  return (
    <>
      <NewPasswordField
        controller={password}
        id={`${idPrefix}-${accountFieldNames.password}`}
        label={labels.password}
        hint={<PasswordChecklist password={typed} />}
      />
      <NewPasswordField
        controller={repeat}
        id={`${idPrefix}-${accountFieldNames.passwordConfirmation}`}
        label={labels.repeat}
      />
    </>
  );
}

interface NewPasswordFieldProps {
  controller: UseControllerReturn<QuestionValues>;
  id: string;
  label: string;
  hint?: ReactNode;
}

function NewPasswordField({ controller: { field, fieldState }, id, label, hint }: NewPasswordFieldProps) {
  return (
    <TextField
      ref={field.ref}
      id={id}
      name={field.name}
      label={label}
      type="password"
      autoComplete="new-password"
      required
      hint={hint}
      error={fieldState.error?.message}
      value={asText(field.value)}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
    />
  );
}
