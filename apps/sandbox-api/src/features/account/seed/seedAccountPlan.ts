import { createHash } from 'node:crypto';
import type { Database } from '../../../db/database.ts';
import { addDays, addMonths, dayOfMonth, monthOf } from '../calendar.ts';
import { stableGuestPassCode } from '../guestPassCodes.ts';
import type { AccountPlan, CardPlan, DirectDebitPlan } from './accountPlans.ts';

export interface SeedCustomer {
  id: number;
  reference: string;
  homeVenueId: number;
  homeVenueName: string;
  billingDay: number;
}

const cardBrandNames: Record<CardPlan['cardType'], string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  'american-express': 'American Express',
  maestro: 'Maestro',
};

/** Stable provider-style token, so a reseed gives the same identifiers. */
const stableToken = (prefix: string, ...parts: (string | number)[]) =>
  `${prefix}_${createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 24)}`;

function seedPackages(db: Database, customer: SeedCustomer, plan: AccountPlan, today: string): void {
  const insert = db.prepare(
    `INSERT INTO account_packages (user_id, name, description, venue_id, uses_total, uses_left, purchased_on, expires_on)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const p of plan.packages) {
    const purchasedOn = addDays(today, -p.purchasedDaysAgo);
    const expiresOn = p.validForDays === null ? null : addDays(purchasedOn, p.validForDays);
    insert.run(customer.id, p.name, p.description, p.atHomeVenue ? customer.homeVenueId : null, p.usesTotal, p.usesLeft, purchasedOn, expiresOn);
  }
}

function seedGuestPasses(db: Database, customer: SeedCustomer, plan: AccountPlan, today: string): void {
  if (plan.allowance) {
    db.prepare('INSERT INTO guest_pass_allowances (user_id, membership_name, monthly_limit) VALUES (?, ?, ?)').run(
      customer.id,
      plan.allowance.membershipName,
      plan.allowance.monthlyLimit,
    );
  }
  const insert = db.prepare(
    `INSERT INTO guest_passes (user_id, code, guest_first_name, guest_last_name, guest_email, visit_date, venue_id,
       issued_at, checked_in_at, cancelled_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  plan.guestPasses.forEach((pass, index) => {
    const visitDate = addDays(today, pass.visitInDays);
    // Issued a week before the visit, or today for a visit sooner than that.
    const weekBefore = addDays(visitDate, -7);
    const issuedAt = `${weekBefore < today ? weekBefore : today}T07:30:00.000Z`;
    const code = stableGuestPassCode(`${customer.reference}|${index}`);
    insert.run(
      customer.id,
      code,
      pass.firstName,
      pass.lastName,
      pass.email,
      visitDate,
      customer.homeVenueId,
      issuedAt,
      pass.checkedIn ? `${visitDate}T10:15:00.000Z` : null,
      pass.cancelled ? `${addDays(today, -1)}T08:00:00.000Z` : null,
    );
  });
}

/** Monthly collections on the billing day; one may have failed and been collected again ten days later. */
function directDebitRows(plan: DirectDebitPlan, customer: SeedCustomer, today: string) {
  const rows: { paidOn: string; description: string; status: 'paid' | 'failed'; reference: string }[] = [];
  for (let monthsAgo = plan.months - 1; monthsAgo >= 0; monthsAgo -= 1) {
    const paidOn = dayOfMonth(addMonths(today, -monthsAgo), customer.billingDay);
    if (paidOn > today) continue;
    const reference = `DD-${monthOf(paidOn).replace('-', '')}-${customer.reference}`;
    rows.push({ paidOn, description: plan.description, status: 'paid', reference });
  }
  const failed = plan.failedCollection ? rows[rows.length - plan.failedCollection] : undefined;
  if (failed) {
    failed.status = 'failed';
    const retryOn = addDays(failed.paidOn, 10);
    if (retryOn <= today) {
      rows.push({ paidOn: retryOn, description: `${plan.description} (collected again)`, status: 'paid', reference: `${failed.reference}-R` });
    }
  }
  return rows;
}

function seedPayments(db: Database, customer: SeedCustomer, plan: AccountPlan, today: string): void {
  const insert = db.prepare(
    `INSERT INTO account_payments (user_id, paid_on, description, amount_pence, method, method_description, status, reference)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const card = plan.card ?? { cardType: 'visa' as const, lastFour: '4242' };
  if (plan.directDebit) {
    for (const row of directDebitRows(plan.directDebit, customer, today)) {
      insert.run(customer.id, row.paidOn, row.description, plan.directDebit.pence, 'direct-debit', 'Direct Debit', row.status, row.reference);
    }
  }
  // Listed newest first; inserted oldest first so that on a shared date the later payment has the higher id.
  [...plan.payments].reverse().forEach((payment, index) => {
    const paidOn = addDays(today, -payment.daysAgo);
    const methodDescription =
      payment.method === 'card' ? `${cardBrandNames[card.cardType]} ending ${card.lastFour}` : `Cash at ${customer.homeVenueName}`;
    const reference = `R-${paidOn.replaceAll('-', '')}-${customer.reference.slice(-3)}${String(index + 1).padStart(2, '0')}`;
    insert.run(customer.id, paidOn, payment.description, payment.pence, payment.method, methodDescription, payment.status ?? 'paid', reference);
  });
}

function seedCard(db: Database, customer: SeedCustomer, plan: AccountPlan, today: string): void {
  if (!plan.card) return;
  const expiry = addMonths(`${monthOf(today)}-01`, plan.card.expiresInMonths);
  db.prepare(
    `INSERT INTO saved_cards (user_id, card_type, last_four, card_holder_name, expiry_month, expiry_year, external_identifier, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    customer.id,
    plan.card.cardType,
    plan.card.lastFour,
    plan.card.holder,
    Number(expiry.slice(5, 7)),
    Number(expiry.slice(0, 4)),
    stableToken('card', customer.reference, plan.card.lastFour),
    `${addDays(today, -150)}T12:00:00.000Z`,
  );
}

/** Writes one demo customer's packages, guest passes, payments and saved card. */
export function seedAccountPlan(db: Database, customer: SeedCustomer, plan: AccountPlan, today: string): void {
  seedPackages(db, customer, plan, today);
  seedGuestPasses(db, customer, plan, today);
  seedPayments(db, customer, plan, today);
  seedCard(db, customer, plan, today);
}
