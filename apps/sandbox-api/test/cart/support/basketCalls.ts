import { contract } from '@leisure/api-contract';
import type { ApiCaller } from '../../support/apiCaller.ts';

/** POST /cart/items: adds the items to the token owner's basket (`more`: the rest of the body, e.g. selectedUserId). */
export const addToBasket = (
  api: ApiCaller,
  token: string | undefined,
  items: unknown[],
  more: Record<string, unknown> = {},
) => api.call(contract.cart.addToCart, { token, body: { ...more, items } });
