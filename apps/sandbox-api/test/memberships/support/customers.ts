import { randomBytes } from 'node:crypto';
import type { RunningSandbox } from '../../support/sandboxServer.ts';
import type { Catalogue } from './catalogue.ts';
import { tokenFor } from '../../support/tokens.ts';

export interface CustomerOptions {
  dateOfBirth?: string | null;
  /** A Direct Debit instruction with this billing day. */
  billingDay?: number | null;
}

/**
 * A customer inserted straight into the sandbox database with a valid token, so these tests need neither the
 * auth feature's registration nor its demo accounts.
 */
export function createCustomer(running: RunningSandbox, options: CustomerOptions = {}): { id: number; token: string } {
  const { db } = running.sandbox.services;
  const reference = `T${randomBytes(5).toString('hex').toUpperCase()}`;
  const billingDay = options.billingDay ?? null;
  const id = Number(
    db
      .prepare(
        `INSERT INTO users (reference, email, password_hash, first_name, last_name, date_of_birth, has_dd_instruction,
       billing_day, created_at) VALUES (?, ?, 'not-a-hash', 'Test', 'Customer', ?, ?, ?, '2020-01-01T00:00:00Z')`,
      )
      .run(
        reference,
        `${reference.toLowerCase()}@example.com`,
        options.dateOfBirth === undefined ? '1990-06-15' : options.dateOfBirth,
        billingDay ? 1 : 0,
        billingDay,
      ).lastInsertRowid,
  );
  return { id, token: tokenFor(db, id) };
}

/** Gives a customer a membership directly (as an order would). */
export function giveMembership(
  running: RunningSandbox,
  userId: number,
  membership: {
    paymentOptionId: number;
    venueId: number;
    price: number;
    startDate: string;
    endDate?: string | null;
    billingDay?: number | null;
  },
): number {
  const { db } = running.sandbox.services;
  const type = db
    .prepare('SELECT membership_type_id AS typeId FROM membership_payment_options WHERE id = ?')
    .get(membership.paymentOptionId) as { typeId: number };
  return Number(
    db
      .prepare(
        `INSERT INTO user_memberships (user_id, membership_type_id, payment_option_id, home_venue_id, price, start_date,
       end_date, billing_day, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, '2020-01-01T00:00:00Z')`,
      )
      .run(
        userId,
        type.typeId,
        membership.paymentOptionId,
        membership.venueId,
        membership.price,
        membership.startDate,
        membership.endDate ?? null,
        membership.billingDay ?? null,
      ).lastInsertRowid,
  );
}

/** A member since October, paying £39.99 a month for Gym Anywhere at Leeds on the 1st. */
export function monthlyGymMember({ running, seeded }: { running: RunningSandbox; seeded: Catalogue }) {
  const customer = createCustomer(running, { billingDay: 1 });
  const membershipId = giveMembership(running, customer.id, {
    paymentOptionId: seeded.optionId('gym-anywhere', 'recurring'),
    venueId: seeded.venueId('leeds-city'),
    price: 3999,
    startDate: '2025-10-10',
    billingDay: 1,
  });
  return { ...customer, membershipId };
}

/** A 12-month Manchester multi-site membership paid in full (£180.00) at Salford, from 30 September 2025 to `endDate`. */
export function singlePaymentMember(
  { running, seeded }: { running: RunningSandbox; seeded: Catalogue },
  endDate: string,
) {
  const customer = createCustomer(running);
  const membershipId = giveMembership(running, customer.id, {
    paymentOptionId: seeded.optionId('manchester-multi-site', 'fixed'),
    venueId: seeded.venueId('salford-quays'),
    price: 18000,
    startDate: '2025-09-30',
    endDate,
  });
  return { ...customer, membershipId };
}
