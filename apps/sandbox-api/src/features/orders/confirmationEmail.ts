import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { formatPence } from '../../kernel/money.ts';
import { prettyDate, type IsoDate } from '@leisure/dates';
import { findUserById, queueEmail } from '../auth/index.ts';

const KIND = 'order_confirmation';

/** The order's page on bookings, which the email links to and which finds the email again. */
const orderLink = (orderId: number) => `/order-confirmed/${orderId}`;

export interface ConfirmedLine {
  name: string;
  /** "Tue 10 Mar, 18:00–18:45 · Studio 1 · Salford Quays Leisure Centre" */
  description: string;
  attendeeName: string;
}

/**
 * Emails the customer the bookings of a basket's order, in the order's transaction (sent once it commits: decision
 * 0015), so the confirmation page can say where it went (docs/decisions/0027). Staff selling at the desk send it
 * to the customer, never to themselves. An account with no address gets none.
 */
export function queueOrderConfirmation(
  db: Database,
  clock: Clock,
  order: { id: number; customerId: number; total: number; lines: ConfirmedLine[] },
): void {
  const bookings = order.lines.map((line) => `- ${line.name}, ${line.description}, for ${line.attendeeName}`);
  queueConfirmation(db, clock, order, (reference) => ({
    subject: `Your booking is confirmed: ${reference}`,
    lines: [
      `Your booking is confirmed. Order reference ${reference}.`,
      '',
      ...bookings,
      '',
      `Total paid: ${formatPence(order.total)}`,
      '',
      'Your bookings are in your account, where you can add them to your calendar or cancel them.',
    ],
  }));
}

export interface ConfirmedMembership {
  /** "Gym and Swim" */
  name: string;
  venueName: string;
  startDate: IsoDate;
  /** The payment schedule's summary: "Today £24.00 (…), then £39.99 a month from 1 January 2027 by Direct Debit." */
  payments: string;
  /** A Direct Debit instruction was set up with this order. */
  newDirectDebit: boolean;
}

/**
 * Emails the customer their new, changed or renewed membership, in the joining order's transaction, so the
 * confirmation page can say where it went as the booking one does (docs/decisions/0033). Bought at the desk, it
 * goes to the customer.
 */
export function queueMembershipConfirmation(
  db: Database,
  clock: Clock,
  order: { id: number; customerId: number; membership: ConfirmedMembership },
): void {
  const { membership } = order;
  queueConfirmation(db, clock, order, (reference) => ({
    subject: `Your membership is confirmed: ${reference}`,
    lines: [
      `Your ${membership.name} membership at ${membership.venueName} is confirmed. Order reference ${reference}.`,
      '',
      `It starts on ${prettyDate(membership.startDate)}.`,
      '',
      membership.payments,
      ...(membership.newDirectDebit ? ['', 'Your Direct Debit instruction is set up.'] : []),
      '',
      'Your membership, its payments and your Direct Debit are in your account.',
    ],
  }));
}

/** The confirmation email of an order: to the customer's address, linking to the order's page; none without one. */
function queueConfirmation(
  db: Database,
  clock: Clock,
  order: { id: number; customerId: number },
  write: (reference: string) => { subject: string; lines: string[] },
): void {
  const customer = findUserById(db, order.customerId);
  if (!customer?.email) return;
  const { reference } = db.prepare('SELECT reference FROM orders WHERE id = ?').get(order.id) as { reference: string };
  const { subject, lines } = write(reference);
  queueEmail(db, clock, {
    userId: customer.id,
    kind: KIND,
    to: customer.email,
    subject,
    bodyText: [`Hello ${customer.first_name},`, '', ...lines].join('\n'),
    link: orderLink(order.id),
  });
}

/** Where the order's confirmation email went; null when none was sent (orders neither from a basket nor joining, no address). */
export function confirmationEmailTo(db: Database, orderId: number): string | null {
  const row = db
    .prepare('SELECT to_address FROM email_outbox WHERE kind = ? AND link = ? ORDER BY id LIMIT 1')
    .get(KIND, orderLink(orderId)) as { to_address: string } | undefined;
  return row?.to_address ?? null;
}
