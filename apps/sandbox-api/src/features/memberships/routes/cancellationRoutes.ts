import { contract } from '@leisure/api-contract';
import { implement } from '../../../http/implement.ts';
import { ukToday } from '../../../clock.ts';
import type { Database } from '../../../db/database.ts';
import type { AuthUser } from '../../../http/context.ts';
import { conflict } from '../../../http/apiError.ts';
import type { IsoDate } from '@leisure/dates';
import { toMoney } from '../../../kernel/money.ts';
import { findMembershipType } from '../repository/membershipTypeRepository.ts';
import { changedMembershipView } from '../views/heldMembershipView.ts';
import { collectionView } from '../views/collectionView.ts';
import { ownMembership, ownMembershipChange } from '../changes/ownMembership.ts';
import { planCancellation } from '../changes/cancellationRules.ts';
import {
  cancelFreeze,
  freezesOf,
  giveNotice,
  shortenFreeze,
  standingNoticeOf,
  withdrawNotice,
} from '../changes/changeRecords.ts';
import { emailCancellation, emailNoticeWithdrawn } from '../changes/noticeEmails.ts';
import { keepAccruedOnOldDate } from '../changes/dayChangeNotice.ts';
import { ordersOfMembership } from '../held/originalJoining.ts';
import { refundOrderPayments } from '../../../kernel/orderPaymentRefunds.ts';

const { membershipChanges } = contract;

/** The membership and what cancelling it today does, or 404 / 409 with the reason it cannot be cancelled. */
const cancellable = (db: Database, user: AuthUser, membershipId: number, today: IsoDate) =>
  ownMembershipChange(db, user, membershipId, today, (facts) => planCancellation(facts.cancellation));

const money = (pence: number | null) => (pence === null ? null : toMoney(pence));

export const cancellationRoutes = [
  implement(membershipChanges.quoteCancellation, ({ db, clock, user, params }) => {
    const today = ukToday(clock);
    const { plan } = cancellable(db, user!, params.membershipId, today);
    return {
      givenOn: today,
      endDate: plan.endDate,
      lastPaymentDate: plan.lastPaymentDate,
      lastPaymentAmount: money(plan.lastPaymentAmount),
      coolingOff: plan.coolingOff,
      refund: money(plan.refund),
      remainingPayments: plan.remainingPayments.map(collectionView),
    };
  }),
  implement(membershipChanges.cancelMembership, ({ db, clock, user, params }) => {
    const today = ukToday(clock);
    const { membership, plan } = cancellable(db, user!, params.membershipId, today);
    if (!plan.coolingOff) keepAccruedOnOldDate(db, membership, plan);
    giveNotice(db, clock, membership.id, {
      givenOn: today,
      endDate: plan.endDate,
      lastPaymentDate: plan.lastPaymentDate,
      lastPaymentAmount: plan.lastPaymentAmount,
      coolingOff: plan.coolingOff,
      refundAmount: plan.refund,
    });
    // Nothing is frozen after the membership ends (docs/decisions/0441).
    for (const freeze of freezesOf(db, membership.id)) {
      if (freeze.startDate > plan.endDate) cancelFreeze(db, clock, freeze.id);
      else if (freeze.endDate > plan.endDate) shortenFreeze(db, freeze.id, plan.endDate);
    }
    // The refund reverses every payment for the membership, the joining's and any change's (docs/decisions/0442).
    if (plan.coolingOff) for (const orderId of ordersOfMembership(db, membership.id)) refundOrderPayments(db, orderId);
    const name = findMembershipType(db, membership.membershipTypeId)!.name;
    emailCancellation(db, clock, user!, name, plan);
    return changedMembershipView(db, user!.id, membership.id, today);
  }),
  implement(membershipChanges.withdrawMembershipCancellation, ({ db, clock, user, params }) => {
    const today = ukToday(clock);
    const membership = ownMembership(db, user!, params.membershipId);
    const notice = standingNoticeOf(db, membership.id);
    if (!notice || notice.endDate < today)
      throw conflict('No notice to cancel this membership is waiting to take effect.');
    if (notice.coolingOff)
      throw conflict(
        'A cancellation in the cooling-off period takes effect at once and is refunded: it cannot be withdrawn.',
      );
    withdrawNotice(db, clock, membership.id, notice.id);
    emailNoticeWithdrawn(db, clock, user!, findMembershipType(db, membership.membershipTypeId)!.name);
    return changedMembershipView(db, user!.id, membership.id, today);
  }),
];
