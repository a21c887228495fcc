import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rolePermissions, roles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { dataScopeOf } from '../../lib/data-scope.ts';
import { heldPermissionIds } from '../role/service.ts';

/**
 * Giving someone a role hands on its permissions: the caller must hold every permission of the
 * roles (and, with a limited data scope, no role may see "all"). Otherwise sys:user:add alone
 * would let anyone create a ROLE_ADMIN account for themselves.
 */
export async function assertCanAssignRoles(db: Db, callerId: string, roleIds: string[], alreadyHeld: string[] = []) {
  const added = roleIds.filter((r) => !alreadyHeld.includes(r));
  if (!added.length) return;
  const held = await heldPermissionIds(db, callerId);
  const needed = await db.selectDistinct({ id: rolePermissions.permissionId }).from(rolePermissions)
    .where(and(inArray(rolePermissions.roleId, added), held.size ? notInArray(rolePermissions.permissionId, [...held]) : undefined));
  if (needed.length) {
    const [role] = await db.select({ name: roles.name }).from(roles).innerJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
      .where(and(inArray(roles.id, added), inArray(rolePermissions.permissionId, needed.map((n) => n.id)))).limit(1);
    throw new AppError(403, 'cannotAssignRole', { name: role?.name ?? '' });
  }
  const scope = await dataScopeOf(db, callerId);
  if (!scope.all) {
    const wide = await db.select({ name: roles.name }).from(roles).where(and(inArray(roles.id, added), eq(roles.dataType, 0))).limit(1);
    if (wide.length) throw new AppError(403, 'cannotAssignRole', { name: wide[0].name });
  }
}
