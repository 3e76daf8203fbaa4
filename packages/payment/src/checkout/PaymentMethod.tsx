import type { Ref } from 'react';
import styled from 'styled-components';
import type { SavedCard } from '@leisure/api-contract/browser';
import { CardForm, type CardFormHandle, type CardFormProps } from '../cardForm/CardForm.tsx';
import type { CardFormValues } from '../cardForm/cardFormRules.ts';
import { SAVED_CARD_EXPIRED_MESSAGE, SavedCardForm, type SavedCardFormValues } from '../cardForm/SavedCardForm.tsx';
import type { ProviderCardField } from '../provider/tokeniseCard.ts';
import { RadioGroup } from '@leisure/ui';

export const CARD_FORM_ID = 'checkout-card-form';
export const SAVED_CARD_FORM_ID = 'checkout-saved-card-form';

const Expired = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.m};
  padding: ${({ theme }) => theme.spacing.s};
  border-left: 4px solid ${({ theme }) => theme.colours.warning};
  background: ${({ theme }) => theme.colours.warningSurface};
`;

const Choice = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.l};
`;

export type PaymentMethodChoice = 'saved' | 'new';

export interface PaymentMethodProps {
  savedCard: SavedCard | null;
  testMode: boolean;
  savedCardsEnabled: boolean;
  billingDefaults: CardFormProps['billingDefaults'];
  formRef: Ref<CardFormHandle>;
  providerErrors: Partial<Record<ProviderCardField, string>>;
  /** Saved card or a different one; only a saved card that can still pay can be chosen. */
  payingWithSavedCard: boolean;
  onChoiceChange: (choice: PaymentMethodChoice) => void;
  onValidityChange: (valid: boolean) => void;
  onPayWithCard: (values: CardFormValues) => void | Promise<void>;
  onPayWithSavedCard: (values: SavedCardFormValues) => void | Promise<void>;
}

/**
 * docs/product/joining.md §2 "payment method area": the saved card (security code only) or a different card. An expired saved card
 * cannot be chosen; the page says so above the card form (docs/product/joining.md §8). The Pay button lives in the order summary
 * and submits whichever form is shown.
 */
export function PaymentMethod({
  savedCard,
  testMode,
  savedCardsEnabled,
  billingDefaults,
  formRef,
  providerErrors,
  payingWithSavedCard,
  onChoiceChange,
  onValidityChange,
  onPayWithCard,
  onPayWithSavedCard,
}: PaymentMethodProps) {
  const usable = savedCard && !savedCard.recentlyExpired ? savedCard : null;

  // What either form gets from the page.
  const formProps = { ref: formRef, testMode, providerErrors, onValidityChange };

  return (
    <>
      {savedCard?.recentlyExpired && <Expired>{SAVED_CARD_EXPIRED_MESSAGE}</Expired>}
      {usable && (
        <Choice>
          <RadioGroup
            name="paymentMethod"
            legend="Pay with"
            value={payingWithSavedCard ? 'saved' : 'new'}
            onChange={(event) => onChoiceChange(event.target.value as PaymentMethodChoice)}
            options={[
              { value: 'saved', label: `Your saved card ending ${usable.lastFourDigits}` },
              { value: 'new', label: 'A different card' },
            ]}
          />
        </Choice>
      )}
      {usable && payingWithSavedCard ? (
        <SavedCardForm {...formProps} id={SAVED_CARD_FORM_ID} savedCard={usable} onSubmit={onPayWithSavedCard} />
      ) : (
        <CardForm
          {...formProps}
          id={CARD_FORM_ID}
          savedCardsEnabled={savedCardsEnabled}
          billingDefaults={billingDefaults}
          onSubmit={onPayWithCard}
        />
      )}
    </>
  );
}
