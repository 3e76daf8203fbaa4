import type { BookingCancellation } from '@leisure/api-contract';
import { atomically, type Database } from '../../../db/database.ts';
import type { Clock } from '../../../clock.ts';
import { conflict, notFound } from '../../../http/apiError.ts';
import { findSessionRow } from '../timetable/sessionRows.ts';
import { findVisibleBooking } from './bookingRows.ts';
import { toBookings } from './bookingView.ts';
import { cancellability } from './cancellationRules.ts';
import { toMoney } from '../../../kernel/money.ts';
import { placesFreed } from '../../../kernel/placesFreed.ts';

/**
 * Cancels a booking for the attendee or the customer who booked it. The place is freed at once (spaces count live
 * bookings only), a benefit or package use comes back (uses count live bookings only), and what was paid is
 * refunded to the paying customer's account credit.
 */
export function cancelBooking(db: Database, clock: Clock, userId: number, bookingId: number): BookingCancellation {
  const now = clock.now();
  return atomically(db, () => {
    const booking = findVisibleBooking(db, userId, bookingId);
    if (!booking) throw notFound('No such booking.');
    const session = findSessionRow(db, booking.session_id, now.toISOString());
    if (!session) throw notFound('No such booking.');
    const rules = cancellability(booking, session, now);
    if (!rules.canCancel) throw conflict(rules.note ?? 'This booking cannot be cancelled.');

    const refund = booking.price_paid;
    db.prepare("UPDATE bookings SET status = 'cancelled', cancelled_at = ?, refund_amount = ? WHERE id = ?").run(
      now.toISOString(),
      refund,
      booking.id,
    );
    // The freed place goes to the session's waiting list, if it has one, in this transaction (features/waitingList).
    placesFreed(db, clock, [booking.session_id]);
    if (refund > 0) {
      db.prepare('UPDATE users SET credit_balance = credit_balance + ? WHERE id = ?').run(
        refund,
        booking.booked_by_user_id,
      );
    }
    const updated = findVisibleBooking(db, userId, bookingId)!;
    const balance = db.prepare('SELECT credit_balance FROM users WHERE id = ?').get(userId) as {
      credit_balance: number;
    };
    return {
      booking: toBookings(db, [updated], now)[0]!,
      refund: toMoney(refund),
      refundedTo: refund > 0 ? 'account-credit' : null,
      creditBalance: toMoney(balance.credit_balance),
    };
  });
}
