import type { ChangeEventHandler, FocusEventHandler, ReactNode, Ref } from 'react';
import type { FieldErrorLike } from './fieldError.ts';
import { FieldMessages } from './FieldMessages.tsx';
import { ChoiceHint, ChoiceList, ChoiceRow, FieldGroup, Fieldset, Legend, RequiredMarker } from './fieldStyles.ts';
import { useFieldState } from './useFieldState.ts';

export interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** Spread react-hook-form's register(name) here: the ref, name, onChange and onBlur go to every radio. */
  ref?: Ref<HTMLInputElement>;
  name: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  legend: ReactNode;
  options: readonly RadioOption[];
  hint?: ReactNode;
  error?: FieldErrorLike;
  /** The first radio's id, for an error summary link; the others follow as id-2, id-3… */
  id?: string;
  /** Controlled value; leave it out to let the form library own the state. */
  value?: string;
  defaultValue?: string;
  required?: boolean;
  disabled?: boolean;
  /** Side by side instead of stacked, for two or three short choices (Monthly / Single payment). */
  inline?: boolean;
  className?: string;
}

/** A set of radios in a fieldset whose legend names the group; hint and error are read with the group. */
export function RadioGroup({
  ref,
  name,
  onChange,
  onBlur,
  legend,
  options,
  hint,
  error,
  id,
  value,
  defaultValue,
  required = false,
  disabled = false,
  inline = false,
  className,
}: RadioGroupProps) {
  const { ids, message, controlAria } = useFieldState({ id, hint, error, required });
  return (
    <FieldGroup $invalid={Boolean(message)} className={className}>
      <Fieldset role="radiogroup" {...controlAria}>
        <Legend>
          {legend}
          {required && <RequiredMarker aria-hidden="true"> *</RequiredMarker>}
        </Legend>
        <FieldMessages hint={hint} hintId={ids.hint} error={message} errorId={ids.error} />
        <ChoiceList $inline={inline}>
          {options.map((option, index) => {
            const optionId = index === 0 ? ids.control : `${ids.control}-${index + 1}`;
            const optionHintId = `${optionId}-hint`;
            return (
              <ChoiceRow key={option.value}>
                <input
                  ref={ref}
                  id={optionId}
                  type="radio"
                  name={name}
                  value={option.value}
                  onChange={onChange}
                  onBlur={onBlur}
                  disabled={disabled || option.disabled}
                  aria-describedby={option.hint ? optionHintId : undefined}
                  {...(value === undefined
                    ? { defaultChecked: defaultValue === undefined ? undefined : defaultValue === option.value }
                    : { checked: value === option.value })}
                />
                <div>
                  <label htmlFor={optionId}>{option.label}</label>
                  {option.hint && <ChoiceHint id={optionHintId}>{option.hint}</ChoiceHint>}
                </div>
              </ChoiceRow>
            );
          })}
        </ChoiceList>
      </Fieldset>
    </FieldGroup>
  );
}
