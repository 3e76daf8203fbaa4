import { describe, expect, it } from 'vitest';
import { suggestedBillingDay } from '../../../src/features/joining/dates/billingDaySuggestion.ts';
import {
  billingDayChanged,
  billingDaySuggested,
  initialJoiningState,
  joiningSlice,
  membershipChosen,
} from '../../../src/features/joining/state/joiningSlice.ts';

// docs/decisions/0023-short-registration-and-billing-day.md
describe('the suggested billing day', () => {
  it.each([
    ['2026-12-05', 6],
    ['2026-12-01', 2],
    ['2026-12-27', 28],
    ['2026-12-28', 1],
    ['2026-12-31', 1],
    ['2027-02-28', 1],
    ['2028-02-29', 1],
  ])('a start on %s suggests the %ith', (startDate, day) => {
    expect(suggestedBillingDay(startDate)).toBe(day);
  });

  it('is a suggestion until the user picks a day; another membership starts over', () => {
    const reduce = joiningSlice.reducer;
    let state = reduce(initialJoiningState, billingDaySuggested(6));
    expect(state).toMatchObject({ billingDay: 6, billingDaySuggested: true });
    state = reduce(state, billingDayChanged(15));
    expect(state).toMatchObject({ billingDay: 15, billingDaySuggested: false });
    state = reduce(state, membershipChosen({ membershipTypeId: 9, paymentOptionId: 9 }));
    expect(state).toMatchObject({ billingDay: null, billingDaySuggested: false });
  });
});
