import type { Database } from '../../db/database.ts';
import { HOLD_MINUTES, peopleByIds, sessionRowsByIds, toSessionRef } from '../activities/index.ts';
import type { CartItemRow, CartRow } from './cartStore.ts';
import { reconcilePayments } from './cartPaymentRules.ts';
import { shortDateLabel } from '../../kernel/dateLabels.ts';
import { placesFreed } from '../../kernel/placesFreed.ts';
import { fixedClock } from '../../clock.ts';
import { className, findClass } from '../lessons/index.ts';

/** A block of lessons whose hold ran out (docs/decisions/0599): its class place is free again. */
function lessonBlockReleased(db: Database, item: CartItemRow): string {
  const row = item.lesson_class_id === null ? undefined : findClass(db, item.lesson_class_id);
  const who = peopleByIds(db, [item.purchased_for_user_id]).get(item.purchased_for_user_id)?.name ?? 'your learner';
  const what = row ? `${row.programme_name}: ${className(row)}` : 'a class';
  return `The place in ${what} for ${who} was released because places are held for ${HOLD_MINUTES} minutes. Add it again if there is still space.`;
}

/**
 * Drops the basket's session lines (and blocks of lessons) whose hold has run out (their places already count as free to everyone
 * else) and says which, so the customer knows why a line went. Like any removal, only credit payments survive.
 * Returns the notices.
 */
export function releaseExpiredHolds(db: Database, cart: CartRow, nowIso: string): string[] {
  const expired = db
    .prepare(
      "SELECT * FROM cart_items WHERE cart_id = ? AND type IN ('session', 'lessonBlock') AND held_until <= ? ORDER BY id",
    )
    .all(cart.id, nowIso) as unknown as CartItemRow[];
  if (expired.length === 0) return [];
  const sessions = sessionRowsByIds(
    db,
    expired.map((item) => item.session_id ?? 0),
    nowIso,
  );
  const attendees = peopleByIds(
    db,
    expired.map((item) => item.purchased_for_user_id),
  );
  db.prepare(`DELETE FROM cart_items WHERE id IN (${expired.map(() => '?').join(',')})`).run(
    ...expired.map((item) => item.id),
  );
  reconcilePayments(db, cart, nowIso, true);
  // Their places were free from the moment the holds ran out; the waiting list gets them now, if it has not yet.
  placesFreed(db, fixedClock(nowIso), [...sessions.keys()]);
  return expired.map((item) => {
    if (item.type === 'lessonBlock') return lessonBlockReleased(db, item);
    const session = sessions.get(item.session_id ?? 0);
    const what = session
      ? `${session.name} (${shortDateLabel(session.local_date)}, ${toSessionRef(session).startTime})`
      : 'a session';
    const who = attendees.get(item.purchased_for_user_id)?.name ?? 'your attendee';
    return `The place on ${what} for ${who} was released because places are held for ${HOLD_MINUTES} minutes. Add it again if there is still space.`;
  });
}
