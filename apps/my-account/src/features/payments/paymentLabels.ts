import type { AccountPayment, SavedCard } from '@leisure/api-contract/browser';
import { prettyDate, shortDate as shortIsoDate } from '@leisure/dates';

// The API's dates are London calendar dates ("2026-03-10"), labelled by @leisure/dates (decision 0008).
/** "2026-03-10" → "10 Mar 2026", for table cells and accessible names. */
export const shortDate = (isoDate: string) => shortIsoDate(isoDate);

/** "2026-03-10" → "10 March 2026", for the receipt. */
export const longDate = (isoDate: string) => prettyDate(isoDate);

/** Statuses in words, never colour alone (WCAG 1.4.1). */
export const paymentStatusLabels: Record<AccountPayment['status'], string> = {
  paid: 'Paid',
  pending: 'Pending',
  refunded: 'Refunded',
  failed: 'Failed',
};

export const cardBrandNames: Record<SavedCard['cardType'], string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  'american-express': 'American Express',
  maestro: 'Maestro',
};

/** "Visa ending 4242": how a card is named in buttons, dialogs and toasts. */
export const cardName = (card: Pick<SavedCard, 'cardType' | 'lastFourDigits'>) =>
  `${cardBrandNames[card.cardType]} ending ${card.lastFourDigits}`;

/**
 * Only a payment that has taken money has a receipt (docs/decisions/0490-payment-receipts.md): not a failed one, nor a
 * Direct Debit collection still clearing (0492).
 */
export const hasReceipt = (payment: Pick<AccountPayment, 'status'>) =>
  payment.status === 'paid' || payment.status === 'refunded';

export const receiptPath = (paymentId: number) => `/payments/${paymentId}/receipt`;
