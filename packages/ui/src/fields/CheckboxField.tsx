import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import type { FieldErrorLike } from './fieldError.ts';
import { FieldMessages } from './FieldMessages.tsx';
import { ChoiceHint, ChoiceRow, FieldGroup, RequiredMarker } from './fieldStyles.ts';
import { useFieldState } from './useFieldState.ts';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size' | 'width'> {
  ref?: Ref<HTMLInputElement>;
  label: ReactNode;
  hint?: ReactNode;
  error?: FieldErrorLike;
  className?: string;
}

/** One checkbox with its label beside it, such as "I agree to the direct debit terms". */
export function CheckboxField({
  ref,
  id,
  label,
  hint,
  error,
  required = false,
  className,
  'aria-describedby': ownDescription,
  ...inputProps
}: CheckboxFieldProps) {
  const { ids, message, controlAria } = useFieldState({ id, hint, error, required, ownDescription });
  return (
    <FieldGroup $invalid={Boolean(message)} className={className}>
      <FieldMessages error={message} errorId={ids.error} hintId={ids.hint} />
      <ChoiceRow>
        <input ref={ref} id={ids.control} type="checkbox" {...controlAria} {...inputProps} />
        <div>
          <label htmlFor={ids.control}>{label}</label>
          {required && <RequiredMarker aria-hidden="true"> *</RequiredMarker>}
          {hint && <ChoiceHint id={ids.hint}>{hint}</ChoiceHint>}
        </div>
      </ChoiceRow>
    </FieldGroup>
  );
}
