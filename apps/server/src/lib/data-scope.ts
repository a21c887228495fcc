import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { departments, roleDepartments, roles, userRoles, users } from '../db/schema/index.ts';

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
