// '@leisure/basket/keptChoice': what the bookings app loads first (the rest of the basket loads with its pages).
export { KeptBasketChoice } from './KeptBasketChoice.tsx';
export {
  forgetKeptBasketChoice,
  keepBasketChoice,
  KEPT_CHOICE_KEY,
  readKeptBasketChoice,
  type BasketChoice,
} from './keptChoiceStorage.ts';
