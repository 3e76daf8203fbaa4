import { contract, type EndpointDefinition } from '@leisure/api-contract';
import type { Database } from '../../../src/db/database.ts';
import type { CallOptions } from '../../support/apiCaller.ts';
import type { CheckoutContext } from '../../checkout/support/checkoutKit.ts';
import { completeJoining, customerWithJoiningCart, payByCard } from '../../checkout/support/checkoutKit.ts';
import { createCustomer, giveMembership, monthlyGymMember } from '../../memberships/support/customers.ts';
import { addPerson, leaveSpaces, optionId, pickOpenSession } from '../../cart/support/bookingFixtures.ts';
import { authoriseBasketByCard, checkoutTermIds } from '../../cart/support/checkout.ts';

/**
 * The money-moving calls the crash test kills mid-request (docs/decisions/0015). Each makes its own customer in the
 * in-process sandbox, names the call to make on the child, and says whether what the call changes is all there,
 * none of it, or half written: `all` and `none` are the only honest outcomes of a crash.
 */
export type Outcome = 'all' | 'none' | string;

export interface Armed {
  endpoint: EndpointDefinition;
  options: CallOptions;
  /** What the database holds of this call's change: 'all', 'none', or what is half written. */
  outcome(db: Database): Outcome;
  /** Lets go of what the fixture holds once the trial is read (a basket's places), so later fixtures find room. */
  release?(db: Database): void;
}

/** Empties the customer's baskets: a crashed checkout leaves its places held, and holds are limited per session. */
const emptyBaskets = (customerId: number) => (db: Database) => {
  db.prepare('DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM carts WHERE holder_user_id = ?)').run(customerId);
};

export interface Operation {
  name: string;
  prepare(t: CheckoutContext): Promise<Armed>;
}

const count = (db: Database, sql: string, ...params: (string | number | null)[]): number =>
  (db.prepare(sql).get(...params) as { n: number }).n;

const emails = (db: Database, userId: number, kind: string) =>
  count(db, 'SELECT COUNT(*) AS n FROM email_outbox WHERE user_id = ? AND kind = ?', userId, kind);

/** 'all' when every part holds, 'none' when none does, else the parts that do, by name. */
function allOrNone(parts: Record<string, boolean>): Outcome {
  const held = Object.entries(parts).filter(([, holds]) => holds);
  if (held.length === Object.keys(parts).length) return 'all';
  if (held.length === 0) return 'none';
  return `half written: ${held.map(([name]) => name).join(', ')} without ${Object.entries(parts)
    .filter(([, holds]) => !holds)
    .map(([name]) => name)
    .join(', ')}`;
}

function membershipEnd(db: Database, membershipId: number): string | null {
  return (
    db.prepare('SELECT end_date AS endDate FROM user_memberships WHERE id = ?').get(membershipId) as {
      endDate: string | null;
    }
  ).endDate;
}

/** A customer with a DD instruction on day 1 and a monthly gym membership collected by it. */
function directDebitMember(t: CheckoutContext) {
  const member = monthlyGymMember(t);
  t.running.sandbox.services.db
    .prepare(
      `INSERT INTO direct_debit_instructions (user_id, account_holder, sort_code, account_number, billing_day, created_at)
       VALUES (?, 'Test Customer', '089999', '66374958', 1, '2026-01-01T00:00:00Z')`,
    )
    .run(member.id);
  return member;
}

const { membershipChanges, memberships, directDebit, account, cart, checkout } = contract;

export const operations: Operation[] = [
  {
    name: 'cancelling a membership in its cooling-off period (a refund)',
    async prepare(t) {
      const buyer = await customerWithJoiningCart(t);
      const { authorised } = await payByCard(t, buyer);
      const completed = await completeJoining(t, buyer, authorised.json.data.transactionUuid);
      if (completed.status !== 200) throw new Error(`joining failed: ${JSON.stringify(completed.json)}`);
      const db = t.running.sandbox.services.db;
      const { id: membershipId, orderId } = db
        .prepare('SELECT id, order_id AS orderId FROM user_memberships WHERE user_id = ?')
        .get(buyer.id) as { id: number; orderId: number };
      return {
        endpoint: membershipChanges.cancelMembership,
        options: { token: buyer.token, params: { membershipId } },
        outcome: (db) =>
          allOrNone({
            notice:
              count(db, 'SELECT COUNT(*) AS n FROM membership_notices WHERE user_membership_id = ?', membershipId) > 0,
            'end date': membershipEnd(db, membershipId) !== null,
            refund:
              count(
                db,
                "SELECT COUNT(*) AS n FROM account_payments WHERE order_id = ? AND status = 'refunded'",
                orderId,
              ) > 0,
            email: emails(db, buyer.id, 'membership-cancelled') > 0,
          }),
      };
    },
  },
  {
    name: 'withdrawing a notice',
    async prepare(t) {
      const member = monthlyGymMember(t);
      const options = { token: member.token, params: { membershipId: member.membershipId } };
      const cancelled = await t.api.call(membershipChanges.cancelMembership, options);
      if (cancelled.status !== 201) throw new Error(`cancel failed: ${JSON.stringify(cancelled.json)}`);
      return {
        endpoint: membershipChanges.withdrawMembershipCancellation,
        options,
        outcome: (db) =>
          allOrNone({
            withdrawn:
              count(
                db,
                'SELECT COUNT(*) AS n FROM membership_notices WHERE user_membership_id = ? AND withdrawn_at IS NOT NULL',
                member.membershipId,
              ) > 0,
            'no end date': membershipEnd(db, member.membershipId) === null,
            email: emails(db, member.id, 'membership-kept') > 0,
          }),
      };
    },
  },
  {
    name: 'freezing a membership',
    async prepare(t) {
      const member = monthlyGymMember(t);
      return {
        endpoint: membershipChanges.freezeMembership,
        options: {
          token: member.token,
          params: { membershipId: member.membershipId },
          body: { startDate: '2026-04-01', endDate: '2026-04-30', reason: 'travel' },
        },
        outcome: (db) =>
          allOrNone({
            freeze:
              count(
                db,
                'SELECT COUNT(*) AS n FROM membership_freezes WHERE user_membership_id = ?',
                member.membershipId,
              ) > 0,
          }),
      };
    },
  },
  {
    name: 'changing a membership',
    async prepare(t) {
      const member = monthlyGymMember(t);
      return {
        endpoint: memberships.storeMembershipChange,
        options: {
          token: member.token,
          params: { membershipId: member.membershipId },
          body: {
            membershipTypeId: t.seeded.typeId('premium-anywhere'),
            paymentOptionId: t.seeded.optionId('premium-anywhere', 'recurring'),
            startDate: '2026-03-10',
          },
        },
        outcome: (db) =>
          allOrNone({
            'joining cart': count(db, 'SELECT COUNT(*) AS n FROM joining_carts WHERE user_id = ?', member.id) > 0,
          }),
      };
    },
  },
  {
    name: 'changing Direct Debit bank details',
    async prepare(t) {
      const member = directDebitMember(t);
      return {
        endpoint: directDebit.changeMyBankDetails,
        options: {
          token: member.token,
          body: {
            accountHolder: 'Test Customer',
            ddTermsAccepted: true,
            accountDetails: { sortCode: '40-47-84', accountNumber: '70872490' },
          },
        },
        outcome: (db) =>
          allOrNone({
            'new account':
              count(
                db,
                "SELECT COUNT(*) AS n FROM direct_debit_instructions WHERE user_id = ? AND account_number = '70872490'",
                member.id,
              ) > 0,
            email: emails(db, member.id, 'direct_debit_bank_details_changed') > 0,
          }),
      };
    },
  },
  {
    name: 'changing the Direct Debit billing day',
    async prepare(t) {
      const member = directDebitMember(t);
      return {
        endpoint: directDebit.changeMyBillingDay,
        options: { token: member.token, body: { billingDay: 20 } },
        outcome: (db) =>
          allOrNone({
            instruction:
              count(
                db,
                'SELECT COUNT(*) AS n FROM direct_debit_instructions WHERE user_id = ? AND billing_day = 20',
                member.id,
              ) > 0,
            customer: count(db, 'SELECT COUNT(*) AS n FROM users WHERE id = ? AND billing_day = 20', member.id) > 0,
            membership:
              count(
                db,
                'SELECT COUNT(*) AS n FROM user_memberships WHERE id = ? AND billing_day = 20',
                member.membershipId,
              ) > 0,
            email: emails(db, member.id, 'direct_debit_billing_day_changed') > 0,
          }),
      };
    },
  },
  {
    name: 'issuing a guest pass',
    async prepare(t) {
      // A monthly membership whose type gives guest passes each month (docs/decisions/0401).
      const db = t.running.sandbox.services.db;
      const option = db
        .prepare(
          `SELECT o.id FROM membership_payment_options o
           JOIN membership_benefits b ON b.membership_type_id = o.membership_type_id
           WHERE b.kind = 'guest-pass' AND b.frequency = 'month' AND b.total_uses > 0 AND o.payment_type = 'recurring'
           ORDER BY o.id LIMIT 1`,
        )
        .get() as { id: number };
      const customer = createCustomer(t.running, { billingDay: 1 });
      giveMembership(t.running, customer.id, {
        paymentOptionId: option.id,
        venueId: t.seeded.venueId('leeds-city'),
        price: 5499,
        startDate: '2025-10-10',
        billingDay: 1,
      });
      return {
        endpoint: account.issueGuestPass,
        options: {
          token: customer.token,
          body: { guestFirstName: 'Ada', guestLastName: 'Guest', visitDate: '2026-03-20', venueSlug: 'leeds-city' },
        },
        outcome: (db) =>
          allOrNone({ pass: count(db, 'SELECT COUNT(*) AS n FROM guest_passes WHERE user_id = ?', customer.id) > 0 }),
      };
    },
  },
  {
    name: 'booking a place by card (basket checkout)',
    async prepare(t) {
      const db = t.running.sandbox.services.db;
      const customer = addPerson(db);
      const session = pickOpenSession(db, 'salford-quays', 'Spin', customer.id);
      leaveSpaces(db, session.id, 10);
      const added = await t.api.call(cart.addToCart, {
        token: customer.token,
        body: {
          items: [{ type: 'session', id: session.id, pricingOptionId: optionId(db, session.activityId, 'Adult') }],
        },
      });
      if (added.status !== 200) throw new Error(`addToCart failed: ${JSON.stringify(added.json)}`);
      const { terms, authorised } = await authoriseBasketByCard(t.api, customer.token);
      return {
        endpoint: checkout.completeCheckout,
        options: {
          token: customer.token,
          body: { source: 'bookings', terms, transactionUuid: authorised.json.data.transactionUuid },
        },
        outcome: orderOutcome(customer.id, session.id),
        release: emptyBaskets(customer.id),
      };
    },
  },
  {
    name: 'paying at front of house (cash, with the audit row)',
    async prepare(t) {
      const db = t.running.sandbox.services.db;
      const staff = addPerson(db, { role: 'staff' });
      const customer = addPerson(db);
      const session = pickOpenSession(db, 'salford-quays', 'Yoga Flow', customer.id);
      leaveSpaces(db, session.id, 10);
      const added = await t.api.call(cart.addToCart, {
        token: staff.token,
        body: {
          selectedUserId: customer.id,
          items: [{ type: 'session', id: session.id, pricingOptionId: optionId(db, session.activityId, 'Adult') }],
        },
      });
      if (added.status !== 200) throw new Error(`addToCart failed: ${JSON.stringify(added.json)}`);
      const total: number = added.json.data.totals.total;
      await t.api.call(cart.setCartPayment, {
        token: staff.token,
        body: { tenderType: 'cash', amount: total, selectedUserId: customer.id },
      });
      return {
        endpoint: checkout.payAtFrontOfHouse,
        options: {
          token: staff.token,
          body: {
            selectedUserId: customer.id,
            terms: await checkoutTermIds(t.api),
            payments: [{ tenderType: 'cash', amount: total }],
          },
        },
        outcome: orderOutcome(customer.id, session.id, true),
        release: emptyBaskets(customer.id),
      };
    },
  },
];

/** An order, its payments, the booking of its place and, at the desk, its audit row: all or none. */
const orderOutcome =
  (customerId: number, sessionId: number, atTheDesk = false) =>
  (db: Database): Outcome => {
    const order = db.prepare('SELECT id, total FROM orders WHERE customer_user_id = ?').get(customerId) as
      { id: number; total: number } | undefined;
    const parts: Record<string, boolean> = {
      order: order !== undefined,
      payments:
        count(
          db,
          'SELECT COUNT(*) AS n FROM order_payments p JOIN orders o ON o.id = p.order_id WHERE o.customer_user_id = ?',
          customerId,
        ) > 0,
      booking:
        count(
          db,
          "SELECT COUNT(*) AS n FROM bookings WHERE session_id = ? AND attendee_user_id = ? AND status = 'booked'",
          sessionId,
          customerId,
        ) > 0,
    };
    if (atTheDesk) {
      parts['audit row'] =
        count(
          db,
          "SELECT COUNT(*) AS n FROM staff_audit WHERE action = 'payAtFrontOfHouse' AND customer_user_id = ?",
          customerId,
        ) > 0;
    }
    return allOrNone(parts);
  };
