import { useController, useWatch, type Control } from 'react-hook-form';
import { TextField } from '@leisure/ui';
import type { QuestionValues } from '@leisure/form-kit';
import { passwordProblem, repeatPasswordMessages } from '../form/passwordGuidance.ts';
import { accountFieldNames } from '../form/registrationMessages.ts';
import { PasswordChecklist } from './PasswordChecklist.tsx';

export interface PasswordFieldsProps {
  control: Control<QuestionValues>;
  idPrefix: string;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

/** Password (with the live guidance checklist) and Repeat password, both autocomplete="new-password". */
export function PasswordFields({ control, idPrefix }: PasswordFieldsProps) {
  const password = useController({
    name: accountFieldNames.password,
    control,
    rules: { validate: (value) => passwordProblem(asText(value)) ?? true },
  });
  const repeat = useController({
    name: accountFieldNames.passwordConfirmation,
    control,
    rules: {
      validate: (value, values) => {
        if (asText(value) === '') return repeatPasswordMessages.required;
        return asText(value) === asText(values[accountFieldNames.password]) || repeatPasswordMessages.mismatch;
      },
    },
  });
  const typed = asText(useWatch({ control, name: accountFieldNames.password }));

  return (
    <>
      <TextField
        ref={password.field.ref}
        id={`${idPrefix}-${accountFieldNames.password}`}
        name={password.field.name}
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint={<PasswordChecklist password={typed} />}
        error={password.fieldState.error?.message}
        value={asText(password.field.value)}
        onChange={(event) => password.field.onChange(event.target.value)}
        onBlur={password.field.onBlur}
      />
      <TextField
        ref={repeat.field.ref}
        id={`${idPrefix}-${accountFieldNames.passwordConfirmation}`}
        name={repeat.field.name}
        label="Repeat password"
        type="password"
        autoComplete="new-password"
        required
        error={repeat.fieldState.error?.message}
        value={asText(repeat.field.value)}
        onChange={(event) => repeat.field.onChange(event.target.value)}
        onBlur={repeat.field.onBlur}
      />
    </>
  );
}
