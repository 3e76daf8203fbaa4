import { useCallback } from 'react';
import { showToast, useAppDispatch, useAppSelector } from '@leisure/app-store';
import { selectLoggedIn } from '@leisure/auth';
import {
  keepBasketChoice,
  MAX_KEPT_CHOICES,
  readKeptBasketChoice,
  type BasketChoice,
} from '../keptChoice/keptChoiceStorage.ts';
import { askToLogIn } from '../keptChoice/logInPrompt.ts';
import { selectAdding } from '../state/basketSlice.ts';
import { useBasketActions } from './useBasketActions.ts';

/** What an Add to basket did: added, failed (its toast says why), or kept for after the log-in (D21). */
export type AddToBasketOutcome = 'added' | 'failed' | 'kept';

/** Decision 0321's words for a visitor's later Adds (the first opens the "Log in to book" dialog). */
export const keptChoiceTexts = {
  kept: 'Kept in your basket until you log in.',
  alreadyKept: 'Already kept in your basket until you log in.',
  full: `We can keep up to ${MAX_KEPT_CHOICES} sessions until you log in. Log in to add more.`,
} as const;

/**
 * Add to basket (docs/product/bookings.md D21, decision 0321): a logged-in customer's choice is added to the selected
 * user's basket; a visitor's is kept (appended, once per session and person, at most MAX_KEPT_CHOICES) and they stay
 * on the page: the first kept choice opens the "Log in to book" dialog (KeptBasketChoice shows it), later ones toast.
 * KeptBasketChoice adds everything kept once they are logged in.
 */
export function useAddToBasket(): {
  addToBasket: (items: readonly BasketChoice[]) => Promise<AddToBasketOutcome>;
  adding: boolean;
} {
  const loggedIn = useAppSelector(selectLoggedIn);
  const adding = useAppSelector(selectAdding);
  const dispatch = useAppDispatch();
  const { add } = useBasketActions();

  const addToBasket = useCallback(
    async (items: readonly BasketChoice[]): Promise<AddToBasketOutcome> => {
      if (!loggedIn) {
        const first = readKeptBasketChoice().length === 0;
        const outcome = keepBasketChoice(items);
        if (outcome === 'full') {
          dispatch(showToast({ content: keptChoiceTexts.full, type: 'danger' }));
          return 'failed';
        }
        if (first) askToLogIn();
        else dispatch(showToast({ content: keptChoiceTexts[outcome], type: 'success' }));
        return 'kept';
      }
      return (await add(items)) ? 'added' : 'failed';
    },
    [add, dispatch, loggedIn],
  );

  return { addToBasket, adding };
}
