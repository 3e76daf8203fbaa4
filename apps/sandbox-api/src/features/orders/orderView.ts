import type { Order, OrderItem, Source } from '@leisure/api-contract';
import type { Database } from '../../db/database.ts';
import { findPerson, sessionRowsByIds, toLondonIso, toSessionRef } from '../activities/index.ts';
import { toMoney } from '../../kernel/money.ts';
import { confirmationEmailTo } from './confirmationEmail.ts';

export interface OrderRow {
  id: number;
  reference: string;
  customer_user_id: number;
  placed_by_user_id: number;
  source: Source;
  order_type: Order['orderType'];
  total: number;
  tax: number;
  created_at: string;
}

interface OrderItemRow {
  id: number;
  type: string;
  name: string;
  description: string;
  price: number;
  tax: number;
  purchased_for_user_id: number;
  details_json: string;
}

interface OrderPaymentRow {
  tender_type: Order['payments'][number]['tenderType'];
  amount: number;
  last_four: string | null;
}

function parseDetails(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** An order with its lines: session lines show their session as it is now (so a venue cancellation shows). */
export function buildOrder(db: Database, order: OrderRow, nowIso: string): Order {
  const rows = db
    .prepare('SELECT * FROM order_items WHERE order_id = ? ORDER BY sort_order, id')
    .all(order.id) as unknown as OrderItemRow[];
  const details = new Map(rows.map((row) => [row.id, parseDetails(row.details_json)]));
  const sessions = sessionRowsByIds(
    db,
    rows.filter((row) => row.type === 'session').map((row) => Number(details.get(row.id)?.sessionId)),
    nowIso,
  );
  const bookingOf = db.prepare('SELECT id FROM bookings WHERE order_item_id = ?');

  const items = rows.flatMap((row): OrderItem[] => {
    const extra = details.get(row.id) ?? {};
    // Lines written before the flag was kept: the basket's rule, anything with a price (docs/decisions/0621).
    const enablePrintReceipt = typeof extra.enablePrintReceipt === 'boolean' ? extra.enablePrintReceipt : row.price > 0;
    const base = {
      id: row.id,
      name: row.name,
      description: row.description,
      price: toMoney(row.price),
      tax: toMoney(row.tax),
      purchasedForUserId: row.purchased_for_user_id,
      enablePrintReceipt,
    };
    if (row.type === 'session') {
      const session = sessions.get(Number(extra.sessionId));
      if (!session) return [];
      const booking = bookingOf.get(row.id) as { id: number } | undefined;
      return [
        {
          ...base,
          type: 'session',
          attendeeName: String(extra.attendeeName ?? ''),
          pricingOptionName: String(extra.pricingOptionName ?? ''),
          bookingId: booking?.id ?? null,
          session: toSessionRef(session),
        },
      ];
    }
    if (row.type === 'membership') {
      // Lines written before these fields existed: no mandate noted, no collection date known.
      const membership = { firstCollectionDate: null, newDirectDebitMandate: false, ...extra };
      return [{ ...membership, ...base, type: 'membership' } as OrderItem];
    }
    // Other kinds keep their own fields in details, written by the feature that sells them.
    return [{ ...extra, ...base, type: row.type } as OrderItem];
  });

  // A card payment's reference is its checkout transaction, which knows the card (new or saved) it was taken with.
  const payments = db
    .prepare(
      `SELECT p.tender_type, p.amount,
         CASE WHEN p.tender_type = 'card' THEN COALESCE(ci.last_four, sc.last_four) END AS last_four
       FROM order_payments p
       LEFT JOIN card_transactions t ON p.tender_type = 'card' AND t.uuid = p.reference
       LEFT JOIN card_identifiers ci ON ci.identifier = t.card_identifier
       LEFT JOIN saved_cards sc ON sc.id = t.saved_card_id
       WHERE p.order_id = ? ORDER BY p.id`,
    )
    .all(order.id) as unknown as OrderPaymentRow[];
  const placedBy = db.prepare('SELECT role FROM users WHERE id = ?').get(order.placed_by_user_id) as
    { role: string } | undefined;
  const brand = db.prepare('SELECT name FROM clients WHERE id = 1').get() as { name: string } | undefined;
  const firstItem = items[0];
  const venue =
    firstItem?.type === 'session'
      ? firstItem.session.venue
      : firstItem?.type === 'membership'
        ? firstItem.homeVenue
        : null;
  return {
    id: order.id,
    reference: order.reference,
    status: 'complete',
    orderType: order.order_type,
    brand: brand?.name ?? '',
    venue: venue ?? null,
    items,
    subTotal: toMoney(order.total - order.tax),
    tax: toMoney(order.tax),
    total: toMoney(order.total),
    payments: payments.map((payment) => ({
      tenderType: payment.tender_type,
      amount: toMoney(payment.amount),
      lastFourDigits: payment.last_four,
    })),
    customer: { id: order.customer_user_id, name: findPerson(db, order.customer_user_id)?.name ?? '' },
    // Staff serving a customer at the desk; staff buying for themself are that order's customer (decision 0621).
    placedBy: placedBy?.role === 'staff' && order.placed_by_user_id !== order.customer_user_id ? 'staff' : 'customer',
    source: order.source,
    placedAt: toLondonIso(new Date(order.created_at)),
    confirmationEmailTo: confirmationEmailTo(db, order.id),
  };
}
