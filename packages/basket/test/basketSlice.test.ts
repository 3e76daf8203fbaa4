import { describe, expect, it } from 'vitest';
import { sessionEnded } from '@leisure/auth';
import { basketSlice, initialBasketState, selectedUserChanged, waiverAccepted } from '../src/index.ts';

const reduce = basketSlice.reducer;

/** What RTK Query dispatches for POST checkout/complete (a card's order or a free order), as the slice sees it. */
const complete = (requestId: string, requestStatus: 'pending' | 'fulfilled' | 'rejected', payload?: unknown) => ({
  type: `api/executeMutation/${requestStatus}`,
  payload,
  meta: { requestId, requestStatus, arg: { type: 'mutation', endpointName: 'completeCheckout', originalArgs: {} } },
});

describe('the basket slice (docs/product/platform.md §4 Cart)', () => {
  it('is paying while an order is completed, and paid once it is', () => {
    const paying = reduce(initialBasketState, complete('r1', 'pending'));
    expect(basketSlice.selectors.selectPaymentProcessing({ basket: paying })).toBe(true);
    const paid = reduce(paying, complete('r1', 'fulfilled', { orderId: 7 }));
    expect(basketSlice.selectors.selectPaymentProcessing({ basket: paid })).toBe(false);
    expect(basketSlice.selectors.selectPaymentComplete({ basket: paid })).toBe(true);

    const failed = reduce(reduce(initialBasketState, complete('r2', 'pending')), complete('r2', 'rejected'));
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
