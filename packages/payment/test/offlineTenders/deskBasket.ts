import { callEndpoint, createHttpClient } from '@leisure/api-client';
import { contract, type Cart } from '@leisure/api-contract';
import { logInAsDemoCustomer, pickPricedSession, sessionToken } from '@leisure/app-store/testing';
import type { Sandbox } from '@leisure/sandbox-api';
import { demoLogin } from '@leisure/sandbox-api/testing';

/** Same origin as jsdom's page, so the browser-side XHR needs no CORS answer. */
export const apiBaseUrl = `${window.location.origin}/api`;

/** The API as whoever the test logged in (the token the app reads from its cookie). */
const loggedInApi = () => {
  const token = sessionToken();
  return createHttpClient({ baseUrl: apiBaseUrl, getToken: () => token });
};

/** Sam Patel, the demo customer the desk serves. */
export function samId(sandbox: Sandbox): number {
  const row = sandbox.services.db.prepare('SELECT id FROM users WHERE email = ?').get('sam.patel@example.com') as {
    id: number;
  };
  return row.id;
}

/**
 * Logs the demo member of staff in and puts one priced session (pickPricedSession: Spin, Adult, 2 to 6 days ahead, no
 * waiver, one Sam is not booked on and no entitlement of his covers) in Sam's basket, emptied first: `skip` picks
 * later sessions.
 */
export async function staffWithSamsBasket(sandbox: Sandbox, skip = 0): Promise<Cart> {
  await logInAsDemoCustomer(demoLogin('staff'), apiBaseUrl);
  const session = pickPricedSession(sandbox, skip);
  const selectedUserId = samId(sandbox);
  await callEndpoint(loggedInApi(), contract.cart.discardCart, { query: { selectedUserId } });
  return callEndpoint(loggedInApi(), contract.cart.addToCart, {
    body: { items: [{ type: 'session', id: session.id, pricingOptionId: session.pricingOptionId }], selectedUserId },
  });
}

/** Sam's basket as the server now holds it. */
export const samsBasket = (sandbox: Sandbox) =>
  callEndpoint(loggedInApi(), contract.cart.getCart, { query: { selectedUserId: samId(sandbox) } });
