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
 * Work to do once the open transaction has committed (an email's sending), one list per savepoint level: a level
 * rolled back drops its list, a level released hands it to the one around it (docs/decisions/0015).
 */
const committing = new WeakMap<Database, (() => void)[][]>();

export interface TransactionOptions {
  /** Where the work left for after the commit goes; run at once, after the COMMIT, when not given. */
  afterCommit?: (tasks: (() => void)[]) => void;
}

const isPromise = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

function refusePromise(result: unknown): void {
  // An await inside an open transaction would let another request's statements into it (one connection).
  if (isPromise(result)) throw new Error('A transaction’s work must be synchronous: it returned a promise.');
}

function runTasks(tasks: (() => void)[]): void {
  for (const task of tasks) {
    try {
      task();
    } catch (error) {
      console.error('[sandbox] work after a commit failed', error);
    }
  }
}

let savepoints = 0;

/** `work` inside the open transaction, undone alone if it throws (a SAVEPOINT), committed with the rest. */
function nested<T>(db: Database, work: () => T): T {
  const name = `nested_${(savepoints += 1)}`;
  // A transaction opened by hand (a migration) keeps no list: afterCommit then runs its task at once.
  const levels = committing.get(db) ?? [[]];
  db.exec(`SAVEPOINT ${name}`);
  levels.push([]);
  try {
    const result = work();
    refusePromise(result);
    db.exec(`RELEASE ${name}`);
    const mine = levels.pop()!;
    levels.at(-1)!.push(...mine);
    return result;
  } catch (error) {
    db.exec(`ROLLBACK TO ${name}`);
    db.exec(`RELEASE ${name}`);
    levels.pop();
    throw error;
  }
}

/**
 * Runs `work` in one IMMEDIATE transaction, or inside the one already open (the router opens one per request:
 * docs/decisions/0015), where a throw undoes only `work`. Work is synchronous between BEGIN and COMMIT, so two
 * requests can never interleave inside it: check-then-insert (capacity, idempotency) is atomic. What `afterCommit`
 * registered runs only once everything committed, never after a rollback.
 */
export function transaction<T>(db: Database, work: () => T, options: TransactionOptions = {}): T {
  if (db.isTransaction) return nested(db, work);
  db.exec('BEGIN IMMEDIATE');
  committing.set(db, [[]]);
  let result: T;
  try {
    result = work();
    refusePromise(result);
    db.exec('COMMIT');
  } catch (error) {
    committing.delete(db);
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
  const tasks = committing.get(db)!.flat();
  committing.delete(db);
  if (options.afterCommit) options.afterCommit(tasks);
  else runTasks(tasks);
  return result;
}

/** The same as `transaction`: joins the caller's transaction when there is one (seeding, the router's). */
export const atomically = transaction;

/**
 * Leaves `task` for after the open transaction commits (it is dropped if that rolls back), or runs it now when no
 * transaction is open: what must happen only for a change that stuck, such as sending its email.
 */
export function afterCommit(db: Database, task: () => void): void {
  const levels = committing.get(db);
  if (db.isTransaction && levels) levels.at(-1)!.push(task);
  else task();
}

/** What a query parameter may be (node:sqlite's bindable values). */
export type SqlValue = string | number | bigint | null | Uint8Array;
