import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Page, RoleView } from '@zhiyuan/shared';
import { roleViewSchema } from '@zhiyuan/shared/contracts/admin';
import { pageSchema } from '@zhiyuan/shared/schemas/generic';
import { fieldError } from '../../lib/errors.ts';
import { formBool, formInt, idList, optionalIdList, optionalText, pageOf, pageQuery, readBack } from '../../lib/schema.ts';
import {
  addRole,
  allRoleViews,
  deleteRoles,
  editRole,
  editRoleDepartments,
  editRolePermissions,
  rolePage,
  ROLE_PERM_SCOPES,
  setDefaultRole,
  type RoleActor,
} from './service.ts';

const id = z.string().regex(/^\d{1,20}$/, 'badFormat');
const roleName = z
  .string()
  .trim()
  .regex(/^ROLE_[A-Z0-9_]{1,40}$/, 'roleNameRule');
const roleFields = z
  .object({
    name: roleName,
    description: optionalText(100),
    dataType: formInt(0, 4).optional(),
    defaultRole: formBool.optional(),
  })
  .strict();
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
const present = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v, ctx) => {
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
 * changed, made default or deleted only by someone who holds all of it (db/power.ts). ROLE_ADMIN
 * holds every permission and the whole data scope, always.
 */
const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (req: FastifyRequest): RoleActor => ({ userId: req.auth!.userId, dataScope: () => req.dataScope() });

  app.get(
    '/role/getAllList',
    {
      config: { permission: ['sys:role:view', 'sys:user:view'] },
      schema: { tags: ['admin:role'], summary: 'All roles', response: { 200: z.array(roleViewSchema) } },
    },
    () => allRoleViews(app.db),
  );

  app.get(
    '/role/getAllByPage',
    {
      config: { permission: 'sys:role:view' },
      schema: {
        tags: ['admin:role'],
        summary: 'Roles, paged, by name or description',
        querystring: pageQuery.extend({ key: optionalText(50) }),
        response: { 200: pageSchema(roleViewSchema) },
      },
    },
    async (req) => {
      const q = req.query;
      const { views, total } = await rolePage(app.db, { key: q.key, limit: q.pageSize, offset: (q.pageNumber - 1) * q.pageSize, sort: q.sort, order: q.order });
      const page: Page<RoleView> = pageOf(views, total, q);
      return page;
    },
  );

  app.post(
    '/role/save',
    {
      config: { permission: 'sys:role:add' },
      schema: { tags: ['admin:role'], summary: 'Add a role', body: roleFields, response: { 200: roleViewSchema } },
    },
    (req) => addRole(app.db, actor(req), req.body),
  );

  app.post(
    '/role/edit',
    {
      config: { permission: 'sys:role:edit' },
      schema: {
        tags: ['admin:role'],
        summary: 'Edit the name, description, data type or default flag of a role',
        body: roleFields.extend({ id, ...readOnly }).strict(),
        response: { 200: roleViewSchema },
      },
    },
    async (req) => {
      const { id: roleId, name, description, dataType, defaultRole } = req.body;
      return await editRole(app.db, actor(req), roleId, { name, description, dataType, defaultRole });
    },
  );

  app.post(
    '/role/setDefault',
    {
      config: { permission: 'sys:role:setDefault' },
      schema: {
        tags: ['admin:role'],
        summary: 'Make a role one that new users get (or not)',
        body: z.object({ id, isDefault: present(formBool) }),
        response: { 200: z.null() },
      },
    },
    async (req) => {
      await setDefaultRole(app.db, req.auth!.userId, req.body.id, req.body.isDefault);
      return null;
    },
  );

  app.post(
    '/role/editRolePerm',
    {
      config: { permission: 'sys:role:edit' },
      schema: {
        tags: ['admin:role'],
        summary:
          "Replace a role's permissions in one tree and keep the rest: without `scope` the enabled admin menus and buttons XBoot's client shows; `admin`, `web` (public-site pages) or `all`. Only permissions the caller holds may be added",
        body: z.object({ roleId: id, permIds: present(optionalIdList), scope: rolePermScope }),
        response: { 200: z.null() },
      },
    },
    async (req) => {
      const { roleId, scope } = req.body;
      const sent = checkedIds('permIds', req.body.permIds);
      await editRolePermissions(app.db, req.auth!.userId, roleId, sent, scope);
      return null;
    },
  );

  app.post(
    '/role/editRoleDep',
    {
      config: { permission: 'sys:role:edit' },
      schema: {
        tags: ['admin:role'],
        summary: "Set a role's data scope (and its departments for the custom scope)",
        body: z.object({ roleId: id, dataType: formInt(0, 4), depIds: optionalIdList }),
        response: { 200: z.null() },
      },
    },
    async (req) => {
      const { roleId, dataType } = req.body;
      const depIds = dataType === 1 ? checkedIds('depIds', req.body.depIds) : [];
      await editRoleDepartments(app.db, actor(req), roleId, dataType, depIds);
      return null;
    },
  );

  app.post(
    '/role/delByIds',
    {
      config: { permission: 'sys:role:delete' },
      schema: { tags: ['admin:role'], summary: 'Delete roles; refused while users hold one', body: z.object({ ids: idList }), response: { 200: z.null() } },
    },
    async (req) => {
      await deleteRoles(app.db, req.auth!.userId, req.body.ids);
      return null;
    },
  );
};

export default roleRoutes;
