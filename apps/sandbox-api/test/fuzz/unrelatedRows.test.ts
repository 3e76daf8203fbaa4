import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../src/app.ts';
import { fixedClock } from '../../src/clock.ts';
import { demoAccounts } from '../../src/seed/demoAccounts.ts';
import { snapshotUnrelatedRows, unrelatedChanges } from './unrelatedRows.ts';

// The fuzz test's oracle must be able to fail: each case below makes the change it is meant to catch (or allow).
let sandbox: Sandbox;
let fuzzUserId: number;
let otherUserId: number;

const userId = (reference: string) =>
  (sandbox.services.db.prepare('SELECT id FROM users WHERE reference = ?').get(reference) as { id: number }).id;

beforeEach(() => {
  sandbox = createSandbox({ clock: fixedClock('2026-03-10T09:00:00Z') });
  fuzzUserId = userId(demoAccounts.memberWithDirectDebit.reference);
  otherUserId = userId(demoAccounts.memberWithoutDirectDebit.reference);
});
afterEach(() => sandbox.services.db.close());

const run = (sql: string, ...params: (string | number)[]) => sandbox.services.db.prepare(sql).run(...params);

describe('the unrelated-data check', () => {
  it('catches a changed venue', () => {
    const before = snapshotUnrelatedRows(sandbox.services.db, fuzzUserId);
    run("UPDATE venues SET name = name || ' (hacked)' WHERE id = (SELECT MIN(id) FROM venues)");
    expect(unrelatedChanges(sandbox.services.db, before, fuzzUserId)).toEqual([
      expect.stringMatching(/^venues: row .* changed/),
    ]);
  });

  it("catches another user's row changed or deleted", () => {
    const before = snapshotUnrelatedRows(sandbox.services.db, fuzzUserId);
    run("UPDATE users SET first_name = 'Mallory' WHERE id = ?", otherUserId);
    sandbox.services.db.exec('PRAGMA foreign_keys = OFF');
    run('DELETE FROM users WHERE reference = ?', demoAccounts.customerWithPenalties.reference);
    const problems = unrelatedChanges(sandbox.services.db, before, fuzzUserId);
    expect(problems).toContainEqual(expect.stringMatching(/^users: row .* changed first_name: 'Sam' → 'Mallory'$/));
    expect(problems).toContainEqual(expect.stringMatching(/^users: row .* was deleted: .*BW100003/));
  });

  it("catches a new row written for another user, e.g. a token in someone else's name", () => {
    const before = snapshotUnrelatedRows(sandbox.services.db, fuzzUserId);
    run(
      'INSERT INTO auth_tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
      'forged',
      otherUserId,
      '2026-03-10T09:00:00Z',
      '2026-03-11T09:00:00Z',
    );
    expect(unrelatedChanges(sandbox.services.db, before, fuzzUserId)).toEqual([
      expect.stringMatching(/^auth_tokens: new row .* belongs to another user/),
    ]);
  });

  it("allows the fuzzing user's own rows to change, and brand-new users to appear", () => {
    const before = snapshotUnrelatedRows(sandbox.services.db, fuzzUserId);
    run("UPDATE users SET first_name = 'Changed' WHERE id = ?", fuzzUserId);
    run(
      'INSERT INTO auth_tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
      'mine',
      fuzzUserId,
      '2026-03-10T09:00:00Z',
      '2026-03-11T09:00:00Z',
    );
    run(
      `INSERT INTO users (reference, email, password_hash, first_name, last_name, created_at)
       VALUES ('BW999999', 'new.joiner@example.com', 'x', 'New', 'Joiner', '2026-03-10T09:00:00Z')`,
    );
    expect(unrelatedChanges(sandbox.services.db, before, fuzzUserId)).toEqual([]);
  });

  it('as a guest, every pre-existing row is unrelated', () => {
    const before = snapshotUnrelatedRows(sandbox.services.db, undefined);
    run("UPDATE users SET first_name = 'Changed' WHERE id = ?", fuzzUserId);
    expect(unrelatedChanges(sandbox.services.db, before, undefined)).toHaveLength(1);
  });
});
