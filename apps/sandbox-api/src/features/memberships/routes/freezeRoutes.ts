import { contract } from '@leisure/api-contract';
import { implement } from '../../../http/implement.ts';
import { ukToday } from '../../../clock.ts';
import type { Database } from '../../../db/database.ts';
import type { AuthUser } from '../../../http/context.ts';
import { conflict, invalid } from '../../../http/apiError.ts';
import { addDays, type IsoDate } from '@leisure/dates';
import { toMoney } from '../../../kernel/money.ts';
import { changedMembershipView, heldMembershipView } from '../views/heldMembershipView.ts';
import { collectionView } from '../views/collectionView.ts';
import { ownMembership, ownMembershipChange } from '../changes/ownMembership.ts';
import { cancelFreeze, freezeFeeOf, insertFreeze, openFreezeOf, shortenFreeze } from '../changes/changeRecords.ts';
import {
  FREEZE_MAX_MONTHS,
  FREEZE_MIN_DAYS,
  freezeDateProblems,
  freezeEffect,
  freezeRefusal,
  freezeStartWindow,
} from '../changes/freezeRules.ts';

const { membershipChanges } = contract;

/** The membership and its freeze rules today, or 404 / 409 with the reason it cannot be frozen. */
function freezable(db: Database, user: AuthUser, membershipId: number, today: IsoDate) {
  const { membership, plan: window } = ownMembershipChange(
    db,
    user,
    membershipId,
    today,
    ({ freeze }) => freezeRefusal(freeze) ?? freezeStartWindow(freeze.nextPaymentDate!, today),
  );
  return {
    membership,
    billingDay: membership.billingDay!,
    window,
    monthlyFee: freezeFeeOf(db, membership.membershipTypeId),
  };
}

/** Freeze dates within the rules, or 422 with the field that is out of range. */
function checkedDates(window: { min: IsoDate; max: IsoDate }, startDate: IsoDate, endDate: IsoDate) {
  const problems = freezeDateProblems(startDate, endDate, window);
  if (problems) throw invalid(problems);
}

export const freezeRoutes = [
  implement(membershipChanges.getFreezeOptions, ({ db, clock, user, params }) => {
    const { membership, window, monthlyFee } = freezable(db, user!, params.membershipId, ukToday(clock));
    return {
      startDate: window,
      minDays: FREEZE_MIN_DAYS,
      maxMonths: FREEZE_MAX_MONTHS,
      monthlyFee: toMoney(monthlyFee),
      usualMonthlyPrice: toMoney(membership.price),
    };
  }),
  implement(membershipChanges.quoteFreeze, ({ db, clock, user, params, query }) => {
    const { membership, billingDay, window, monthlyFee } = freezable(db, user!, params.membershipId, ukToday(clock));
    checkedDates(window, query.startDate, query.endDate);
    const effect = freezeEffect(membership.price, billingDay, { ...query, monthlyFee });
    return {
      startDate: query.startDate,
      endDate: query.endDate,
      days: effect.days,
      monthlyFee: toMoney(monthlyFee),
      reducedPayments: effect.reducedPayments.map(collectionView),
      nextFullPayment: collectionView(effect.nextFullPayment),
      saving: toMoney(effect.saving),
    };
  }),
  implement(membershipChanges.freezeMembership, ({ db, clock, user, params, body }) => {
    const today = ukToday(clock);
    const { membership, window, monthlyFee } = freezable(db, user!, params.membershipId, today);
    checkedDates(window, body.startDate, body.endDate);
    insertFreeze(db, clock, membership.id, { ...body, monthlyFee });
    return heldMembershipView(db, membership, today);
  }),
  implement(membershipChanges.endMembershipFreeze, ({ db, clock, user, params }) => {
    const today = ukToday(clock);
    const membership = ownMembership(db, user!, params.membershipId);
    const freeze = openFreezeOf(db, membership.id, today);
    if (!freeze) throw conflict('This membership is not frozen.');
    // A freeze that has not started (or starts today) is cancelled; one under way ends yesterday, so the
    // membership is in full use again today (docs/decisions/0440).
    const yesterday = addDays(today, -1);
    if (freeze.startDate > yesterday) cancelFreeze(db, clock, freeze.id);
    else shortenFreeze(db, freeze.id, yesterday);
    return changedMembershipView(db, user!.id, membership.id, today);
  }),
];
