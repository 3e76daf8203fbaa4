import { cardAuthorisation, emptyCardForm, type CardFormValues, type CompleteRequest } from '../../src/index.ts';

/** The card form as a customer submits it: the card goes to the (fake) provider, which answers CARD-ID-1. */
export const cardValues: CardFormValues = {
  ...emptyCardForm,
  billingFirstName: 'Ann',
  billingLastName: 'Smith',
  billingAddressLineOne: '1 High Street',
  billingCity: 'Salford',
  billingPostcode: 'M50 3AA',
  cardholderName: 'Ann Smith',
  cardNumber: '4462000000000003',
  expiryDate: '12/30',
  securityCode: '123',
};

/** The billing details a saved-card payment sends: the same customer, no second address line. */
export const savedCardBilling = {
  billingFirstName: 'Ann',
  billingLastName: 'Smith',
  billingAddressLineOne: '1 High Street',
  billingAddressLineTwo: null,
  billingCity: 'Salford',
  billingPostcode: 'M50 3AA',
};

export const completeRequest: CompleteRequest = { source: 'bookings', completedWaivers: [], payments: [], terms: [1] };

/** What the basket's page pays for: its order, and the cart reloaded when authorise fails. */
export const context = { order: completeRequest, cartTag: 'Cart' as const };

/** The authorise the card above makes: the card identifier the fake provider answers (CARD-ID-1), no card data. */
export const authoriseRequest = cardAuthorisation(completeRequest, cardValues, 'CARD-ID-1');
