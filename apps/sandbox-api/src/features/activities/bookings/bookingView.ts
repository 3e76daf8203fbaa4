import type { Booking } from '@leisure/api-contract';
import type { Database } from '../../../db/database.ts';
import { peopleByIds } from '../eligibility/people.ts';
import { toLondonIso } from '../londonTime.ts';
import { sessionRowsByIds } from '../timetable/sessionRows.ts';
import { toSessionRef } from '../timetable/sessionView.ts';
import type { BookingRow } from './bookingRows.ts';
import { cancellability } from './cancellationRules.ts';
import { toMoney } from '../../../kernel/money.ts';

function coveredBy(row: BookingRow): Booking['coveredBy'] {
  if (row.entitlement_kind === 'benefit') return 'membership-benefit';
  if (row.entitlement_kind === 'package') return 'package';
  if (row.price_paid > 0) return 'payment';
  return row.option_members_only === 1 ? 'membership' : 'free';
}

/** Each order's tenders (card, credit…), once each, in a fixed order. */
function tendersByOrder(db: Database, orderIds: number[]): Map<number, Booking['paidWith']> {
  const unique = [...new Set(orderIds)];
  const tenders = new Map<number, Booking['paidWith']>();
  if (unique.length === 0) return tenders;
  const rows = db
    .prepare(
      `SELECT DISTINCT order_id, tender_type FROM order_payments WHERE order_id IN (${unique.map(() => '?').join(',')})
       ORDER BY order_id, tender_type`,
    )
    .all(...unique) as { order_id: number; tender_type: Booking['paidWith'][number] }[];
  for (const row of rows) tenders.set(row.order_id, [...(tenders.get(row.order_id) ?? []), row.tender_type]);
  return tenders;
}

/** Bookings as the account pages show them, with their sessions and whether each can still be cancelled. */
export function toBookings(db: Database, rows: BookingRow[], now: Date): Booking[] {
  const sessions = sessionRowsByIds(
    db,
    rows.map((row) => row.session_id),
    now.toISOString(),
  );
  const people = peopleByIds(
    db,
    rows.flatMap((row) => [row.attendee_user_id, row.booked_by_user_id]),
  );
  const tenders = tendersByOrder(
    db,
    rows.flatMap((row) => (row.order_id === null ? [] : [row.order_id])),
  );
  return rows.flatMap((row) => {
    const session = sessions.get(row.session_id);
    if (!session) return [];
    const rules = cancellability(row, session, now);
    return [
      {
        id: row.id,
        status: row.status,
        session: toSessionRef(session),
        attendee: { id: row.attendee_user_id, name: people.get(row.attendee_user_id)?.name ?? 'Unknown' },
        bookedBy: { id: row.booked_by_user_id, name: people.get(row.booked_by_user_id)?.name ?? 'Unknown' },
        pricingOptionName: row.pricing_option_name,
        pricePaid: toMoney(row.price_paid),
        paidWith: row.price_paid > 0 && row.order_id !== null ? (tenders.get(row.order_id) ?? []) : [],
        coveredBy: coveredBy(row),
        coveredByName: row.entitlement_kind ? row.entitlement_name : null,
        orderId: row.order_id,
        bookedAt: toLondonIso(new Date(row.created_at)),
        cancelledAt: row.cancelled_at === null ? null : toLondonIso(new Date(row.cancelled_at)),
        refund: row.refund_amount === null ? null : toMoney(row.refund_amount),
        canCancel: rules.canCancel,
        cancellableUntil: rules.cancellableUntil,
        cancellationNote: rules.note,
      },
    ];
  });
}
