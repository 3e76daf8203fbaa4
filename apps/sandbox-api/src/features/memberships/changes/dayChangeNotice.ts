import type { Database } from '../../../db/database.ts';
import { daysBetween, type IsoDate } from '@leisure/dates';
import type { HeldMembershipRecord } from '../held/heldMembershipRepository.ts';
import { proRataOfMonth } from '../held/collectionAmounts.ts';
import { partOnOldDate, type CancellationPlan } from './cancellationRules.ts';

/**
 * Notice that ends before the first collection on a new billing day (docs/decisions/0463): the replaced old-day
 * collection goes ahead for the days from it to the end, and the part the new day's first collection was to carry
 * for this membership (kept by the Direct Debit feature, decision 0460) comes off it, so nothing is collected twice
 * if the notice is withdrawn.
 */
export function keepAccruedOnOldDate(db: Database, membership: HeldMembershipRecord, plan: CancellationPlan): void {
  const { replacedCollectionOn: replaced, billingDayFrom: first } = membership;
  if (!replaced || !first) return;
  const part = partOnOldDate({ replaced, first }, plan.endDate);
  if (!part) return;
  db.prepare('UPDATE user_memberships SET old_day_collection_on = ? WHERE id = ?').run(part, membership.id);
  const share = proRataOfMonth(membership.price, daysBetween(replaced, first), replaced as IsoDate);
  db.prepare(
    `UPDATE direct_debit_extra_amounts SET amount = MAX(0, amount - ?) WHERE user_id = ? AND collection_date = ?`,
  ).run(share, membership.userId, first);
}
