import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import type { FieldErrorLike } from './fieldError.ts';
import { Select, type FieldWidth } from './fieldStyles.ts';
import { LabelledField } from './LabelledField.tsx';
import { useFieldState } from './useFieldState.ts';

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
  const field = useFieldState({ id, hint, error, required, ownDescription });
  return (
    <LabelledField field={field} label={label} hint={hint} required={required} className={className}>
      <Select
        ref={ref}
        id={field.ids.control}
        $invalid={Boolean(field.message)}
        $width={width}
        {...field.controlAria}
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
    </LabelledField>
  );
}
