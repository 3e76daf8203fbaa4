import type { Sandbox } from '@leisure/sandbox-api';

/** A session a test puts in a basket, with the Adult option it is booked at. */
export interface PickedSession {
  id: number;
  name: string;
  pricingOptionId: number;
  price: number;
}

const DAY_MS = 86_400_000;

/**
 * A scheduled session the demo customer (Sam Patel) is not booked on, starting in 2 to 6 days, whose activity needs no
 * waiver, at its Adult price (above nothing), with places left: `skip` picks later ones, so each test books its own.
 * None his class pass covers (his home venue's fitness classes), so it has a price to pay.
 */
export function pickPricedSession(sandbox: Sandbox, skip = 0, activity = 'Spin'): PickedSession {
  const db = sandbox.services.db;
  const after = new Date(Date.now() + 2 * DAY_MS).toISOString();
  // Inside every booking window (7 days ahead for anyone; decision 0330).
  const before = new Date(Date.now() + 6 * DAY_MS).toISOString();
  const row = db
    .prepare(
      `SELECT s.id, a.name, o.id AS option_id, o.price FROM activity_sessions s
       JOIN activities a ON a.id = s.activity_id
       JOIN activity_pricing_options o ON o.activity_id = a.id AND o.name = 'Adult'
       WHERE a.name = ? AND a.waiver_id IS NULL AND s.status = 'scheduled' AND s.starts_at > ? AND s.starts_at < ?
         AND o.price > 0
         AND NOT EXISTS (SELECT 1 FROM bookings b JOIN users u ON u.id = b.attendee_user_id
           WHERE b.session_id = s.id AND b.status = 'booked' AND u.email = 'sam.patel@example.com')
         AND NOT EXISTS (SELECT 1 FROM activity_entitlements e JOIN users u ON u.id = e.user_id
           WHERE u.email = 'sam.patel@example.com' AND (e.venue_id IS NULL OR e.venue_id = s.venue_id)
             AND (e.category_id IS NULL OR e.category_id = a.category_id))
       ORDER BY s.starts_at LIMIT 1 OFFSET ?`,
    )
    .get(activity, after, before, skip) as { id: number; name: string; option_id: number; price: number } | undefined;
  if (!row) throw new Error(`No ${activity} session after ${after}`);
  // No places taken at reception: the session has room.
  db.prepare('UPDATE activity_sessions SET offline_bookings = 0 WHERE id = ?').run(row.id);
  return { id: row.id, name: row.name, pricingOptionId: row.option_id, price: row.price };
}
