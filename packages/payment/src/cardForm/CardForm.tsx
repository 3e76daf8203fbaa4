import { useEffect, useId, useImperativeHandle, type ReactNode, type Ref } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { CheckboxField, ErrorSummary, TextField, type ErrorSummaryItem } from '@leisure/ui';
import type { ProviderCardField } from '../provider/tokeniseCard.ts';
import { Fieldset, Form, Legend } from './cardFormStyles.ts';
import {
  CARD_FIELDS,
  cardFormMessages,
  cardNumberRule,
  emptyCardForm,
  expiryRule,
  longerThan,
  securityCodeRule,
  type CardFormValues,
} from './cardFormRules.ts';
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

export interface CardFormProps {
  ref?: Ref<CardFormHandle>;
  /** The form's id, for a Pay button elsewhere on the page (`<button form={id}>`). */
  id?: string;
  /** The prepared session's mode: test accepts FAIL as a security code. */
  testMode: boolean;
  /** docs/product/joining.md §2: the save-card option shows only when saved cards are enabled in configuration. */
  savedCardsEnabled?: boolean;
  /** Billing details already known (the customer's profile): the form starts with them. */
  billingDefaults?: Partial<Pick<CardFormValues, BillingField>>;
  /** The values, once every rule passes. Card details in them go to the provider only. */
  onSubmit(values: CardFormValues): void | Promise<void>;
  onValidityChange?(valid: boolean): void;
  /** The provider's messages for card fields (tokenise field errors), shown on those fields. */
  providerErrors?: Partial<Record<ProviderCardField, string>>;
  /** Usually the Pay button. */
  children?: ReactNode;
}

type BillingField =
  | 'billingFirstName'
  | 'billingLastName'
  | 'billingAddressLineOne'
  | 'billingAddressLineTwo'
  | 'billingCity'
  | 'billingPostcode';

const fieldOrder: readonly (keyof CardFormValues)[] = [
  'billingFirstName',
  'billingLastName',
  'billingAddressLineOne',
  'billingCity',
  'cardholderName',
  'cardNumber',
  'expiryDate',
  'securityCode',
];

/**
 * The card form (docs/product/joining.md §3, §5, D15): billing details first, then the card. Messages appear when a field
 * is left or the form is submitted, then follow the typing (docs/product/joining.md D12); an error summary takes focus on a
 * failed submit. The card fields are our page's own; the page tokenises them with the provider.
 */
export function CardForm({
  ref,
  id,
  testMode,
  savedCardsEnabled = false,
  billingDefaults,
  onSubmit,
  onValidityChange,
  providerErrors,
  children,
}: CardFormProps) {
  const prefix = useId();
  const fieldId = (name: keyof CardFormValues) => `${prefix}-${name}`;
  const {
    register,
    handleSubmit,
    resetField,
    setError,
    formState: { errors, isValid, submitCount },
  } = useForm<CardFormValues>({
    mode: 'onTouched',
    // The error summary takes focus; react-hook-form would move it to the first field instead.
    shouldFocusError: false,
    defaultValues: { ...emptyCardForm, ...billingDefaults },
  });

  useReportValidity(isValid, onValidityChange);

  useImperativeHandle(ref, () => ({
    clearCardFields: () => CARD_FIELDS.forEach((name) => resetField(name, { defaultValue: '' })),
    // A submit that does nothing: react-hook-form validates every field and counts the attempt for the summary.
    showErrors: () => void handleSubmit(() => undefined)(),
  }));

  useEffect(() => {
    for (const [name, message] of Object.entries(providerErrors ?? {})) {
      if (message) setError(name as ProviderCardField, { type: 'provider', message });
    }
  }, [providerErrors, setError]);

  // Only after a submit: the summary takes focus when it appears, which would pull focus away on a blur.
  const summary = submitCount > 0 ? summaryOf(errors, fieldId) : [];

  return (
    <Form id={id} onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Card details">
      <ErrorSummary errors={summary} focusKey={submitCount} />
      <Fieldset>
        <Legend>Billing details</Legend>
        <TextField
          id={fieldId('billingFirstName')}
          label="First name"
          autoComplete="given-name"
          required
          error={errors.billingFirstName}
          {...register('billingFirstName', { validate: longerThan(1, cardFormMessages.billingFirstName) })}
        />
        <TextField
          id={fieldId('billingLastName')}
          label="Last name"
          autoComplete="family-name"
          required
          error={errors.billingLastName}
          {...register('billingLastName', { validate: longerThan(1, cardFormMessages.billingLastName) })}
        />
        <TextField
          id={fieldId('billingAddressLineOne')}
          label="Address line 1"
          autoComplete="address-line1"
          required
          error={errors.billingAddressLineOne}
          {...register('billingAddressLineOne', { validate: longerThan(1, cardFormMessages.billingAddressLineOne) })}
        />
        <TextField
          id={fieldId('billingAddressLineTwo')}
          label="Address line 2 (optional)"
          autoComplete="address-line2"
          {...register('billingAddressLineTwo')}
        />
        <TextField
          id={fieldId('billingCity')}
          label="Town or city"
          autoComplete="address-level2"
          required
          error={errors.billingCity}
          {...register('billingCity', { validate: longerThan(1, cardFormMessages.billingCity) })}
        />
        {/* docs/product/joining.md §5: the billing postcode is collected and not checked. */}
        <TextField
          id={fieldId('billingPostcode')}
          label="Postcode"
          autoComplete="postal-code"
          width="short"
          {...register('billingPostcode')}
        />
      </Fieldset>
      <Fieldset>
        <Legend>Card details</Legend>
        <TextField
          id={fieldId('cardholderName')}
          label="Cardholder name"
          hint="Full name as it appears on the card"
          autoComplete="cc-name"
          required
          error={errors.cardholderName}
          {...register('cardholderName', { validate: longerThan(2, cardFormMessages.cardholderName) })}
        />
        <TextField
          id={fieldId('cardNumber')}
          label="Card number"
          autoComplete="cc-number"
          inputMode="numeric"
          spellCheck={false}
          required
          error={errors.cardNumber}
          {...register('cardNumber', { validate: cardNumberRule })}
        />
        <TextField
          id={fieldId('expiryDate')}
          label="Expiry date"
          hint="MM/YY"
          autoComplete="cc-exp"
          inputMode="numeric"
          width="short"
          required
          error={errors.expiryDate}
          {...register('expiryDate', { validate: expiryRule })}
        />
        <TextField
          id={fieldId('securityCode')}
          label="Security code"
          autoComplete="cc-csc"
          // Test mode accepts the letters FAIL: a numeric keyboard would hide them.
          inputMode={testMode ? 'text' : 'numeric'}
          width="short"
          required
          error={errors.securityCode}
          {...register('securityCode', { validate: securityCodeRule(testMode) })}
        />
        {savedCardsEnabled && (
          <CheckboxField
            id={fieldId('saveCard')}
            label="Save this card for next time"
            hint="This replaces any saved card."
            {...register('saveCard')}
          />
        )}
      </Fieldset>
      {children}
    </Form>
  );
}

function summaryOf(
  errors: FieldErrors<CardFormValues>,
  fieldId: (name: keyof CardFormValues) => string,
): ErrorSummaryItem[] {
  return fieldOrder.flatMap((name) => {
    const message = errors[name]?.message;
    return message ? [{ fieldId: fieldId(name), message }] : [];
  });
}
