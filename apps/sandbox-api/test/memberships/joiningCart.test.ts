import { describe, expect, it } from 'vitest';
import { contract, type JoiningCart } from '@leisure/api-contract';
import { usePinnedSandbox } from './support/pinnedSandbox.ts';
import { gymMonthly } from './support/catalogue.ts';
import { createCustomer } from './support/customers.ts';

const t = usePinnedSandbox();
const { joining } = contract;

const store = (token: string, body: unknown) =>
  t.api.call<{ data: JoiningCart; errors?: Record<string, string[]> }>(joining.storeJoiningCart, { token, body });

describe('the joining cart', () => {
  it('is empty until something is stored', async () => {
    const { token } = createCustomer(t.running);
    const result = await t.api.call(joining.getJoiningCart, { token });
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ data: null });
  });

  it('needs a logged-in user', async () => {
    expect((await t.api.call(joining.getJoiningCart)).status).toBe(401);
    expect((await t.api.call(joining.storeJoiningCart, { body: gymMonthly(t) })).status).toBe(401);
  });

  it('stores a monthly membership with new Direct Debit details, and loads it back', async () => {
    const { token } = createCustomer(t.running);
    const stored = await store(token, gymMonthly(t));
    expect(stored.status, JSON.stringify(stored.json)).toBe(201);
    const cart = stored.json.data;
    expect(cart).toMatchObject({
      kind: 'new',
      homeVenue: { slug: 'leeds-city', ddProviderNeedsBillingAddress: false },
      membershipType: { slug: 'gym-anywhere', coverage: 'national' },
      paymentOption: { paymentType: 'recurring', name: 'Monthly' },
      startDate: '2026-03-12',
      billingDay: 1,
      accountHolder: 'Sam Patel',
      accountDetails: { sortCode: '08-99-99', maskedAccountNumber: '****4958', billingPostcode: null },
      ddTermsAccepted: true,
      requiresNewMandate: true,
      requiresEligibilityProof: false,
      hasQuestions: false,
      answersComplete: true,
      promotion: null,
    });
    // 3999 × 20/31 = 2580.0 for 12 to 31 March, plus the £20 joining fee.
    expect(cart.paymentOption.costs).toMatchObject({ proRataDays: 20, totalToPayNow: { amount: 4580 } });
    const loaded = await t.api.call<{ data: JoiningCart }>(joining.getJoiningCart, { token });
    expect(loaded.json.data).toEqual(cart);
    expect(JSON.stringify(loaded.wire)).not.toContain('66374958');
  });

  it('replaces the stored selection, keeping the cart id', async () => {
    const { token } = createCustomer(t.running);
    const first = await store(token, gymMonthly(t));
    const second = await store(token, {
      ...gymMonthly(t),
      paymentOptionId: t.seeded.optionId('gym-anywhere', 'fixed'),
      accountDetails: null,
      billingDay: null,
    });
    expect(second.status).toBe(201);
    expect(second.json.data.cartId).toBe(first.json.data.cartId);
    expect(second.json.data).toMatchObject({ requiresNewMandate: false, accountDetails: null, billingDay: null });
  });

  it('applies a promotion and keeps it', async () => {
    const { token } = createCustomer(t.running);
    const stored = await store(token, { ...gymMonthly(t), promotionCodeId: t.seeded.promotionId('JOINFREE') });
    expect(stored.json.data.promotion).toMatchObject({ code: 'JOINFREE' });
    expect(stored.json.data.paymentOption.costs.fees.discount.amount).toBe(2000);
  });

  it('needs no bank details from a user with a Direct Debit, and uses their billing day', async () => {
    const { token } = createCustomer(t.running, { billingDay: 15 });
    const stored = await store(token, {
      ...gymMonthly(t),
      billingDay: null,
      accountDetails: null,
      accountHolder: null,
    });
    expect(stored.status, JSON.stringify(stored.json)).toBe(201);
    expect(stored.json.data).toMatchObject({ billingDay: 15, requiresNewMandate: false, accountDetails: null });
    expect(stored.json.data.paymentOption.costs.firstBillingDate).toBe('2026-03-15');
  });

  it('is cleared by DELETE cart/clear with the online-joining source', async () => {
    const { token } = createCustomer(t.running);
    await store(token, gymMonthly(t));
    const cleared = await t.api.call(joining.clearJoiningCart, { token, body: { source: 'online-joining' } });
    expect(cleared.json).toEqual({ data: { cleared: true } });
    expect((await t.api.call(joining.getJoiningCart, { token })).json).toEqual({ data: null });
    const again = await t.api.call(joining.clearJoiningCart, { token, body: { source: 'online-joining' } });
    expect(again.json).toEqual({ data: { cleared: false } });
    const wrongSource = await t.api.call(joining.clearJoiningCart, { token, body: { source: 'bookings' } });
    expect(wrongSource.status).toBe(422);
    expect(wrongSource.json.errors).toEqual({ source: ['Only the online-joining cart can be cleared here.'] });
  });
});

describe('field messages when storing', () => {
  const errorsFor = async (body: unknown, options: { billingDay?: number; dateOfBirth?: string } = {}) => {
    const { token } = createCustomer(t.running, options);
    const result = await store(token, body);
    expect(result.status).toBe(422);
    return result.json.errors!;
  };

  it('asks for everything that is missing', async () => {
    expect(await errorsFor({})).toEqual({
      homeVenueId: ['Choose your home centre.'],
      membershipTypeId: ['Choose a membership.'],
      startDate: ['Choose a start date.'],
    });
  });

  it('rejects an unknown venue and a membership not sold at the venue', async () => {
    expect(
      (await errorsFor({ ...gymMonthly(t), homeVenueId: t.seeded.venueId('brightwater-online') })).homeVenueId,
    ).toEqual(['Choose a centre that sells memberships online.']);
    const errors = await errorsFor({
      ...gymMonthly(t),
      membershipTypeId: t.seeded.typeId('manchester-multi-site'),
      paymentOptionId: t.seeded.optionId('manchester-multi-site', 'recurring'),
    });
    expect(errors.membershipTypeId).toEqual([
      'Greater Manchester Multi-Site is not sold at Leeds City Leisure Centre.',
    ]);
  });

  it('rejects a payment option of another membership on membershipTypeId', async () => {
    const errors = await errorsFor({ ...gymMonthly(t), paymentOptionId: t.seeded.optionId('swim-only', 'recurring') });
    expect(errors.membershipTypeId).toEqual(['Choose how to pay for this membership.']);
  });

  it("gives the server's message when the user cannot buy the membership", async () => {
    const errors = await errorsFor(
      {
        ...gymMonthly(t),
        membershipTypeId: t.seeded.typeId('senior-active'),
        paymentOptionId: t.seeded.optionId('senior-active', 'recurring'),
      },
      { dateOfBirth: '1990-01-01' },
    );
    expect(errors).toEqual({ membershipTypeId: ['This membership is for customers aged 66 and over.'] });
  });

  it.each([
    ['2026-03-09', 'The start date cannot be in the past.'],
    ['2026-04-11', 'The start date must be on or before 10 April 2026.'],
    ['10/03/2026', 'Date must be valid.'],
  ])('rejects start date %s', async (startDate, message) => {
    expect((await errorsFor({ ...gymMonthly(t), startDate })).startDate).toEqual([message]);
  });

  it('needs a billing day between the 1st and the 28th for a monthly option', async () => {
    expect(await errorsFor({ ...gymMonthly(t), billingDay: null })).toEqual({ billingDay: ['Choose a billing day.'] });
    expect(await errorsFor({ ...gymMonthly(t), billingDay: 31 })).toEqual({
      billingDay: ['Choose a billing day between the 1st and the 28th.'],
    });
  });

  it('rejects a promotion that does not apply', async () => {
    expect(await errorsFor({ ...gymMonthly(t), promotionCodeId: t.seeded.promotionId('NEWYEAR20') })).toEqual({
      promotionCodeId: ['Code not recognised'],
    });
  });

  it('needs bank details, the account holder and the Direct Debit agreement for a new mandate', async () => {
    expect(
      await errorsFor({ ...gymMonthly(t), accountDetails: null, accountHolder: 'S', ddTermsAccepted: false }),
    ).toEqual({
      accountHolder: ['Enter the name on the account'],
      ddTermsAccepted: ['Confirm that you are the account holder and agree to the Direct Debit terms.'],
      accountDetails: ['Enter your bank details to set up your Direct Debit.'],
    });
  });

  it.each([
    [
      { sortCode: '12-34', accountNumber: '66374958' },
      { 'accountDetails.sortCode': ['Enter a valid sort code like 309430'] },
    ],
    [
      { sortCode: '089999', accountNumber: '66374' },
      { 'accountDetails.accountNumber': ['Enter a valid account number like 00733445'] },
    ],
    [
      { sortCode: '089999', accountNumber: '6637495x' },
      { 'accountDetails.accountNumber': ['Enter a valid account number like 00733445'] },
    ],
    [
      { sortCode: '93-80-63', accountNumber: '15763217' },
      { accountDetails: ['Check your sort code and account number: they do not match a UK bank account'] },
    ],
    [
      { sortCode: '089999', accountNumber: '66374959' },
      { accountDetails: ['Check your sort code and account number: they do not match a UK bank account'] },
    ],
  ])('checks bank details %o', async (accountDetails, expected) => {
    expect(await errorsFor({ ...gymMonthly(t), accountDetails })).toEqual(expected);
  });

  it('asks for a billing address where the Direct Debit provider needs one', async () => {
    const atSale = { ...gymMonthly(t), homeVenueId: t.seeded.venueId('sale-leisure') };
    expect(await errorsFor(atSale)).toEqual({
      'accountDetails.billingAddressLineOne': ['Enter the first line of your address'],
      'accountDetails.billingCity': ['Enter your town or city'],
      'accountDetails.billingPostcode': ['Please enter a valid postcode'],
    });
    const { token } = createCustomer(t.running);
    const stored = await store(token, {
      ...atSale,
      accountDetails: {
        sortCode: '20-29-59',
        accountNumber: '6374 8472',
        billingAddressLineOne: '4 Broad Road',
        billingCity: 'Sale',
        billingPostcode: 'm33 2al',
      },
    });
    expect(stored.status, JSON.stringify(stored.json)).toBe(201);
    expect(stored.json.data.accountDetails).toEqual({
      sortCode: '20-29-59',
      bankName: 'Barclays',
      maskedAccountNumber: '****8472',
      billingAddressLineOne: '4 Broad Road',
      billingAddressLineTwo: null,
      billingCity: 'Sale',
      billingPostcode: 'M33 2AL',
    });
  });
});
