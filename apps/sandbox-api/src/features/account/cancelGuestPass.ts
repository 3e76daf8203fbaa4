import type { GuestPass } from '@leisure/api-contract';
import { transaction, type Database } from '../../db/database.ts';
import { ukToday, type Clock } from '../../clock.ts';
import { conflict, notFound } from '../../http/apiError.ts';
import { findGuestPass, guestPassStatus, toGuestPass } from './guestPassRecords.ts';

/**
 * Cancels an upcoming pass of the customer's. Its place in the month's allowance is freed when cancelled before the
 * day of the visit; on the day itself it still counts (docs/decisions/0405).
 */
export function cancelGuestPass(db: Database, clock: Clock, userId: number, passId: number): GuestPass {
  const today = ukToday(clock);
  return transaction(db, () => {
    const pass = findGuestPass(db, userId, passId);
    if (!pass) throw notFound('Unable to complete request, item not found.');
    const status = guestPassStatus(pass, today);
    if (status === 'cancelled') throw conflict('This guest pass is already cancelled.');
    if (status !== 'upcoming') throw conflict('Only guest passes for today or a later date can be cancelled.');
    db.prepare('UPDATE guest_passes SET cancelled_at = ? WHERE id = ?').run(clock.now().toISOString(), passId);
    return toGuestPass(findGuestPass(db, userId, passId)!, today);
  });
}
