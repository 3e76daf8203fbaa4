import { baseApi, listTag, toApiError } from '@leisure/api-client';
import { showToast, useAppDispatch } from '@leisure/app-store';
import { onlinePaymentReset } from '@leisure/payment';
import { useClearJoiningCartMutation } from '@leisure/api-client/endpoints/joiningApi';
import { joiningCleared } from '../../joining/index.ts';
import { useJoiningCustomer } from '../../joining/index.ts';

/**
 * The end of a joining journey: after an order (docs/product/joining.md §4: "the selection and cart are reset") or when the
 * customer leaves checkout (docs/product/joining.md D13: the cart is cleared on the server first).
 */
export function useJourneyReset() {
  const dispatch = useAppDispatch();
  const [clear] = useClearJoiningCartMutation();
  const { selectedUserId } = useJoiningCustomer();

  function resetJourney() {
    dispatch(joiningCleared());
    dispatch(onlinePaymentReset());
    dispatch(baseApi.util.invalidateTags([listTag('JoiningCart')]));
  }

  /** False when the cart could not be cleared (the toast says why): the customer stays. */
  async function clearCart(): Promise<boolean> {
    try {
      // The mutation invalidates the cart, so the basket in the header empties too.
      await clear({ body: { source: 'online-joining', selectedUserId } }).unwrap();
      resetJourney();
      return true;
    } catch (error) {
      dispatch(showToast({ content: toApiError(error).message, type: 'danger' }));
      return false;
    }
  }

  return { resetJourney, clearCart };
}
