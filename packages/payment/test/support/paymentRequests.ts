import type { AuthoriseRequest, CompleteRequest } from '../../src/index.ts';

/** An authorise with the card identifier the fake provider answers (CARD-ID-1) and no card data. */
export const authoriseRequest: AuthoriseRequest = {
  billingFirstName: 'Ann',
  billingLastName: 'Smith',
  billingAddressLineOne: '1 High Street',
  billingCity: 'Salford',
  billingPostcode: 'M50 3AA',
  cardHolderName: 'Ann Smith',
  cardIdentifier: 'CARD-ID-1',
  completedWaivers: [],
  payments: [],
  source: 'bookings',
  terms: [1],
  saveCard: false,
};

export const completeRequest: CompleteRequest = { source: 'bookings', completedWaivers: [], payments: [], terms: [1] };
