import type { SavedCard } from '@leisure/api-contract/browser';
import type { AuthoriseRequest, CardFormValues, CompleteRequest } from '@leisure/payment';

export const checkoutSource = 'online-joining' as const;

/** What every order from the joining cart sends: no waivers or offline tenders here, the accepted terms. */
export const orderRequest = (terms: number[]): CompleteRequest => ({
  source: checkoutSource,
  terms,
  completedWaivers: [],
  payments: [],
});

/** Authorising a card the provider has just tokenised: the form's billing details and cardholder, no card data. */
export const cardAuthorisation = (
  values: CardFormValues,
  cardIdentifier: string,
  terms: number[],
): AuthoriseRequest => ({
  ...orderRequest(terms),
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
  billing: SavedCardBilling,
  savedCard: SavedCard,
  terms: number[],
): AuthoriseRequest => ({
  ...orderRequest(terms),
  ...billing,
  cardHolderName: savedCard.cardHolderName,
  savedCardId: savedCard.id,
  saveCard: false,
});
