import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppSelector } from '@leisure/app-store';
import { loginUrlFor, selectLoggedIn } from '@leisure/auth';
import { keepBasketChoice, type BasketChoice } from '../keptChoice/keptChoiceStorage.ts';
import { selectAdding } from '../state/basketSlice.ts';
import { useBasketActions } from './useBasketActions.ts';

/** What an Add to basket did: added, failed (its toast says why), or kept for after the log-in (D21). */
export type AddToBasketOutcome = 'added' | 'failed' | 'kept';

/**
 * Add to basket (docs/product/bookings.md D21): a logged-in customer's choice is added to the selected user's
 * basket; a visitor's is kept (KeptBasketChoice adds it once they are logged in) and they go to
 * `/login?redirect=<this page>`, which links to /register.
 */
export function useAddToBasket(): {
  addToBasket: (items: readonly BasketChoice[]) => Promise<AddToBasketOutcome>;
  adding: boolean;
} {
  const loggedIn = useAppSelector(selectLoggedIn);
  const adding = useAppSelector(selectAdding);
  const { add } = useBasketActions();
  const navigate = useNavigate();
  const location = useLocation();

  const addToBasket = useCallback(
    async (items: readonly BasketChoice[]): Promise<AddToBasketOutcome> => {
      if (!loggedIn) {
        keepBasketChoice(items);
        await navigate(loginUrlFor(location));
        return 'kept';
      }
      return (await add(items)) ? 'added' : 'failed';
    },
    [add, loggedIn, location, navigate],
  );

  return { addToBasket, adding };
}
