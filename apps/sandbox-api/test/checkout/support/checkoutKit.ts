import { afterAll, beforeAll } from 'vitest';
import { contract, type JoiningCart } from '@leisure/api-contract';
import type { Clock } from '../../../src/clock.ts';
import { startSandbox, type RunningSandbox } from '../../support/sandboxServer.ts';
import { apiCaller, type ApiCaller } from '../../support/apiCaller.ts';
import { catalogue } from '../../memberships/support/catalogue.ts';
import { createCustomer } from '../../memberships/support/customers.ts';

/** Today in the checkout tests: Tuesday 10 March 2026, as in the memberships tests. */
export const CHECKOUT_NOW = '2026-03-10T09:00:00Z';

/** A clock the tests move on (session keys expire). */
export interface MovableClock extends Clock {
  advance(ms: number): void;
}

export function movableClock(iso: string): MovableClock {
  let at = new Date(iso).getTime();
  return { now: () => new Date(at), advance: (ms) => (at += ms) };
}

export interface CheckoutContext {
  running: RunningSandbox;
  api: ApiCaller;
  seeded: ReturnType<typeof catalogue>;
  clock: MovableClock;
}

/** One sandbox (API and card provider on two origins) per test file. */
export function useCheckoutSandbox(): CheckoutContext {
  const context = {} as CheckoutContext;
  beforeAll(async () => {
    context.clock = movableClock(CHECKOUT_NOW);
    context.running = await startSandbox({ clock: context.clock });
    context.api = apiCaller(context.running.origin);
    context.seeded = catalogue(context.running);
  });
  afterAll(() => context.running.close());
  return context;
}

/** Opayo's test cards (decision 0501). */
export const CARDS = {
  visaDebit: '4462000000000003',
  visa13: '4929000000006',
  mastercard: '5186150660000009',
  declined: '4000000000000002',
} as const;

export const card = (
  overrides: Partial<Record<'cardholderName' | 'cardNumber' | 'expiryDate' | 'securityCode', string>> = {},
) => ({
  cardholderName: 'SUCCESSFUL',
  cardNumber: CARDS.visaDebit,
  expiryDate: '1229',
  securityCode: '123',
  ...overrides,
});

/** What the browser does with the provider's script: card details straight to the provider's origin. */
export async function tokenise(
  t: CheckoutContext,
  sessionKey: string,
  details = card(),
  origin = 'http://joining.leisure.localhost:5173',
): Promise<{
  status: number;
  body: { cardIdentifier?: string; errors?: { field: string; message: string }[] };
  headers: Headers;
}> {
  const response = await fetch(`${t.running.providerOrigin}/provider/v1/card-identifiers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ sessionKey, cardDetails: details }),
  });
  return { status: response.status, body: (await response.json()) as never, headers: response.headers };
}

/** What the browser does for a saved card: its security code straight to the provider's origin, for one key. */
export async function activateSavedCard(
  t: CheckoutContext,
  sessionKey: string,
  externalIdentifier: string,
  securityCode = '123',
  origin = 'http://joining.leisure.localhost:5173',
): Promise<{ status: number; body: { errors?: { field: string; message: string }[] } | null; headers: Headers }> {
  const response = await fetch(
    `${t.running.providerOrigin}/provider/v1/card-identifiers/${encodeURIComponent(externalIdentifier)}/security-code`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ sessionKey, securityCode }),
    },
  );
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as never) : null, headers: response.headers };
}

export const browserData = {
  browserColorDepth: 24,
  browserJavaEnabled: false,
  browserJavascriptEnabled: true,
  browserLanguage: 'en-GB',
  browserScreenHeight: 1080,
  browserScreenWidth: 1920,
  browserTimezoneOffset: 0,
};

export function authoriseBody(
  sessionKey: string,
  cardIdentifier: string | null,
  overrides: Record<string, unknown> = {},
) {
  return {
    billingAddressLineOne: '1 High Street',
    billingCity: 'Leeds',
    billingPostcode: 'LS1 1AA',
    billingFirstName: 'Sam',
    billingLastName: 'Patel',
    ...browserData,
    cardIdentifier,
    cardHolderName: 'SUCCESSFUL',
    sessionKey,
    source: 'online-joining',
    terms: [] as number[],
    ...overrides,
  };
}

export const gymMonthly = (t: CheckoutContext) => ({
  homeVenueId: t.seeded.venueId('leeds-city'),
  membershipTypeId: t.seeded.typeId('gym-anywhere'),
  paymentOptionId: t.seeded.optionId('gym-anywhere', 'recurring'),
  startDate: '2026-03-12',
  billingDay: 1,
  accountHolder: 'Sam Patel',
  ddTermsAccepted: true,
  accountDetails: { sortCode: '08 99 99', accountNumber: '66374958' },
});

/** A new customer with a monthly gym membership in the joining cart, and the term ids checkout must accept. */
export async function customerWithJoiningCart(t: CheckoutContext, body: unknown = gymMonthly(t)) {
  const customer = createCustomer(t.running);
  const stored = await t.api.call<{ data: JoiningCart }>(contract.joining.storeJoiningCart, {
    token: customer.token,
    body,
  });
  if (stored.status !== 201) throw new Error(`store failed ${stored.status}: ${JSON.stringify(stored.json)}`);
  const terms = await t.api.call<{ data: { id: number }[] }>(contract.memberships.listCheckoutTerms, {
    token: customer.token,
    query: { cartId: stored.json.data.cartId },
  });
  return { ...customer, cart: stored.json.data, terms: terms.json.data.map((term) => term.id) };
}

/** prepare → tokenise → authorise, as the checkout page does; answers every step's result. */
export async function payByCard(
  t: CheckoutContext,
  who: { token: string; terms: number[] },
  options: { cardholderName?: string; cardNumber?: string; source?: string; extra?: Record<string, unknown> } = {},
) {
  const source = options.source ?? 'online-joining';
  const prepared = await t.api.call(contract.checkout.prepareCheckout, { token: who.token, query: { source } });
  if (prepared.status !== 200) throw new Error(`prepare failed ${prepared.status}: ${JSON.stringify(prepared.json)}`);
  const sessionKey: string = prepared.json.data.sessionKey;
  const token = await tokenise(
    t,
    sessionKey,
    card({ cardNumber: options.cardNumber ?? CARDS.visaDebit, cardholderName: options.cardholderName ?? 'SUCCESSFUL' }),
  );
  if (token.status !== 201) throw new Error(`tokenise failed ${token.status}: ${JSON.stringify(token.body)}`);
  const body = authoriseBody(sessionKey, token.body.cardIdentifier!, {
    cardHolderName: options.cardholderName ?? 'SUCCESSFUL',
    terms: who.terms,
    source,
    ...options.extra,
  });
  const authorised = await t.api.call(contract.checkout.authorisePayment, { token: who.token, body });
  return { prepared, sessionKey, cardIdentifier: token.body.cardIdentifier!, body, authorised };
}

export const completeBody = (terms: number[], transactionUuid: string | null, source = 'online-joining') => ({
  completedWaivers: [],
  payments: [],
  source,
  terms,
  transactionUuid,
});
