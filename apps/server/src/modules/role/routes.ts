import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Page, RoleView } from '@zhiyuan/shared';
import { ok } from '../../plugins/envelope.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { departments, roleDepartments, rolePermissions, roles } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { formBool, formInt, idList, optionalIdList, optionalText, pageOf, pageQuery, readBack } from '../../lib/schema.ts';
import { departmentScopeCondition } from '../../lib/data-scope.ts';
import { users } from '../../db/schema/index.ts';
import { allPermissionIds, assertCoversRoles, assertFitForDefault, permissionLabels, SUPER_ROLE, unheldOf } from '../../lib/power.ts';
import { BUILT_IN_ROLES, listRoles, permissionIdsOf, planRolePermissions, ROLE_PERM_SCOPES, toRoleViews, usersHolding } from './service.ts';

const id = z.string().regex(/^\d{1,20}$/, 'badFormat');
const roleName = z.string().trim().regex(/^ROLE_[A-Z0-9_]{1,40}$/, 'roleNameRule');
const roleFields = z.object({
  name: roleName,
  description: optionalText(100),
  dataType: formInt(0, 4).optional(),
  defaultRole: formBool.optional(),
}).strict();
/**
 * The read-only parts of RoleView: taken back and ignored, so a client may post back the row it
 * read (XBoot's form posts `permissions=[object Object],…`); permissions and data scope change
 * only through editRolePerm / editRoleDep.
 */
const readOnly = readBack('permissions', 'departments', 'userCount', 'createTime', 'updateTime');
/**
 * A key the body must carry. XBoot's form sends an empty `permIds=` for "none", and a missing
 * `isDefault` is not "false": a call without the key is refused, never read as emptying or unsetting.
 */
const present = <T extends z.ZodType>(schema: T) => z.preprocess((v, ctx) => {
  if (v === undefined) {
    ctx.addIssue({ code: 'custom', message: 'required' });
    return z.NEVER;
  }
  return v;
}, schema);
/** Which tree an editRolePerm call replaces; absent (or blank) = XBoot's call, the admin tree it shows. */
const rolePermScope = z.preprocess((v) => (v === '' || v == null ? undefined : v), z.enum(ROLE_PERM_SCOPES).optional());
const checkedIds = (field: string, ids: string[]) => {
  if (ids.some((v) => !/^\d{1,20}$/.test(v))) throw fieldError(field, 'badFormat');
  return [...new Set(ids)];
};

/**
 * 角色管理. Nobody grants what they do not hold (permissions or a wider data scope), and a role is
 * changed, made default or deleted only by someone who holds all of it (lib/power.ts). ROLE_ADMIN
 * holds every permission and the whole data scope, always.
 */
const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const view = async (roleId: string) => {
    const [row] = await app.db.select().from(roles).where(eq(roles.id, roleId)).limit(1);
    if (!row) throw new AppError(404, 'roleNotFound', { id: roleId });
    return (await toRoleViews(app.db, [row]))[0];
  };
  const nameFree = async (name: string) => {
    const [hit] = await app.db.select({ id: roles.id }).from(roles).where(eq(roles.name, name)).limit(1);
    if (hit) throw fieldError('name', 'alreadyExists');
  };
  /** A caller whose own data scope is limited cannot hand out "all" or departments beyond it. */
  const checkScopeGrant = async (req: Parameters<typeof ok>[0], dataType: number | undefined, depIds: string[] = []) => {
    const scope = await req.dataScope();
    if (scope.all || dataType === undefined) return;
    if (dataType === 0) throw new AppError(403, 'cannotGrantScope');
    if (dataType === 1 && depIds.length) {
      const [me] = await app.db.select({ d: users.departmentId }).from(users).where(eq(users.id, req.auth!.userId));
      const allowed = departmentScopeCondition(scope, departments.id, me?.d ?? null);
      const inside = await app.db.select({ id: departments.id }).from(departments).where(allowed);
      if (depIds.some((d) => !inside.some((x) => x.id === d))) throw new AppError(403, 'cannotGrantScope');
    }
  };

  app.get('/role/getAllList', {
    config: { permission: ['sys:role:view', 'sys:user:view'] },
    schema: { tags: ['admin:role'], summary: 'All roles' },
  }, async (req) => ok(req, await toRoleViews(app.db, (await listRoles(app.db)).rows)));

  app.get('/role/getAllByPage', {
    config: { permission: 'sys:role:view' },
    schema: { tags: ['admin:role'], summary: 'Roles, paged, by name or description', querystring: pageQuery.extend({ key: optionalText(50) }) },
  }, async (req) => {
    const q = req.query;
    const { rows, total } = await listRoles(app.db, { key: q.key, limit: q.pageSize, offset: (q.pageNumber - 1) * q.pageSize, sort: q.sort, order: q.order });
    const page: Page<RoleView> = pageOf(await toRoleViews(app.db, rows), total, q);
    return ok(req, page);
  });

  app.post('/role/save', {
    config: { permission: 'sys:role:add' },
    schema: { tags: ['admin:role'], summary: 'Add a role', body: roleFields },
  }, async (req) => {
    const { name, description, dataType, defaultRole } = req.body;
    await checkScopeGrant(req, dataType ?? 0);
    await nameFree(name);
    const roleId = newId();
    await app.db.insert(roles).values({ id: roleId, name, description: description ?? '', dataType: dataType ?? 0, defaultRole: defaultRole ?? false });
    return ok(req, await view(roleId));
  });

  app.post('/role/edit', {
    config: { permission: 'sys:role:edit' },
    schema: { tags: ['admin:role'], summary: 'Edit the name, description, data type or default flag of a role', body: roleFields.extend({ id, ...readOnly }).strict() },
  }, async (req) => {
    const { id: roleId, name, description, dataType, defaultRole } = req.body;
    const before = await view(roleId);
    await assertCoversRoles(app.db, req.auth!.userId, [roleId], 'cannotEditRole');
    if (BUILT_IN_ROLES.has(before.name) && name !== before.name) throw fieldError('name', 'roleBuiltInName');
    if (before.name === SUPER_ROLE && dataType !== undefined && dataType !== 0) throw new AppError(400, 'superRoleHoldsAll');
    if (dataType !== undefined && dataType !== before.dataType) await checkScopeGrant(req, dataType);
    if (name !== before.name) await nameFree(name);
    if (defaultRole && !before.defaultRole) await assertFitForDefault(app.db, permissionIdsOf(before));
    await app.db.update(roles).set({
      name,
      ...(description !== undefined ? { description } : {}),
      ...(dataType !== undefined ? { dataType } : {}),
      ...(defaultRole !== undefined ? { defaultRole } : {}),
      updateTime: new Date(),
    }).where(eq(roles.id, roleId));
    return ok(req, await view(roleId));
  });

  app.post('/role/setDefault', {
    config: { permission: 'sys:role:setDefault' },
    schema: { tags: ['admin:role'], summary: 'Make a role one that new users get (or not)', body: z.object({ id, isDefault: present(formBool) }) },
  }, async (req) => {
    const role = await view(req.body.id);
    // Every new account gets a default role: making one default hands its power to everyone.
    await assertCoversRoles(app.db, req.auth!.userId, [req.body.id], 'cannotEditRole');
    if (req.body.isDefault) await assertFitForDefault(app.db, permissionIdsOf(role));
    await app.db.update(roles).set({ defaultRole: req.body.isDefault, updateTime: new Date() }).where(eq(roles.id, req.body.id));
    return ok(req, null);
  });

  app.post('/role/editRolePerm', {
    config: { permission: 'sys:role:edit' },
    schema: {
      tags: ['admin:role'],
      summary: "Replace a role's permissions in one tree and keep the rest: without `scope` the enabled admin menus and buttons XBoot's client shows; `admin`, `web` (public-site pages) or `all`. Only permissions the caller holds may be added",
      body: z.object({ roleId: id, permIds: present(optionalIdList), scope: rolePermScope }),
    },
  }, async (req) => {
    const { roleId, scope } = req.body;
    const sent = checkedIds('permIds', req.body.permIds);
    const before = await view(roleId);
    const plan = await planRolePermissions(app.db, permissionIdsOf(before), sent, scope);
    if (plan.missing.length) throw new AppError(404, 'permissionNotFound');
    // Removals count too: only someone holding all of the role may change it.
    await assertCoversRoles(app.db, req.auth!.userId, [roleId], 'cannotEditRole');
    if (plan.outOfScope.length) {
      throw fieldError('permIds', 'permissionOutOfScope', { codes: await permissionLabels(app.db, plan.outOfScope), scope: scope ?? 'admin' });
    }
    if (before.name === SUPER_ROLE) {
      const next = new Set(plan.next);
      if ((await allPermissionIds(app.db)).some((p) => !next.has(p))) throw new AppError(400, 'superRoleHoldsAll');
    }
    if (before.defaultRole) await assertFitForDefault(app.db, plan.next);
    const unheld = await unheldOf(app.db, req.auth!.userId, plan.added);
    if (unheld.length) throw new AppError(403, 'cannotGrantUnheld', { codes: await permissionLabels(app.db, unheld) });
    if (!plan.added.length && !plan.removed.length) return ok(req, null);
    await app.db.transaction(async (tx) => {
      if (plan.removed.length) await tx.delete(rolePermissions).where(and(eq(rolePermissions.roleId, roleId), inArray(rolePermissions.permissionId, plan.removed)));
      if (plan.added.length) await tx.insert(rolePermissions).values(plan.added.map((permissionId) => ({ roleId, permissionId })));
    });
    return ok(req, null);
  });

  app.post('/role/editRoleDep', {
    config: { permission: 'sys:role:edit' },
    schema: { tags: ['admin:role'], summary: "Set a role's data scope (and its departments for the custom scope)", body: z.object({ roleId: id, dataType: formInt(0, 4), depIds: optionalIdList }) },
  }, async (req) => {
    const { roleId, dataType } = req.body;
    const depIds = dataType === 1 ? checkedIds('depIds', req.body.depIds) : [];
    const before = await view(roleId);
    await assertCoversRoles(app.db, req.auth!.userId, [roleId], 'cannotEditRole');
    if (before.name === SUPER_ROLE && dataType !== 0) throw new AppError(400, 'superRoleHoldsAll');
    if (dataType === 1 && depIds.length) {
      const found = await app.db.select({ id: departments.id }).from(departments).where(inArray(departments.id, depIds));
      if (found.length !== depIds.length) throw fieldError('depIds', 'departmentNotFound');
    }
    await checkScopeGrant(req, dataType, depIds);
    await app.db.transaction(async (tx) => {
      await tx.update(roles).set({ dataType, updateTime: new Date() }).where(eq(roles.id, roleId));
      await tx.delete(roleDepartments).where(eq(roleDepartments.roleId, roleId));
      if (depIds.length) await tx.insert(roleDepartments).values(depIds.map((departmentId) => ({ roleId, departmentId })));
    });
    return ok(req, null);
  });

  app.post('/role/delByIds', {
    config: { permission: 'sys:role:delete' },
    schema: { tags: ['admin:role'], summary: 'Delete roles; refused while users hold one', body: z.object({ ids: idList }) },
  }, async (req) => {
    const ids = [...new Set(req.body.ids)];
    const rows = await app.db.select().from(roles).where(inArray(roles.id, ids));
    if (rows.length !== ids.length) throw new AppError(404, 'roleNotFound', { id: ids.find((x) => !rows.some((r) => r.id === x)) ?? '' });
    const builtIn = rows.find((r) => BUILT_IN_ROLES.has(r.name));
    if (builtIn) throw new AppError(400, 'roleBuiltIn', { name: builtIn.name });
    await assertCoversRoles(app.db, req.auth!.userId, ids, 'cannotEditRole');
    const held = await usersHolding(app.db, ids);
    const busy = held.find((h) => Number(h.n) > 0);
    if (busy) throw new AppError(400, 'roleInUse', { name: rows.find((r) => r.id === busy.roleId)!.name, count: Number(busy.n) });
    await app.db.delete(roles).where(inArray(roles.id, ids));
    return ok(req, null);
  });
};

export default roleRoutes;
