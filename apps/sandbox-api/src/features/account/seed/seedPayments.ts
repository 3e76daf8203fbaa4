import type { Database } from '../../../db/database.ts';
import type { AccountPlan, DirectDebitPlan } from './accountPlans.ts';
import type { SeedCustomer } from './seedCustomer.ts';
import { addDays, addMonths, monthOf, sameMonthOnDay } from '@leisure/dates';
import { cardBrandName } from '../cardBrandNames.ts';

/** Monthly collections on the billing day; one may have failed and been collected again ten days later. */
function directDebitRows(plan: DirectDebitPlan, customer: SeedCustomer, today: string) {
  const rows: { paidOn: string; description: string; status: 'paid' | 'failed'; reference: string }[] = [];
  for (let monthsAgo = plan.months - 1; monthsAgo >= 0; monthsAgo -= 1) {
    const paidOn = sameMonthOnDay(addMonths(today, -monthsAgo), customer.billingDay);
    if (paidOn > today) continue;
    const reference = `DD-${monthOf(paidOn).replace('-', '')}-${customer.reference}`;
    rows.push({ paidOn, description: plan.description, status: 'paid', reference });
  }
  const failed = plan.failedCollection ? rows[rows.length - plan.failedCollection] : undefined;
  if (failed) {
    failed.status = 'failed';
    const retryOn = addDays(failed.paidOn, 10);
    if (retryOn <= today) {
      rows.push({
        paidOn: retryOn,
        description: `${plan.description} (collected again)`,
        status: 'paid',
        reference: `${failed.reference}-R`,
      });
    }
  }
  return rows;
}

/** A customer's payments history: Direct Debit collections and one-off card and cash payments. */
export function seedPayments(db: Database, customer: SeedCustomer, plan: AccountPlan, today: string): void {
  const insert = db.prepare(
    `INSERT INTO account_payments (user_id, paid_on, description, amount_pence, method, method_description, status, reference)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const card = plan.card ?? plan.paymentCard;
  const cardDescription = card ? `${cardBrandName(card.cardType)} ending ${card.lastFour}` : 'Card';
  if (plan.directDebit) {
    for (const row of directDebitRows(plan.directDebit, customer, today)) {
      insert.run(
        customer.id,
        row.paidOn,
        row.description,
        plan.directDebit.pence,
        'direct-debit',
        'Direct Debit',
        row.status,
        row.reference,
      );
    }
  }
  // Listed newest first; inserted oldest first so that on a shared date the later payment has the higher id.
  [...plan.payments].reverse().forEach((payment, index) => {
    const paidOn = addDays(today, -payment.daysAgo);
    const methodDescription = payment.method === 'card' ? cardDescription : `Cash at ${customer.homeVenueName}`;
    const reference = `R-${paidOn.replaceAll('-', '')}-${customer.reference.slice(-3)}${String(index + 1).padStart(2, '0')}`;
    insert.run(
      customer.id,
      paidOn,
      payment.description,
      payment.pence,
      payment.method,
      methodDescription,
      payment.status ?? 'paid',
      reference,
    );
  });
}
