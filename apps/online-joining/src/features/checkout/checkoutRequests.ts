import type { CartPayment, SavedCard } from '@leisure/api-contract/browser';
import {
  cardAuthorisation as authoriseCard,
  savedCardAuthorisation as authoriseSavedCard,
  type AuthoriseRequest,
  type CardFormValues,
  type CompleteRequest,
  type SavedCardBilling,
} from '@leisure/payment';

export const checkoutSource = 'online-joining' as const;

/**
 * What every order from the joining cart sends: no waivers, the accepted terms, and at the desk the customer served
 * and the offline tenders taken for them, the card paying the rest (docs/decisions/0602).
 */
export const orderRequest = (
  terms: number[],
  selectedUserId: number | null = null,
  tenders: readonly CartPayment[] = [],
): CompleteRequest => ({
  source: checkoutSource,
  terms,
  completedWaivers: [],
  payments: selectedUserId !== null ? [...tenders] : [],
  ...(selectedUserId !== null ? { selectedUserId } : {}),
});

/** The shared card authorisation (@leisure/payment) for the joining cart. */
export const cardAuthorisation = (values: CardFormValues, cardIdentifier: string, terms: number[]): AuthoriseRequest =>
  authoriseCard(orderRequest(terms), values, cardIdentifier);

/** The shared saved-card authorisation (@leisure/payment) for the joining cart. */
export const savedCardAuthorisation = (
  billing: SavedCardBilling,
  savedCard: SavedCard,
  terms: number[],
): AuthoriseRequest => authoriseSavedCard(orderRequest(terms), billing, savedCard);
