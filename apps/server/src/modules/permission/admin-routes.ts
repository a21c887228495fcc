import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formBool, formInt, idList, optionalText, readBack } from '../../lib/schema.ts';
import { MENU_COMPONENT_STYLES } from '@zhiyuan/shared/menu-components';
import { permissionNodeSchema } from '@zhiyuan/shared/contracts/admin';
import { menuComponentSwitchResultSchema } from '@zhiyuan/shared/schemas/admin';
import { addPermission, childNodes, deletePermissionsChecked, editPermission, permissionTree, searchNodes, switchComponents } from './service.ts';

const id = z.string().regex(/^\d{1,20}$/, 'badFormat');
const scopeField = z.preprocess((v) => (v === '' || v == null ? undefined : v), z.enum(['admin', 'web']).optional());
/** XBoot's client form-encodes a null it read as 'null' (and a missing value as 'undefined'): both mean none. */
const noneAsBlank = (v: unknown) => (v === 'null' || v === 'undefined' ? undefined : v);
const nullableText = (max: number) => z.preprocess(noneAsBlank, optionalText(max));
const fields = z
  .object({
    parentId: z.preprocess((v) => (v === '' || v == null ? '0' : v), id),
    scope: scopeField,
    name: nullableText(60),
    title: z.string().trim().min(1).max(60),
    type: formInt(-1, 1),
    path: optionalText(200),
    component: nullableText(200),
    icon: nullableText(60),
    buttonType: nullableText(30),
    code: nullableText(100),
    url: nullableText(500),
    showAlways: formBool.optional(),
    isMenu: formBool.optional(),
    description: optionalText(200),
    sortOrder: formInt(-100000, 100000).optional(),
    status: formInt(-1, 0).optional(),
    /**
     * Read-only parts of the read shape (PermissionNode), taken back and left as they are: the tree
     * state XBoot's client keeps (expand, checked, selected) and what the server computes. Any other
     * key is refused with a 400 naming it.
     */
    ...readBack('expand', 'checked', 'selected', 'parentTitle', 'level', 'isParent', 'children', 'createTime', 'updateTime'),
  })
  .strict();

/** 菜单权限管理: the tree of top navigation, pages and buttons with their permission codes. */
const permissionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/permission/getAllList',
    {
      config: { permission: ['sys:permission:view', 'sys:role:view'] },
      schema: {
        tags: ['admin:permission'],
        summary: 'The whole menu and permission tree of a scope (admin by default)',
        querystring: z.object({ scope: scopeField }),
        response: { 200: z.array(permissionNodeSchema) },
      },
    },
    (req) => permissionTree(app.db, req.query.scope ?? 'admin'),
  );

  app.get(
    '/permission/getByParentId/:id',
    {
      config: { permission: 'sys:permission:view' },
      schema: {
        tags: ['admin:permission'],
        summary: 'Direct children of a menu (0 = top level)',
        params: z.object({ id }),
        querystring: z.object({ scope: scopeField }),
        response: { 200: z.array(permissionNodeSchema) },
      },
    },
    (req) => childNodes(app.db, req.params.id, req.query.scope),
  );

  app.get(
    '/permission/search',
    {
      config: { permission: 'sys:permission:view' },
      schema: {
        tags: ['admin:permission'],
        summary: 'Menus and buttons whose title, name or code contains the text',
        querystring: z.object({ title: z.string().trim().min(1).max(60), scope: scopeField }),
        response: { 200: z.array(permissionNodeSchema) },
      },
    },
    (req) => searchNodes(app.db, req.query.title, req.query.scope),
  );

  app.post(
    '/permission/add',
    {
      config: { permission: 'sys:permission:add' },
      schema: { tags: ['admin:permission'], summary: 'Add a top app, menu/page or button', body: fields, response: { 200: permissionNodeSchema } },
    },
    (req) => addPermission(app.db, req.auth!.userId, req.body),
  );

  app.post(
    '/permission/edit',
    {
      config: { permission: 'sys:permission:edit' },
      schema: { tags: ['admin:permission'], summary: 'Edit a menu or button', body: fields.extend({ id }).strict(), response: { 200: permissionNodeSchema } },
    },
    (req) => editPermission(app.db, req.auth!.userId, req.body.id, req.body),
  );

  app.post(
    '/permission/switchComponents',
    {
      config: { permission: 'sys:permission:edit' },
      schema: {
        tags: ['admin:permission'],
        summary:
          "Point the seeded admin menu's `component` values at our admin's screens (`zhiyuan`) or XBoot's admin front end's (`xboot`); a component set by hand is kept",
        body: z.object({ style: z.enum(MENU_COMPONENT_STYLES) }),
        response: { 200: menuComponentSwitchResultSchema },
      },
    },
    (req) => switchComponents(app.db, req.auth!.userId, req.body.style),
  );

  app.post(
    '/permission/delByIds',
    {
      config: { permission: 'sys:permission:delete' },
      schema: {
        tags: ['admin:permission'],
        summary: 'Delete menus or buttons; refused while children remain',
        body: z.object({ ids: idList }),
        response: { 200: z.null() },
      },
    },
    async (req) => {
      await deletePermissionsChecked(app.db, req.auth!.userId, req.body.ids);
      return null;
    },
  );
};

export default permissionAdminRoutes;
