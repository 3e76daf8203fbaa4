import { useId, type ReactNode, type Ref } from 'react';
import type { SavedCard } from '@leisure/api-contract/browser';
import { ErrorSummary, TextField } from '@leisure/ui';
import { isValidSecurityCode } from '@leisure/api-contract/browser';
import { cardFormMessages } from './cardFormRules.ts';
import { Form, Notice } from './cardFormStyles.ts';
import type { ProviderCardField } from '../provider/tokeniseCard.ts';
import { useCardFormControl, type CardFormHandle } from './useCardFormControl.ts';
import { cardBrandNames } from './cardInputFormat.ts';

/** docs/product/joining.md §8. */
export const SAVED_CARD_EXPIRED_MESSAGE = 'Your saved card has expired. You can save details of a new card below.';

/** docs/product/joining.md §2: saved cards cannot be edited. */
export const SAVED_CARD_NOTICE =
  'Saved card details cannot be edited. To use a different card, delete this card and save a new one at checkout.';

export interface SavedCardFormValues {
  securityCode: string;
}

export interface SavedCardFormProps {
  ref?: Ref<CardFormHandle>;
  id?: string;
  savedCard: SavedCard;
  testMode: boolean;
  onSubmit(values: SavedCardFormValues): void | Promise<void>;
  onValidityChange?(valid: boolean): void;
  /** The provider's refusal of the security code (activation), shown on the field; messages for other fields are not. */
  providerErrors?: Partial<Record<ProviderCardField, string>>;
  children?: ReactNode;
}

const securityCodeOnly = ['securityCode'] as const;

/**
 * Paying with the saved card needs only its security code (docs/product/joining.md §5). An expired card cannot pay: the form
 * says so and stays invalid, and the page offers the card form.
 */
export function SavedCardForm({
  ref,
  id,
  savedCard,
  testMode,
  onSubmit,
  onValidityChange,
  providerErrors,
  children,
}: SavedCardFormProps) {
  const codeId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = useCardFormControl<SavedCardFormValues>({
    ref,
    defaultValues: { securityCode: '' },
    cardFields: securityCodeOnly,
    providerErrors,
    onValidityChange,
    canPay: !savedCard.recentlyExpired,
  });

  const description = `${cardBrandNames[savedCard.cardType]} ending ${savedCard.lastFourDigits}, expires ${savedCard.expiryDate}`;
  const message = errors.securityCode?.message;

  return (
    <Form id={id} onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Saved card">
      <ErrorSummary errors={message && submitCount > 0 ? [{ fieldId: codeId, message }] : []} focusKey={submitCount} />
      <Notice>
        <img src={savedCard.cardImage} alt="" width={40} /> {description} ({savedCard.cardHolderName})
      </Notice>
      <Notice>{SAVED_CARD_NOTICE}</Notice>
      {savedCard.recentlyExpired ? (
        <Notice role="alert">{SAVED_CARD_EXPIRED_MESSAGE}</Notice>
      ) : (
        <TextField
          id={codeId}
          label="Security code"
          autoComplete="cc-csc"
          inputMode={testMode ? 'text' : 'numeric'}
          width="short"
          required
          error={errors.securityCode}
          {...register('securityCode', {
            validate: (value) =>
              isValidSecurityCode(value.trim(), savedCard.cardType, testMode) || cardFormMessages.securityCode,
          })}
        />
      )}
      {children}
    </Form>
  );
}
