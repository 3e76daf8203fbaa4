import { callEndpoint, createHttpClient } from '@leisure/api-client';
import { contract, type Cart } from '@leisure/api-contract';
import type { PickedSession } from '@leisure/app-store/testing';
import { createAuthCookies } from '@leisure/auth';
import { apiBaseUrl } from '../support/sandboxApi.ts';

/** The API as the logged-in test customer (the token the app reads from its cookie). */
export function customerApi() {
  const token = createAuthCookies({ domain: undefined, secure: false }).readToken();
  return createHttpClient({ baseUrl: apiBaseUrl, getToken: () => token });
}

/**
 * Puts the sessions in the logged-in customer's basket (POST /cart/add), as the timetable would, after emptying it
 * of what an earlier test left (a line it made unbookable).
 */
export async function addToBasket(...sessions: PickedSession[]): Promise<Cart> {
  await callEndpoint(customerApi(), contract.cart.discardCart);
  return callEndpoint(customerApi(), contract.cart.addToCart, {
    body: {
      items: sessions.map((session) => ({
        type: 'session' as const,
        id: session.id,
        pricingOptionId: session.pricingOptionId,
      })),
    },
  });
}

/** The logged-in customer's basket now. */
export const currentBasket = () => callEndpoint(customerApi(), contract.cart.getCart);
