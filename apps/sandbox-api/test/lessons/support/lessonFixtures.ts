import { addMonths } from '@leisure/dates';
import type { Database } from '../../../src/db/database.ts';
import { movableClock } from '../../support/movableClock.ts';
import { useSandbox } from '../../support/useSandbox.ts';
import { tokenFor } from '../../support/tokens.ts';

/** Tuesday 10 November 2026, 09:00 in London: autumn term, after half-term (decision 0006: tests set the instant). */
export const LESSON_TEST_START = '2026-11-10T09:00:00Z';

export function useLessonSandbox(start = LESSON_TEST_START) {
  const clock = movableClock(start);
  return { clock, ...useSandbox({ clock }) };
}

const levelId = (db: Database, name: string) =>
  (db.prepare('SELECT id FROM lesson_levels WHERE name = ?').get(name) as { id: number }).id;

/**
 * A new class at Islington nobody has a place in, taught by the demo teacher: Sundays 18:30 unless said, which none
 * of the seeded Stage 3 line can do, so its places are free to take.
 */
export function addClass(
  db: Database,
  options: { level?: string; capacity: number; weekday?: number; startsAt?: string },
): number {
  const venue = (db.prepare("SELECT id FROM venues WHERE slug = 'islington-pool'").get() as { id: number }).id;
  const teacher = (
    db.prepare('SELECT t.id FROM lesson_teachers t JOIN users u ON u.id = t.user_id').get() as { id: number }
  ).id;
  return Number(
    db
      .prepare(
        `INSERT INTO lesson_classes (venue_id, level_id, area, weekday, starts_at, duration_minutes, teacher_id, capacity,
           monthly_price, lesson_price) VALUES (?, ?, 'Main pool', ?, ?, 30, ?, ?, 3450, 900)`,
      )
      .run(
        venue,
        levelId(db, options.level ?? 'Stage 3'),
        options.weekday ?? 7,
        options.startsAt ?? '18:30',
        teacher,
        options.capacity,
      ).lastInsertRowid,
  );
}

let made = 0;

export interface Family {
  parent: { id: number; token: string };
  child: { id: number };
}

/** A parent with a Direct Debit (billing day 15) and a child of `years`, in a household, straight in the database. */
export function addFamily(db: Database, years = 8): Family {
  made += 1;
  const at = '2026-01-01T00:00:00Z';
  const user = (first: string, dateOfBirth: string, email: string) =>
    Number(
      db
        .prepare(
          `INSERT INTO users (reference, email, password_hash, role, first_name, last_name, date_of_birth, created_at)
           VALUES (?, ?, '!', 'customer', ?, 'Tester', ?, ?)`,
        )
        .run(`BWT${String(made).padStart(3, '0')}${first[0]}`, email, first, dateOfBirth, at).lastInsertRowid,
    );
  const parent = user(`Parent${made}`, '1985-05-05', `lesson.parent.${made}@example.com`);
  const child = user(`Child${made}`, addMonths('2026-11-10', -12 * years - 2), `lesson.parent.${made}@example.com`);
  const household = Number(
    db.prepare('INSERT INTO households (payer_user_id, created_at) VALUES (?, ?)').run(parent, at).lastInsertRowid,
  );
  const add = db.prepare('INSERT INTO household_members (household_id, user_id, role, joined_at) VALUES (?, ?, ?, ?)');
  add.run(household, parent, 'payer', at);
  add.run(household, child, 'child', at);
  db.prepare(
    `INSERT INTO direct_debit_instructions (user_id, account_holder, sort_code, account_number, billing_day, created_at)
     VALUES (?, 'A Tester', '107999', '88837491', 15, ?)`,
  ).run(parent, at);
  return { parent: { id: parent, token: tokenFor(db, parent) }, child: { id: child } };
}
