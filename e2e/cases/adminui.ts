/**
 * Admin console screens of issue 6, in Chinese, with data created through the API first:
 * dashboard, users (import report, export), departments (refused delete), roles (permission
 * tree, data scope), menus, dictionaries, logs, messages (live unread count over /api/ws),
 * online users (kick-out), own space; and a role without button codes sees no buttons.
 */
import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD, api, expect, newContext, screenshot, type Case } from '../harness.ts';
import { ctx, USER } from '../context.ts';

interface Envelope<T> {
  code: number;
  message: string;
  result: T;
}

/** A JSON call as the given token. */
async function call<T>(pathname: string, token: string, body?: unknown, method = body === undefined ? 'GET' : 'POST'): Promise<Envelope<T>> {
  const res = await fetch(`${ctx.server.base}/api${pathname}`, {
    method,
    headers: { accessToken: token, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as Envelope<T>;
}

async function ok<T>(pathname: string, token: string, body?: unknown): Promise<T> {
  const r = await call<T>(pathname, token, body);
  if (r.code !== 200) throw new Error(`${pathname}: ${r.code} ${r.message}`);
  return r.result;
}

async function login(username: string, password: string): Promise<string> {
  const r = await api<string>(ctx.server.base, '/auth/login', { form: { username, password } });
  if (r.code !== 200) throw new Error(`login ${username}: ${r.message}`);
  return r.result;
}

interface Dept {
  id: string;
  title: string;
  isParent: boolean;
}
interface Perm {
  id: string;
  title: string;
  name: string | null;
  code: string | null;
  type: number;
  children?: Perm[];
}
interface Role {
  id: string;
  name: string;
}
/** A role row as /role/getAllList answers it (XBoot's shapes, issue 15). */
interface RoleRow extends Role {
  dataType: number;
  updateTime: string | null;
  permissions: { permissionId: string }[];
  departments: { departmentId: string }[];
}

const AUDITOR = { username: 'e2eauditor', password: 'audit2025' };

/** What the seed made, created once per run and shared by the cases. */
let seeded: Promise<{ admin: string; ops: Dept; roleEditor: Role }> | null = null;

function seedOnce() {
  seeded ??= (async () => {
    // A failed login first, so the login log has a failure with its reason.
    await api(ctx.server.base, '/auth/login', { form: { username: 'admin', password: 'wrong-password-1' } });
    const admin = await login('admin', ADMIN_PASSWORD);
    const roots = await ok<Dept[]>('/department/getByParentId/0', admin);
    const top = roots[0];
    const children = await ok<Dept[]>(`/department/getByParentId/${top.id}`, admin);
    const ops = children.find((d) => d.title === '运营部') ?? children[0];
    const content = children.find((d) => d.title === '内容部') ?? children[1];
    const me = await ok<{ id: string }>('/user/info', admin);
    await ok('/department/add', admin, { parentId: top.id, title: '教研部', sortOrder: 9, mainHeader: [me.id] });

    const perms = await ok<Perm[]>('/permission/getAllList', admin);
    const flat: Perm[] = [];
    const walk = (list: Perm[]) =>
      list.forEach((p) => {
        flat.push(p);
        walk(p.children ?? []);
      });
    walk(perms);
    const byName = (name: string) => flat.find((p) => p.name === name)!;
    const roleEditor = await ok<Role>('/role/save', admin, { name: 'ROLE_EDITOR', description: '内容编辑', dataType: 0 });
    const editorPerms = [
      byName('zhiyuan'),
      byName('home'),
      byName('sys'),
      byName('user-manage'),
      byName('message-manage'),
      ...flat.filter((p) => p.code?.startsWith('sys:message:')),
    ];
    await ok('/role/editRolePerm', admin, { roleId: roleEditor.id, permIds: editorPerms.map((p) => p.id) });
    await ok('/role/editRoleDep', admin, { roleId: roleEditor.id, dataType: 1, depIds: [ops.id, content.id] });
    // A role that may only look at roles: its holders must see no buttons there.
    const auditorRole = await ok<Role>('/role/save', admin, { name: 'ROLE_AUDITOR', description: '审计员', dataType: 4 });
    await ok('/role/editRolePerm', admin, {
      roleId: auditorRole.id,
      permIds: [byName('zhiyuan').id, byName('home').id, byName('sys').id, byName('role-manage').id],
    });

    const people = [
      { username: 'wangfang', nickname: '王芳', mobile: '13800000011', email: 'wangfang@example.com', sex: 2, departmentId: ops.id, roleIds: [roleEditor.id] },
      { username: 'liqiang', nickname: '李强', mobile: '13800000012', sex: 1, departmentId: ops.id, roleIds: [roleEditor.id] },
      { username: 'zhaomin', nickname: '赵敏', mobile: '13800000013', sex: 2, departmentId: content.id, roleIds: [] },
      { username: AUDITOR.username, nickname: '审计员小周', sex: 1, departmentId: content.id, roleIds: [auditorRole.id] },
    ];
    for (const p of people) {
      await ok('/user/admin/add', admin, { ...p, password: p.username === AUDITOR.username ? AUDITOR.password : 'Passw0rd2025' });
    }
    const dict = await ok<{ id: string }>('/dict/add', admin, { title: '考生层次', type: 'student_level', description: '志愿填报时的考生分层', sortOrder: 20 });
    for (const [i, [title, value]] of [
      ['冲刺清北', 'top'],
      ['重点本科', 'key'],
      ['普通本科', 'normal'],
      ['高职专科', 'vocational'],
    ].entries()) {
      await ok('/dictData/add', admin, { dictId: dict.id, title, value, sortOrder: i + 1, description: '' });
    }
    await ok('/message/add', admin, { title: '系统升级通知', content: '<p>本周六 22:00 至 24:00 系统升级维护，期间暂停志愿填报。</p>', type: '0', range: 0 });
    await ok('/message/add', admin, {
      title: '志愿填报截止提醒',
      content: '<p>本批次志愿填报将于 6 月 30 日截止，请及时提交。</p>',
      type: '1',
      range: 2,
      targetIds: [roleEditor.id],
    });
    // Sessions for the online list.
    await login(USER.username, USER.password);
    await login('wangfang', 'Passw0rd2025');
    return { admin, ops, roleEditor };
  })();
  return seeded;
}

/** A desktop page signed in with `token`, opened at `hash`. */
async function adminPage(token: string, hash: string): Promise<Page> {
  const context = await newContext(ctx.browser, 'desktop');
  const page = await context.newPage();
  await page.goto(`${ctx.server.base}/admin/#/login`);
  await page.evaluate((t) => localStorage.setItem('adminAccessToken', t), token);
  // The console reads the token at start: load it afresh at the wanted page.
  await page.goto(`${ctx.server.base}/admin/#${hash}`);
  await page.reload();
  await page.getByTestId('admin-layout').waitFor({ timeout: 15_000 });
  return page;
}

async function hasChinese(page: Page) {
  const text = await page.locator('body').innerText();
  expect(/[\u4e00-\u9fa5]{4,}/.test(text), 'page shows Chinese text');
}

export const cases: Case[] = [
  {
    name: 'adminui: home dashboard shows counts and trend charts',
    async run() {
      const { admin } = await seedOnce();
      const page = await adminPage(admin, '/home');
      await page.getByTestId('dashboard').waitFor({ timeout: 15_000 });
      await page.getByTestId('chart-activity').locator('canvas').first().waitFor({ timeout: 15_000 });
      await page.getByTestId('chart-membership').locator('canvas').first().waitFor({ timeout: 10_000 });
      await page.waitForTimeout(800); // chart animation
      await hasChinese(page);
      await screenshot(page, 'adminui-home');
      await page.context().close();
    },
  },
  {
    name: 'adminui: users list, import with rejected rows, export',
    async run() {
      const { admin } = await seedOnce();
      const page = await adminPage(admin, '/sys/user');
      await page.getByText('wangfang').first().waitFor({ timeout: 15_000 });
      await screenshot(page, 'adminui-users');
      await page.getByTestId('user-import-button').click();
      await page.getByText('粘贴 JSON').click();
      await page.getByTestId('user-import-text').fill(
        JSON.stringify([
          { username: 'sunli', nickname: '孙丽', mobile: '13800000021' },
          { username: 'wangfang', nickname: '重名用户' },
          { username: 'x', nickname: '太短', mobile: '12345' },
        ]),
      );
      await page.getByTestId('user-import-submit').click();
      await page.getByTestId('user-import-report').waitFor({ timeout: 10_000 });
      const report = await page.getByTestId('user-import-report').innerText();
      expect(report.includes('wangfang'), 'report names the duplicate row');
      await screenshot(page, 'adminui-users-import-report');
      const list = await ok<{ totalElements: number }>('/user/getByCondition?username=sunli', admin);
      expect(list.totalElements === 0, 'nothing imported when a row is rejected');
      const res = await fetch(`${ctx.server.base}/api/user/export?accessToken=${encodeURIComponent(admin)}`);
      const type = res.headers.get('content-type') ?? '';
      expect(res.ok && type.includes('spreadsheet'), `export answers an xlsx (${res.status} ${type} ${type.includes('json') ? await res.text() : ''})`);
      await page.context().close();
    },
  },
  {
    name: 'adminui: departments tree with heads, and a refused delete',
    async run() {
      const { admin } = await seedOnce();
      const page = await adminPage(admin, '/sys/department');
      await page.getByTestId('dept-node-教研部').click({ timeout: 15_000 });
      await page.getByTestId('dept-detail').getByText('主负责人').waitFor();
      // The existing head is shown (read from mainHeaders, issue 15), not an empty picker.
      await page.getByTestId('dept-main-header').getByText(/admin/).waitFor({ timeout: 10_000 });
      await hasChinese(page);
      await screenshot(page, 'adminui-departments');
      await page.getByTestId('dept-node-运营部').click();
      // The detail must be 运营部's (it has users) before its delete is pressed: on a busy machine the
      // click on the tree can still be in flight, and 教研部 (empty) would be deleted instead.
      await page.getByTestId('dept-detail').locator('.ant-card-head-title').getByText('运营部').waitFor({ timeout: 10_000 });
      await page
        .getByTestId('dept-detail')
        .getByRole('button', { name: /删\s*除/ })
        .click();
      await page.getByTestId('confirm-delete-ok').click();
      await page.getByTestId('dept-delete-refused').waitFor({ timeout: 10_000 });
      await screenshot(page, 'adminui-departments-refused');
      await page.context().close();
    },
  },
  {
    name: 'adminui: roles with permission tree and data scope',
    async run() {
      const { admin } = await seedOnce();
      const page = await adminPage(admin, '/sys/role');
      await page.getByText('ROLE_EDITOR').first().waitFor({ timeout: 15_000 });
      await screenshot(page, 'adminui-roles');
      // Issue 15: both dialogs, opened on an existing role and saved untouched, leave it exactly as it was.
      const roleNow = async (name: string) => {
        const { updateTime: _t, ...rest } = (await ok<RoleRow[]>('/role/getAllList', admin)).find((r) => r.name === name)!;
        return { ...rest, permissions: rest.permissions.map((p) => p.permissionId).sort(), departments: rest.departments.map((d) => d.departmentId).sort() };
      };
      for (const name of ['ROLE_EDITOR', 'ROLE_ADMIN', 'ROLE_VIP']) {
        const before = await roleNow(name);
        expect(before.permissions.length > 0, `${name} holds permissions`);
        await page.getByTestId(`role-perm-${name}`).click();
        await page.getByTestId('role-perm-tree').getByText('消息管理').first().waitFor({ timeout: 10_000 });
        await page.waitForTimeout(300);
        if (name !== 'ROLE_VIP') await screenshot(page, `adminui-roles-permissions-${name.toLowerCase()}`);
        await page.getByTestId('role-perm-save').click();
        await page.getByText('菜单权限已保存').last().waitFor({ timeout: 10_000 });
        await page.waitForTimeout(400);
        const after = await roleNow(name);
        expect(
          JSON.stringify(after) === JSON.stringify(before),
          `${name} unchanged by 菜单权限 save: ${before.permissions.length} → ${after.permissions.length} permissions`,
        );
      }
      for (const name of ['ROLE_EDITOR', 'ROLE_ADMIN']) {
        const before = await roleNow(name);
        await page.getByTestId(`role-scope-${name}`).click();
        await page.getByTestId('role-scope-save').waitFor({ timeout: 10_000 });
        if (name === 'ROLE_EDITOR') {
          expect(before.dataType === 1 && before.departments.length === 2, 'ROLE_EDITOR has a custom scope of two departments');
          await page.getByText('可见部门（已选 2 个）').waitFor({ timeout: 10_000 });
        }
        await page.waitForTimeout(300);
        await screenshot(page, `adminui-roles-datascope-${name.toLowerCase()}`);
        await page.getByTestId('role-scope-save').click();
        await page.getByText('数据权限已保存').last().waitFor({ timeout: 10_000 });
        await page.waitForTimeout(400);
        const after = await roleNow(name);
        expect(
          JSON.stringify(after) === JSON.stringify(before),
          `${name} unchanged by 数据权限 save: ${JSON.stringify({ dataType: after.dataType, departments: after.departments })}`,
        );
      }
      await page.context().close();
    },
  },
  {
    name: 'adminui: a role without button codes sees the roles page without buttons',
    async run() {
      await seedOnce();
      const token = await login(AUDITOR.username, AUDITOR.password);
      const page = await adminPage(token, '/sys/role');
      await page.getByText('ROLE_EDITOR').first().waitFor({ timeout: 15_000 });
      expect((await page.getByTestId('role-add').count()) === 0, 'no add button without sys:role:add');
      expect((await page.getByTestId('role-edit-ROLE_EDITOR').count()) === 0, 'no edit link without sys:role:edit');
      await page.context().close();
    },
  },
  {
    name: 'adminui: menu and permission tree editor',
    async run() {
      const { admin } = await seedOnce();
      const page = await adminPage(admin, '/sys/menu');
      await page.getByTestId('menu-node-用户管理').click({ timeout: 15_000 });
      await page.getByTestId('menu-form-icon').waitFor();
      await screenshot(page, 'adminui-menus');
      await page.getByTestId('menu-node-添加用户').click();
      await page.getByTestId('menu-form-code').waitFor();
      const code = await page.getByTestId('menu-form-code').inputValue();
      expect(code === 'sys:user:add', `button shows its code, got ${code}`);
      await screenshot(page, 'adminui-menus-button');
      // 始终显示 and a note are stored and shown again (issue 15).
      await page.getByTestId('menu-node-用户管理').click();
      await page.getByTestId('menu-form-description').fill('e2e 备注');
      await page.getByTestId('menu-save').click();
      await page.reload();
      await page.getByTestId('menu-node-用户管理').click({ timeout: 15_000 });
      await page.waitForFunction(
        () => (document.querySelector('[data-testid="menu-form-description"]') as HTMLInputElement | null)?.value === 'e2e 备注',
        null,
        { timeout: 10_000 },
      );
      await page.getByTestId('menu-form-show-always').waitFor();
      await page.context().close();
    },
  },
  {
    name: 'adminui: dictionaries and their entries',
    async run() {
      const { admin } = await seedOnce();
      const page = await adminPage(admin, '/sys/dict');
      await page.getByTestId('dict-item-student_level').click({ timeout: 15_000 });
      await page.getByText('冲刺清北').waitFor({ timeout: 10_000 });
      await screenshot(page, 'adminui-dicts');
      await page.context().close();
    },
  },
  {
    name: 'adminui: login and operation logs',
    async run() {
      const { admin } = await seedOnce();
      const page = await adminPage(admin, '/sys/log');
      await page.getByText('失败').first().waitFor({ timeout: 15_000 });
      await screenshot(page, 'adminui-logs-login');
      await page.getByTestId('log-tab-operation').click();
      await page.getByText('/api/message/add').first().waitFor({ timeout: 10_000 });
      await screenshot(page, 'adminui-logs-operation');
      await page.context().close();
    },
  },
  {
    name: 'adminui: messages, send dialog and delivery records',
    async run() {
      const { admin } = await seedOnce();
      const page = await adminPage(admin, '/sys/message');
      await page.getByText('系统升级通知').first().waitFor({ timeout: 15_000 });
      await screenshot(page, 'adminui-messages');
      await page.getByTestId('msg-send').click();
      await page.getByText('指定角色', { exact: true }).click();
      await page.getByTestId('msg-form-title').fill('高考出分查询提醒');
      await page.getByTestId('msg-form-content').fill('各省将于 6 月 25 日前后公布成绩，请留意短信通知。');
      await screenshot(page, 'adminui-messages-send');
      await page.keyboard.press('Escape');
      await page.getByTestId('msg-tab-sends').click();
      await page.getByText('wangfang').first().waitFor({ timeout: 10_000 });
      await screenshot(page, 'adminui-messages-sends');
      await page.context().close();
    },
  },
  {
    name: 'adminui: the header unread count follows /api/ws live',
    async run() {
      const { admin } = await seedOnce();
      const page = await adminPage(admin, '/home');
      const unread = page.getByTestId('header-unread');
      await page.waitForFunction(() => document.querySelector('[data-testid="header-unread"]')?.getAttribute('data-status') === 'open', null, {
        timeout: 15_000,
      });
      const before = Number(await unread.getAttribute('data-count'));
      await ok('/message/add', admin, { title: '新版志愿推荐上线', content: '<p>志愿推荐已支持新高考 3+1+2 模式。</p>', type: '0', range: 0 });
      await page.waitForFunction((n) => Number(document.querySelector('[data-testid="header-unread"]')?.getAttribute('data-count')) === n + 1, before, {
        timeout: 10_000,
      });
      await screenshot(page, 'adminui-header-unread');
      await page.context().close();
    },
  },
  {
    name: 'adminui: online users and kick-out',
    async run() {
      const { admin } = await seedOnce();
      const victim = await login('liqiang', 'Passw0rd2025');
      const page = await adminPage(admin, '/monitor/online');
      await page.getByText('liqiang').first().waitFor({ timeout: 15_000 });
      await screenshot(page, 'adminui-online');
      await page.getByTestId('online-kick-liqiang').first().click();
      await page
        .getByRole('button', { name: /确\s*定|OK/ })
        .last()
        .click();
      await page.getByText(/已强制下线/).waitFor({ timeout: 10_000 });
      const info = await call('/user/info', victim);
      expect(info.code === 401, `a kicked token is refused, got ${info.code}`);
      await page.context().close();
    },
  },
  {
    name: 'adminui: own space profile, security, social and messages',
    async run() {
      const { admin } = await seedOnce();
      const page = await adminPage(admin, '/own-space');
      await page.getByTestId('own-space').waitFor({ timeout: 15_000 });
      await screenshot(page, 'adminui-own-profile');
      await page.getByTestId('own-tab-security').click();
      await page.getByText('最近登录记录').waitFor();
      await page.waitForTimeout(800);
      await screenshot(page, 'adminui-own-security');
      await page.getByTestId('own-tab-social').click();
      await page.getByTestId('own-social').getByText('GitHub').waitFor({ timeout: 10_000 });
      await screenshot(page, 'adminui-own-social');
      await page.getByTestId('own-tab-message').click();
      await page.getByText('系统升级通知').first().waitFor({ timeout: 10_000 });
      await screenshot(page, 'adminui-own-messages');
      await page.context().close();
    },
  },
];
