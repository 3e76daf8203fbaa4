import type { BodyOf, CompleteBody, contract } from '@leisure/api-contract';
import type { Clock } from '../../clock.ts';
import { transaction, type Database } from '../../db/database.ts';
import type { AuthUser, HandlerContext } from '../../http/context.ts';
import { conflict, invalidField, notFound } from '../../http/apiError.ts';
import { placeOrderFromCart, type OrderPayment } from '../orders/index.ts';
import { describeStaffAction } from '../../http/staffAudit.ts';
import { formatPence } from '../../kernel/money.ts';
import { joiningCardShare, joiningTenders, tendersBesideCard } from './joiningTenders.ts';
import { payableCart, type PayableCart } from './payableCart.ts';
import {
  assertPaymentsMatch,
  assertQuestionsAnswered,
  assertTermsAccepted,
  assertWaiversAgreed,
  recordDeskAgreement,
} from './checkoutRules.ts';
import { assertLinesBookable } from './bookableLines.ts';
import { findTransaction, type CardTransactionRow } from './cardTransactions.ts';
import { placeJoiningOrder } from './joiningOrder.ts';
import { saveCardOf } from './saveCard.ts';
import { dueMessage } from './prepareCheckout.ts';
import { recordCheckoutPayment } from '../account/index.ts';
import { ukToday } from '../../clock.ts';

export const CART_CHANGED_MESSAGE =
  'Your basket has changed since your payment was authorised. Please check it and pay again.';

type Context = HandlerContext<unknown, unknown, CompleteBody>;

/**
 * Places the order for a payable cart: the joining cart (its payments: the tenders taken at the desk, then the card),
 * or the basket through placeOrderFromCart.
 */
function placeOrder(
  db: Database,
  clock: Clock,
  user: AuthUser,
  payable: PayableCart,
  body: Pick<CompleteBody, 'completedWaivers'>,
  cardPayment: { amount: number; reference: string } | null,
  source?: 'front-of-house',
  offlinePayments: OrderPayment[] = [],
): number {
  if (payable.source === 'online-joining') {
    const card: OrderPayment[] = cardPayment && cardPayment.amount > 0 ? [{ tenderType: 'card', ...cardPayment }] : [];
    const payments = [...offlinePayments, ...card];
    return placeJoiningOrder(db, clock, { customer: payable.customer, placedBy: user }, payable.joiningCart, payments);
  }
  return placeOrderFromCart(db, clock, {
    cartId: payable.cartId,
    placedByUserId: user.id,
    source: source ?? 'bookings',
    cardPayment,
    completedWaivers: body.completedWaivers,
  }).orderId;
}

/**
 * POST /checkout/complete. With a transaction: once per transaction (the order id is written on it, unique, in
 * the same database transaction that makes the order), so repeats and concurrent calls answer the one order.
 * Without: a free order, only when nothing is due (decision 0502).
 */
export function completeCheckout({ db, clock, user, body }: Context): { orderId: number } {
  return transaction(db, () => {
    const nowIso = clock.now().toISOString();
    if (!body.transactionUuid) {
      const payable = payableCart(db, clock, user!, body.source, body.selectedUserId);
      if (payable.amount > 0) throw invalidField('transactionUuid', dueMessage(payable.amount));
      if (payable.source === 'online-joining') joiningCardShare(db, user!, payable, body.payments);
      else assertPaymentsMatch(payable, body.payments);
      assertQuestionsAnswered(payable);
      assertTermsAccepted(db, payable, body, user!);
      assertWaiversAgreed(db, payable, body.completedWaivers, nowIso);
      assertLinesBookable(db, payable, nowIso);
      const freeOrderId = placeOrder(db, clock, user!, payable, body, null);
      if (body.agreedAtDesk) recordDeskAgreement(db, freeOrderId, user!, payable.customerId);
      describeStaffAction(payable.customerId, 'Completed a checkout with nothing to pay', freeOrderId);
      return { orderId: freeOrderId };
    }

    const row = findTransaction(db, body.transactionUuid);
    if (!row || row.user_id !== user!.id) throw notFound('No such payment.');
    if (row.order_id !== null) return { orderId: row.order_id };
    assertCompletable(row, body);

    // The customer the payment was for (staff or a linked account paying for someone) unless the body names one.
    const customer = row.customer_user_id === user!.id ? undefined : row.customer_user_id;
    const payable = payableCart(db, clock, user!, row.source, body.selectedUserId ?? customer);
    // On the joining cart the fingerprint names the tenders taken at the desk: complete sends the ones authorised.
    const fingerprint =
      payable.source === 'online-joining'
        ? joiningCardShare(db, user!, payable, body.payments).fingerprint
        : payable.fingerprint;
    if (fingerprint !== row.cart_fingerprint || payable.customerId !== row.customer_user_id) {
      throw conflict(CART_CHANGED_MESSAGE);
    }
    assertTermsAccepted(db, payable, body, user!);
    assertLinesBookable(db, payable, nowIso);
    const tenders = payable.source === 'online-joining' ? tendersBesideCard(db, user!, payable, body.payments) : [];
    const cardPayment = { amount: row.amount, reference: row.uuid };
    const orderId = placeOrder(db, clock, user!, payable, body, cardPayment, undefined, tenders);
    if (body.agreedAtDesk) recordDeskAgreement(db, orderId, user!, payable.customerId);
    db.prepare('UPDATE card_transactions SET order_id = ?, completed_at = ? WHERE uuid = ?').run(
      orderId,
      nowIso,
      row.uuid,
    );
    if (row.save_card === 1) saveCardOf(db, row, nowIso);
    const besides = tenders.map((payment) => `, ${payment.tenderType} ${formatPence(payment.amount)}`).join('');
    describeStaffAction(payable.customerId, `Paid ${formatPence(row.amount)} by card${besides}`, orderId);
    // The payer's payments history lists it, with a receipt (docs/decisions/0491-checkout-payments-in-history.md).
    recordCheckoutPayment(db, {
      payerUserId: row.user_id,
      orderId,
      amountPence: row.amount,
      transactionUuid: row.uuid,
      paidOn: ukToday(clock),
    });
    return { orderId };
  });
}

function assertCompletable(row: CardTransactionRow, body: CompleteBody): void {
  if (row.source !== body.source) throw invalidField('source', 'This payment was for another checkout.');
  if (row.status === 'sca_required') {
    throw invalidField('transactionUuid', '3-D Secure has not been completed for this payment.');
  }
  if (row.status === 'failed') {
    throw invalidField(
      'transactionUuid',
      'Your payment failed: We were unable to take payment, you have not been charged. Please try again.',
    );
  }
}

/**
 * POST /checkout/pay: staff check out a customer's basket, or their joining cart (docs/decisions/0602), paid with
 * offline tenders at front of house. The cart is gone once paid, so a second call finds nothing to pay (422).
 */
export function payAtFrontOfHouse({
  db,
  clock,
  user,
  body,
}: HandlerContext<unknown, unknown, BodyOf<typeof contract.checkout.payAtFrontOfHouse>>): { orderId: number } {
  // The customer's agreement at the desk is recorded with the order, in its transaction (decision 0025).
  const placed = (customerId: number, orderId: number) => {
    if (body.agreedAtDesk) recordDeskAgreement(db, orderId, user!, customerId);
    return orderId;
  };
  const orderId = transaction(db, () => {
    const payable = payableCart(db, clock, user!, body.source, body.selectedUserId);
    if (payable.source === 'online-joining') {
      const payments = joiningTenders(db, user!, payable, body.payments);
      assertQuestionsAnswered(payable);
      assertTermsAccepted(db, payable, body, user!);
      return placed(payable.customerId, placeOrder(db, clock, user!, payable, body, null, 'front-of-house', payments));
    }
    assertPaymentsMatch(payable, body.payments);
    if (payable.amount > 0) throw invalidField('payments', dueMessage(payable.amount).replace('by card', 'in full'));
    assertTermsAccepted(db, payable, body, user!);
    assertWaiversAgreed(db, payable, body.completedWaivers, clock.now().toISOString());
    return placed(payable.customerId, placeOrder(db, clock, user!, payable, body, null, 'front-of-house'));
  });
  const paid = body.payments.map((payment) => `${payment.tenderType} ${formatPence(payment.amount)}`).join(', ');
  const what = body.source === 'online-joining' ? 'a membership' : 'the basket';
  describeStaffAction(body.selectedUserId, `Paid for ${what} at front of house (${paid || 'nothing due'})`, orderId);
  return { orderId };
}
