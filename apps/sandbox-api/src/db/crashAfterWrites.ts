import type { StatementSync } from 'node:sqlite';
import type { Database } from './database.ts';

/**
 * The crash hook of the crash test (docs/decisions/0015-one-transaction-per-change.md), sandbox only: with
 * SANDBOX_CRASH_HOOK=1, a request carrying `X-Sandbox-Crash-After-Writes: N` kills its own process with SIGKILL just
 * before its Nth write step (an INSERT, UPDATE, DELETE or REPLACE statement, or the COMMIT), as a power cut would.
 * Nothing else changes: without the setting the database is never wrapped.
 */
export const CRASH_HEADER = 'x-sandbox-crash-after-writes';

const writeStatement = /^\s*(?:WITH\b[\s\S]*?\b)?(?:INSERT|UPDATE|DELETE|REPLACE)\b/i;
const writingExec = /^\s*(?:COMMIT|END)\b|\b(?:INSERT|UPDATE|DELETE|REPLACE)\b/i;

const armed = new WeakMap<Database, { left: number }>();
const wrapped = new WeakSet<Database>();

function step(db: Database): void {
  const state = armed.get(db);
  if (!state) return;
  state.left -= 1;
  if (state.left <= 0) process.kill(process.pid, 'SIGKILL');
}

function wrapStatement(db: Database, statement: StatementSync): StatementSync {
  for (const method of ['run', 'get', 'all', 'iterate'] as const) {
    const original = statement[method].bind(statement) as (...args: unknown[]) => unknown;
    Object.defineProperty(statement, method, {
      value: (...args: unknown[]) => {
        step(db);
        return original(...args);
      },
    });
  }
  return statement;
}

/** Wraps the connection once so that its write steps can be counted (SANDBOX_CRASH_HOOK=1 only). */
export function installCrashHook(db: Database): void {
  if (wrapped.has(db)) return;
  wrapped.add(db);
  const prepare = db.prepare.bind(db);
  const exec = db.exec.bind(db);
  Object.defineProperty(db, 'prepare', {
    value: (sql: string) => {
      const statement = prepare(sql);
      return writeStatement.test(sql) ? wrapStatement(db, statement) : statement;
    },
  });
  Object.defineProperty(db, 'exec', {
    value: (sql: string) => {
      if (writingExec.test(sql)) step(db);
      return exec(sql);
    },
  });
}

/** The N of a request's crash header: a whole number from 1, or undefined (no crash). */
export function crashAfter(header: string | undefined): number | undefined {
  if (!header || !/^[1-9]\d{0,3}$/.test(header)) return undefined;
  return Number(header);
}

/**
 * Starts counting the connection's write steps: the process dies just before the Nth. Answers the function that
 * stops counting (the request is over). Does nothing for no N, or a connection without the hook.
 */
export function armCrashAfterWrites(db: Database, writes: number | undefined): () => void {
  if (writes === undefined || !wrapped.has(db)) return () => {};
  const state = { left: writes };
  armed.set(db, state);
  return () => {
    if (armed.get(db) === state) armed.delete(db);
  };
}
