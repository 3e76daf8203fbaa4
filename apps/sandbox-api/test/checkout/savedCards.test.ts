import { describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import {
  activateSavedCard,
  CARDS,
  authoriseBody,
  customerWithJoiningCart,
  payByCard,
  useCheckoutSandbox,
  completeJoining,
  prepareJoining,
  authoriseWithSavedCard,
} from './support/checkoutKit.ts';
import { gymMonthly } from '../memberships/support/catalogue.ts';

const t = useCheckoutSandbox();
const { checkout } = contract;

/** A second purchase for a customer who already bought Gym Anywhere: a single-payment multi-site membership. */
async function storeSecondPurchase(token: string) {
  const stored = await t.api.call(contract.joining.storeJoiningCart, {
    token,
    body: {
      ...gymMonthly(t),
      membershipTypeId: t.seeded.typeId('manchester-multi-site'),
      paymentOptionId: t.seeded.optionId('manchester-multi-site', 'fixed'),
      homeVenueId: t.seeded.venueId('salford-quays'),
      billingDay: null,
      accountDetails: null,
    },
  });
  expect(stored.status, JSON.stringify(stored.json)).toBe(201);
}

/** Pays the joining cart with the card, ticking "save card", and places the order. */
async function payAndSaveCard(buyer: { token: string; terms: number[] }, cardNumber: string) {
  const { authorised } = await payByCard(t, buyer, {
    cardholderName: 'Sam Patel',
    cardNumber,
    extra: { saveCard: true },
  });
  await completeJoining(t, buyer, authorised.json.data.transactionUuid);
}

describe('saved cards at checkout', () => {
  it('"save card" keeps the card (its provider token, never the number), and the next prepare offers it', async () => {
    const buyer = await customerWithJoiningCart(t);
    const { authorised } = await payByCard(t, buyer, { cardholderName: 'Sam Patel', extra: { saveCard: true } });
    await completeJoining(t, buyer, authorised.json.data.transactionUuid);
    const listed = await t.api.call(contract.account.listSavedCards, { token: buyer.token });
    expect(listed.json.data).toEqual([
      expect.objectContaining({
        cardType: 'visa',
        lastFourDigits: '0003',
        cardHolderName: 'Sam Patel',
        expiryDate: '12/29',
        recentlyExpired: false,
      }),
    ]);
    const savedCardId = listed.json.data[0].id;

    // A second purchase pays with the saved card.
    await storeSecondPurchase(buyer.token);
    const prepared = await prepareJoining(t, buyer.token);
    expect(prepared.json.data.savedCard).toMatchObject({ id: savedCardId });
    // The browser gives the provider the saved card's security code for this key, then authorise pays with it.
    const sessionKey = prepared.json.data.sessionKey;
    const activated = await activateSavedCard(t, sessionKey, prepared.json.data.savedCard.externalIdentifier);
    expect(activated.status, JSON.stringify(activated.body)).toBe(204);
    const paid = await authoriseWithSavedCard(t, buyer, sessionKey, savedCardId);
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect(paid.json.data.transactionStatus).toBe('authorised');
  });

  it('a newly saved card replaces the saved card (docs/product/joining.md §2: "it replaces any saved card")', async () => {
    const buyer = await customerWithJoiningCart(t);
    await payAndSaveCard(buyer, CARDS.visaDebit);
    await storeSecondPurchase(buyer.token);
    await payAndSaveCard(buyer, CARDS.mastercard);
    const listed = await t.api.call(contract.account.listSavedCards, { token: buyer.token });
    expect(listed.json.data).toEqual([expect.objectContaining({ cardType: 'mastercard', lastFourDigits: '0009' })]);
  });

  it("refuses another customer's saved card, and both or neither of card identifier and saved card", async () => {
    const owner = await customerWithJoiningCart(t);
    const { authorised } = await payByCard(t, owner, { extra: { saveCard: true } });
    await completeJoining(t, owner, authorised.json.data.transactionUuid);
    const ownersCards = (await t.api.call(contract.account.listSavedCards, { token: owner.token })).json.data;
    const ownersCard = ownersCards[0].id;
    const thief = await customerWithJoiningCart(t);
    const prepared = await prepareJoining(t, thief.token);
    const key = prepared.json.data.sessionKey;
    // The provider knows reusable cards, not customers (as Opayo): the API is what keeps a card to its owner.
    expect((await activateSavedCard(t, key, ownersCards[0].externalIdentifier)).status).toBe(204);
    const stolen = await authoriseWithSavedCard(t, thief, key, ownersCard);
    expect(stolen.status).toBe(422);
    expect(stolen.json.errors.savedCardId).toEqual(['Unable to complete request, item not found.']);
    const neither = await t.api.call(checkout.authorisePayment, {
      token: thief.token,
      body: authoriseBody(key, null, { terms: thief.terms }),
    });
    expect(neither.status).toBe(422);
    expect(neither.json.errors).toHaveProperty('cardIdentifier');
  });
});
