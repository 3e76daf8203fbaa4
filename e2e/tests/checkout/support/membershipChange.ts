import { expect, type APIRequestContext } from '@playwright/test';
import { bearer, dataOf } from '../../../support/apiAnswers.ts';
import { payByCardThroughApi } from './cardPaymentApi.ts';
import { registerCustomer, storeMonthlyGymCart, type CheckoutCustomer } from './checkoutCustomer.ts';

const auth = (customer: CheckoutCustomer) => bearer(customer.token);

/**
 * Pays for the customer's stored joining cart the way the checkout page does, but through the API: prepare, the card
 * to the provider's origin (never our API), authorise (SUCCESSFUL: no 3-D Secure), complete. Answers the order id.
 */
export async function payJoiningCartThroughApi(
  request: APIRequestContext,
  customer: CheckoutCustomer,
  { saveCard = false }: { saveCard?: boolean } = {},
) {
  const cart = await dataOf<{ cart_id: number }>(
    await request.get('/api/memberships/online-joining', { headers: auth(customer) }),
    'the joining cart',
  );
  const terms = await dataOf<{ id: number }[]>(
    await request.get(`/api/terms?cart_id=${cart.cart_id}`, { headers: auth(customer) }),
    'the checkout terms',
  );
  const termIds = terms.map((term) => term.id);
  const completed = await payByCardThroughApi<{ order_id: number }>(request, customer.token, {
    source: 'online-joining',
    terms: termIds,
    billing: {
      billing_first_name: 'Grace',
      billing_last_name: 'Okafor',
      billing_address_line_one: '5 Canal Wharf',
      billing_city: 'Leeds',
      billing_postcode: 'LS11 5PW',
    },
    authorise: { save_card: saveCard },
    complete: { completed_waivers: [], payments: [] },
  });
  return completed.order_id;
}

/**
 * A member of the test's own: registered (registerCustomer), with Gym Anywhere paid monthly (storeMonthlyGymCart)
 * and its first payment made through the API (payJoiningCartThroughApi), the card saved if asked.
 */
export async function memberJoinedThroughApi(
  request: APIRequestContext,
  options: { saveCard?: boolean } = {},
): Promise<CheckoutCustomer> {
  const customer = await registerCustomer(request);
  await storeMonthlyGymCart(request, customer);
  await payJoiningCartThroughApi(request, customer, options);
  return customer;
}

/**
 * Stores a change of the customer's one membership to Off Peak Gym (cheaper than Gym Anywhere: nothing is due now),
 * from the first day the change may start. Answers the amount the cart says is due, in pence.
 */
export const storeOffPeakChange = async (request: APIRequestContext, customer: CheckoutCustomer) =>
  (await storeMembershipChange(request, customer, 'off-peak-gym')).due;

/**
 * Stores a change of the customer's one membership to another type, from the first day the change may start.
 * Answers the amount the cart says is due, in pence, and the new type's id.
 */
export async function storeMembershipChange(
  request: APIRequestContext,
  customer: CheckoutCustomer,
  typeSlug: string,
): Promise<{ due: number; typeId: number }> {
  const held = await dataOf<{ id: number }[]>(
    await request.get('/api/my-account/memberships', { headers: auth(customer) }),
    'the customer’s memberships',
  );
  expect(held, 'the customer holds the membership just paid for').toHaveLength(1);
  const membershipId = held[0]!.id;
  const options = await dataOf<{
    starts_at: { min: string };
    membership_types: { id: number; slug: string; payment_options: { id: number }[] }[];
  }>(await request.get(`/api/memberships/${membershipId}/change`, { headers: auth(customer) }), 'the change options');
  const newType = options.membership_types.find((type) => type.slug === typeSlug);
  expect(newType, `${typeSlug} is a change option`).toBeDefined();
  const cart = await dataOf<{ payment_option: { costs: { total_to_pay_now: { amount: number } } } }>(
    await request.post(`/api/memberships/${membershipId}/change/store`, {
      headers: auth(customer),
      data: {
        membership_type_id: newType!.id,
        payment_option_id: newType!.payment_options[0]!.id,
        start_date: options.starts_at.min,
      },
    }),
    'storing the membership change',
  );
  return { due: cart.payment_option.costs.total_to_pay_now.amount, typeId: newType!.id };
}

/** Answers Premium Anywhere's one required question (health conditions: none), as section 4 of the journey would. */
export async function answerPremiumQuestions(
  request: APIRequestContext,
  customer: CheckoutCustomer,
  typeId: number,
): Promise<void> {
  const groups = await dataOf<{ questions: { id: number; reference: string }[] }[]>(
    await request.get(`/api/custom-questions/memberships/${typeId}`, { headers: auth(customer) }),
    'the questions',
  );
  const health = groups
    .flatMap((group) => group.questions)
    .find((question) => question.reference === 'health_conditions');
  await dataOf(
    await request.post(`/api/custom-questions/memberships/${typeId}`, {
      headers: auth(customer),
      data: { answers: [{ question_id: health!.id, answer: ['none'] }] },
    }),
    'saving the answers',
  );
}
