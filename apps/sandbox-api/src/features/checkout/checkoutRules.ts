import type { CartPayment } from '@leisure/api-contract';
import type { Database } from '../../db/database.ts';
import { ApiError, conflict, invalidField } from '../../http/apiError.ts';
import type { AuthUser } from '../../http/context.ts';
import { DESK_AGREEMENT_DESCRIPTION, noteStaffAct } from '../../http/staffAudit.ts';
import { cartHoldsRecurringMembership, termsOfKind } from '../memberships/index.ts';
import { pricedLines, waiversRequired } from '../cart/index.ts';
import type { PayableCart } from './payableCart.ts';

export const TERMS_MESSAGE = 'Please check all required terms and conditions';
export const DESK_AGREEMENT_ONLY_FOR_STAFF =
  'Only staff serving a customer at the desk can record that the customer agreed there.';
export const DESK_AGREEMENT_NOT_TICKS =
  "Staff do not tick a customer's terms for them: record that the customer agreed at the desk instead.";

/** How the terms were agreed: the ids ticked, or (staff serving a customer) agreed in person at the desk. */
export interface TermsAgreement {
  terms: number[];
  agreedAtDesk?: boolean;
}

/**
 * Every required checkout term (and, for a monthly joining cart, the recurring ones) must be among `terms`, or the
 * customer agreed to them at the desk: staff serving them record it (docs/decisions/0025), and tick nothing for them.
 */
export function assertTermsAccepted(
  db: Database,
  payable: PayableCart,
  { terms: accepted, agreedAtDesk = false }: TermsAgreement,
  actor: AuthUser,
): void {
  if (agreedAtDesk) {
    if (actor.role !== 'staff' || payable.customerId === actor.id) {
      throw invalidField('agreedAtDesk', DESK_AGREEMENT_ONLY_FOR_STAFF);
    }
    if (accepted.length > 0) throw invalidField('terms', DESK_AGREEMENT_NOT_TICKS);
    return;
  }
  const recurring =
    payable.source === 'online-joining' && cartHoldsRecurringMembership(db, payable.joiningCart.id, payable.customerId);
  const terms = [...termsOfKind(db, 'checkout'), ...(recurring ? termsOfKind(db, 'checkout-recurring') : [])];
  const given = new Set(accepted);
  if (terms.some((term) => term.required && !given.has(term.id))) throw invalidField('terms', TERMS_MESSAGE);
}

/**
 * The order's record that its customer agreed to the terms at the desk, in the name of the member of staff who
 * recorded it, and the audit trail's row for that act (docs/decisions/0025). In the order's own transaction.
 */
export function recordDeskAgreement(db: Database, orderId: number, staff: AuthUser, customerId: number): void {
  db.prepare('UPDATE orders SET terms_agreed_at_desk_by_user_id = ? WHERE id = ?').run(staff.id, orderId);
  noteStaffAct(customerId, 'recordDeskAgreement', DESK_AGREEMENT_DESCRIPTION, orderId);
}

export const QUESTIONS_MESSAGE = 'Please fill in required questions';

/** A joining cart is paid for only once its required additional questions are answered. */
export function assertQuestionsAnswered(payable: PayableCart): void {
  if (payable.source === 'online-joining' && !payable.answersComplete) throw invalidField('cart', QUESTIONS_MESSAGE);
}

/**
 * The offline payments the front end shows must be the ones the basket holds (they are taken at front of house,
 * and change what the card pays): a difference means the basket changed under the customer. The joining cart holds
 * none: the tenders sent for it are checked by joiningTenders.ts.
 */
export function assertPaymentsMatch(payable: PayableCart, sent: CartPayment[]): void {
  if (payable.source === 'online-joining') {
    if (sent.length > 0) throw invalidField('payments', 'The joining cart holds no payments.');
    return;
  }
  const key = (payment: { tenderType: string; amount: number }) => `${payment.tenderType}=${payment.amount}`;
  const held = payable.payments.map((payment) => key({ tenderType: payment.tender_type, amount: payment.amount }));
  const given = sent.map(key);
  if (held.length !== given.length || held.sort().join() !== given.sort().join()) {
    throw conflict('Your basket has changed. Please check it and try again.');
  }
}

/** Waivers the basket's attendees must agree to: checked before any card is charged, again when the order is placed. */
export function assertWaiversAgreed(
  db: Database,
  payable: PayableCart,
  completed: { userId: number; waiverId: number }[],
  nowIso: string,
): void {
  if (payable.source !== 'bookings') return;
  const agreed = new Set(completed.map((waiver) => `${waiver.userId}:${waiver.waiverId}`));
  const missing = waiversRequired(db, pricedLines(db, payable.cartId, nowIso)).filter(
    (needed) => !agreed.has(`${needed.attendee.id}:${needed.waiver.id}`),
  );
  if (missing.length > 0) {
    const messages = missing.map(
      (needed) => `${needed.attendee.name} must agree to the ${needed.waiver.title.toLowerCase()}.`,
    );
    throw new ApiError(422, messages[0]!, { completedWaivers: messages });
  }
}
