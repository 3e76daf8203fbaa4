import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { describedBy, errorMessageOf, type FieldErrorLike } from './fieldError.ts';
import { FieldLabel } from './FieldLabel.tsx';
import { FieldMessages } from './FieldMessages.tsx';
import { FieldGroup, Input, type FieldWidth } from './fieldStyles.ts';
import { useFieldIds } from './useFieldIds.ts';

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
  const ids = useFieldIds(id);
  const message = errorMessageOf(error);
  return (
    <FieldGroup $invalid={Boolean(message)} className={className}>
      <FieldLabel htmlFor={ids.control} required={required}>
        {label}
      </FieldLabel>
      <FieldMessages hint={hint} hintId={ids.hint} error={message} errorId={ids.error} />
      <Input
        ref={ref}
        id={ids.control}
        type={type}
        $invalid={Boolean(message)}
        $width={width}
        aria-invalid={message ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(hint ? ids.hint : undefined, message && ids.error, ownDescription)}
        {...inputProps}
      />
    </FieldGroup>
  );
}
