import { DatabaseSync } from 'node:sqlite';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export type Database = DatabaseSync;

/** Opens (creating if needed) the sandbox database. `:memory:` gives a throwaway one for tests. */
export function openDatabase(file: string): Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
  return db;
}

/**
 * Runs `work` in one IMMEDIATE transaction. Handlers are synchronous between BEGIN and COMMIT, so two
 * requests can never interleave inside it: check-then-insert (capacity, idempotency) is atomic.
 */
export function transaction<T>(db: Database, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/**
 * Runs `work` in one transaction, joining the caller's when there is one (seeding runs inside one, and the
 * checkout may wrap order creation in its own). Keep `work` synchronous so nothing interleaves.
 */
export function atomically<T>(db: Database, work: () => T): T {
  return db.isTransaction ? work() : transaction(db, work);
}

/** What a query parameter may be (node:sqlite's bindable values). */
export type SqlValue = string | number | bigint | null | Uint8Array;
