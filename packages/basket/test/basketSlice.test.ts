import { describe, expect, it } from 'vitest';
import { sessionEnded } from '@leisure/auth';
import { completePayment, submitFreeOrder } from '@leisure/payment';
import { basketSlice, initialBasketState, selectedUserChanged, waiverAccepted } from '../src/index.ts';

const reduce = basketSlice.reducer;
const completeArgs = {} as Parameters<typeof completePayment.pending>[1];

describe('the basket slice (docs/product/platform.md §4 Cart)', () => {
  it('is paying while an order is completed, and paid once it is', () => {
    const paying = reduce(initialBasketState, completePayment.pending('r1', completeArgs));
    expect(basketSlice.selectors.selectPaymentProcessing({ basket: paying })).toBe(true);
    const paid = reduce(paying, completePayment.fulfilled({ orderId: 7 }, 'r1', completeArgs));
    expect(basketSlice.selectors.selectPaymentProcessing({ basket: paid })).toBe(false);
    expect(basketSlice.selectors.selectPaymentComplete({ basket: paid })).toBe(true);

    const failed = reduce(
      reduce(initialBasketState, submitFreeOrder.pending('r2', completeArgs)),
      submitFreeOrder.rejected(null, 'r2', completeArgs),
    );
    expect(failed).toMatchObject({ paymentComplete: false, pending: { paying: 0 } });
  });

  it('keeps each accepted waiver once, and forgets it when unticked', () => {
    const waiver = { userId: 5, waiverId: 2 };
    let state = reduce(initialBasketState, waiverAccepted({ ...waiver, accepted: true }));
    state = reduce(state, waiverAccepted({ ...waiver, accepted: true }));
    expect(state.acceptedWaivers).toEqual([waiver]);
    expect(reduce(state, waiverAccepted({ ...waiver, accepted: false })).acceptedWaivers).toEqual([]);
  });

  it('forgets everything on log-out', () => {
    let state = reduce(initialBasketState, selectedUserChanged(9));
    state = reduce(state, waiverAccepted({ userId: 9, waiverId: 1, accepted: true }));
    expect(reduce(state, sessionEnded())).toEqual(initialBasketState);
  });
});
