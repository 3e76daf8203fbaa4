import { describe, expect, it } from 'vitest';
import { contract, type SavedCard } from '@leisure/api-contract';
import { fixedClock } from '../../src/clock.ts';
import { useSandbox } from '../support/useSandbox.ts';

const { api } = useSandbox({ clock: fixedClock('2026-03-10T09:00:00Z') });

const cardsOf = async (token: string) =>
  (await api.call<{ data: SavedCard[] }>(contract.account.listSavedCards, { token })).json.data;

describe('GET /my-account/saved-cards', () => {
  it("shows a customer's card as checkout needs it: type, last four digits, MM/YY expiry, provider token", async () => {
    const [card, ...others] = await cardsOf(await api.login('memberWithDirectDebit'));
    expect(others).toEqual([]);
    expect(card).toMatchObject({
      cardType: 'visa',
      lastFourDigits: '4242',
      cardHolderName: 'MR A MORGAN',
      expiryDate: '05/28',
      recentlyExpired: false,
    });
    expect(card!.externalIdentifier).toMatch(/^card_[0-9a-f]{24}$/);
  });

  it('flags a card that expired last month as recently expired (checkout then asks for a new one)', async () => {
    const [card] = await cardsOf(await api.login('memberWithoutDirectDebit'));
    expect(card).toMatchObject({
      cardType: 'mastercard',
      lastFourDigits: '4444',
      expiryDate: '02/26',
      recentlyExpired: true,
    });
  });

  it("serves the card's image from the sandbox itself", async () => {
    const [card] = await cardsOf(await api.login('sharedEmailParent'));
    expect(card!.cardType).toBe('american-express');
    const image = await fetch(card!.cardImage.replace(/^https?:\/\/[^/]+/, api.origin));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toContain('<svg');
    expect((await fetch(`${api.origin}/assets/cards/diners.svg`)).status).toBe(404);
  });

  it('answers an empty list for a customer with no saved card, and 401 without a token', async () => {
    expect(await cardsOf(await api.login('sharedEmailChild'))).toEqual([]);
    expect((await api.call(contract.account.listSavedCards)).status).toBe(401);
  });
});

describe('DELETE /my-account/saved-cards/{id}', () => {
  it("answers 404 for another customer's card and leaves it saved", async () => {
    const samToken = await api.login('memberWithoutDirectDebit');
    const [samsCard] = await cardsOf(samToken);
    const result = await api.call(contract.account.deleteSavedCard, {
      token: await api.login('memberWithDirectDebit'),
      params: { id: samsCard!.id },
    });
    expect(result.status).toBe(404);
    expect(await cardsOf(samToken)).toHaveLength(1);
  });

  it('deletes the customer’s own card; a second delete finds nothing', async () => {
    const token = await api.login('memberWithDirectDebit');
    const [card] = await cardsOf(token);
    const result = await api.call<{ data: unknown }>(contract.account.deleteSavedCard, {
      token,
      params: { id: card!.id },
    });
    expect(result.status).toBe(200);
    expect(result.json.data).toEqual({ id: card!.id, deleted: true });
    expect(await cardsOf(token)).toEqual([]);
    expect((await api.call(contract.account.deleteSavedCard, { token, params: { id: card!.id } })).status).toBe(404);
  });

  it('answers 404 for an id that is not a positive number', async () => {
    const token = await api.login('memberWithDirectDebit');
    expect((await api.call(contract.account.deleteSavedCard, { token, params: { id: 'abc' } })).status).toBe(404);
  });
});
