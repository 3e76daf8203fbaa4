import type { RunningSandbox } from '../../support/sandboxServer.ts';

/** Looks up seeded ids by name, so tests read like the catalogue. */
export function catalogue(running: RunningSandbox) {
  const { db } = running.sandbox.services;
  const one = <T>(sql: string, ...params: (string | number)[]) => {
    const row = db.prepare(sql).get(...params) as T | undefined;
    if (!row) throw new Error(`Nothing seeded for ${sql} ${params.join(', ')}`);
    return row;
  };
  return {
    venueId: (slug: string) => one<{ id: number }>('SELECT id FROM venues WHERE slug = ?', slug).id,
    typeId: (slug: string) => one<{ id: number }>('SELECT id FROM membership_types WHERE slug = ?', slug).id,
    /** An option of a type by payment type (and name when a type has several of that kind). */
    optionId: (slug: string, paymentType: 'recurring' | 'fixed') =>
      one<{ id: number }>(
        `SELECT o.id FROM membership_payment_options o JOIN membership_types t ON t.id = o.membership_type_id
         WHERE t.slug = ? AND o.payment_type = ? ORDER BY o.sort_order LIMIT 1`,
        slug,
        paymentType,
      ).id,
    promotionId: (code: string) => one<{ id: number }>('SELECT id FROM membership_promotions WHERE code = ?', code).id,
    questionId: (reference: string) =>
      one<{ id: number }>('SELECT id FROM membership_questions WHERE reference = ?', reference).id,
  };
}

export type Catalogue = ReturnType<typeof catalogue>;

/** A monthly gym membership at Leeds with new Direct Debit details: a joining cart as the joining page stores it. */
export const gymMonthly = ({ seeded }: { seeded: Catalogue }) => ({
  homeVenueId: seeded.venueId('leeds-city'),
  membershipTypeId: seeded.typeId('gym-anywhere'),
  paymentOptionId: seeded.optionId('gym-anywhere', 'recurring'),
  startDate: '2026-03-12',
  billingDay: 1,
  accountHolder: 'Sam Patel',
  ddTermsAccepted: true,
  accountDetails: { sortCode: '08 99 99', accountNumber: '66374958' },
});
