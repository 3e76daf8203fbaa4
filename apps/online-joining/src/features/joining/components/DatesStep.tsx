import { useEffect } from 'react';
import { useAppDispatch } from '@leisure/app-store';
import {
  billingDayChanged,
  billingDaySuggested,
  healthCommitmentAgreed,
  membershipTermsAgreed,
  promotionApplied,
  startDateChanged,
  type JoiningState,
} from '../state/joiningSlice.ts';
import { DatesSection, type DatesChoice } from '../dates/components/DatesSection.tsx';
import type { ChosenMembership } from '../chosenMembership.ts';
import { suggestedBillingDay } from '../dates/billingDaySuggestion.ts';
import { effectiveStartDate, startDateBounds } from '../dates/startDateRules.ts';

export interface DatesStepProps {
  chosen: ChosenMembership;
  joining: JoiningState;
  venueId: number;
  needsBillingDay: boolean;
  directDebitFollows: boolean;
  busy: boolean;
  change: { membershipId: number; startsAt: { min: string; max: string } } | null;
  onContinue: () => void;
}

/** Section 5 wired to the joining slice. */
export function DatesStep({
  chosen,
  joining,
  venueId,
  needsBillingDay,
  directDebitFollows,
  busy,
  change: membershipChange,
  onContinue,
}: DatesStepProps) {
  const dispatch = useAppDispatch();
  // Where a day is to be chosen, one is suggested and follows the start date until the user picks their own.
  const suggesting =
    needsBillingDay && !membershipChange && (joining.billingDay === null || joining.billingDaySuggested);
  const suggestion = suggesting
    ? suggestedBillingDay(effectiveStartDate(joining.startDate, startDateBounds(new Date())))
    : null;
  useEffect(() => {
    if (suggestion !== null && suggestion !== joining.billingDay) dispatch(billingDaySuggested(suggestion));
  }, [dispatch, suggestion, joining.billingDay]);

  function update(choice: Partial<DatesChoice>) {
    if (choice.startDate !== undefined) dispatch(startDateChanged(choice.startDate));
    if (choice.billingDay !== undefined) dispatch(billingDayChanged(choice.billingDay));
    if (choice.promotion !== undefined) dispatch(promotionApplied(choice.promotion));
    if (choice.healthCommitmentAgreed !== undefined) dispatch(healthCommitmentAgreed(choice.healthCommitmentAgreed));
    if (choice.membershipTermsAgreed !== undefined) dispatch(membershipTermsAgreed(choice.membershipTermsAgreed));
  }
  return (
    <DatesSection
      membershipName={chosen.membership.name}
      membershipTypeId={chosen.membership.id}
      paymentOptionId={chosen.option.id}
      venueId={venueId}
      paymentType={chosen.option.paymentType}
      promotionEnabled={chosen.option.promotionEnabled && !membershipChange}
      change={membershipChange}
      needsBillingDay={needsBillingDay}
      directDebitFollows={directDebitFollows}
      startDate={joining.startDate}
      billingDay={joining.billingDay}
      billingDaySuggested={joining.billingDaySuggested}
      promotion={joining.promotion}
      healthCommitmentAgreed={joining.healthCommitmentAgreed}
      membershipTermsAgreed={joining.membershipTermsAgreed}
      onChange={update}
      busy={busy}
      onContinue={onContinue}
    />
  );
}
