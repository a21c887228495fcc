/**
 * Issue 28: XBoot's own admin front end (Exrick/xboot-front, Vue 2 + iView / View UI) saves again.
 * Each test posts exactly what that client posts: form-encoded as its postRequest does (every value
 * String(v), so arrays go comma-joined and nested objects as "[object Object]"), with the keys its
 * table and tree add to what they show (lib/validation.ts VIEW_STATE_KEYS), and reads back through
 * our API. The screens' own steps are named after the xboot-front file that does them.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  departmentNodeSchema,
  dictDataViewSchema,
  dictViewSchema,
  permissionNodeSchema,
  roleViewSchema,
  userViewSchema,
  type DepartmentNode,
  type DictDataView,
  type DictView,
  type MenuNode,
  type Page,
  type PermissionNode,
  type RoleView,
  type UserView,
} from '@zhiyuan/shared';
import { XBOOT_GROUP_COMPONENT, XBOOT_PAGE_COMPONENTS } from '@zhiyuan/shared/menu-components';
import { permissions, users } from '../db/schema/index.ts';
import { seed } from '../seed.ts';
import { menuComponentPairs } from '../db/menu-components.ts';
import { dropViewState, VIEW_STATE_KEYS } from '../lib/validation.ts';
import type { TestApp } from '../test/app.ts';
import { adminSuite, type AdminHelpers } from './admin-test/helpers.ts';

let t: TestApp;
let h: AdminHelpers;
let admin: string;
adminSuite((s) => ({ t, h, admin } = s));

/** xboot-front src/libs/axios.js postRequest: `encodeURIComponent(k)=encodeURIComponent(v)` for every own key. */
const xbootForm = (data: Record<string, unknown>) =>
  Object.entries(data)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v as string)}`)
    .join('&');
/** iView / View UI Table makeData: the row a table hands to `params.row`. */
let rowKey = 0;
const tableRow = <T extends object>(row: T, index = 0) => ({ ...row, _index: index, _rowKey: ++rowKey });
/** iView / View UI Tree: compileFlatState numbers every node, handleSelect marks the one clicked. */
const selectedNode = <T extends object>(node: T, nodeKey = 3) => ({ ...node, nodeKey, selected: true, checked: false, indeterminate: false, expand: true });
/** The screens' "转换null为\"\"" step before they copy a row or node into their form. */
const nullsToEmpty = (x: object): Record<string, unknown> => Object.fromEntries(Object.entries(x).map(([k, v]) => [k, v === null ? '' : v]));
const withoutUpdateTime = <T extends { updateTime?: unknown }>(x: T) => ({ ...x, updateTime: undefined });

async function readUser(id: string) {
  const page = await h.get<Page<UserView>>(`/api/user/getByCondition?id=${id}`);
  return userViewSchema.parse(page.result.content[0]);
}

describe('view-state keys are dropped where the schema does not declare them (lib/validation.ts)', () => {
  const row = z.object({ name: z.string(), selected: z.boolean().optional() }).strict();
  const body = z.object({ rows: z.array(row), note: z.preprocess((v) => v, z.object({ text: z.string() }).strict().optional()) }).strict();

  it('drops them in the body and in every row and node below it, and keeps a key the schema declares', () => {
    const data = {
      _index: 0,
      _rowKey: 7,
      nodeKey: 2,
      rows: [
        { name: 'a', _index: 0, _rowKey: 1, selected: true },
        { name: 'b', nodeKey: 4, children: '', loading: false },
      ],
      note: { text: 'x', typeTxt: '管理员', expand: true },
    };
    dropViewState(data, body);
    expect(data).toEqual({ rows: [{ name: 'a', selected: true }, { name: 'b' }], note: { text: 'x' } });
    // The declared `selected` went on to validation: a wrong value there is still refused.
    expect(body.safeParse(dropViewState({ rows: [{ name: 'a', selected: 'yes' }] }, body)).success).toBe(false);
  });

  it('leaves every other unknown key for the strict schema to refuse, and does not look into records, loose objects or unknown values', () => {
    const data = { rows: [{ name: 'a', _index: 0, colour: 'red' }], colour: 'blue' };
    dropViewState(data, body);
    const parsed = body.safeParse(data);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => [i.path.join('.'), ...('keys' in i ? i.keys : [])])).toEqual(
      expect.arrayContaining([
        ['', 'colour'],
        ['rows.0', 'colour'],
      ]),
    );
    const open = { a: { _index: 1 }, b: { nested: { _index: 2 } }, c: { _index: 3 } };
    dropViewState(open, z.object({ a: z.record(z.string(), z.unknown()), b: z.unknown(), c: z.object({}).loose() }));
    expect(open).toEqual({ a: { _index: 1 }, b: { nested: { _index: 2 } }, c: { _index: 3 } });
  });

  it("lists the keys XBoot's table and tree add, its lazy department tree and its profile label", () => {
    expect([...VIEW_STATE_KEYS].sort()).toEqual(
      ['_index', '_rowKey', 'checked', 'children', 'expand', 'indeterminate', 'loading', 'nodeKey', 'selected', 'typeTxt', 'visible'].sort(),
    );
  });

  it('still refuses an unknown key that is not a view-state key, by name, beside the view-state keys', async () => {
    const user = await h.addUser('xbStrict');
    const res = await h.post('/api/user/admin/edit', xbootForm({ id: user.id, nickname: 'x', _index: 0, _rowKey: 7, favouriteColour: 'blue' }));
    expect(res.code).toBe(400);
    expect(res.message).toContain('favouriteColour');
    expect(res.message).not.toContain('_index');
    expect((res.result as { fields: string[] }).fields).toEqual(['favouriteColour']);
  });

  it('drops them at every depth of a JSON body (rows and their majors) and names a nested unknown key by its path', async () => {
    const form = {
      name: '视图',
      province: '广东',
      year: 2025,
      subjectType: '物理类',
      subjects: ['物理', '化学', '生物'],
      batch: 2,
      score: 600,
      rank: 20000,
      _index: 0,
      rows: [
        {
          _index: 0,
          _rowKey: 3,
          unitKey: null,
          schoolId: null,
          schoolName: '某大学',
          schoolCode: null,
          groupCode: null,
          majors: [{ name: '数学', code: null, nodeKey: 1, note: '海滨' }],
          obeyAdjust: true,
          tier: null,
          probability: null,
          band: null,
          confidence: null,
        },
      ],
    };
    const res = await t.call<{ fields: string[] }>({ method: 'POST', url: '/api/volunteerForm/save', token: await t.login(), payload: form });
    expect(res.code).toBe(400);
    expect(res.result.fields).toEqual(['rows.0.majors.0.note']);
    delete (form.rows[0].majors[0] as { note?: string }).note;
    const saved = await t.call({ method: 'POST', url: '/api/volunteerForm/save', token: await t.login(), payload: form });
    expect(saved.code, saved.message).toBe(200);
  });
});

describe("XBoot's admin client saves every screen and reads back what it wrote (issue 28)", () => {
  it('用户管理: a table row posted back by addEdit.vue (roles → roleIds, address split) reads back equal', async () => {
    const dept = await h.department('运营部');
    const roles = (await h.get<{ id: string; name: string }[]>('/api/role/getAllList')).result.filter((r) => r.name !== 'ROLE_ADMIN').slice(0, 2);
    const added = await h.addUser('xbUser', {
      mobile: '13800002811',
      email: 'xb@example.com',
      sex: '2',
      departmentId: dept.id,
      address: '330000,330100,330106',
      street: '文三路 1 号',
      birth: '2008-02-29',
      description: '想学计算机',
      roleIds: roles.map((r) => r.id).join(','),
    });
    const before = await readUser(added.id);
    // addEdit.vue setCurrentValue: the row as the form, address split, roles → roleIds, roles deleted.
    const { roles: held, ...row } = tableRow(before, 3);
    const form = { ...row, address: before.address!.split(','), roleIds: held.map((r) => r.id) };
    const res = await h.post('/api/user/admin/edit', xbootForm(form));
    expect(res.code, res.message).toBe(200);
    expect(withoutUpdateTime(await readUser(added.id))).toEqual(withoutUpdateTime(before));
  });

  it('部门管理: a selected node of the lazy tree (loading, children, nodeKey, selected) reads back equal', async () => {
    const parent = await h.department('运营部');
    const boss = await h.addUser('xbBoss');
    const added = await h.post<DepartmentNode>('/api/department/add', xbootForm({ parentId: parent.id, sortOrder: 0, status: 0, title: '树节点部' }));
    expect(added.code, added.message).toBe(200);
    const child = await h.post<DepartmentNode>('/api/department/add', xbootForm({ parentId: added.result.id, sortOrder: 0, status: 0, title: '树叶部' }));
    expect(child.code, child.message).toBe(200);
    expect((await h.post('/api/department/edit', { ...added.result, mainHeader: [boss.id] })).code).toBe(200);
    const read = async () =>
      departmentNodeSchema.parse((await h.get<DepartmentNode[]>(`/api/department/getByParentId/${parent.id}`)).result.find((d) => d.id === added.result.id));
    const before = await read();
    expect(before.isParent).toBe(true);
    // departmentManage.vue loadData: a parent gets loading=false and children=[] (then its loaded
    // children, each with visible=true); selectTree: nulls → "", the node as the form.
    const loadedChild = { ...child.result, loading: false, children: [], visible: true, nodeKey: 4 };
    const form = nullsToEmpty(selectedNode({ ...before, loading: false, children: [loadedChild], visible: true }));
    const res = await h.post('/api/department/edit', xbootForm(form));
    expect(res.code, res.message).toBe(200);
    expect(withoutUpdateTime(await read())).toEqual(withoutUpdateTime(before));
  });

  it('角色管理: a table row posted to /role/edit reads back equal', async () => {
    const roleId = await h.roleWith('ROLE_XB_ROW', ['sys:user:view', 'sys:dict:view'], 2);
    const read = async () =>
      roleViewSchema.parse((await h.get<Page<RoleView>>('/api/role/getAllByPage?pageSize=100')).result.content.find((r) => r.id === roleId));
    const before = await read();
    const res = await h.post('/api/role/edit', xbootForm(nullsToEmpty(tableRow(before, 5))));
    expect(res.code, res.message).toBe(200);
    expect(withoutUpdateTime(await read())).toEqual(withoutUpdateTime(before));
  });

  it('菜单权限管理: a selected node of the whole tree (nested children, tree state) reads back equal', async () => {
    const top = (await h.get<PermissionNode[]>('/api/permission/getByParentId/0')).result[0];
    const menu = await h.post<PermissionNode>(
      '/api/permission/add',
      xbootForm({
        parentId: top.id,
        title: '视图菜单',
        name: 'xb-view-menu',
        type: 0,
        path: 'xb-view',
        component: 'sys/xb/index',
        icon: 'MenuOutlined',
        sortOrder: 9,
        status: 0,
      }),
    );
    expect(menu.code, menu.message).toBe(200);
    const button = await h.post(
      '/api/permission/add',
      xbootForm({ parentId: menu.result.id, title: '视图按钮', type: 1, buttonType: 'add', code: 'sys:xbView:add', sortOrder: 0, status: 0 }),
    );
    expect(button.code, button.message).toBe(200);
    const read = async () =>
      permissionNodeSchema.parse((await h.get<PermissionNode[]>(`/api/permission/getByParentId/${top.id}`)).result.find((p) => p.id === menu.result.id));
    const before = await read();
    // menuManage.vue getAllList → the tree; selectTree: nulls → "", a JSON copy of the node (with its children).
    const tree = (await h.get<PermissionNode[]>('/api/permission/getAllList')).result;
    const find = (nodes: PermissionNode[]): PermissionNode | undefined =>
      nodes.map((n) => (n.id === menu.result.id ? n : find(n.children ?? []))).find(Boolean);
    const node = find(tree)!;
    const form = nullsToEmpty(selectedNode({ ...node, children: (node.children ?? []).map((c, i) => ({ ...c, nodeKey: 10 + i })) }, 9));
    const res = await h.post('/api/permission/edit', xbootForm(form));
    expect(res.code, res.message).toBe(200);
    expect(withoutUpdateTime(await read())).toEqual(withoutUpdateTime(before));
  });

  it('数据字典管理: a selected dictionary node and an entry row read back equal; an add after an edit takes the read times back', async () => {
    const dict = await h.post<DictView>('/api/dict/add', xbootForm({ title: '视图字典', type: 'xbView', description: '说明', sortOrder: 3 }));
    expect(dict.code, dict.message).toBe(200);
    const readDict = async () => dictViewSchema.parse((await h.get<DictView[]>('/api/dict/getAll')).result.find((d) => d.id === dict.result.id));
    const before = await readDict();
    // dictManage.vue selectTree: nulls → "", the node as dictForm; editDcit posts it.
    const dictForm = nullsToEmpty(selectedNode(before));
    const edited = await h.post('/api/dict/edit', xbootForm(dictForm));
    expect(edited.code, edited.message).toBe(200);
    expect(withoutUpdateTime(await readDict())).toEqual(withoutUpdateTime(before));

    const entry = await h.post<DictDataView>(
      '/api/dictData/add',
      xbootForm({ dictId: dict.result.id, title: '一项', value: '1', status: 0, description: '', sortOrder: 0 }),
    );
    expect(entry.code, entry.message).toBe(200);
    const readEntry = async () =>
      dictDataViewSchema.parse(
        (await h.get<Page<DictDataView>>(`/api/dictData/getByCondition?dictId=${dict.result.id}`)).result.content.find((e) => e.id === entry.result.id),
      );
    const entryBefore = await readEntry();
    // dictManage.vue edit(v): nulls → "", the table row as the form.
    const entryForm = nullsToEmpty(tableRow(entryBefore, 0));
    const entryEdited = await h.post('/api/dictData/edit', xbootForm(entryForm));
    expect(entryEdited.code, entryEdited.message).toBe(200);
    expect(withoutUpdateTime(await readEntry())).toEqual(withoutUpdateTime(entryBefore));

    // addDcit: resetFields clears the form's fields, the rest of the last node stays; handelSubmitDict deletes id.
    const { id: _d, ...nextDict }: Record<string, unknown> = { ...dictForm, title: '另一字典', type: 'xbOther', description: '', sortOrder: 4 };
    const addedDict = await h.post<DictView>('/api/dict/add', xbootForm(nextDict));
    expect(addedDict.code, addedDict.message).toBe(200);
    expect(addedDict.result).toMatchObject({ title: '另一字典', type: 'xbOther', updateTime: null });
    expect(addedDict.result.id).not.toBe(before.id);
    // handelSubmit (add) after editing a row: id deleted, the row's times and table keys stay.
    const { id: _e, ...nextEntry }: Record<string, unknown> = { ...entryForm, title: '二项', value: '2' };
    const addedEntry = await h.post<DictDataView>('/api/dictData/add', xbootForm(nextEntry));
    expect(addedEntry.code, addedEntry.message).toBe(200);
    expect(addedEntry.result).toMatchObject({ title: '二项', value: '2', updateTime: null });
    expect((await h.post('/api/dict/add', xbootForm({ ...nextDict, type: 'xbBad', createTime: '2025-02-30 10:00:00' }))).code).toBe(400);
  });

  it('个人中心: own-space/user.vue posts the stored userInfo with typeTxt and the address split, and reads back equal', async () => {
    await h.addUser('xbSelf', { address: '110000,110100', street: '长安街', birth: '2007-06-01', description: '我' });
    const token = await t.login('xbSelf', 'secret123');
    const before = (await h.get<UserView>('/api/user/info', token)).result;
    // init(): the userInfo cookie, nulls → "", address split, typeTxt; saveEdit deletes roles.
    const { roles: _r, ...info } = nullsToEmpty(before);
    const form = { ...info, address: before.address!.split(','), typeTxt: before.type === 1 ? '管理员' : '普通用户' };
    const res = await h.post('/api/user/edit', xbootForm(form), token);
    expect(res.code, res.message).toBe(200);
    expect(withoutUpdateTime((await h.get<UserView>('/api/user/info', token)).result)).toEqual(withoutUpdateTime(before));
  });
});

describe("XBoot's register page and the lows (issue 28 items 4 and 5)", () => {
  let ip = 0;
  const regist = (form: Record<string, string>) =>
    t.call<UserView>({
      method: 'POST',
      url: '/api/user/regist',
      payload: xbootForm(form),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: `10.28.0.${++ip}`,
    });
  const setSms = async (payload: Record<string, unknown>) => {
    await t.confirm(admin);
    const res = await h.post('/api/setting/sms/set', payload);
    expect(res.code, res.message).toBe(200);
  };
  /** A code as sendRegistSms would have sent it. */
  const sentCode = (mobile: string) => t.app.codes.issue('sms', 'register', mobile);

  it("/user/regist takes regist.vue's form: nickname stored, passStrength computed by the server, the SMS code proving the mobile", async () => {
    await setSms({ provider: 'outbox' });
    const code = await sentCode('13700002801');
    const res = await regist({
      username: 'xbReg01',
      password: 'Secret1234',
      confirmPass: 'Secret1234',
      mobile: '13700002801',
      code,
      passStrength: '弱',
      nickname: '小明',
    });
    expect(res.code, res.message).toBe(200);
    expect(res.result).toMatchObject({ username: 'xbReg01', nickname: '小明', passStrength: '强', mobileVerified: true });
    // Without a nickname (regist.vue sends none) the username is the nickname.
    const plain = await regist({
      username: 'xbReg02',
      password: 'secret123',
      confirmPass: 'secret123',
      mobile: '13700002802',
      code: await sentCode('13700002802'),
      passStrength: '强',
    });
    expect(plain.result).toMatchObject({ nickname: 'xbReg02', passStrength: '中' });
  });

  it('/user/regist refuses a confirmPass that differs, naming confirmPass, and makes no account', async () => {
    const res = await regist({
      username: 'xbReg03',
      password: 'secret123',
      confirmPass: 'secret124',
      mobile: '13700002803',
      code: '123456',
      passStrength: '中',
    });
    expect(res.code).toBe(400);
    expect(res.message).toContain('confirmPass');
    expect(res.message).toContain('两次输入的密码不一致');
    expect(await t.database.db.select().from(users).where(eq(users.username, 'xbReg03'))).toHaveLength(0);
  });

  it('/user/regist checks the SMS code when SMS is configured (required with a real provider) and not when it is off', async () => {
    await setSms({ provider: 'outbox' });
    const wrong = await regist({
      username: 'xbReg04',
      password: 'secret123',
      confirmPass: 'secret123',
      mobile: '13700002804',
      code: '000000',
      passStrength: '中',
    });
    expect(wrong).toMatchObject({ code: 400, message: '验证码错误或已过期' });
    await setSms({
      provider: 'aliyun',
      aliyun: {
        accessKeyId: 'ak',
        accessKeySecret: 'sk',
        signName: '志愿通',
        templates: { login: 'SMS_1', register: 'SMS_2', reset: 'SMS_3', editMobile: 'SMS_4' },
      },
    });
    const none = await regist({ username: 'xbReg05', password: 'secret123', confirmPass: 'secret123', mobile: '13700002805', passStrength: '中' });
    expect(none).toMatchObject({ code: 400, message: '请输入短信验证码' });
    // SMS off: no code can have been sent; regist.vue still insists on one, and it is not looked at.
    await setSms({ provider: 'none' });
    const off = await regist({ username: 'xbReg06', password: 'secret123', confirmPass: 'secret123', mobile: '13700002806', code: 'abc', passStrength: '中' });
    expect(off.code, off.message).toBe(200);
    expect(off.result.mobileVerified).toBe(false);
    await setSms({ provider: 'outbox' });
  });

  it('/user/admin/add takes departmentId=undefined as no department, like /edit', async () => {
    const res = await h.post<UserView>(
      '/api/user/admin/add',
      xbootForm({ username: 'xbNoDept', password: 'secret123', nickname: '无部门', type: 0, sex: '', address: [], departmentId: undefined }),
    );
    expect(res.code, res.message).toBe(200);
    expect((await readUser(res.result.id)).departmentId).toBeNull();
    const edit = await h.post('/api/user/admin/edit', xbootForm({ id: res.result.id, nickname: '无部门', departmentId: undefined }));
    expect(edit.code, edit.message).toBe(200);
  });
});

describe("the menu's component values for XBoot's client (issue 28 item 5)", () => {
  const menu = async () => (await h.get<MenuNode[]>('/api/permission/getMenuList')).result;
  const flat = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
  const byName = async () => new Map(flat(await menu()).map((n) => [n.name, n.component]));
  const switchTo = (style: string, token?: string) =>
    h.post<{ style: string; changed: number; kept: string[] }>('/api/permission/switchComponents', { style }, token);

  it('maps every group to Main and every page XBoot has a screen for to its view; the rest keep ours', () => {
    const pairs = menuComponentPairs();
    expect(
      pairs
        .filter((p) => p.xboot === XBOOT_GROUP_COMPONENT)
        .map((p) => p.name)
        .sort(),
    ).toEqual(['activiti', 'app', 'auto-chat', 'content', 'data', 'generator', 'monitor', 'strong-base', 'sys', 'vip']);
    expect(pairs.length).toBe(10 + Object.keys(XBOOT_PAGE_COMPONENTS).length);
    expect(pairs).toContainEqual({ name: 'user-manage', zhiyuan: 'sys/user', xboot: 'sys/user-manage/userManage' });
  });

  it('switches with one admin call, keeps a component set by hand, runs twice without change, and switches back', async () => {
    const [custom] = await t.database.db.select({ id: permissions.id }).from(permissions).where(eq(permissions.name, 'log-manage'));
    await t.database.db.update(permissions).set({ component: 'custom/log' }).where(eq(permissions.id, custom.id));
    const original = await byName();

    const first = await switchTo('xboot');
    expect(first.code, first.message).toBe(200);
    expect(first.result).toEqual({ style: 'xboot', changed: menuComponentPairs().length - 1, kept: ['日志管理'] });
    const xboot = await byName();
    expect(xboot.get('sys')).toBe('Main');
    expect(xboot.get('user-manage')).toBe('sys/user-manage/userManage');
    expect(xboot.get('dict-manage')).toBe('sys/dict-manage/dictManage');
    expect(xboot.get('home')).toBe('home/home');
    expect(xboot.get('log-manage')).toBe('custom/log');
    expect(xboot.get('data-import')).toBe('data/import');
    expect((await switchTo('xboot')).result).toMatchObject({ changed: 0 });

    expect((await switchTo('zhiyuan')).result).toMatchObject({ style: 'zhiyuan', changed: menuComponentPairs().length - 1 });
    expect(await byName()).toEqual(original);
    await t.database.db.update(permissions).set({ component: 'sys/log' }).where(eq(permissions.id, custom.id));
  });

  it('is applied by the seed with MENU_COMPONENTS, and an unset value leaves the menu as it is', async () => {
    await seed(t.database.db, { menuComponents: 'xboot' });
    expect((await byName()).get('role-manage')).toBe('sys/role-manage/roleManage');
    await seed(t.database.db, {});
    expect((await byName()).get('role-manage')).toBe('sys/role-manage/roleManage');
    await seed(t.database.db, { menuComponents: 'zhiyuan' });
    expect((await byName()).get('role-manage')).toBe('sys/role');
  });

  it('refuses the switch to a menu editor who does not hold every node it changes, and changes nothing', async () => {
    const { token } = await h.userWith('xbMenuEditor', ['sys:permission:view', 'sys:permission:edit']);
    const res = await switchTo('xboot', token);
    expect(res.code).toBe(403);
    expect((await byName()).get('sys')).toBeNull();
    expect((await switchTo('other')).code).toBe(400);
  });
});
