import type { Database } from '../../../src/db/database.ts';

/** Makes a test customer a member at Leeds City, with the membership the demo member Alex Morgan (BW100001) holds. */
export function makeLeedsMember(db: Database, userId: number): void {
  const copied = db
    .prepare(
      `INSERT INTO user_memberships (user_id, membership_type_id, payment_option_id, home_venue_id, price, start_date,
         end_date, billing_day, created_at)
       SELECT ?, um.membership_type_id, um.payment_option_id, um.home_venue_id, um.price, um.start_date, um.end_date,
         um.billing_day, um.created_at
       FROM user_memberships um JOIN users u ON u.id = um.user_id JOIN venues v ON v.id = um.home_venue_id
       WHERE u.reference = 'BW100001' AND v.slug = 'leeds-city' LIMIT 1`,
    )
    .run(userId);
  if (copied.changes !== 1) throw new Error('The demo member has no Leeds City membership to copy');
}
