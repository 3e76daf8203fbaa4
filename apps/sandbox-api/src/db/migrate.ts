import { readdirSync, readFileSync } from 'node:fs';
import { besideModule } from '../kernel/dataFiles.ts';
import { join } from 'node:path';
import type { Database } from './database.ts';

const migrationsDir = besideModule(import.meta.url, 'migrations');

/**
 * Applies db/migrations/NNN_name.sql in order, once each, recording them in schema_migrations.
 * Number ranges belong to features (001 core, 010 auth, 020 memberships, 030 activities, 040 cart and orders,
 * 050 account, 060 checkout, 070 reports) so that features can add migrations without colliding.
 */
export function migrate(db: Database): string[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const applied = new Set(
    (db.prepare('SELECT name FROM schema_migrations').all() as { name: string }[]).map((row) => row.name),
  );
  const files = readdirSync(migrationsDir)
    .filter((file) => /^\d{3}_[a-z0-9_]+\.sql$/.test(file))
    .sort();
  const ran: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = readFileSync(join(migrationsDir, file), 'utf8');
    db.exec('BEGIN');
    try {
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(file, new Date().toISOString());
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
    }
    ran.push(file);
  }
  return ran;
}
