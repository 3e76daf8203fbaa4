import type { SandboxServices } from '../../http/context.ts';
import type { Database } from '../../db/database.ts';
import { ukToday } from '../../clock.ts';
import type { DemoAccountKey } from '../../seed/demoAccounts.ts';
import {
  findDemoUser,
  findPerson,
  findSessionRow,
  HISTORY_DAYS,
  sessionLine,
  spacesLeft,
  TIMETABLE_DAYS_AHEAD,
  type SessionRow,
} from '../activities/index.ts';
import { demoBookingPlans, type DemoBookingPlan, type PlannedPlace } from './demoBookingPlans.ts';
import { recordOrder, type SessionOrderLine } from './orderWriter.ts';
import { findVenueBySlug } from '../site/index.ts';
import { addDays } from '@leisure/dates';

/** Orders and bookings for the demo customers that exist, on real seeded sessions with room for them. */
export function seedDemoBookings({ db, clock }: SandboxServices): void {
  for (const [key, plan] of Object.entries(demoBookingPlans) as [DemoAccountKey, DemoBookingPlan][]) {
    const customer = findDemoUser(db, key);
    if (!customer) continue;
    const venueId = customer.homeVenueId ?? findVenueBySlug(db, plan.fallbackVenue)?.id;
    if (venueId === undefined) continue;
    for (const places of plan.orders) seedOrder(db, clock.now(), customer.id, venueId, places);
  }
}

function seedOrder(db: Database, now: Date, customerId: number, venueId: number, places: PlannedPlace[]): void {
  const lines: (SessionOrderLine & { cancelled: boolean })[] = [];
  for (const place of places) {
    const attendee = place.attendee ? findDemoUser(db, place.attendee) : { id: customerId };
    const person = attendee ? findPerson(db, attendee.id) : undefined;
    const session = sessionNear(db, now, venueId, place.activity, place.dayOffset, places.length);
    if (!person || !session) continue;
    const option = db
      .prepare('SELECT id, name, price FROM activity_pricing_options WHERE activity_id = ? AND name = ?')
      .get(session.activity_id, place.option) as { id: number; name: string; price: number } | undefined;
    if (!option) continue;
    const entitlement = place.entitlement
      ? (db
          .prepare('SELECT id FROM activity_entitlements WHERE user_id = ? AND name = ?')
          .get(person.id, place.entitlement) as { id: number } | undefined)
      : undefined;
    lines.push({
      type: 'session',
      name: session.name,
      description: sessionLine(session),
      price: entitlement ? 0 : option.price,
      attendeeId: person.id,
      attendeeName: person.name,
      sessionId: session.id,
      pricingOptionId: option.id,
      pricingOptionName: option.name,
      entitlementId: entitlement?.id ?? null,
      cancelled: place.cancelled ?? false,
    });
  }
  if (lines.length === 0) return;

  const firstStart = new Date(
    db.prepare('SELECT starts_at FROM activity_sessions WHERE id = ?').get(lines[0]!.sessionId)!.starts_at as string,
  );
  // Booked three days before a past session, or yesterday for an upcoming one.
  const placedAt = new Date(Math.min(firstStart.getTime() - 3 * 86_400_000, now.getTime() - 86_400_000)).toISOString();
  const total = lines.reduce((sum, line) => sum + line.price, 0);
  const orderId = recordOrder(db, {
    customerId,
    placedById: customerId,
    source: 'bookings',
    cartUuid: null,
    placedAt,
    lines,
    payments:
      total > 0
        ? [{ tenderType: 'card', amount: total, reference: `SEED-CARD-${customerId}-${lines[0]!.sessionId}` }]
        : [],
  });
  for (const line of lines.filter((candidate) => candidate.cancelled)) {
    db.prepare(
      `UPDATE bookings SET status = 'cancelled', cancelled_at = ?, refund_amount = price_paid
       WHERE order_id = ? AND session_id = ? AND attendee_user_id = ?`,
    ).run(new Date(now.getTime() - 2 * 86_400_000).toISOString(), orderId, line.sessionId, line.attendeeId);
  }
}

/**
 * The activity's session at the venue on the planned day, or the nearest day after (upcoming) or before (past),
 * that is scheduled, has room for the whole order and is on the right side of now.
 */
function sessionNear(
  db: Database,
  now: Date,
  venueId: number,
  activity: string,
  dayOffset: number,
  places: number,
): SessionRow | undefined {
  const today = ukToday({ now: () => now });
  const step = dayOffset >= 0 ? 1 : -1;
  const nowIso = now.toISOString();
  const candidates = db.prepare(
    `SELECT s.id FROM activity_sessions s JOIN activities a ON a.id = s.activity_id
     WHERE s.venue_id = ? AND a.name = ? AND s.local_date = ? AND s.status = 'scheduled' ORDER BY s.starts_at`,
  );
  for (let offset = dayOffset; offset >= -HISTORY_DAYS && offset < TIMETABLE_DAYS_AHEAD; offset += step) {
    for (const { id } of candidates.all(venueId, activity, addDays(today, offset)) as { id: number }[]) {
      const row = findSessionRow(db, id, nowIso);
      if (!row || spacesLeft(row) < places) continue;
      if (row.starts_at > nowIso === dayOffset >= 0) return row;
    }
  }
  return undefined;
}
