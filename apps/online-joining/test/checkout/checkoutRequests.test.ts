import { describe, expect, it } from 'vitest';
import { emptyCardForm } from '@leisure/payment';
import { cardAuthorisation, savedCardAuthorisation } from '../../src/features/checkout/checkoutRequests.ts';

const card = {
  ...emptyCardForm,
  billingFirstName: 'Sam',
  billingLastName: 'Patel',
  billingAddressLineOne: '12 Mill Lane',
  billingCity: 'Leeds',
  cardholderName: 'SAM PATEL',
  cardNumber: '4462000000000003',
  expiryDate: '12/30',
  securityCode: '123',
};

describe('authorise requests (docs/product/joining.md D15: card data goes to the provider only)', () => {
  it('carries the card identifier, billing details and accepted terms, never the card number, expiry or code', () => {
    const request = cardAuthorisation(card, 'CARD-ID-1', [6, 8]);
    expect(request).toMatchObject({
      cardIdentifier: 'CARD-ID-1',
      cardHolderName: 'SAM PATEL',
      billingAddressLineTwo: null,
      billingPostcode: null,
      source: 'online-joining',
      terms: [6, 8],
    });
    const sent = JSON.stringify(request);
    for (const secret of ['4462000000000003', '12/30', '"123"']) expect(sent).not.toContain(secret);
  });

  it('pays a saved card with its id and holder, and never asks to save it again', () => {
    const request = savedCardAuthorisation(
      {
        billingFirstName: 'Sam',
        billingLastName: 'Patel',
        billingAddressLineOne: '12 Mill Lane',
        billingCity: 'Leeds',
      },
      {
        id: 4,
        cardType: 'visa',
        lastFourDigits: '0003',
        cardHolderName: 'S PATEL',
        expiryDate: '12/30',
        externalIdentifier: 'SAVED-1',
        cardImage: '/cards/visa.svg',
        recentlyExpired: false,
      },
      [6],
    );
    expect(request).toMatchObject({ savedCardId: 4, cardHolderName: 'S PATEL', saveCard: false, terms: [6] });
    expect(request).not.toHaveProperty('cardIdentifier');
  });
});
