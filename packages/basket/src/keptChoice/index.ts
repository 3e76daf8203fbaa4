// '@leisure/basket/keptChoice': what the bookings app loads first (the rest of the basket loads with its pages).
export { KeptBasketChoice } from './KeptBasketChoice.tsx';
export {
  forgetKeptBasketChoice,
  keepBasketChoice,
  KEPT_CHOICE_KEY,
  MAX_KEPT_CHOICES,
  readKeptBasketChoice,
  replaceKeptBasketChoice,
  sameChoice,
  subscribeToKeptChoice,
  type BasketChoice,
  type KeepOutcome,
} from './keptChoiceStorage.ts';
export { askToLogIn, closeLogInPrompt, useLogInPromptOpen } from './logInPrompt.ts';
export { useKeptBasketChoice, useKeptChoiceCount } from './useKeptBasketChoice.ts';
