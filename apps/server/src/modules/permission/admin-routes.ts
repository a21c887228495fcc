import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import { z } from 'zod';
import { formatDateTime, permissionNodeSchema, type PermissionNode } from '@zhiyuan/shared';
import { ok } from '../../plugins/envelope.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { permissions } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { formBool, formInt, idList, optionalText, readBack } from '../../lib/schema.ts';
import { escapeLike } from '../../lib/query.ts';
import { grantToSuperRole, holdsEverything, unheldOf } from '../../lib/power.ts';
import { MENU_COMPONENT_STYLES } from '@zhiyuan/shared/menu-components';
import { planMenuComponents, switchMenuComponents } from '../../db/menu-components.ts';
import type { PermissionRow } from './repo.ts';

const id = z.string().regex(/^\d{1,20}$/, 'badFormat');
const scopeField = z.preprocess((v) => (v === '' || v == null ? undefined : v), z.enum(['admin', 'web']).optional());
const CODE = /^[a-z][\w-]*(:[\w-]+)+$/i;
/** XBoot's client form-encodes a null it read as 'null' (and a missing value as 'undefined'): both mean none. */
const noneAsBlank = (v: unknown) => (v === 'null' || v === 'undefined' ? undefined : v);
const nullableText = (max: number) => z.preprocess(noneAsBlank, optionalText(max));
const fields = z.object({
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
}).strict();

export function toNode(r: PermissionRow, isParent: boolean, parentTitle: string): PermissionNode {
  return {
    id: r.id, parentId: r.parentId, parentTitle, scope: r.scope, name: r.name, title: r.title, type: r.type, level: r.level, path: r.path,
    component: r.component, icon: r.icon, buttonType: r.buttonType, code: r.code, url: r.url,
    showAlways: r.showAlways, isMenu: r.isMenu, description: r.description, sortOrder: r.sortOrder, status: r.status, isParent,
    // XBoot's defaults for the client's tree state.
    expand: true, checked: false, selected: false,
    createTime: formatDateTime(r.createTime), updateTime: r.updateTime ? formatDateTime(r.updateTime) : null,
  };
}

/** The whole tree of a scope, children in sort order. */
export function treeOf(rows: PermissionRow[]): PermissionNode[] {
  const parents = new Set(rows.map((r) => r.parentId));
  const titles = new Map(rows.map((r) => [r.id, r.title]));
  const nodes = new Map(rows.map((r) => [r.id, { ...toNode(r, parents.has(r.id), titles.get(r.parentId) ?? ''), children: [] as PermissionNode[] }]));
  const roots: PermissionNode[] = [];
  for (const n of nodes.values()) {
    const parent = nodes.get(n.parentId);
    if (parent) parent.children!.push(n);
    else roots.push(n);
  }
  const sort = (list: PermissionNode[]) => {
    list.sort((a, b) => a.sortOrder - b.sortOrder || a.id.localeCompare(b.id));
    list.forEach((n) => sort(n.children ?? []));
  };
  sort(roots);
  return roots;
}

/** 菜单权限管理: the tree of top navigation, pages and buttons with their permission codes. */
const permissionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const withParentFlags = async (rows: PermissionRow[]) => {
    if (!rows.length) return [];
    const parentIds = [...new Set(rows.map((r) => r.parentId).filter((p) => p !== '0'))];
    const [kids, parents] = await Promise.all([
      app.db.selectDistinct({ p: permissions.parentId }).from(permissions).where(inArray(permissions.parentId, rows.map((r) => r.id))),
      parentIds.length ? app.db.select({ id: permissions.id, title: permissions.title }).from(permissions).where(inArray(permissions.id, parentIds)) : [],
    ]);
    const set = new Set(kids.map((k) => k.p));
    const titles = new Map(parents.map((p) => [p.id, p.title]));
    return rows.map((r) => permissionNodeSchema.parse(toNode(r, set.has(r.id), titles.get(r.parentId) ?? '')));
  };

  app.get('/permission/getAllList', {
    config: { permission: ['sys:permission:view', 'sys:role:view'] },
    schema: { tags: ['admin:permission'], summary: 'The whole menu and permission tree of a scope (admin by default)', querystring: z.object({ scope: scopeField }) },
  }, async (req) => {
    const rows = await app.db.select().from(permissions).where(eq(permissions.scope, req.query.scope ?? 'admin')).orderBy(asc(permissions.sortOrder));
    return ok(req, treeOf(rows));
  });

  app.get('/permission/getByParentId/:id', {
    config: { permission: 'sys:permission:view' },
    schema: { tags: ['admin:permission'], summary: 'Direct children of a menu (0 = top level)', params: z.object({ id }), querystring: z.object({ scope: scopeField }) },
  }, async (req) => {
    const rows = await app.db.select().from(permissions)
      .where(and(eq(permissions.parentId, req.params.id), req.params.id === '0' ? eq(permissions.scope, req.query.scope ?? 'admin') : undefined))
      .orderBy(asc(permissions.sortOrder), asc(permissions.id));
    return ok(req, await withParentFlags(rows));
  });

  app.get('/permission/search', {
    config: { permission: 'sys:permission:view' },
    schema: { tags: ['admin:permission'], summary: 'Menus and buttons whose title, name or code contains the text', querystring: z.object({ title: z.string().trim().min(1).max(60), scope: scopeField }) },
  }, async (req) => {
    const like = escapeLike(req.query.title);
    const rows = await app.db.select().from(permissions)
      .where(and(req.query.scope ? eq(permissions.scope, req.query.scope) : undefined, or(ilike(permissions.title, like), ilike(permissions.name, like), ilike(permissions.code, like))))
      .orderBy(asc(permissions.level), asc(permissions.sortOrder)).limit(100);
    return ok(req, await withParentFlags(rows));
  });

  /** Level and scope follow the parent; a button needs a code; type fits under the parent. */
  const shape = async (body: z.infer<typeof fields>, selfId?: string) => {
    let level = 0;
    let scope = body.scope ?? 'admin';
    if (body.parentId !== '0') {
      const [parent] = await app.db.select().from(permissions).where(eq(permissions.id, body.parentId)).limit(1);
      if (!parent || parent.type === 1 || body.type === -1) throw fieldError('parentId', 'permissionParentBad');
      if (selfId) {
        // Not under itself or its own descendants.
        let cursor: string | undefined = parent.id;
        while (cursor && cursor !== '0') {
          if (cursor === selfId) throw fieldError('parentId', 'permissionParentBad');
          const [up] = await app.db.select({ p: permissions.parentId }).from(permissions).where(eq(permissions.id, cursor)).limit(1);
          cursor = up?.p;
        }
      }
      level = parent.level + 1;
      scope = parent.scope;
    }
    if (body.type === 1 && !body.code) throw fieldError('code', 'permissionCodeRequired');
    if (body.code && !CODE.test(body.code)) throw fieldError('code', 'permissionCodeRule');
    if (body.code) {
      const [hit] = await app.db.select({ id: permissions.id }).from(permissions).where(eq(permissions.code, body.code)).limit(1);
      if (hit && hit.id !== selfId) throw fieldError('code', 'alreadyExists');
    }
    if (body.name) {
      const [hit] = await app.db.select({ id: permissions.id }).from(permissions).where(and(eq(permissions.scope, scope), eq(permissions.name, body.name))).limit(1);
      if (hit && hit.id !== selfId) throw fieldError('name', 'alreadyExists');
    }
    return {
      parentId: body.parentId, scope, level, name: body.name ?? null, title: body.title, type: body.type, path: body.path ?? '',
      component: body.component ?? null, icon: body.icon ?? null, buttonType: body.buttonType ?? null, code: body.code ?? null,
      url: body.url ?? null, showAlways: body.showAlways ?? true, isMenu: body.isMenu ?? false, description: body.description ?? '',
      sortOrder: body.sortOrder ?? 0, status: body.status ?? 0,
    };
  };

  /**
   * A row is edited, moved, deleted or given children only by someone who holds it: otherwise a
   * permission editor could switch off, rename or re-parent powers it was never given.
   */
  const assertHolds = async (callerId: string, ids: string[]) => {
    const unheld = await unheldOf(app.db, callerId, ids.filter((x) => x !== '0'));
    if (!unheld.length) return;
    // Ids that do not exist are left to the checks that answer 404 or 400.
    const rows = await app.db.select({ id: permissions.id, title: permissions.title }).from(permissions).where(inArray(permissions.id, unheld));
    const first = unheld.map((x) => rows.find((r) => r.id === x)).find(Boolean);
    if (first) throw new AppError(403, 'cannotEditPermission', { title: first.title });
  };
  /**
   * A code is what routes check: giving a row a new code hands that power to every role holding the
   * row. Only the super administrator (who holds every permission, new ones included) mints codes.
   */
  const assertMayUseCode = async (callerId: string, code: string | null, before: string | null) => {
    if (!code || code === before) return;
    if (!(await holdsEverything(app.db, callerId))) throw new AppError(403, 'cannotClaimCode', { code });
  };

  const one = async (pid: string) => {
    const [row] = await app.db.select().from(permissions).where(eq(permissions.id, pid)).limit(1);
    if (!row) throw new AppError(404, 'permissionNotFound');
    return (await withParentFlags([row]))[0];
  };

  app.post('/permission/add', {
    config: { permission: 'sys:permission:add' },
    schema: { tags: ['admin:permission'], summary: 'Add a top app, menu/page or button', body: fields },
  }, async (req) => {
    await assertHolds(req.auth!.userId, [req.body.parentId]);
    const values = await shape(req.body);
    const pid = newId();
    await app.db.transaction(async (tx) => {
      await tx.insert(permissions).values({ id: pid, ...values });
      // ROLE_ADMIN holds every permission, new ones included; nobody else gets it unasked.
      await grantToSuperRole(tx, pid);
    });
    return ok(req, await one(pid));
  });

  app.post('/permission/edit', {
    config: { permission: 'sys:permission:edit' },
    schema: { tags: ['admin:permission'], summary: 'Edit a menu or button', body: fields.extend({ id }).strict() },
  }, async (req) => {
    const before = await one(req.body.id);
    await assertHolds(req.auth!.userId, [req.body.id, req.body.parentId]);
    await assertMayUseCode(req.auth!.userId, req.body.code ?? null, before.code);
    const values = await shape(req.body, req.body.id);
    // Left out → kept (an older client does not know these fields).
    values.showAlways = req.body.showAlways ?? before.showAlways;
    values.isMenu = req.body.isMenu ?? before.isMenu;
    values.description = req.body.description ?? before.description;
    await app.db.update(permissions).set({ ...values, updateTime: new Date() }).where(eq(permissions.id, req.body.id));
    // Children follow a moved parent's level.
    const fix = async (parentId: string, level: number) => {
      const kids = await app.db.select({ id: permissions.id }).from(permissions).where(eq(permissions.parentId, parentId));
      for (const k of kids) {
        await app.db.update(permissions).set({ level: level + 1, scope: values.scope }).where(eq(permissions.id, k.id));
        await fix(k.id, level + 1);
      }
    };
    await fix(req.body.id, values.level);
    return ok(req, await one(req.body.id));
  });

  app.post('/permission/switchComponents', {
    config: { permission: 'sys:permission:edit' },
    schema: {
      tags: ['admin:permission'],
      summary: "Point the seeded admin menu's `component` values at our admin's screens (`zhiyuan`) or XBoot's admin front end's (`xboot`); a component set by hand is kept",
      body: z.object({ style: z.enum(MENU_COMPONENT_STYLES) }),
    },
  }, async (req) => {
    const plan = await planMenuComponents(app.db, req.body.style);
    await assertHolds(req.auth!.userId, plan.changes.map((c) => c.id));
    const done = await switchMenuComponents(app.db, req.body.style, plan);
    return ok(req, { style: done.style, changed: done.changed.length, kept: done.kept });
  });

  app.post('/permission/delByIds', {
    config: { permission: 'sys:permission:delete' },
    schema: { tags: ['admin:permission'], summary: 'Delete menus or buttons; refused while children remain', body: z.object({ ids: idList }) },
  }, async (req) => {
    const ids = [...new Set(req.body.ids)];
    const rows = await app.db.select().from(permissions).where(inArray(permissions.id, ids));
    if (rows.length !== ids.length) throw new AppError(404, 'permissionNotFound');
    await assertHolds(req.auth!.userId, ids);
    const leftChildren = await app.db.select({ id: permissions.id, p: permissions.parentId }).from(permissions).where(inArray(permissions.parentId, ids));
    const orphaned = leftChildren.find((c) => !ids.includes(c.id));
    if (orphaned) {
      const parent = rows.find((r) => r.id === orphaned.p)!;
      throw new AppError(400, 'permissionHasChildren', { title: parent.title });
    }
    await app.db.delete(permissions).where(inArray(permissions.id, ids));
    return ok(req, null);
  });
};

export default permissionAdminRoutes;
