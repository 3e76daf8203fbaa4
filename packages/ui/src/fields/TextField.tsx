import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import type { FieldErrorLike } from './fieldError.ts';
import { Input, type FieldWidth } from './fieldStyles.ts';
import { LabelledField } from './LabelledField.tsx';
import { useFieldState } from './useFieldState.ts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'width'> {
  ref?: Ref<HTMLInputElement>;
  label: ReactNode;
  hint?: ReactNode;
  /** A message or react-hook-form's FieldError; shown above the input, linked by aria-describedby. */
  error?: FieldErrorLike;
  width?: FieldWidth;
  className?: string;
}

/**
 * A labelled text input that works with react-hook-form: spread `register(name)` into it. `required` marks the
 * field and sets aria-required without switching on the browser's own validation bubbles.
 */
export function TextField({
  ref,
  id,
  label,
  hint,
  error,
  width,
  required = false,
  className,
  type = 'text',
  'aria-describedby': ownDescription,
  ...inputProps
}: TextFieldProps) {
  const field = useFieldState({ id, hint, error, required, ownDescription });
  return (
    <LabelledField field={field} label={label} hint={hint} required={required} className={className}>
      <Input
        ref={ref}
        id={field.ids.control}
        type={type}
        $invalid={Boolean(field.message)}
        $width={width}
        {...field.controlAria}
        {...inputProps}
      />
    </LabelledField>
  );
}
