import { createSlice, isAnyOf, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { cartChangesApi } from '@leisure/api-client/endpoints/cartChangesApi';
import { checkoutApi } from '@leisure/api-client/endpoints/checkoutApi';
import { rootReducer } from '@leisure/app-store';
import { sessionEnded } from '@leisure/auth';

/** A waiver an attendee accepted, as the checkout sends it (completedWaivers of checkout/authorise and complete). */
export interface CompletedWaiver {
  userId: number;
  waiverId: number;
}

/** The basket's client state (docs/product/platform.md §3, §4 Cart); the cart itself is RTK Query's getCart. */
export interface BasketState {
  /** Calls under way, so that a flag stays up until the last of several overlapping calls answers. */
  pending: { adding: number; removing: number; paying: number };
  /** An order was completed; cleared when the next basket starts filling. */
  paymentComplete: boolean;
  /** The customer the basket is for: null for the logged-in customer themselves (docs/product/bookings.md). */
  selectedUserId: number | null;
  /** Waivers an attendee has read and accepted on the basket page, sent with the checkout (completedWaivers). */
  acceptedWaivers: CompletedWaiver[];
}

export const initialBasketState: BasketState = {
  pending: { adding: 0, removing: 0, paying: 0 },
  paymentComplete: false,
  selectedUserId: null,
  acceptedWaivers: [],
};

const { addToCart, removeFromCart, discardCart } = cartChangesApi.endpoints;
// The calls that take money or place the order (the card's authorise and complete, a free order, the desk's pay).
const { authorisePayment, completeCheckout, payAtFrontOfHouse } = checkoutApi.endpoints;
/** The calls each pending count counts. */
const counted = {
  adding: [addToCart],
  removing: [removeFromCart, discardCart],
  paying: [authorisePayment, completeCheckout, payAtFrontOfHouse],
} as const;
const orderCompleted = isAnyOf(completeCheckout.matchFulfilled, payAtFrontOfHouse.matchFulfilled);

const sameWaiver = (a: CompletedWaiver, b: CompletedWaiver) => a.userId === b.userId && a.waiverId === b.waiverId;

export const basketSlice = createSlice({
  name: 'basket',
  initialState: initialBasketState,
  reducers: {
    /** Changing the customer reloads the basket: useBasket's getCart argument follows it (docs/product/platform.md §4). */
    selectedUserChanged(state, action: PayloadAction<number | null>) {
      state.selectedUserId = action.payload;
    },
    waiverAccepted(state, action: PayloadAction<CompletedWaiver & { accepted: boolean }>) {
      const { accepted, ...waiver } = action.payload;
      state.acceptedWaivers = state.acceptedWaivers.filter((kept) => !sameWaiver(kept, waiver));
      if (accepted) state.acceptedWaivers.push(waiver);
    },
  },
  extraReducers: (builder) => {
    builder
      // docs/product/platform.md §4: logging out clears the cart (its cache entry goes with the session's tags).
      .addCase(sessionEnded, () => initialBasketState)
      .addMatcher(addToCart.matchPending, (state) => {
        state.paymentComplete = false;
      })
      .addMatcher(discardCart.matchFulfilled, (state) => {
        state.acceptedWaivers = [];
      })
      .addMatcher(orderCompleted, (state) => {
        state.paymentComplete = true;
        state.acceptedWaivers = [];
      });
    for (const key of ['adding', 'removing', 'paying'] as const) {
      const endpoints = counted[key];
      builder
        .addMatcher(isAnyOf(...endpoints.map((endpoint) => endpoint.matchPending)), (state) => {
          state.pending[key] += 1;
        })
        .addMatcher(
          isAnyOf(...endpoints.flatMap((endpoint) => [endpoint.matchFulfilled, endpoint.matchRejected])),
          (state) => {
            state.pending[key] = Math.max(0, state.pending[key] - 1);
          },
        );
    }
  },
  selectors: {
    selectAdding: (state) => state.pending.adding > 0,
    selectRemoving: (state) => state.pending.removing > 0,
    selectPaymentProcessing: (state) => state.pending.paying > 0,
    selectPaymentComplete: (state) => state.paymentComplete,
    selectSelectedUserId: (state) => state.selectedUserId,
    selectAcceptedWaivers: (state) => state.acceptedWaivers,
  },
});

declare module '@leisure/app-store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging (RTK templates)
  interface LazyLoadedSlices extends WithSlice<typeof basketSlice> {}
}

/** Joined to the shared root reducer when this module loads (Redux Toolkit's lazy-loaded slices). */
export const injectedBasketSlice = basketSlice.injectInto(rootReducer);

export const { selectedUserChanged, waiverAccepted } = basketSlice.actions;
export const {
  selectAdding,
  selectRemoving,
  selectPaymentProcessing,
  selectPaymentComplete,
  selectSelectedUserId,
  selectAcceptedWaivers,
} = injectedBasketSlice.selectors;
