import type { z } from 'zod';
import type { benefitSchema } from '@leisure/api-contract';
import type { Database } from '../../../db/database.ts';
import type { BenefitKind } from '../catalogue/catalogueTypes.ts';

type Benefit = z.infer<typeof benefitSchema>;

/** A membership type's benefits as the catalogue sells them: the one source of what a membership includes. */
export function benefitsOf(db: Database, typeId: number): Benefit[] {
  return db
    .prepare(
      `SELECT name, total_uses AS totalUses, frequency, description FROM membership_benefits
     WHERE membership_type_id = ? ORDER BY sort_order, id`,
    )
    .all(typeId) as Benefit[];
}

/** How many of a kind of benefit a type includes each calendar month (0 when none; decision 0405). */
export function monthlyUsesOf(db: Database, typeId: number, kind: BenefitKind): number {
  const row = db
    .prepare(
      `SELECT COALESCE(MAX(total_uses), 0) AS uses FROM membership_benefits
       WHERE membership_type_id = ? AND kind = ? AND frequency = 'month'`,
    )
    .get(typeId, kind) as { uses: number };
  return row.uses;
}
