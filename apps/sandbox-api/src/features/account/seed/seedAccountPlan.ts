import { createHash } from 'node:crypto';
import type { Database } from '../../../db/database.ts';
import { stableGuestPassCode } from '../guestPassCodes.ts';
import type { AccountPlan } from './accountPlans.ts';
import type { SeedCustomer } from './seedCustomer.ts';
import { seedPayments } from './seedPayments.ts';
import { addDays, addMonths, monthOf } from '@leisure/dates';

/** Stable provider-style token, so a reseed gives the same identifiers. */
const stableToken = (prefix: string, ...parts: (string | number)[]) =>
  `${prefix}_${createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 24)}`;

function seedGuestPasses(db: Database, customer: SeedCustomer, plan: AccountPlan, today: string): void {
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

/** Writes one demo customer's guest passes, payments and saved card (packages are activities' entitlements). */
export function seedAccountPlan(db: Database, customer: SeedCustomer, plan: AccountPlan, today: string): void {
  seedGuestPasses(db, customer, plan, today);
  seedPayments(db, customer, plan, today);
  seedCard(db, customer, plan, today);
}
