import type { z } from 'zod';
import type { benefitSchema } from '@leisure/api-contract';
import type { Database } from '../../../db/database.ts';

type Benefit = z.infer<typeof benefitSchema>;

export function benefitsOf(db: Database, typeId: number): Benefit[] {
  return db
    .prepare(
      `SELECT name, total_uses AS totalUses, frequency, description FROM membership_benefits
     WHERE membership_type_id = ? ORDER BY sort_order, id`,
    )
    .all(typeId) as Benefit[];
}
