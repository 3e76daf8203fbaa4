import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { startSandbox, type RunningSandbox } from '../support/sandboxServer.ts';
import { apiCaller } from '../support/apiCaller.ts';
import { movableClock } from '../support/movableClock.ts';
import { TEST_START } from '../support/useSandbox.ts';
import { catalogue } from '../memberships/support/catalogue.ts';
import type { CheckoutContext } from '../checkout/support/checkoutKit.ts';
import { startChildSandbox, type ChildSandbox } from './support/childSandbox.ts';
import { operations, type Operation } from './support/operations.ts';
import { brokenInvariants } from './support/invariants.ts';

/**
 * Issue 22: kill -9 the sandbox in the middle of a money-moving call and nothing may be half written
 * (docs/decisions/0015-one-transaction-per-change.md). The real sandbox runs as a child process on a database file,
 * with its crash hook on; each call asks it to SIGKILL itself just before its Nth write step, N = 1, 2, … until the
 * call completes, then round again. After every kill the test reads the file: the call's change is all there or not
 * at all, and the whole database keeps its invariants. Fixtures are made by an in-process sandbox on the same file.
 */
const KILLS_PER_OPERATION = 20;

let dir: string;
let running: RunningSandbox;
let t: CheckoutContext;
let sinceOrderId: number;
let spare: Promise<ChildSandbox> | undefined;

const db = (): Database => running.sandbox.services.db;
/** One child waits, started, while the last one works: starting is most of a trial's time. */
const nextChild = () => {
  const child = spare ?? startChildSandbox(join(dir, 'crash.db'), TEST_START);
  spare = startChildSandbox(join(dir, 'crash.db'), TEST_START);
  // Awaited when taken; a start that fails meanwhile is reported then, not as an unhandled rejection.
  spare.catch(() => undefined);
  return child;
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-crash-'));
  const clock = movableClock(TEST_START);
  running = await startSandbox({ db: openDatabase(join(dir, 'crash.db')), clock });
  t = { api: apiCaller(running.origin), running, seeded: catalogue(running), clock } as unknown as CheckoutContext;
  sinceOrderId = (db().prepare('SELECT COALESCE(MAX(id), 0) AS id FROM orders').get() as { id: number }).id;
});

afterAll(async () => {
  const last = spare;
  spare = undefined;
  await (await last?.catch(() => undefined))?.stop();
  await running?.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Trial {
  writes: number;
  crashed: boolean;
  status?: number;
  outcome: string;
  broken: string[];
}

/** What the file holds after a trial, read on a connection of its own (as the next start would). */
function reopened<T>(read: (file: Database) => T): T {
  const file = new DatabaseSync(join(dir, 'crash.db'), { readOnly: true });
  try {
    return read(file);
  } finally {
    file.close();
  }
}

async function killRepeatedly(operation: Operation): Promise<Trial[]> {
  const trials: Trial[] = [];
  let writes = 1;
  let child = await nextChild();
  while (trials.filter((trial) => trial.crashed).length < KILLS_PER_OPERATION) {
    if (trials.length > KILLS_PER_OPERATION * 3) throw new Error(`${operation.name}: never crashed`);
    const armed = await operation.prepare(t);
    if (!child.alive()) child = await nextChild();
    const answer = await child
      .caller(writes)
      .call(armed.endpoint, armed.options)
      .catch(() => undefined);
    const crashed = answer === undefined;
    if (crashed) expect(await child.ended).toBe('SIGKILL');
    const { outcome, broken } = reopened((file) => ({
      outcome: armed.outcome(file),
      broken: brokenInvariants(file, sinceOrderId),
    }));
    trials.push({ writes, crashed, status: answer?.status, outcome, broken });
    armed.release?.(db());
    if (!crashed) {
      // The call completed before its Nth write: it writes fewer, so start again from the first.
      expect(answer.status, JSON.stringify(answer.json)).toBeLessThan(300);
      expect(outcome, operation.name).toBe('all');
      writes = 1;
    } else {
      writes += 1;
    }
  }
  await child.stop();
  return trials;
}

describe('killing the sandbox mid-request (SIGKILL)', () => {
  it.each(operations.map((operation) => [operation.name, operation] as const))(
    'leaves %s whole or not there at all',
    async (_, operation) => {
      const trials = await killRepeatedly(operation);
      const halfWritten = trials.filter((trial) => trial.outcome !== 'all' && trial.outcome !== 'none');
      expect(halfWritten.map((trial) => `after write ${trial.writes - 1}: ${trial.outcome}`)).toEqual([]);
      expect([...new Set(trials.flatMap((trial) => trial.broken))]).toEqual([]);
      expect(trials.filter((trial) => trial.crashed).length).toBeGreaterThanOrEqual(KILLS_PER_OPERATION);
    },
    60_000,
  );
});
