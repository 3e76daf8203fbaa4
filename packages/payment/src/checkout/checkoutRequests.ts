import type { SavedCard } from '@leisure/api-contract/browser';
import type { CardFormValues } from '../cardForm/cardFormRules.ts';
import type { AuthoriseRequest, CompleteRequest, PrepareRequest } from '../online/paymentMachine.ts';

/**
 * What an order sends whatever pays for it (docs/product/platform.md §7 Checkout): the source ('online-joining' or
 * 'bookings'), the accepted terms, the waivers and offline payments, and the selected user when buying for someone.
 */
export type CheckoutOrder = CompleteRequest;

/** The prepare call for an order's cart: the same source and selected user. */
export const prepareRequestOf = (order: CheckoutOrder): PrepareRequest => ({
  source: order.source,
  ...(order.selectedUserId ? { selectedUserId: order.selectedUserId } : {}),
});

/** Authorising a card the provider has just tokenised: the form's billing details and cardholder, no card data. */
export const cardAuthorisation = (
  order: CheckoutOrder,
  values: CardFormValues,
  cardIdentifier: string,
): AuthoriseRequest => ({
  ...order,
  billingFirstName: values.billingFirstName,
  billingLastName: values.billingLastName,
  billingAddressLineOne: values.billingAddressLineOne,
  billingAddressLineTwo: values.billingAddressLineTwo || null,
  billingCity: values.billingCity,
  billingPostcode: values.billingPostcode || null,
  cardHolderName: values.cardholderName,
  cardIdentifier,
  saveCard: values.saveCard,
});

export type SavedCardBilling = Pick<
  AuthoriseRequest,
  | 'billingFirstName'
  | 'billingLastName'
  | 'billingAddressLineOne'
  | 'billingAddressLineTwo'
  | 'billingCity'
  | 'billingPostcode'
>;

/** Authorising the saved card: its holder, the profile's billing details (docs/product/joining.md §5: only the code is asked). */
export const savedCardAuthorisation = (
  order: CheckoutOrder,
  billing: SavedCardBilling,
  savedCard: SavedCard,
): AuthoriseRequest => ({
  ...order,
  ...billing,
  cardHolderName: savedCard.cardHolderName,
  savedCardId: savedCard.id,
  saveCard: false,
});
