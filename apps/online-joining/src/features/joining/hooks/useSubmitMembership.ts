import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toApiError } from '@leisure/api-client';
import { showToast, useAppDispatch } from '@leisure/app-store';
import { useStoreJoiningCartMutation } from '@leisure/api-client/endpoints/joiningApi';
import { useStoreMembershipChangeMutation } from '@leisure/api-client/endpoints/membershipsApi';
import { useJoiningCustomer } from '../cart/hooks/useJoiningCustomer.ts';
import type { JoiningState } from '../state/joiningSlice.ts';

export interface SubmitFailure {
  /** A banner above the sections (419, other failures); null when the messages belong to fields. */
  banner: string | null;
  fieldMessages: Record<string, string[]>;
}

/**
 * Submitting a new membership (docs/product/joining.md §4): the joining cart is stored; 201 goes to /checkout. A 422 gives field
 * messages shown next to their section; 419 and other failures a banner, with the page scrolled to the top.
 */
export function useSubmitMembership() {
  const [storeNew, newRequest] = useStoreJoiningCartMutation();
  const [storeChange, changeRequest] = useStoreMembershipChangeMutation();
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const { selectedUserId } = useJoiningCustomer();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  /** `changeMembershipId`: the held membership being changed (a different submit call, docs/product/joining.md §4). */
  async function submit(
    joining: JoiningState,
    venueId: number,
    needsDirectDebit: boolean,
    startDate: string,
    changeMembershipId: number | null = null,
  ) {
    const bank = needsDirectDebit ? joining.bankDetails : null;
    try {
      const body = {
        homeVenueId: venueId,
        membershipTypeId: joining.membershipTypeId,
        paymentOptionId: joining.paymentOptionId,
        startDate,
        billingDay: joining.billingDay,
        promotionCodeId: joining.promotion?.id ?? null,
        accountHolder: bank?.accountHolder ?? null,
        ddTermsAccepted: bank?.ddTermsAccepted ?? null,
        accountDetails: bank
          ? {
              sortCode: bank.sortCode,
              accountNumber: bank.accountNumber,
              billingAddressLineOne: bank.billingAddressLineOne ?? null,
              billingAddressLineTwo: bank.billingAddressLineTwo ?? null,
              billingCity: bank.billingCity ?? null,
              billingPostcode: bank.billingPostcode ?? null,
            }
          : null,
      };
      if (changeMembershipId === null) await storeNew({ body: { ...body, selectedUserId } }).unwrap();
      else await storeChange({ params: { membershipId: changeMembershipId }, body }).unwrap();
      setFailure(null);
      dispatch(showToast({ content: 'Membership added to basket.', type: 'success' }));
      void navigate('/checkout');
    } catch (error) {
      const apiError = toApiError(error);
      const fieldMessages = apiError.status === 422 ? apiError.validationMessages : {};
      const hasFieldMessages = Object.keys(fieldMessages).length > 0;
      if (apiError.validationMessages.incalculablePrice) {
        dispatch(showToast({ content: 'Could not calculate price.', type: 'danger' }));
      } else if (!hasFieldMessages) {
        dispatch(showToast({ content: 'Something went wrong, please try again', type: 'danger' }));
      }
      setFailure({
        banner:
          apiError.status === 419
            ? 'Something has gone wrong, please reload and try again.'
            : hasFieldMessages
              ? null
              : apiError.message,
        fieldMessages,
      });
      if (!hasFieldMessages) window.scrollTo({ top: 0 });
    }
  }

  const submitting = newRequest.isLoading || changeRequest.isLoading;
  return { submit, submitting, failure, clearFailure: () => setFailure(null) };
}
