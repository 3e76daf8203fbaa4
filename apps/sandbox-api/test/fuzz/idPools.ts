import type { DatabaseSync } from 'node:sqlite';

/**
 * Real ids (and codes) from the sandbox's tables, by the field names that carry them, so fuzzed requests name
 * rows that exist: the member's own and other users' (which is how a missing ownership check shows). Tables a
 * feature has not created yet simply give no pool; the sampler then falls back to small numbers.
 */
const poolQueries: Record<string, string> = {
  typeid: 'SELECT id AS value FROM membership_types',
  membershiptypeid: 'SELECT id AS value FROM membership_types',
  optionid: 'SELECT id AS value FROM membership_payment_options',
  paymentoptionid: 'SELECT id AS value FROM membership_payment_options',
  membershipid: 'SELECT id AS value FROM user_memberships',
  membershipuserid: 'SELECT id AS value FROM users',
  selecteduserid: 'SELECT id AS value FROM users',
  purchasedforuserid: 'SELECT id AS value FROM users',
  sessionid: 'SELECT id AS value FROM activity_sessions ORDER BY starts_at DESC LIMIT 60',
  id: 'SELECT id AS value FROM activity_sessions ORDER BY starts_at DESC LIMIT 30',
  pricingoptionid: 'SELECT id AS value FROM activity_pricing_options LIMIT 60',
  activityid: 'SELECT id AS value FROM activities LIMIT 60',
  cartitemid: 'SELECT id AS value FROM cart_items',
  bookingid: 'SELECT id AS value FROM bookings',
  orderid: 'SELECT id AS value FROM orders',
  venueid: 'SELECT id AS value FROM venues',
  homevenueid: 'SELECT id AS value FROM venues',
  promotioncodeid: 'SELECT id AS value FROM membership_promotions',
  code: 'SELECT code AS value FROM membership_promotions',
};

export type IdPools = Record<string, (string | number)[]>;

export function readIdPools(db: DatabaseSync): IdPools {
  const pools: IdPools = {};
  for (const [field, sql] of Object.entries(poolQueries)) {
    try {
      const values = (db.prepare(sql).all() as { value: string | number }[]).map((row) => row.value);
      if (values.length > 0) pools[field] = values;
    } catch {
      // That feature's table does not exist (yet).
    }
  }
  return pools;
}
