import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@leisure/app-store/testing';
import { useJoiningPersistence } from '../../../src/features/joining/hooks/useJoiningPersistence.ts';
import {
  bankDetailsEntered,
  centreChosen,
  healthCommitmentAgreed,
  membershipChosen,
  membershipTermsAgreed,
  sectionCompleted,
  selectJoining,
} from '../../../src/features/joining/state/joiningSlice.ts';

/** The joining page's part that keeps the journey (decision 0910): mounted with the page, unmounted at checkout. */
function JourneyKeeper() {
  useJoiningPersistence();
  return null;
}

const bankDetails = {
  accountHolder: 'Alex Morgan',
  sortCode: '089999',
  accountNumber: '66374958',
  ddTermsAccepted: true,
};

describe('Back from checkout keeps what was given (issue 23, decision 0910)', () => {
  it('the bank details, their ticks and the completed Direct Debit sections survive leaving the page and coming back', () => {
    const first = renderWithProviders(<JourneyKeeper />, { route: '/centre/manchester-aquatics' });
    const { store } = first;
    act(() => {
      store.dispatch(centreChosen('manchester-aquatics'));
      store.dispatch(membershipChosen({ membershipTypeId: 3, paymentOptionId: 5 }));
      store.dispatch(healthCommitmentAgreed(true));
      store.dispatch(membershipTermsAgreed(true));
      for (const id of ['details', 'dates'] as const) store.dispatch(sectionCompleted(id));
      store.dispatch(bankDetailsEntered(bankDetails));
      for (const id of ['bankDetails', 'confirm'] as const) store.dispatch(sectionCompleted(id));
    });

    // Continue to checkout: the joining page goes; Back: it comes again, in the same tab and the same store.
    first.unmount();
    renderWithProviders(<JourneyKeeper />, { store, route: '/centre/manchester-aquatics?step=confirm' });

    const joining = selectJoining(store.getState());
    expect(joining.bankDetails).toEqual(bankDetails);
    expect(joining.completed).toEqual(expect.arrayContaining(['bankDetails', 'confirm']));
    expect(joining.healthCommitmentAgreed).toBe(true);
    expect(joining.membershipTermsAgreed).toBe(true);
  });

  it('a refresh still starts the Direct Debit sections afresh: bank details are never stored', () => {
    const first = renderWithProviders(<JourneyKeeper />);
    act(() => {
      first.store.dispatch(centreChosen('manchester-aquatics'));
      first.store.dispatch(bankDetailsEntered(bankDetails));
      first.store.dispatch(sectionCompleted('bankDetails'));
    });
    first.unmount();
    expect(sessionStorage.getItem('leisure.onlineJoining.v1')).not.toContain('66374958');

    // A refresh: a new store, the tab's storage as it was.
    const { store } = renderWithProviders(<JourneyKeeper />);
    const joining = selectJoining(store.getState());
    expect(joining.centreSlug).toBe('manchester-aquatics');
    expect(joining.bankDetails).toBeNull();
    expect(joining.completed).not.toContain('bankDetails');
  });
});
