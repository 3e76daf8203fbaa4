import type { MembershipFreeze, MembershipNotice } from '@leisure/api-contract';
import type { Database } from '../../../db/database.ts';
import { toMoney } from '../../../kernel/money.ts';
import type { IsoDate } from '@leisure/dates';
import type { HeldMembershipRecord } from '../held/heldMembershipRepository.ts';
import { membershipStatus, nextPaymentDate } from '../held/membershipLifecycle.ts';
import { findPaymentOption } from '../repository/paymentOptionRepository.ts';
import { freezesOf, openFreezeOf, standingNoticeOf } from './changeRecords.ts';
import { collectionAmount, type FrozenSpan } from './collections.ts';
import { collectionAmountOn } from '../held/collectionAmounts.ts';
import { originallyJoinedOn, paidForMembership } from '../held/originalJoining.ts';
import { freezeRefusal, type FreezeFacts } from './freezeRules.ts';
import { planCancellation, type CancellationFacts, type PendingDayChange } from './cancellationRules.ts';

/** A change of billing day whose first collection on the new day is still to come (docs/decisions/0463). */
function pendingDayChange(membership: HeldMembershipRecord, today: IsoDate): PendingDayChange | null {
  const { replacedCollectionOn, billingDayFrom } = membership;
  return replacedCollectionOn && billingDayFrom && billingDayFrom > today
    ? { replaced: replacedCollectionOn, first: billingDayFrom }
    : null;
}

/** The next collection's amount: a part month when notice ends it short, else the month with any freeze. */
function nextCollectionAmount(membership: HeldMembershipRecord, next: IsoDate, freezes: FrozenSpan[]): number {
  const part = collectionAmountOn(membership, next);
  return part < membership.price ? part : collectionAmount(membership.price, next, membership.billingDay!, freezes);
}

/** Everything the freeze and cancellation rules need about one membership today. */
export function membershipFacts(db: Database, membership: HeldMembershipRecord, today: IsoDate) {
  const option = findPaymentOption(db, membership.paymentOptionId)!;
  const notice = standingNoticeOf(db, membership.id);
  const freezes = freezesOf(db, membership.id);
  const openFreeze = openFreezeOf(db, membership.id, today);
  const common = {
    paymentType: option.paymentType,
    status: membershipStatus(membership, today),
    endDate: membership.endDate,
    billingDay: membership.billingDay,
    // Cooling-off runs from the original joining, not from a change since (docs/decisions/0442).
    joinedOn: originallyJoinedOn(db, membership.id),
    nextPaymentDate: nextPaymentDate(membership, option.paymentType, today),
    today,
  };
  const freeze: FreezeFacts = { ...common, openFreeze };
  const cancellation: CancellationFacts = {
    ...common,
    startDate: membership.startDate,
    price: membership.price,
    paidToJoin: paidForMembership(db, membership.id),
    noticeEndDate: notice && notice.endDate >= today ? notice.endDate : null,
    dayChange: pendingDayChange(membership, today),
    freezes,
  };
  return { freeze, cancellation, notice, freezes, openFreeze };
}

/** The freeze and notice parts of a held membership's view (docs/decisions/0440, 0441). */
export function membershipChangesView(db: Database, membership: HeldMembershipRecord, today: IsoDate) {
  const facts = membershipFacts(db, membership, today);
  const { openFreeze, notice } = facts;
  const next = facts.freeze.nextPaymentDate;
  const freezeView: MembershipFreeze | null = openFreeze && {
    startDate: openFreeze.startDate,
    endDate: openFreeze.endDate,
    reason: openFreeze.reason,
    monthlyFee: toMoney(openFreeze.monthlyFee),
    status: openFreeze.startDate > today ? 'scheduled' : 'current',
  };
  const noticeView: MembershipNotice | null =
    notice && notice.endDate >= today
      ? {
          givenOn: notice.givenOn,
          endDate: notice.endDate,
          lastPaymentDate: notice.lastPaymentDate,
          lastPaymentAmount: notice.lastPaymentAmount === null ? null : toMoney(notice.lastPaymentAmount),
          coolingOff: notice.coolingOff,
          refund: notice.refundAmount === null ? null : toMoney(notice.refundAmount),
          canWithdraw: !notice.coolingOff,
        }
      : null;
  return {
    nextPaymentAmount:
      next && membership.billingDay !== null ? toMoney(nextCollectionAmount(membership, next, facts.freezes)) : null,
    freeze: freezeView,
    notice: noticeView,
    canFreeze: freezeRefusal(facts.freeze) === null,
    canCancel: typeof planCancellation(facts.cancellation) !== 'string',
  };
}
