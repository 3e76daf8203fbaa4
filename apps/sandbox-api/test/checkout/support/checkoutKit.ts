import { contract, type JoiningCart } from '@leisure/api-contract';
import { movableClock } from '../../support/movableClock.ts';
import { TEST_START } from '../../support/useSandbox.ts';
import { gymMonthly } from '../../memberships/support/catalogue.ts';
import { createCustomer } from '../../memberships/support/customers.ts';
import { useCatalogueSandbox } from '../../memberships/support/pinnedSandbox.ts';

/** Today in the checkout tests: Tuesday 10 March 2026, as in the memberships tests. */
export const CHECKOUT_NOW = TEST_START;

/** One sandbox (API and card provider on two origins) per test file, on a clock the tests move on (keys expire). */
export const useCheckoutSandbox = () => useCatalogueSandbox(movableClock(CHECKOUT_NOW));

export type CheckoutContext = ReturnType<typeof useCheckoutSandbox>;

/** The joining site's origin: where the checkout page (and so the provider's script) runs. */
export const JOINING_ORIGIN = 'http://joining.leisure.localhost:5173';

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
  origin = JOINING_ORIGIN,
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
  origin = JOINING_ORIGIN,
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

/** How many card transactions the sandbox holds for a customer: each authorise that reached the card provider. */
export const cardTransactionCount = (t: CheckoutContext, userId: number) =>
  (
    t.running.sandbox.services.db
      .prepare('SELECT COUNT(*) AS n FROM card_transactions WHERE user_id = ?')
      .get(userId) as { n: number }
  ).n;

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

/** Stores a joining cart with `token` (the customer's, or staff's with `selectedUserId`), and the term ids checkout must accept. */
async function storeJoiningCart(t: CheckoutContext, token: string, body: unknown) {
  const stored = await t.api.call<{ data: JoiningCart }>(contract.joining.storeJoiningCart, { token, body });
  if (stored.status !== 201) throw new Error(`store failed ${stored.status}: ${JSON.stringify(stored.json)}`);
  const terms = await t.api.call<{ data: { id: number }[] }>(contract.memberships.listCheckoutTerms, {
    token,
    query: { cartId: stored.json.data.cartId },
  });
  return { cart: stored.json.data, terms: terms.json.data.map((term) => term.id) };
}

/** A new customer with a monthly gym membership in the joining cart, and the term ids checkout must accept. */
export async function customerWithJoiningCart(t: CheckoutContext, body: unknown = gymMonthly(t)) {
  const customer = createCustomer(t.running);
  return { ...customer, ...(await storeJoiningCart(t, customer.token, body)) };
}

/** A new customer whose monthly gym membership staff store in their joining cart at the desk (decision 0602). */
export async function customerWithJoiningCartAtTheDesk(t: CheckoutContext, staffToken: string) {
  const customer = createCustomer(t.running);
  return {
    ...customer,
    ...(await storeJoiningCart(t, staffToken, { ...gymMonthly(t), selectedUserId: customer.id })),
  };
}

/** What the joining checkout page asks first: a session key for the customer's joining cart (`token` is theirs). */
export const prepareJoining = (t: CheckoutContext, token: string) =>
  t.api.call(contract.checkout.prepareCheckout, { token, query: { source: 'online-joining' } });

/** Authorise with the saved card (its security code given to the provider for `sessionKey` first). */
export const authoriseWithSavedCard = (
  t: CheckoutContext,
  who: { token: string; terms: number[] },
  sessionKey: string,
  savedCardId: number,
) =>
  t.api.call(contract.checkout.authorisePayment, {
    token: who.token,
    body: authoriseBody(sessionKey, null, { savedCardId, terms: who.terms }),
  });

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

/** Completes the joining checkout for a buyer (token and accepted terms): a card transaction, or null for a free order. */
export const completeJoining = (
  t: CheckoutContext,
  who: { token: string; terms: number[] },
  transactionUuid: string | null,
) =>
  t.api.call(contract.checkout.completeCheckout, { token: who.token, body: completeBody(who.terms, transactionUuid) });
