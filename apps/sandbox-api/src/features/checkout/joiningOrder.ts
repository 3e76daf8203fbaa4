import type { OrderTypeName } from '@leisure/api-contract';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../http/context.ts';
import { conflict } from '../../http/apiError.ts';
import { priceStoredSelection, type PricedSelection } from '../memberships/index.ts';
import { deleteCartOf, type JoiningCartRow } from '../joining/index.ts';
import { queueMembershipConfirmation, recordOrder, type OrderPayment } from '../orders/index.ts';
import { membershipLineDetails } from './membershipLine.ts';
import { addDays } from '@leisure/dates';

const ORDER_TYPES: Record<JoiningCartRow['kind'], OrderTypeName> = {
  new: 'membership',
  change: 'membership-change',
  renewal: 'membership-renewal',
};

/** Who the membership is for, and who bought it: the same person online, staff at the desk. */
export interface JoiningParties {
  customer: AuthUser;
  placedBy: AuthUser;
}

export const NO_LONGER_AVAILABLE = 'This membership can no longer be bought as chosen. Please choose it again.';

/**
 * Turns the joining cart into an order, inside the caller's transaction (decision 0503): the membership is
 * created, changed or renewed, a Direct Debit instruction is set up when the cart needed a new mandate, the order
 * gets one membership line costing the cart's totalToPayNow, the customer's confirmation email is queued, and the
 * cart is cleared.
 */
export function placeJoiningOrder(
  db: Database,
  clock: Clock,
  { customer, placedBy }: JoiningParties,
  cart: JoiningCartRow,
  payments: OrderPayment[],
): number {
  const nowIso = clock.now().toISOString();
  const user = customer;
  const priced = priceStoredSelection(db, clock, customer, {
    kind: cart.kind,
    changesMembershipId: cart.changes_membership_id,
    renewsMembershipId: cart.renews_membership_id,
    venueId: cart.home_venue_id,
    typeId: cart.membership_type_id,
    optionId: cart.payment_option_id,
    startDate: cart.start_date,
    billingDay: cart.billing_day,
    promotionId: cart.promotion_id,
  });
  if (!priced) throw conflict(NO_LONGER_AVAILABLE);
  const { costs, type } = priced;
  const total = costs.totalToPayNow.amount;
  const newMandate = cart.requires_new_mandate === 1;

  const orderId = recordOrder(db, {
    customerId: customer.id,
    placedById: placedBy.id,
    // Bought at the desk for a selected customer (docs/decisions/0602-joining-at-the-desk.md).
    source: placedBy.id === customer.id ? 'online-joining' : 'front-of-house',
    cartUuid: null,
    placedAt: nowIso,
    orderType: ORDER_TYPES[cart.kind],
    payments,
    lines: [
      {
        type: 'membership',
        name: type.name,
        description: `${priced.option.name} at ${priced.venue.name}, from ${costs.startDate}`,
        price: total,
        purchasedForUserId: user.id,
        details: membershipLineDetails(db, priced, cart.kind, newMandate),
      },
    ],
  });

  holdMembership(db, user.id, cart, priced, orderId, nowIso);
  if (newMandate) setUpInstruction(db, user.id, cart, costs.billingDay, orderId, nowIso);
  queueMembershipConfirmation(db, clock, {
    id: orderId,
    customerId: customer.id,
    membership: {
      name: type.name,
      venueName: priced.venue.name,
      startDate: costs.startDate,
      payments: costs.schedule.summary,
      newDirectDebit: newMandate,
    },
  });
  deleteCartOf(db, user.id);
  return orderId;
}

/** The held membership: new, the replacement of a changed one (which ends the day before), or a renewal. */
function holdMembership(
  db: Database,
  userId: number,
  cart: JoiningCartRow,
  priced: PricedSelection,
  orderId: number,
  nowIso: string,
): void {
  const { costs } = priced;
  if (cart.kind === 'renewal' && cart.renews_membership_id !== null) {
    const old = db
      .prepare('SELECT end_date FROM user_memberships WHERE id = ? AND user_id = ?')
      .get(cart.renews_membership_id, userId) as { end_date: string | null } | undefined;
    // A renewal straight after the end extends the same membership; one after a gap starts a new one.
    if (old?.end_date && addDays(old.end_date, 1) === costs.startDate) {
      db.prepare(
        'UPDATE user_memberships SET end_date = ?, payment_option_id = ?, price = ?, order_id = ? WHERE id = ?',
      ).run(costs.endDate, priced.option.id, costs.fees.baseFee.amount, orderId, cart.renews_membership_id);
      return;
    }
  }
  if (cart.kind === 'change' && cart.changes_membership_id !== null) {
    // Decision 0204: the old membership ends the day before the new one starts.
    db.prepare('UPDATE user_memberships SET end_date = ? WHERE id = ? AND user_id = ?').run(
      addDays(costs.startDate, -1),
      cart.changes_membership_id,
      userId,
    );
  }
  db.prepare(
    `INSERT INTO user_memberships (user_id, membership_type_id, payment_option_id, home_venue_id, price, start_date,
       end_date, billing_day, document_upload_required, promotion_id, order_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    userId,
    priced.type.id,
    priced.option.id,
    priced.venue.id,
    costs.fees.baseFee.amount,
    costs.startDate,
    costs.endDate,
    costs.billingDay,
    priced.type.eligibility?.requiresProof ? 1 : 0,
    costs.promotion?.id ?? null,
    orderId,
    nowIso,
  );
}

/** The new mandate: the instruction row, and the user's flags the front end reads (hasInstruction, hasBillingDate). */
function setUpInstruction(
  db: Database,
  userId: number,
  cart: JoiningCartRow,
  billingDay: number | null,
  orderId: number,
  nowIso: string,
): void {
  const day = billingDay ?? cart.billing_day;
  if (!cart.sort_code || !cart.account_number || !cart.account_holder || day === null) {
    throw conflict('The bank details for the Direct Debit are missing. Please enter them again.');
  }
  db.prepare(
    `INSERT INTO direct_debit_instructions (user_id, account_holder, sort_code, account_number, billing_day, order_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET account_holder = excluded.account_holder, sort_code = excluded.sort_code,
       account_number = excluded.account_number, billing_day = excluded.billing_day, order_id = excluded.order_id`,
  ).run(userId, cart.account_holder, cart.sort_code, cart.account_number, day, orderId, nowIso);
  db.prepare('UPDATE users SET has_dd_instruction = 1, billing_day = COALESCE(billing_day, ?) WHERE id = ?').run(
    day,
    userId,
  );
}
