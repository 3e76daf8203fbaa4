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
  throttle_events: 'throttle counters for any username a log-in or registration is tried with',
  csp_reports: 'violation reports any browser may send; beyond the newest 500 the oldest are dropped',
  activity_timetable_state: 'how far ahead the timetable has been generated, advanced lazily by reads',
};

type Row = Record<string, unknown>;

interface Table {
  name: string;
  columns: string[];
  /** Per row: the columns that links use, raw (for ownership), plus `__text`, the whole row as SQLite quotes it. */
  rows: Row[];
  /** Row identity: rowid for ordinary tables, the primary key for WITHOUT ROWID ones. */
  keys: string[];
  /** Foreign keys: this table's `column` holds a value of `table`.`to`. */
  links: { column: string; table: string; to: string }[];
}

export interface RowsSnapshot {
  /** table → row key → the row's text, for rows not belonging to the fuzzing user. */
  rows: Map<string, Map<string, string>>;
  columns: Map<string, string[]>;
  userIds: Set<number>;
  /** table → the key of every row there was, the fuzzing user's included: what "new" is measured against. */
  keys: Map<string, Set<string>>;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const separator = '\u001f';

/** A comparable form of one cell (SQLite gives numbers, bigints, strings, blobs or null). */
const cell = (value: unknown): string =>
  typeof value === 'string'
    ? `s${value}`
    : value instanceof Uint8Array
      ? `b${Buffer.from(value).toString('hex')}`
      : `v${String(value)}`;

interface Schema {
  name: string;
  columns: string[];
  primaryKey: string[];
  withoutRowid: boolean;
  links: { column: string; table: string; to: string }[];
}

function readSchema(db: DatabaseSync): Schema[] {
  const names = (
    db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'schema_migrations' ORDER BY name",
      )
      .all() as { name: string }[]
  )
    .map((row) => row.name)
    .filter((name) => !(name in volatileTables));
  return names.map((name) => {
    const info = db.prepare('SELECT wr FROM pragma_table_list WHERE name = ?').get(name) as { wr: number } | undefined;
    const columns = db.prepare('SELECT name, pk FROM pragma_table_info(?) ORDER BY cid').all(name) as {
      name: string;
      pk: number;
    }[];
    const links = (
      db.prepare('SELECT "table", "from", "to" FROM pragma_foreign_key_list(?)').all(name) as {
        table: string;
        from: string;
        to: string | null;
      }[]
    ).map((link) => ({ column: link.from, table: link.table, to: link.to ?? '' }));
    return {
      name,
      columns: columns.map((column) => column.name),
      primaryKey: columns
        .filter((column) => column.pk > 0)
        .sort((a, b) => a.pk - b.pk)
        .map((column) => column.name),
      withoutRowid: Boolean(info?.wr),
      links,
    };
  });
}

/** The column of `parent` a link points at: its own `to`, else the parent's single-column primary key, else rowid. */
function target(schemas: Map<string, Schema>, link: { table: string; to: string }): string {
  const parent = schemas.get(link.table);
  return link.to || (parent?.primaryKey.length === 1 ? parent.primaryKey[0]! : '__rowid');
}

/**
 * Reads every table. SQLite renders each row as text itself (quote() per column), which is far cheaper than
 * building and serialising row objects; only the columns ownership needs come back as values.
 */
function readTables(db: DatabaseSync): Table[] {
  const schemas = readSchema(db);
  const byName = new Map(schemas.map((schema) => [schema.name, schema]));
  const needed = new Map(schemas.map((schema) => [schema.name, new Set<string>(schema.links.map((l) => l.column))]));
  for (const schema of schemas) {
    for (const link of schema.links) needed.get(link.table)?.add(target(byName, link));
  }
  needed.get('users')?.add('id');
  return schemas.map((schema) => {
    const keyColumns = schema.withoutRowid ? schema.primaryKey : ['__rowid'];
    const raw = [...(needed.get(schema.name) ?? [])].filter((column) => column !== '__rowid');
    const text = schema.columns.map((column) => `quote(${quote(column)})`).join(` || char(31) || `) || "''";
    const select = [
      ...(schema.withoutRowid ? [] : ['rowid AS __rowid']),
      ...new Set([...raw, ...(schema.withoutRowid ? schema.primaryKey : [])].map(quote)),
      `${text} AS __text`,
    ].join(', ');
    const rows = db.prepare(`SELECT ${select} FROM ${quote(schema.name)}`).all() as Row[];
    const keys = rows.map((row) => keyColumns.map((column) => cell(row[column])).join('|'));
    // Links point at a resolved column, so ownership need not know the parents' keys.
    const links = schema.links.map((link) => ({ ...link, to: target(byName, link) }));
    return { name: schema.name, columns: schema.columns, rows, keys, links };
  });
}

/** For each table, the indexes of the rows that belong (directly or through foreign keys) to any of `userIds`. */
function ownedRows(tables: Table[], userIds: Set<number>): Map<string, Set<number>> {
  const owned = new Map(tables.map((table) => [table.name, new Set<number>()]));
  const byName = new Map(tables.map((table) => [table.name, table]));
  // (table, column) → values of that column over the owned rows, kept up to date as rows become owned.
  const referencedBy = new Map<string, Set<string>>();
  for (const table of tables) {
    for (const link of table.links) {
      if (!referencedBy.has(link.table)) referencedBy.set(link.table, new Set());
      referencedBy.get(link.table)!.add(link.to);
    }
  }
  const ownedValues = new Map<string, Set<string>>();
  const own = (table: Table, index: number) => {
    owned.get(table.name)!.add(index);
    for (const column of referencedBy.get(table.name) ?? []) {
      const key = `${table.name}.${column}`;
      if (!ownedValues.has(key)) ownedValues.set(key, new Set());
      ownedValues.get(key)!.add(cell(table.rows[index]![column]));
    }
  };
  const users = byName.get('users');
  users?.rows.forEach((row, index) => userIds.has(Number(row.id)) && own(users, index));

  for (let changed = true; changed;) {
    changed = false;
    for (const table of tables) {
      if (table.links.length === 0) continue;
      const mine = owned.get(table.name)!;
      const checks = table.links.map((link) => ({
        column: link.column,
        values: ownedValues.get(`${link.table}.${link.to}`),
      }));
      table.rows.forEach((row, index) => {
        if (mine.has(index)) return;
        const belongs = checks.some(({ column, values }) => row[column] !== null && values?.has(cell(row[column])));
        if (belongs) {
          own(table, index);
          changed = true;
        }
      });
    }
  }
  return owned;
}

function snapshotOf(tables: Table[], fuzzUserId: number | undefined): RowsSnapshot {
  const owned = ownedRows(tables, new Set(fuzzUserId === undefined ? [] : [fuzzUserId]));
  const rows = new Map<string, Map<string, string>>();
  for (const table of tables) {
    const mine = owned.get(table.name)!;
    const unrelated = new Map<string, string>();
    table.rows.forEach((row, index) => mine.has(index) || unrelated.set(table.keys[index]!, String(row.__text)));
    rows.set(table.name, unrelated);
  }
  const userIds = new Set((tables.find((table) => table.name === 'users')?.rows ?? []).map((row) => Number(row.id)));
  return {
    rows,
    columns: new Map(tables.map((table) => [table.name, table.columns])),
    userIds,
    keys: new Map(tables.map((table) => [table.name, new Set(table.keys)])),
  };
}

/** Every row not belonging to `fuzzUserId` (undefined: a guest, so every row), outside the volatile tables. */
export function snapshotUnrelatedRows(db: DatabaseSync, fuzzUserId: number | undefined): RowsSnapshot {
  return snapshotOf(readTables(db), fuzzUserId);
}

/** `first_name: 'Sam' → 'Mallory'` for the columns that differ (values as SQLite quotes them). */
function changedColumns(columns: string[], before: string, after: string): string {
  const was = before.split(separator);
  const now = after.split(separator);
  return columns
    .map((column, index) => ({ column, was: was[index] ?? '', now: now[index] ?? '' }))
    .filter((change) => change.was !== change.now)
    .map((change) => `${change.column}: ${change.was.slice(0, 80)} → ${change.now.slice(0, 80)}`)
    .join(', ');
}

const readable = (text: string) => text.replaceAll(separator, ', ').slice(0, 200);

/**
 * What changed among the unrelated rows between `before` and now: changed or deleted rows, and new rows that
 * belong to a user who existed before (other than the fuzzing user). Empty when nothing unrelated was touched.
 */
export function unrelatedChanges(db: DatabaseSync, before: RowsSnapshot, fuzzUserId: number | undefined): string[] {
  const tables = readTables(db);
  const after = snapshotOf(tables, fuzzUserId);
  const problems: string[] = [];
  for (const [table, rowsBefore] of before.rows) {
    const rowsAfter = after.rows.get(table) ?? new Map<string, string>();
    for (const [key, row] of rowsBefore) {
      const now = rowsAfter.get(key);
      if (now === undefined) problems.push(`${table}: row ${key} was deleted: ${readable(row)}`);
      else if (now !== row)
        problems.push(`${table}: row ${key} changed ${changedColumns(after.columns.get(table) ?? [], row, now)}`);
    }
  }
  const otherUsers = new Set([...before.userIds].filter((id) => id !== fuzzUserId));
  const theirs = ownedRows(tables, otherUsers);
  for (const table of tables) {
    // A row that was there before is not new, even when it was the fuzzing user's too (a household member row
    // links the payer's household and the child: docs/decisions/0313).
    const known = before.keys.get(table.name) ?? new Set<string>();
    for (const index of theirs.get(table.name)!) {
      const key = table.keys[index]!;
      if (!known.has(key)) {
        problems.push(
          `${table.name}: new row ${key} belongs to another user: ${readable(String(table.rows[index]!.__text))}`,
        );
      }
    }
  }
  return problems;
}

/** SQLite's count of rows written on this connection: unchanged means nothing was written at all. */
export function rowsWritten(db: DatabaseSync): number {
  return Number((db.prepare('SELECT total_changes() AS n').get() as { n: number }).n);
}
