import { getTableColumns, is } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema/index.ts';

/** A column of one of our tables, as getEntityData reads it. */
export interface TableColumn {
  /** The property name (`createTime`). */
  key: string;
  /** drizzle's column type (`PgText`, `PgTimestamp`…). */
  columnType: string;
  notNull: boolean;
  hasDefault: boolean;
  primary: boolean;
}

/** The product's own tables by SQL name: the schema's exports, nothing read from disk. */
const TABLES: ReadonlyMap<string, PgTable> = new Map(
  (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable)).map((table) => [getTableConfig(table).name, table]),
);

/** Every table's SQL name, sorted. */
export function tableNames(): string[] {
  return [...TABLES.keys()].sort();
}

/** A table's columns in declaration order, or undefined for a name that is not one of ours. */
export function tableColumns(name: string): TableColumn[] | undefined {
  const table = TABLES.get(name);
  if (!table) return undefined;
  return Object.entries(getTableColumns(table) as Record<string, PgColumn>).map(([key, column]) => ({
    key,
    columnType: column.columnType,
    notNull: column.notNull,
    hasDefault: column.hasDefault,
    primary: column.primary,
  }));
}
