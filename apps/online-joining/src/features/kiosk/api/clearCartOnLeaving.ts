import { callEndpoint } from '@leisure/api-client';
import { routes } from '@leisure/api-contract/browser';
import type { AuthThunk } from '@leisure/auth';

/**
 * Empties the customer's joining cart on the server without telling the page's cache: the page is about to be left,
 * and a cart refetched as empty would send it to `/` on its own. A failure leaves the cart in the customer's own
 * account, which is no trace on the kiosk.
 */
export const clearCartOnLeaving =
  (): AuthThunk<Promise<void>> =>
  async (_dispatch, _getState, { httpClient }) => {
    try {
      await callEndpoint(httpClient, routes.joining.clearJoiningCart, { body: { source: 'online-joining' } });
    } catch {
      // See above.
    }
  };
