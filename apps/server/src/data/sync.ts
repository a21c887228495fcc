import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import type { ImportReporter } from './report.ts';
import { inBatches } from './upsert.ts';

/**
 * Bulk writes and reads for the big reference tables. Rows travel as one JSON parameter
 * (`json_to_recordset`) and come back as one `json_agg` value: on PGlite that is 3–4 times
 * faster than a parameter per cell or a row object per result row, and PostgreSQL takes the
 * same statements.
 */

type Values = Record<string, unknown>;

interface Recordset {
  /** [property, column] for every column the importer writes (imported_at keeps its default). */
  columns: [string, PgColumn][];
  names: string;
  definition: string;
}

const recordsets = new WeakMap<PgTable, Recordset>();

function recordsetOf(table: PgTable): Recordset {
  let r = recordsets.get(table);
  if (!r) {
    const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>).filter(([, c]) => c.name !== 'imported_at');
    r = {
      columns,
      names: columns.map(([, c]) => `"${c.name}"`).join(', '),
      definition: columns.map(([, c]) => `"${c.name}" ${c.getSQLType()}`).join(', '),
    };
    recordsets.set(table, r);
  }
  return r;
}

/** The row under its column names, every column present (null when unset): comparable with `selectJson`'s rows. */
export function toColumns(table: PgTable, row: Values): Values {
  return Object.fromEntries(recordsetOf(table).columns.map(([key, c]) => [c.name, row[key] ?? null]));
}

/** Same stored values: `stored` is a `selectJson` row, `row` a `toColumns` one. */
export function sameColumns(row: Values, stored: Values): boolean {
  return Object.keys(row).every((k) => JSON.stringify(row[k]) === JSON.stringify(stored[k] ?? null));
}

/**
 * Inserts rows (under their property names) in one statement; on a conflict on `target` (column
 * names) the stored row is left alone, or, with `update`, takes the new values. Returns how many
 * rows were written.
 */
export async function insertJson(db: Db, table: PgTable, rows: readonly Values[], opts: { target: string[]; update?: boolean }): Promise<number> {
  if (!rows.length) return 0;
  const { columns, names, definition } = recordsetOf(table);
  const records = rows.map((row) => toColumns(table, row));
  const set = columns.filter(([, c]) => !opts.target.includes(c.name)).map(([, c]) => `"${c.name}" = excluded."${c.name}"`);
  if (getTableColumns(table).importedAt) set.push('"imported_at" = now()');
  const onConflict = `on conflict (${opts.target.map((c) => `"${c}"`).join(', ')}) ${opts.update ? `do update set ${set.join(', ')}` : 'do nothing'}`;
  const result = await db.execute<{ n: number }>(sql`with written as (
    insert into ${table} (${sql.raw(names)})
    select ${sql.raw(names)} from json_to_recordset(${JSON.stringify(records)}::json) as x(${sql.raw(definition)})
    ${sql.raw(onConflict)} returning 1)
    select count(*)::int as n from written`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/** The rows of a query as plain JSON objects keyed by column name. */
export async function selectJson<T = Values>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute<{ j: string }>(sql`select coalesce(json_agg(t), '[]')::text as j from (${query}) t`);
  return JSON.parse(rowsOf<{ j: string }>(result)[0]?.j ?? '[]') as T[];
}

/** node-postgres and PGlite both answer `db.execute` with `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Runs a statement that returns `n` and gives that number. */
export async function countOf(db: Db, query: SQL): Promise<number> {
  return Number(rowsOf<{ n: number | string }>(await db.execute(query))[0]?.n ?? 0);
}

/** Deletes rows by their values in `keyColumns` (column names), a batch per statement. */
export async function deleteByKeys(db: Db, table: PgTable, keyColumns: string[], keys: unknown[][]): Promise<void> {
  const columns = sql.raw(keyColumns.map((c) => `"${c}"`).join(', '));
  for (const batch of inBatches(keys)) {
    const tuples = batch.map(
      (k) =>
        sql`(${sql.join(
          k.map((v) => sql`${v}`),
          sql`, `,
        )})`,
    );
    await db.execute(sql`delete from ${table} where (${columns}) in (${sql.join(tuples, sql`, `)})`);
  }
}

/**
 * The rows several files offer for one key (a rank-table score, a control line): the official
 * one wins, then the one `preferred` says is better, then the first read. The others are
 * reported under their own file: `reasonOf` when it names one, else `duplicate (other source)`
 * when another file won, `duplicate` when their file already gave the winner's values,
 * `conflictReason` for another value in the same file.
 */
export interface Offer<Row> {
  row: Row;
  file: string;
  official: boolean;
}

export function pickWinners<Row>(
  offers: Iterable<Offer<Row>>,
  keyOf: (row: Row) => string,
  sameValues: (a: Row, b: Row) => boolean,
  report: ImportReporter,
  opts: { conflictReason: string; preferred?: (a: Row, b: Row) => boolean; reasonOf?: (loser: Row, winner: Row) => string | null },
): Map<string, Offer<Row>> {
  const winners = new Map<string, Offer<Row>>();
  const lose = (loser: Offer<Row>, winner: Offer<Row>) => {
    const reason =
      opts.reasonOf?.(loser.row, winner.row) ??
      (loser.file !== winner.file ? 'duplicate (other source)' : sameValues(loser.row, winner.row) ? 'duplicate' : opts.conflictReason);
    report.skip(loser.file, reason);
  };
  for (const offer of offers) {
    const key = keyOf(offer.row);
    const held = winners.get(key);
    if (!held) {
      winners.set(key, offer);
      continue;
    }
    const better = offer.official !== held.official ? offer.official : (opts.preferred?.(offer.row, held.row) ?? false);
    if (better) {
      winners.set(key, offer);
      lose(held, offer);
    } else {
      lose(offer, held);
    }
  }
  return winners;
}

/** A data-set row whose key a zhiyuan-import table holds: the table's row stays (docs/import-format.md). */
export const HELD_BY_FORMAT = 'replaced by a zhiyuan-import table';

/**
 * Makes `table` hold `rows` for the files read: writes new and changed rows (`update` on
 * conflict), leaves equal ones, and deletes stored rows of those files that are no longer
 * offered, except a stored row whose source `yieldTo` names: the offered row is skipped
 * (HELD_BY_FORMAT). Counts each row as imported or unchanged under its `source`; with `dryRun`
 * only counts (a dry run of an unchanged file reports it unchanged). Small tables only: every
 * stored row is read once.
 */
export async function syncRows(
  db: Db,
  report: ImportReporter,
  table: PgTable,
  opts: {
    rows: Values[];
    key: string[];
    readFiles: ReadonlySet<string>;
    dryRun?: boolean;
    /** Stored rows of these sources are left as they are (a format table's over the data set's). */
    yieldTo?: (storedSource: string) => boolean;
  },
): Promise<{ written: number; removed: number }> {
  const keyOf = (r: Values) => opts.key.map((c) => String(r[c])).join('|');
  const stored = new Map((await selectJson(db, sql`select ${sql.raw(recordsetOf(table).names)} from ${table}`)).map((r) => [keyOf(r), r]));
  const records = opts.rows.map((row) => toColumns(table, row));
  const offered = new Set<string>();
  const changed: Values[] = [];
  records.forEach((record, i) => {
    const key = keyOf(record);
    offered.add(key);
    const current = stored.get(key);
    const source = String(record.source);
    if (current && opts.yieldTo?.(String(current.source))) report.skip(source, HELD_BY_FORMAT);
    else if (current && sameColumns(record, current)) report.unchanged(source);
    else {
      report.imported(source);
      changed.push(opts.rows[i]);
    }
  });
  if (opts.dryRun) return { written: 0, removed: 0 };
  let written = 0;
  for (const batch of inBatches(changed, 2000)) written += await insertJson(db, table, batch, { target: opts.key, update: true });
  const gone = [...stored.entries()].filter(([key, r]) => !offered.has(key) && opts.readFiles.has(String(r.source)));
  await deleteByKeys(
    db,
    table,
    opts.key,
    gone.map(([, r]) => opts.key.map((c) => r[c])),
  );
  return { written, removed: gone.length };
}
