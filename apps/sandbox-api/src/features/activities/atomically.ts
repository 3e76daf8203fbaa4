import { transaction, type Database } from '../../db/database.ts';

/**
 * Runs `work` in one transaction, joining the caller's when there is one (seeding runs inside one, and the
 * checkout may wrap order creation in its own). Keep `work` synchronous so nothing interleaves.
 */
export function atomically<T>(db: Database, work: () => T): T {
  return db.isTransaction ? work() : transaction(db, work);
}
