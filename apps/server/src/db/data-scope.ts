import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { departments, roleDepartments, roles, userRoles, users } from './schema/index.ts';

/** 数据权限: what rows a user may see, the union over all their roles. */
export type DataScope = { all: true } | { all: false; departmentIds: string[]; self: boolean };

/**
 * Role data types: 0 all, 1 custom departments, 2 own department and below, 3 own department,
 * 4 self. Unlike XBoot, a "self" role never narrows what another role grants: scopes add up.
 */
export async function dataScopeOf(db: Db, userId: string): Promise<DataScope> {
  const userRolesRows = await db
    .select({ roleId: roles.id, dataType: roles.dataType })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  if (userRolesRows.some((r) => r.dataType === 0)) return { all: true };

  const [me] = await db.select({ departmentId: users.departmentId }).from(users).where(eq(users.id, userId)).limit(1);
  const ids = new Set<string>();
  const custom = userRolesRows.filter((r) => r.dataType === 1).map((r) => r.roleId);
  if (custom.length) {
    const rows = await db.select({ id: roleDepartments.departmentId }).from(roleDepartments).where(inArray(roleDepartments.roleId, custom));
    rows.forEach((r) => ids.add(r.id));
  }
  const own = me?.departmentId;
  if (own && userRolesRows.some((r) => r.dataType === 3)) ids.add(own);
  if (own && userRolesRows.some((r) => r.dataType === 2)) {
    const rows = await db.execute<{ id: string }>(sql`
      with recursive sub(id) as (
        select ${departments.id} from ${departments} where ${departments.id} = ${own}
        union select d.id from ${departments} d join sub on d.parent_id = sub.id
      ) select id from sub`);
    const list = Array.isArray(rows) ? rows : (rows as { rows: { id: string }[] }).rows;
    list.forEach((r) => ids.add(r.id));
  }
  return { all: false, departmentIds: [...ids], self: userRolesRows.some((r) => r.dataType === 4) || ids.size === 0 };
}

/** The one place a scope becomes SQL: rows of the allowed departments, or the user's own rows. */
export function scopeCondition(scope: DataScope, departmentColumn: AnyPgColumn, ownerColumn: AnyPgColumn, userId: string): SQL | undefined {
  if (scope.all) return undefined;
  const parts: SQL[] = [];
  if (scope.departmentIds.length) parts.push(inArray(departmentColumn, scope.departmentIds));
  if (scope.self) parts.push(eq(ownerColumn, userId));
  return parts.length ? or(...parts) : sql`false`;
}

/** Rows owned by a user (owner column = user id): owners in the allowed departments, or the user. */
export function ownerScopeCondition(scope: DataScope, ownerColumn: AnyPgColumn, userId: string): SQL | undefined {
  if (scope.all) return undefined;
  const parts: SQL[] = [];
  if (scope.departmentIds.length) {
    parts.push(sql`${ownerColumn} in (select ${users.id} from ${users} where ${inArray(users.departmentId, scope.departmentIds)})`);
  }
  if (scope.self) parts.push(eq(ownerColumn, userId));
  return parts.length ? or(...parts) : sql`false`;
}

/** Departments themselves: those in the scope (a "self" scope sees none but its own). */
export function departmentScopeCondition(scope: DataScope, idColumn: AnyPgColumn, ownDepartmentId: string | null): SQL | undefined {
  if (scope.all) return undefined;
  const ids = new Set(scope.departmentIds);
  if (scope.self && ownDepartmentId) ids.add(ownDepartmentId);
  return ids.size ? inArray(idColumn, [...ids]) : sql`false`;
}

export interface ScopeColumns {
  /** Department of the row (users, …). */
  department?: AnyPgColumn;
  /** Owner (user id) of the row; with `department`, the owner is the row itself when "self". */
  owner: AnyPgColumn;
}

/**
 * THE data-scope filter of every list with an owner or a department: with a department column
 * rows of the allowed departments (or the caller's own rows for "self"); with only an owner
 * column rows owned by users of those departments (or by the caller).
 */
export async function scopeFilter(db: Db, userId: string, columns: ScopeColumns, scope?: DataScope): Promise<SQL | undefined> {
  const s = scope ?? (await dataScopeOf(db, userId));
  return columns.department ? scopeCondition(s, columns.department, columns.owner, userId) : ownerScopeCondition(s, columns.owner, userId);
}
