import type { CheckoutSource } from '@leisure/api-contract';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../http/context.ts';
import { ApiError } from '../../http/apiError.ts';
import { findCartOf, joiningCartView, type JoiningCartRow } from '../joining/index.ts';
import { cartPayments, openCart, pricedLines, type CartPaymentRow } from '../cart/index.ts';
import { resolveBuyer } from '../activities/index.ts';

export const EMPTY_CART_MESSAGE = 'Your basket is empty.';

/** What a checkout would pay for right now, and a fingerprint that changes whenever that does. */
export type PayableCart =
  | {
      source: 'online-joining';
      /** Whom the membership is for. */
      customer: AuthUser;
      customerId: number;
      amount: number;
      fingerprint: string;
      joiningCart: JoiningCartRow;
      recurring: boolean;
      /** Every required additional question answered (02: "Please fill in required questions"). */
      answersComplete: boolean;
    }
  | {
      source: 'bookings';
      customerId: number;
      amount: number;
      fingerprint: string;
      cartId: number;
      payments: CartPaymentRow[];
    };

/**
 * The cart a checkout pays: the user's joining cart (staff: the selected customer's), or the bookings basket of the selected customer (self by
 * default; staff may pick any customer). 422 (`cart`) when there is nothing in it.
 */
export function payableCart(
  db: Database,
  clock: Clock,
  user: AuthUser,
  source: CheckoutSource,
  selectedUserId: number | null | undefined,
): PayableCart {
  const nowIso = clock.now().toISOString();
  if (source === 'online-joining') {
    // The caller's own joining cart, or at the desk the selected customer's (docs/decisions/0602).
    const customer = resolveBuyer(db, user, selectedUserId, 'selectedUserId');
    const row = findCartOf(db, customer.id);
    const view = row ? joiningCartView(db, clock, customer, row) : null;
    if (!row || !view) throw new ApiError(422, EMPTY_CART_MESSAGE, { cart: [EMPTY_CART_MESSAGE] });
    const amount = view.paymentOption.costs.totalToPayNow.amount;
    return {
      source,
      customer,
      customerId: customer.id,
      amount,
      // updated_at moves on every store; the amount catches a price that changed with the day.
      fingerprint: `joining:${row.id}:${row.updated_at}:${amount}`,
      joiningCart: row,
      recurring: view.paymentOption.paymentType === 'recurring',
      answersComplete: view.answersComplete,
    };
  }
  const { cart, holder } = openCart(db, user, nowIso, selectedUserId);
  const lines = pricedLines(db, cart.id, nowIso);
  if (lines.length === 0) throw new ApiError(422, EMPTY_CART_MESSAGE, { cart: [EMPTY_CART_MESSAGE] });
  const payments = cartPayments(db, cart.id);
  const total = lines.reduce((sum, line) => sum + line.price, 0);
  const amount = Math.max(0, total - payments.reduce((sum, payment) => sum + payment.amount, 0));
  const content = lines.map((line) => `${line.item.id}=${line.price}`).join(',');
  const paid = payments.map((payment) => `${payment.tender_type}=${payment.amount}`).join(',');
  return {
    source,
    customerId: holder.id,
    amount,
    fingerprint: `basket:${cart.uuid}:${content}:${paid}:${amount}`,
    cartId: cart.id,
    payments,
  };
}
