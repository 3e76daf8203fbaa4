import type { DatabaseSync } from 'node:sqlite';

/**
 * "No change to unrelated data": a snapshot of every row the fuzzing user has no claim to, compared before and
 * after. A row belongs to a user when one of its columns references `users` with that user's id, or when it
 * references (through any foreign key, at any depth) a row that belongs to them: an order's items and payments,
 * a cart's items. Rows of the fuzzing user may change; every other pre-existing row must stay byte-for-byte the
 * same; new rows may appear (a registration, a lazily generated session) but never one belonging to another
 * pre-existing user (booking, paying or writing on someone else's behalf).
 */

/** Tables that change by design whoever calls, and why. */
export const volatileTables: Record<string, string> = {
  login_failures: 'throttle counters for any account a login is tried against',
  activity_timetable_state: 'how far ahead the timetable has been generated, advanced lazily by reads',
};

interface TableShape {
  name: string;
  /** Columns identifying a row: rowid for ordinary tables, the primary key for WITHOUT ROWID ones. */
  keyColumns: string[];
  /** Declared primary key columns (what a foreign key without a column refers to). */
  primaryKey: string[];
  links: { column: string; table: string; to: string }[];
}

type Row = Record<string, unknown>;

export interface RowsSnapshot {
  /** table → row key → row as stable JSON, for rows not belonging to the fuzzing user. */
  rows: Map<string, Map<string, string>>;
  userIds: Set<number>;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

function tableShapes(db: DatabaseSync): TableShape[] {
  const names = (
    db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'schema_migrations' ORDER BY name",
      )
      .all() as { name: string }[]
  ).map((row) => row.name);
  return names.map((name) => {
    const info = db.prepare(`SELECT wr FROM pragma_table_list WHERE name = ?`).get(name) as { wr: number } | undefined;
    const columns = db.prepare(`SELECT name, pk FROM pragma_table_info(?) ORDER BY pk`).all(name) as {
      name: string;
      pk: number;
    }[];
    const primaryKey = columns.filter((column) => column.pk > 0).map((column) => column.name);
    const links = (
      db.prepare(`SELECT "table", "from", "to" FROM pragma_foreign_key_list(?)`).all(name) as {
        table: string;
        from: string;
        to: string | null;
      }[]
    ).map((link) => ({ column: link.from, table: link.table, to: link.to ?? '' }));
    return { name, keyColumns: info?.wr ? primaryKey : ['__rowid'], primaryKey, links };
  });
}

function stable(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'bigint' ? `${v}n` : v instanceof Uint8Array ? Buffer.from(v).toString('hex') : v,
  );
}

function loadRows(db: DatabaseSync, shapes: TableShape[]): Map<string, Row[]> {
  const rows = new Map<string, Row[]>();
  for (const shape of shapes) {
    const select = shape.keyColumns[0] === '__rowid' ? `SELECT rowid AS __rowid, * FROM ${quote(shape.name)}` : `SELECT * FROM ${quote(shape.name)}`;
    rows.set(shape.name, db.prepare(select).all() as Row[]);
  }
  return rows;
}

/** `first_name: "Sam" → "Mallory"` for the columns that differ. */
function changedColumns(before: string, after: string): string {
  const was = JSON.parse(before) as Row;
  const now = JSON.parse(after) as Row;
  return Object.keys({ ...was, ...now })
    .filter((column) => stable(was[column]) !== stable(now[column]))
    .map((column) => `${column}: ${stable(was[column]).slice(0, 80)} → ${stable(now[column]).slice(0, 80)}`)
    .join(', ');
}

const rowKey = (shape: TableShape, row: Row) => shape.keyColumns.map((column) => stable(row[column])).join('|');

/** For each table, the keys of the rows that belong (directly or through foreign keys) to any of `userIds`. */
function ownedRows(shapes: TableShape[], rows: Map<string, Row[]>, userIds: Set<number>): Map<string, Set<string>> {
  const owned = new Map(shapes.map((shape) => [shape.name, new Set<string>()]));
  const byName = new Map(shapes.map((shape) => [shape.name, shape]));
  for (const row of rows.get('users') ?? []) {
    if (userIds.has(Number(row.id))) owned.get('users')?.add(rowKey(byName.get('users')!, row));
  }
  // Values of a parent's column over its owned rows, e.g. orders.id of the user's orders.
  const ownedValues = (table: string, column: string): Set<string> => {
    const shape = byName.get(table);
    const keys = owned.get(table);
    const values = new Set<string>();
    if (!shape || !keys) return values;
    const to = column || (shape.primaryKey.length === 1 ? shape.primaryKey[0]! : '__rowid');
    for (const row of rows.get(table) ?? []) if (keys.has(rowKey(shape, row))) values.add(stable(row[to]));
    return values;
  };
  for (let pass = 0, changed = true; changed && pass < 12; pass += 1) {
    changed = false;
    for (const shape of shapes) {
      const keys = owned.get(shape.name)!;
      const parentValues = shape.links.map((link) => ({ column: link.column, values: ownedValues(link.table, link.to) }));
      for (const row of rows.get(shape.name) ?? []) {
        const key = rowKey(shape, row);
        if (keys.has(key)) continue;
        if (parentValues.some(({ column, values }) => row[column] !== null && values.has(stable(row[column])))) {
          keys.add(key);
          changed = true;
        }
      }
    }
  }
  return owned;
}

/** Every row not belonging to `fuzzUserId` (undefined: a guest, so every row), outside the volatile tables. */
export function snapshotUnrelatedRows(db: DatabaseSync, fuzzUserId: number | undefined): RowsSnapshot {
  const shapes = tableShapes(db).filter((shape) => !(shape.name in volatileTables));
  const rows = loadRows(db, shapes);
  const owned = ownedRows(shapes, rows, new Set(fuzzUserId === undefined ? [] : [fuzzUserId]));
  const snapshot = new Map<string, Map<string, string>>();
  for (const shape of shapes) {
    const keys = owned.get(shape.name)!;
    const unrelated = new Map<string, string>();
    for (const row of rows.get(shape.name) ?? []) {
      const key = rowKey(shape, row);
      if (!keys.has(key)) unrelated.set(key, stable(row));
    }
    snapshot.set(shape.name, unrelated);
  }
  const userIds = new Set((rows.get('users') ?? []).map((row) => Number(row.id)));
  return { rows: snapshot, userIds };
}

/**
 * What changed among the unrelated rows between `before` and now: changed or deleted rows, and new rows that
 * belong to a user who existed before (other than the fuzzing user). Empty when nothing unrelated was touched.
 */
export function unrelatedChanges(db: DatabaseSync, before: RowsSnapshot, fuzzUserId: number | undefined): string[] {
  const after = snapshotUnrelatedRows(db, fuzzUserId);
  const problems: string[] = [];
  for (const [table, rowsBefore] of before.rows) {
    const rowsAfter = after.rows.get(table) ?? new Map<string, string>();
    for (const [key, row] of rowsBefore) {
      const now = rowsAfter.get(key);
      if (now === undefined) problems.push(`${table}: row ${key} was deleted: ${row.slice(0, 200)}`);
      else if (now !== row) problems.push(`${table}: row ${key} changed ${changedColumns(row, now)}`);
    }
  }
  const otherUsers = new Set([...before.userIds].filter((id) => id !== fuzzUserId));
  const shapes = tableShapes(db).filter((shape) => !(shape.name in volatileTables));
  const rows = loadRows(db, shapes);
  const theirs = ownedRows(shapes, rows, otherUsers);
  for (const shape of shapes) {
    const known = before.rows.get(shape.name) ?? new Map<string, string>();
    const theirKeys = theirs.get(shape.name)!;
    for (const row of rows.get(shape.name) ?? []) {
      const key = rowKey(shape, row);
      if (theirKeys.has(key) && !known.has(key)) {
        problems.push(`${shape.name}: new row ${key} belongs to another user: ${stable(row).slice(0, 200)}`);
      }
    }
  }
  return problems;
}
