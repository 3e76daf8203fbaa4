import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { describedBy, errorMessageOf, type FieldErrorLike } from './fieldError.ts';
import { FieldLabel } from './FieldLabel.tsx';
import { FieldMessages } from './FieldMessages.tsx';
import { FieldGroup, Select, type FieldWidth } from './fieldStyles.ts';
import { useFieldIds } from './useFieldIds.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'width'> {
  ref?: Ref<HTMLSelectElement>;
  label: ReactNode;
  hint?: ReactNode;
  error?: FieldErrorLike;
  /** The choices; or pass <option> children instead. */
  options?: readonly SelectOption[];
  /** A first option with an empty value, such as "Select type". */
  placeholder?: string;
  width?: FieldWidth;
  className?: string;
}

/** A labelled dropdown that works with react-hook-form's register. */
export function SelectField({
  ref,
  id,
  label,
  hint,
  error,
  options,
  placeholder,
  width,
  required = false,
  className,
  children,
  'aria-describedby': ownDescription,
  ...selectProps
}: SelectFieldProps) {
  const ids = useFieldIds(id);
  const message = errorMessageOf(error);
  return (
    <FieldGroup $invalid={Boolean(message)} className={className}>
      <FieldLabel htmlFor={ids.control} required={required}>
        {label}
      </FieldLabel>
      <FieldMessages hint={hint} hintId={ids.hint} error={message} errorId={ids.error} />
      <Select
        ref={ref}
        id={ids.control}
        $invalid={Boolean(message)}
        $width={width}
        aria-invalid={message ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(hint ? ids.hint : undefined, message && ids.error, ownDescription)}
        {...selectProps}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </Select>
    </FieldGroup>
  );
}
