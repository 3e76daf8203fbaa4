import type { Database } from '../../../db/database.ts';
import type { Clock } from '../../../clock.ts';
import type { AuthUser } from '../../../http/context.ts';
import { prettyDate } from '../../../kernel/dateLabels.ts';
import { formatPence } from '../../../kernel/money.ts';
import { queueEmail } from '../../auth/index.ts';
import type { CancellationPlan } from './cancellationRules.ts';

/** The written confirmation of a cancellation (docs/decisions/0441): what ends when and what is still paid. */
export function emailCancellation(db: Database, clock: Clock, user: AuthUser, name: string, plan: CancellationPlan) {
  const lines = plan.coolingOff
    ? [
        `You cancelled your ${name} membership within its 14-day cooling-off period.`,
        plan.refund
          ? `It ends today, ${prettyDate(plan.endDate)}, and ${formatPence(plan.refund)} will be refunded in full.`
          : `It ends today, ${prettyDate(plan.endDate)}. Nothing was paid for it, so there is nothing to refund.`,
      ]
    : [
        `We have your notice to cancel your ${name} membership. It ends on ${prettyDate(plan.endDate)}.`,
        plan.lastPaymentDate
          ? `Your last Direct Debit payment is ${formatPence(plan.lastPaymentAmount ?? 0)} on ${prettyDate(plan.lastPaymentDate)}.`
          : 'There are no more Direct Debit payments.',
        'Changed your mind? Choose "Keep my membership" in My account before the end date.',
      ];
  queueEmail(db, clock, {
    userId: user.id,
    kind: 'membership-cancelled',
    to: user.email,
    subject: `Your ${name} membership ends on ${prettyDate(plan.endDate)}`,
    bodyText: lines.join('\n\n'),
    link: null,
  });
}

/** The confirmation that a notice was withdrawn. */
export function emailNoticeWithdrawn(db: Database, clock: Clock, user: AuthUser, name: string) {
  queueEmail(db, clock, {
    userId: user.id,
    kind: 'membership-kept',
    to: user.email,
    subject: `You are keeping your ${name} membership`,
    bodyText: `Your notice to cancel your ${name} membership has been withdrawn. It carries on, with Direct Debit payments as before.`,
    link: null,
  });
}
