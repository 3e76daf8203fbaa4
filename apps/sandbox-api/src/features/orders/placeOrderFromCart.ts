import type { Source } from '@leisure/api-contract';
import type { Clock } from '../../clock.ts';
import { atomically, type Database } from '../../db/database.ts';
import { ApiError, conflict, invalidField, notFound } from '../../http/apiError.ts';
import { sessionLine } from '../activities/index.ts';
import {
  assertSessionOpen,
  cartPayments,
  creditLimits,
  findCart,
  pricedLines,
  releaseExpiredHolds,
  sessionLinesOf,
  type PricedLine,
  spendAccountCredit,
  startNewBasket,
  waiversRequired,
} from '../cart/index.ts';
import { queueOrderConfirmation } from './confirmationEmail.ts';
import { recordOrder, type OrderLine, type OrderPayment } from './orderWriter.ts';
import { placeForBlock, recordBlock } from '../lessons/index.ts';
import { formatPence } from '../../kernel/money.ts';

export interface PlaceOrderInput {
  cartId: number;
  /** Who checked out: the customer, or the front-of-house user. */
  placedByUserId: number;
  /** Defaults to the basket's source. */
  source?: Source;
  /** What the card provider took; it must equal what is left to pay after the basket's payments. */
  cardPayment?: { amount: number; reference: string } | null;
  /** Waivers agreed at checkout, per attendee. */
  completedWaivers?: { userId: number; waiverId: number }[];
}

export const EMPTY_BASKET_MESSAGE = 'Your basket is empty.';

/**
 * Turns a basket into an order in one transaction (joining the caller's, if any): checks every held place is
 * still held and open, that required waivers were agreed and that the payments cover the total; takes the
 * credit used; writes the order and its bookings (the holds become bookings); then empties the basket, which
 * starts a new one and remembers the order as its completeOrderId; the confirmation email goes in the same
 * transaction (docs/decisions/0027). Used by the checkout for card and free orders.
 */
export function placeOrderFromCart(db: Database, clock: Clock, input: PlaceOrderInput): { orderId: number } {
  return atomically(db, () => {
    const now = clock.now();
    const nowIso = now.toISOString();
    const cart = findCart(db, input.cartId);
    if (!cart) throw notFound('No such basket.');
    const released = releaseExpiredHolds(db, cart, nowIso);
    if (released.length > 0) throw conflict(released[0]!);
    const lines = pricedLines(db, cart.id, nowIso);
    if (lines.length === 0) throw new ApiError(422, EMPTY_BASKET_MESSAGE, { cart: [EMPTY_BASKET_MESSAGE] });
    for (const line of sessionLinesOf(lines)) assertSessionOpen(line.session, now);

    const agreed = new Set((input.completedWaivers ?? []).map((waiver) => `${waiver.userId}:${waiver.waiverId}`));
    const missing = waiversRequired(db, lines).filter(
      (needed) => !agreed.has(`${needed.attendee.id}:${needed.waiver.id}`),
    );
    if (missing.length > 0) {
      const messages = missing.map(
        (needed) => `${needed.attendee.name} must agree to the ${needed.waiver.title.toLowerCase()}.`,
      );
      throw new ApiError(422, messages[0]!, { completedWaivers: messages });
    }

    const payments = cartPayments(db, cart.id);
    const total = lines.reduce((sum, line) => sum + line.price, 0);
    const orderPayments: OrderPayment[] = payments
      .filter((payment) => payment.tender_type !== 'credit')
      .map((payment) => ({ tenderType: payment.tender_type, amount: payment.amount }));
    const credit = payments.find((payment) => payment.tender_type === 'credit');
    if (credit) orderPayments.push(...takeCredit(db, cart.holder_user_id, lines, payments, credit.amount));

    const due = total - payments.reduce((sum, payment) => sum + payment.amount, 0);
    const card = input.cardPayment?.amount ?? 0;
    if (card !== due) {
      throw invalidField(
        'payments',
        `The card payment of ${formatPence(card)} does not match the ${formatPence(Math.max(0, due))} left to pay.`,
      );
    }
    if (input.cardPayment && card > 0)
      orderPayments.push({ tenderType: 'card', amount: card, reference: input.cardPayment.reference });

    const signWaiver = db.prepare(
      'INSERT OR IGNORE INTO waiver_signatures (waiver_id, user_id, signed_by_user_id, signed_at) VALUES (?, ?, ?, ?)',
    );
    for (const needed of waiversRequired(db, lines))
      signWaiver.run(needed.waiver.id, needed.attendee.id, input.placedByUserId, nowIso);

    // A block of lessons makes (or tops up) the learner's place first, so its order line names it (decision 0599).
    const places = new Map<number, number>();
    for (const line of lines)
      if (line.kind === 'lessonBlock')
        places.set(
          line.item.id,
          placeForBlock(db, clock, {
            learnerId: line.attendee.id,
            payerId: cart.holder_user_id,
            classId: line.classRow.id,
            held: line.held,
          }),
        );
    const orderId = recordOrder(db, {
      customerId: cart.holder_user_id,
      placedById: input.placedByUserId,
      source: input.source ?? (cart.source as Source),
      cartUuid: cart.uuid,
      placedAt: nowIso,
      payments: orderPayments,
      lines: lines.map((line) => orderLineOf(line, places.get(line.item.id) ?? 0)),
    });
    for (const line of lines)
      if (line.kind === 'lessonBlock') recordBlock(db, clock, places.get(line.item.id)!, orderId, line.held);
    queueOrderConfirmation(db, clock, {
      id: orderId,
      customerId: cart.holder_user_id,
      total,
      lines: lines.map((line) => ({
        name: line.kind === 'session' ? line.session.name : line.name,
        description: line.kind === 'session' ? sessionLine(line.session) : line.description,
        attendeeName: line.attendee.name,
      })),
    });
    db.prepare('DELETE FROM cart_items WHERE cart_id = ?').run(cart.id);
    db.prepare('DELETE FROM cart_payments WHERE cart_id = ?').run(cart.id);
    startNewBasket(db, cart.id, nowIso, orderId);
    return { orderId };
  });
}

/** The order line of a basket line: a session's booking, or a block of lessons and the place it paid for. */
function orderLineOf(line: PricedLine, placeId: number): OrderLine {
  if (line.kind === 'session')
    return {
      type: 'session',
      name: line.session.name,
      description: sessionLine(line.session),
      price: line.price,
      attendeeId: line.attendee.id,
      attendeeName: line.attendee.name,
      sessionId: line.session.id,
      pricingOptionId: line.option.id,
      pricingOptionName: line.option.name,
      entitlementId: line.entitlement?.id ?? null,
    };
  const { held } = line;
  return {
    type: 'lessonBlock',
    name: line.name,
    description: line.description,
    price: line.price,
    purchasedForUserId: line.attendee.id,
    details: {
      attendeeName: line.attendee.name,
      lessonBlock: {
        classId: line.classRow.id,
        kind: held.kind,
        lessons: held.lessons,
        firstLessonOn: held.firstLessonOn,
        lastLessonOn: held.lastLessonOn,
        topUp: held.topUpOf !== null,
        enrolmentId: placeId,
      },
    },
  };
}

/** Spends the basket's credit: membership credit first (it can only pay for sessions), then account credit. */
function takeCredit(
  db: Database,
  holderId: number,
  lines: ReturnType<typeof pricedLines>,
  payments: ReturnType<typeof cartPayments>,
  amount: number,
): OrderPayment[] {
  const limits = creditLimits(
    db,
    holderId,
    lines,
    payments.filter((payment) => payment.tender_type !== 'credit'),
  );
  if (amount > limits.creditMax)
    throw conflict('Your available credit has changed. Please check your basket and try again.');
  const fromMembership = Math.min(amount, limits.membership.maxApplicable);
  const fromGeneral = amount - fromMembership;
  if (fromMembership > 0)
    db.prepare('UPDATE membership_credits SET balance = balance - ? WHERE user_id = ?').run(fromMembership, holderId);
  // The customer's own account credit first, then their household payer's (docs/decisions/0313-households.md).
  if (fromGeneral > 0) spendAccountCredit(db, limits.general.sources, fromGeneral);
  return [
    { tenderType: 'membership-credit', amount: fromMembership },
    { tenderType: 'credit', amount: fromGeneral },
  ].filter((payment): payment is OrderPayment => payment.amount > 0);
}
