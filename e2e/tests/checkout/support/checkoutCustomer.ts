import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '@leisure/sandbox-api/testing';
import { bearer, dataOf } from '../../../support/apiAnswers.ts';
import { londonDate } from '../../../support/sandboxClock.ts';

export interface CheckoutCustomer {
  email: string;
  password: string;
  name: string;
  token: string;
}

type Json = Record<string, unknown>;

const auth = (customer: CheckoutCustomer) => bearer(customer.token);

/**
 * A customer of their own for each test, registered through the sandbox API: parallel tests never share a basket,
 * and what a test finds in the database (one order, one payment) is only its own doing.
 */
export async function registerCustomer(request: APIRequestContext): Promise<CheckoutCustomer> {
  const form = await dataOf<{ checksum: string }>(
    await request.get('/api/data-fields?onboarding_type=customer_account_online'),
    'the registration form',
  );
  const email = `checkout.${randomUUID().slice(0, 8)}@example.com`;
  const session = await dataOf<{ token: string }>(
    await request.post('/api/auth/customer/register', {
      data: {
        client_id: 1,
        source: 'online-joining',
        password: DEMO_PASSWORD,
        password_confirmation: DEMO_PASSWORD,
        terms_accepted: true,
        data_fields: {
          first_name: 'Grace',
          last_name: 'Okafor',
          date_of_birth: '1990-05-17',
          email,
          address_line1: '5 Canal Wharf',
          town: 'Leeds',
          postcode: 'LS11 5PW',
          _checksum: form.checksum,
        },
      },
    }),
    'registering a customer',
  );
  return { email, password: DEMO_PASSWORD, name: 'Grace Okafor', token: session.token };
}

async function idsOf(request: APIRequestContext, venueSlug: string, typeSlug: string, paymentType: string) {
  const venues = await dataOf<{ id: number; slug: string }[]>(await request.get('/api/activities/venues'), 'venues');
  const venue = venues.find((candidate) => candidate.slug === venueSlug);
  const types = await dataOf<{ id: number; slug: string; payment_options: { id: number; payment_type: string }[] }[]>(
    await request.get(`/api/memberships/types?venue_id=${venue!.id}`),
    'membership types',
  );
  const type = types.find((candidate) => candidate.slug === typeSlug)!;
  const option = type.payment_options.find((candidate) => candidate.payment_type === paymentType)!;
  return { venueId: venue!.id, typeId: type.id, optionId: option.id };
}

/** The sandbox's today in London (docs/decisions/0006). */
const today = () => londonDate(0);

/**
 * Puts Gym Anywhere, paid monthly at Leeds City and starting today, in the customer's joining cart, with the bank
 * details of a new Direct Debit: the basket /checkout pays for. Answers the cart. `byStaff`: a member of staff builds
 * it for the customer they selected at the desk (docs/decisions/0602), as their page would.
 */
export async function storeMonthlyGymCart(
  request: APIRequestContext,
  customer: CheckoutCustomer,
  byStaff?: { token: string; selectedUserId: number },
): Promise<Json> {
  const ids = await idsOf(request, 'leeds-city', 'gym-anywhere', 'recurring');
  return dataOf<Json>(
    await request.post('/api/memberships/online-joining/store', {
      headers: byStaff ? bearer(byStaff.token) : auth(customer),
      data: {
        ...(byStaff && { selected_user_id: byStaff.selectedUserId }),
        home_venue_id: ids.venueId,
        membership_type_id: ids.typeId,
        payment_option_id: ids.optionId,
        start_date: today(),
        billing_day: 1,
        account_holder: customer.name,
        dd_terms_accepted: true,
        account_details: { sort_code: '089999', account_number: '66374958' },
      },
    }),
    byStaff ? "storing the customer's joining cart" : 'storing the joining cart',
  );
}

/** The customer's id, as GET /auth/user answers it. */
export async function customerId(request: APIRequestContext, customer: CheckoutCustomer): Promise<number> {
  return (await dataOf<{ id: number }>(await request.get('/api/auth/user', { headers: auth(customer) }), 'the user'))
    .id;
}
