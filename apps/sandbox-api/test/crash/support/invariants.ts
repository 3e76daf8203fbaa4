import type { Database } from '../../../src/db/database.ts';

/**
 * What must hold of the whole database after any crash (docs/decisions/0015), each as the rows that break it:
 * an empty list is a healthy database. `sinceOrderId` leaves out the seeded orders, which have no payments rows.
 */
export function brokenInvariants(db: Database, sinceOrderId: number): string[] {
  const broken: string[] = [];
  const rows = (what: string, sql: string, ...params: number[]) => {
    const found = db.prepare(sql).all(...params);
    if (found.length > 0) broken.push(`${what}: ${JSON.stringify(found.slice(0, 3))}`);
  };

  rows(
    'a notice without its end date',
    `SELECT n.id, n.end_date, m.end_date AS membership_end FROM membership_notices n
     JOIN user_memberships m ON m.id = n.user_membership_id
     WHERE n.withdrawn_at IS NULL AND n.id = (SELECT MAX(id) FROM membership_notices WHERE user_membership_id = m.id)
       AND m.end_date IS NOT n.end_date`,
  );
  rows(
    'a cancellation without its email',
    `SELECT m.user_id, COUNT(*) AS notices,
       (SELECT COUNT(*) FROM email_outbox e WHERE e.user_id = m.user_id AND e.kind = 'membership-cancelled') AS emails
     FROM membership_notices n JOIN user_memberships m ON m.id = n.user_membership_id
     GROUP BY m.user_id HAVING notices <> emails`,
  );
  rows(
    'an email for a cancellation that is not there',
    `SELECT e.user_id FROM email_outbox e WHERE e.kind = 'membership-cancelled' AND NOT EXISTS
       (SELECT 1 FROM membership_notices n JOIN user_memberships m ON m.id = n.user_membership_id WHERE m.user_id = e.user_id)`,
  );
  rows(
    'a withdrawal without its email, or an email without its withdrawal',
    `SELECT m.user_id, SUM(n.withdrawn_at IS NOT NULL) AS withdrawn,
       (SELECT COUNT(*) FROM email_outbox e WHERE e.user_id = m.user_id AND e.kind = 'membership-kept') AS emails
     FROM membership_notices n JOIN user_memberships m ON m.id = n.user_membership_id
     GROUP BY m.user_id HAVING withdrawn <> emails`,
  );
  rows(
    'a cooling-off cancellation not refunded, or a refund without one',
    `SELECT m.id, m.order_id,
       (SELECT COUNT(*) FROM membership_notices n WHERE n.user_membership_id = m.id AND n.cooling_off = 1) AS notices,
       (SELECT COUNT(*) FROM account_payments p WHERE p.order_id = m.order_id AND p.status = 'refunded') AS refunded,
       (SELECT COUNT(*) FROM account_payments p WHERE p.order_id = m.order_id AND p.status = 'paid') AS paid
     FROM user_memberships m WHERE m.order_id > ? AND (notices > 1 OR (notices = 1 AND paid > 0)
       OR (notices = 0 AND refunded > 0))`,
    sinceOrderId,
  );
  rows(
    'an order whose payments are not its total',
    `SELECT o.id, o.total, COALESCE((SELECT SUM(amount) FROM order_payments p WHERE p.order_id = o.id), 0) AS paid
     FROM orders o WHERE o.id > ? AND paid <> o.total`,
    sinceOrderId,
  );
  rows(
    'an order without its items',
    'SELECT o.id FROM orders o WHERE o.id > ? AND NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)',
    sinceOrderId,
  );
  rows(
    'an order placed at the desk without its audit row',
    `SELECT o.id FROM orders o JOIN users staff ON staff.id = o.placed_by_user_id
     WHERE o.id > ? AND staff.role = 'staff' AND o.placed_by_user_id <> o.customer_user_id
       AND NOT EXISTS (SELECT 1 FROM staff_audit a WHERE a.order_id = o.id)`,
    sinceOrderId,
  );
  rows(
    'a session sold over its capacity',
    `SELECT s.id, s.capacity, s.offline_bookings, COUNT(b.id) AS booked FROM activity_sessions s
     JOIN bookings b ON b.session_id = s.id AND b.status = 'booked'
     GROUP BY s.id HAVING booked + s.offline_bookings > s.capacity`,
  );
  rows(
    'a place booked twice',
    `SELECT session_id, attendee_user_id, COUNT(*) AS n FROM bookings WHERE status = 'booked'
     GROUP BY session_id, attendee_user_id HAVING n > 1`,
  );
  rows(
    'a booking paid for by no order',
    `SELECT b.id FROM bookings b WHERE b.order_id > ? AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = b.order_id)`,
    sinceOrderId,
  );
  return broken;
}
