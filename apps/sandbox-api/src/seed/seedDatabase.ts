import { transaction } from '../db/database.ts';
import type { SandboxServices } from '../http/context.ts';
import { features } from '../features/index.ts';

/** Fills an empty, migrated database with the demo operator: runs each feature's seed in order. */
export function seedDatabase(services: SandboxServices): void {
  transaction(services.db, () => {
    for (const feature of features) feature.seed?.(services);
  });
}

export function isSeeded({ db }: SandboxServices): boolean {
  const row = db.prepare('SELECT COUNT(*) AS n FROM clients').get() as { n: number };
  return row.n > 0;
}

/** Empties every table (schema stays) and seeds again: the state a fresh clone starts from. */
export function resetDatabase(services: SandboxServices): void {
  const { db } = services;
  const tables = (
    db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'schema_migrations'",
      )
      .all() as { name: string }[]
  ).map((row) => row.name);
  db.exec('PRAGMA foreign_keys = OFF');
  try {
    transaction(db, () => {
      for (const table of tables) db.exec(`DELETE FROM "${table}"`);
      const hasSequence = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'").get();
      if (hasSequence) db.exec('DELETE FROM sqlite_sequence');
    });
  } finally {
    db.exec('PRAGMA foreign_keys = ON');
  }
  seedDatabase(services);
}
