import type { OrderTypeName, Source } from '@leisure/api-contract';
import type { Database } from '../../db/database.ts';
import { vatIncluded } from '../../kernel/money.ts';

/** A place on a session: recording it creates the booking. */
export interface SessionOrderLine {
  type: 'session';
  name: string;
  description: string;
  price: number;
  attendeeId: number;
  attendeeName: string;
  sessionId: number;
  pricingOptionId: number;
  pricingOptionName: string;
  entitlementId: number | null;
  /** As the basket item said; by default, when it has a price (docs/decisions/0621). */
  enablePrintReceipt?: boolean;
}

/**
 * Any other kind of line (a membership bought at checkout): its type-specific fields go in `details` and come
 * back on the order as they were given.
 */
export interface DetailedOrderLine {
  type: Exclude<string, 'session'>;
  name: string;
  description: string;
  price: number;
  purchasedForUserId: number;
  details: Record<string, unknown>;
  /** As the basket item said; by default, when it has a price (docs/decisions/0621). */
  enablePrintReceipt?: boolean;
}

export type OrderLine = SessionOrderLine | DetailedOrderLine;

export interface OrderPayment {
  tenderType: 'card' | 'cash' | 'offline-voucher' | 'cheque' | 'credit' | 'membership-credit';
  amount: number;
  reference?: string | null;
}

export interface OrderDraft {
  customerId: number;
  placedById: number;
  source: Source;
  cartUuid: string | null;
  placedAt: string;
  lines: OrderLine[];
  payments: OrderPayment[];
  /** Defaults from the lines: activity, membership, or mixed. */
  orderType?: OrderTypeName;
}

const isSessionLine = (line: OrderLine): line is SessionOrderLine => line.type === 'session';

/** The front-of-house receipt rule of a basket item (anything with a price), kept on the order line. */
const printsReceipt = (line: OrderLine) => line.enablePrintReceipt ?? line.price > 0;

function orderTypeOf(lines: OrderLine[]): OrderTypeName {
  const kinds = new Set(lines.map((line) => line.type));
  if (kinds.size > 1) return 'mixed';
  return kinds.has('membership') ? 'membership' : 'activity';
}

/**
 * Writes an order, its lines and payments, and a booking for each session line. Runs inside the caller's
 * transaction; a second live booking of the same person on a session fails on the bookings index.
 */
export function recordOrder(db: Database, draft: OrderDraft): number {
  const total = draft.lines.reduce((sum, line) => sum + line.price, 0);
  const tax = draft.lines.reduce((sum, line) => sum + vatIncluded(line.price), 0);
  const order = db
    .prepare(
      `INSERT INTO orders (reference, customer_user_id, placed_by_user_id, cart_uuid, source, order_type, total, tax, created_at)
       VALUES (NULL, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      draft.customerId,
      draft.placedById,
      draft.cartUuid,
      draft.source,
      draft.orderType ?? orderTypeOf(draft.lines),
      total,
      tax,
      draft.placedAt,
    );
  const orderId = Number(order.lastInsertRowid);
  db.prepare('UPDATE orders SET reference = ? WHERE id = ?').run(`BW-${String(orderId).padStart(6, '0')}`, orderId);

  const insertItem = db.prepare(
    `INSERT INTO order_items (order_id, type, name, description, price, tax, purchased_for_user_id, details_json, sort_order)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertBooking = db.prepare(
    `INSERT INTO bookings (session_id, attendee_user_id, booked_by_user_id, order_id, order_item_id, pricing_option_id,
       pricing_option_name, price_paid, entitlement_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  draft.lines.forEach((line, index) => {
    if (isSessionLine(line)) {
      const details = {
        sessionId: line.sessionId,
        attendeeName: line.attendeeName,
        pricingOptionName: line.pricingOptionName,
        enablePrintReceipt: printsReceipt(line),
      };
      const item = insertItem.run(
        orderId,
        'session',
        line.name,
        line.description,
        line.price,
        vatIncluded(line.price),
        line.attendeeId,
        JSON.stringify(details),
        index + 1,
      );
      insertBooking.run(
        line.sessionId,
        line.attendeeId,
        draft.customerId,
        orderId,
        Number(item.lastInsertRowid),
        line.pricingOptionId,
        line.pricingOptionName,
        line.price,
        line.entitlementId,
        draft.placedAt,
      );
    } else {
      insertItem.run(
        orderId,
        line.type,
        line.name,
        line.description,
        line.price,
        vatIncluded(line.price),
        line.purchasedForUserId,
        JSON.stringify({ ...line.details, enablePrintReceipt: printsReceipt(line) }),
        index + 1,
      );
    }
  });

  const insertPayment = db.prepare(
    'INSERT INTO order_payments (order_id, tender_type, amount, reference) VALUES (?, ?, ?, ?)',
  );
  for (const payment of draft.payments) {
    if (payment.amount > 0) insertPayment.run(orderId, payment.tenderType, payment.amount, payment.reference ?? null);
  }
  return orderId;
}
