import { useId, type ChangeEvent, type ReactNode, type Ref } from 'react';
import type { FieldErrors, Validate } from 'react-hook-form';
import { cardDigits } from '@leisure/api-contract/browser';
import { CheckboxField, ErrorSummary, TextField, type ErrorSummaryItem, type TextFieldProps } from '@leisure/ui';
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
import { useCardFormControl, type CardFormHandle } from './useCardFormControl.ts';
import {
  cardBrandNames,
  formatCardNumber,
  formatExpiry,
  likelyBrand,
  reformatInput,
  type InputFormatter,
} from './cardInputFormat.ts';

export type { CardFormHandle } from './useCardFormControl.ts';

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

type TextFieldName = Exclude<keyof CardFormValues, 'saveCard'>;

/** One text field of the form; it is required when it has a rule. */
interface CardTextField extends Pick<
  TextFieldProps,
  'label' | 'hint' | 'autoComplete' | 'inputMode' | 'spellCheck' | 'width'
> {
  name: TextFieldName;
  validate?: Validate<string, CardFormValues>;
  /** How the field shows what is typed (groups, the expiry's slash). */
  format?: InputFormatter;
}

const billingFields: readonly CardTextField[] = [
  {
    name: 'billingFirstName',
    label: 'First name',
    autoComplete: 'given-name',
    validate: longerThan(1, cardFormMessages.billingFirstName),
  },
  {
    name: 'billingLastName',
    label: 'Last name',
    autoComplete: 'family-name',
    validate: longerThan(1, cardFormMessages.billingLastName),
  },
  {
    name: 'billingAddressLineOne',
    label: 'Address line 1',
    autoComplete: 'address-line1',
    validate: longerThan(1, cardFormMessages.billingAddressLineOne),
  },
  { name: 'billingAddressLineTwo', label: 'Address line 2 (optional)', autoComplete: 'address-line2' },
  {
    name: 'billingCity',
    label: 'Town or city',
    autoComplete: 'address-level2',
    validate: longerThan(1, cardFormMessages.billingCity),
  },
  // docs/product/joining.md §5: the billing postcode is collected and not checked.
  { name: 'billingPostcode', label: 'Postcode', autoComplete: 'postal-code', width: 'short' },
];

const cardFields = (testMode: boolean): readonly CardTextField[] => [
  {
    name: 'cardholderName',
    label: 'Cardholder name',
    hint: 'Full name as it appears on the card',
    autoComplete: 'cc-name',
    validate: longerThan(2, cardFormMessages.cardholderName),
  },
  {
    name: 'cardNumber',
    label: 'Card number',
    autoComplete: 'cc-number',
    inputMode: 'numeric',
    spellCheck: false,
    validate: cardNumberRule,
    format: formatCardNumber,
  },
  {
    name: 'expiryDate',
    label: 'Expiry date',
    hint: 'MM/YY',
    autoComplete: 'cc-exp',
    inputMode: 'numeric',
    width: 'short',
    validate: expiryRule,
    format: formatExpiry,
  },
  {
    name: 'securityCode',
    label: 'Security code',
    autoComplete: 'cc-csc',
    // Test mode accepts the letters FAIL: a numeric keyboard would hide them.
    inputMode: testMode ? 'text' : 'numeric',
    width: 'short',
    validate: securityCodeRule(testMode),
  },
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
    watch,
    formState: { errors, submitCount },
  } = useCardFormControl<CardFormValues>({
    ref,
    defaultValues: { ...emptyCardForm, ...billingDefaults },
    cardFields: CARD_FIELDS,
    providerErrors,
    onValidityChange,
  });

  // Only after a submit: the summary takes focus when it appears, which would pull focus away on a blur.
  const summary = submitCount > 0 ? summaryOf(errors, fieldId) : [];

  // The brand once the first digits tell it, under the number (issue 23).
  const brand = likelyBrand(cardDigits(watch('cardNumber')));

  const textField = ({ name, validate, format, ...props }: CardTextField) => {
    const registered = register(name, { validate });
    const onChange = format
      ? (event: ChangeEvent<HTMLInputElement>) => {
          reformatInput(event.target, format);
          return registered.onChange(event);
        }
      : registered.onChange;
    const hint = name === 'cardNumber' && brand ? cardBrandNames[brand] : props.hint;
    return (
      <TextField
        key={name}
        id={fieldId(name)}
        required={Boolean(validate)}
        error={errors[name]}
        {...props}
        hint={hint}
        {...registered}
        onChange={onChange}
      />
    );
  };

  return (
    <Form id={id} onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Card details">
      <ErrorSummary errors={summary} focusKey={submitCount} />
      <Fieldset>
        <Legend>Billing details</Legend>
        {billingFields.map(textField)}
      </Fieldset>
      <Fieldset>
        <Legend>Card details</Legend>
        {cardFields(testMode).map(textField)}
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
