import type { Database, SqlValue } from '../../db/database.ts';

/** Writes column → value changes to a user. Column names come from the field library, never from input. */
export function updateUserColumns(db: Database, userId: number, changes: Map<string, SqlValue>): void {
  if (changes.size === 0) return;
  const columns = [...changes.keys()];
  for (const column of columns) {
    if (!/^[a-z_0-9]+$/.test(column)) throw new Error(`Refusing to write column "${column}"`);
  }
  db.prepare(`UPDATE users SET ${columns.map((column) => `${column} = ?`).join(', ')} WHERE id = ?`).run(
    ...[...changes.values()],
    userId,
  );
}

/** Customer IDs run BW100001, BW100002…; staff IDs are separate (BWSTAFF…). */
export function nextCustomerReference(db: Database): string {
  const row = db
    .prepare("SELECT MAX(CAST(SUBSTR(reference, 3) AS INTEGER)) AS n FROM users WHERE reference GLOB 'BW[0-9]*'")
    .get() as { n: number | null };
  return `BW${Math.max(row.n ?? 0, 100000) + 1}`;
}
