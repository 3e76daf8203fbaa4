import type { SandboxServices } from '../../http/context.ts';

/**
 * The instruction behind each demo account seeded with a Direct Debit (users.has_dd_instruction): the auth seed
 * gives the flag and the billing day, this gives the bank details (a pair that passes Vocalink's modulus check).
 */
export function seedDirectDebits({ db, clock }: SandboxServices): void {
  const users = db
    .prepare(
      `SELECT u.id, u.first_name, u.last_name, u.billing_day FROM users u
       WHERE u.has_dd_instruction = 1 AND u.billing_day IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM direct_debit_instructions d WHERE d.user_id = u.id)`,
    )
    .all() as { id: number; first_name: string; last_name: string; billing_day: number }[];
  for (const user of users) {
    db.prepare(
      `INSERT INTO direct_debit_instructions (user_id, account_holder, sort_code, account_number, billing_day, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ).run(
      user.id,
      `${user.first_name} ${user.last_name}`,
      '089999',
      '66374958',
      user.billing_day,
      clock.now().toISOString(),
    );
  }
}
