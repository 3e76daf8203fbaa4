import { useEffect, useImperativeHandle, type Ref } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { useReportValidity } from './useReportValidity.ts';

/** What the page can do to the form from outside. */
export interface CardFormHandle {
  /** After a failed payment: empty the card number, expiry and security code, keep the billing details. */
  clearCardFields(): void;
  /**
   * docs/product/joining.md D12: the Pay button pressed while the form is invalid (aria-disabled) shows every field's message
   * and the error summary, which takes focus. Nothing is submitted.
   */
  showErrors(): void;
}

export interface CardFormControlOptions<Values extends FieldValues> {
  ref: Ref<CardFormHandle> | undefined;
  defaultValues: DefaultValues<Values>;
  /** What a failed payment empties. */
  cardFields: readonly Path<Values>[];
  /** The provider's messages, shown on those of the form's own fields that they name. */
  providerErrors: Partial<Record<string, string>> | undefined;
  onValidityChange: ((valid: boolean) => void) | undefined;
  /** False keeps the form invalid whatever is typed (an expired saved card, docs/product/joining.md §8). */
  canPay?: boolean;
}

/**
 * The react-hook-form of the card and saved-card forms: messages when a field is left or the form is submitted
 * (docs/product/joining.md D12), the error summary rather than a field taking focus, validity told to the page, the
 * page's handle (CardFormHandle) and the provider's messages on the fields.
 */
export function useCardFormControl<Values extends FieldValues>({
  ref,
  defaultValues,
  cardFields,
  providerErrors,
  onValidityChange,
  canPay = true,
}: CardFormControlOptions<Values>) {
  const form = useForm<Values>({
    mode: 'onTouched',
    // The error summary takes focus; react-hook-form would move it to the first field instead.
    shouldFocusError: false,
    defaultValues,
  });
  const { handleSubmit, resetField, setError, getValues } = form;

  useReportValidity(form.formState.isValid && canPay, onValidityChange);

  useImperativeHandle(ref, () => ({
    clearCardFields: () =>
      cardFields.forEach((name) => resetField(name, { defaultValue: '' as PathValue<Values, Path<Values>> })),
    // A submit that does nothing: react-hook-form validates every field and counts the attempt for the summary.
    showErrors: () => void handleSubmit(() => undefined)(),
  }));

  useEffect(() => {
    const fields = getValues();
    for (const [name, message] of Object.entries(providerErrors ?? {})) {
      if (message && name in fields) setError(name as Path<Values>, { type: 'provider', message });
    }
  }, [providerErrors, setError, getValues]);

  return form;
}
