// State
export {
  basketSlice,
  initialBasketState,
  injectedBasketSlice,
  selectAcceptedWaivers,
  selectAdding,
  selectedUserChanged,
  selectPaymentComplete,
  selectPaymentProcessing,
  selectRemoving,
  selectSelectedUserId,
  waiverAccepted,
  type BasketState,
  type CompletedWaiver,
} from './state/basketSlice.ts';

// Hooks
export { useBasket, type Basket } from './hooks/useBasket.ts';
export { useBasketActions, type BasketAnswer } from './hooks/useBasketActions.ts';
export { keptChoiceTexts, useAddToBasket, type AddToBasketOutcome } from './hooks/useAddToBasket.ts';
export { HOLD_WARNING_BEFORE_MS, useHoldExpiryWarning } from './hooks/useHoldExpiryWarning.ts';
export { formatHoldTime } from './holdTime.ts';

// Components
export { BasketExpiryWarning } from './components/BasketExpiryWarning.tsx';

// A visitor's choice (docs/product/bookings.md D21); also '@leisure/basket/keptChoice' for the app's first load
export {
  forgetKeptBasketChoice,
  KEPT_CHOICE_KEY,
  KeptBasketChoice,
  keepBasketChoice,
  MAX_KEPT_CHOICES,
  readKeptBasketChoice,
  replaceKeptBasketChoice,
  useKeptBasketChoice,
  useKeptChoiceCount,
  type BasketChoice,
  type KeepOutcome,
} from './keptChoice/index.ts';
